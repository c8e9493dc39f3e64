import { createHash } from 'node:crypto';

/**
 * Statements PostgreSQL keeps prepared (issue 31 point 5). A statement marked here is sent with a name, so
 * each connection parses it once and, after five runs, plans it once (PostgreSQL's generic plan) instead
 * of at every call. Mark only a statement whose best plan does not depend on its parameters: a look-up by
 * key (the session of every call: its correlated subqueries took about 1 ms of PostgreSQL's planning a
 * call, half of what the database spent on a call of the mixed load). A list or count over a range of
 * dates stays unnamed: its plan depends on how many rows the range holds, which only a plan made for
 * the call's own parameters knows.
 *
 * The embedded database ignores the mark. A transaction pooler (DATABASE_POOL_MODE=transaction) hands each
 * transaction another server connection, where the name would not exist: there statements are never named.
 */
const names = new Map<string, string>();

export function prepared(sql: string): string {
  names.set(sql, `mp_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`);
  return sql;
}

/** The statement's name when it was marked by prepared(). */
export function preparedName(sql: string): string | undefined {
  return names.get(sql);
}

import type { Db } from '../src/db/types.ts';

/**
 * What a call changed in the database, for the sweeps that check "a refused call changes nothing".
 *
 * A row trigger on every table of the test's schema writes each inserted, updated or deleted row to
 * `_change_log` (an update that moves only a session's `last_seen_at` is left out: any call moves it).
 * Asking what changed since a mark reads the few rows written since, instead of hashing every table
 * before and after each call (which the demo seed's ledger of some 270,000 lines made slow).
 * Stricter than a before/after hash: a row written and put back is still a change.
 */
export interface ChangeLog {
  /** The position of the log now. */
  mark(): Promise<number>;
  /** The tables with a row written since `mark`, `ignore` left out. */
  tablesSince(mark: number, ignore?: ReadonlySet<string>): Promise<string[]>;
  /**
   * The tables with a written row (its old or new state) that `owned(table)` selects, since `mark`.
   * `owned` gives a condition over the table's own column names (or null: the table has no owner);
   * `params` are its $1, $2 ... values.
   */
  ownedTablesSince(
    mark: number,
    owned: (table: string) => string | null,
    params: unknown[],
  ): Promise<string[]>;
}

export async function installChangeLog(db: Db): Promise<ChangeLog> {
  await db.query(`create table if not exists _change_log (
      _id bigserial primary key, _t text not null, _row jsonb not null)`);
  await db.query(`create or replace function _log_change() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'UPDATE' then
        if (to_jsonb(new) - 'last_seen_at') = (to_jsonb(old) - 'last_seen_at') then return null; end if;
        insert into _change_log (_t, _row) values (tg_table_name, to_jsonb(old)), (tg_table_name, to_jsonb(new));
      elsif tg_op = 'DELETE' then
        insert into _change_log (_t, _row) values (tg_table_name, to_jsonb(old));
      else
        insert into _change_log (_t, _row) values (tg_table_name, to_jsonb(new));
      end if;
      return null;
    end $fn$`);
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> '_change_log'`,
  );
  for (const { name } of tables.rows) {
    await db.query(`drop trigger if exists _log_change on "${name}"`);
    await db.query(
      `create trigger _log_change after insert or update or delete on "${name}"
         for each row execute function _log_change()`,
    );
  }

  const written = async (mark: number) =>
    (
      await db.query<{ t: string }>('select distinct _t as t from _change_log where _id > $1 order by 1', [
        mark,
      ])
    ).rows.map((r) => r.t);

  return {
    async mark() {
      const r = await db.query<{ n: string }>('select coalesce(max(_id), 0)::text as n from _change_log');
      return Number(r.rows[0].n);
    },
    async tablesSince(mark, ignore) {
      return (await written(mark)).filter((t) => !ignore?.has(t));
    },
    async ownedTablesSince(mark, owned, params) {
      const hit: string[] = [];
      for (const t of await written(mark)) {
        const cond = owned(t);
        if (!cond) continue;
        const n = params.length + 1;
        const r = await db.query(
          `select 1 from _change_log l cross join lateral jsonb_populate_record(null::"${t}", l._row) x
            where l._id > $${n} and l._t = '${t}' and (${cond}) limit 1`,
          [...params, mark],
        );
        if (r.rows.length) hit.push(t);
      }
      return hit;
    },
  };
}

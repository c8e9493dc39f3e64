import { macauDateSql } from '@mp/core/time';
import type { Db } from '../../db/types.ts';

/**
 * The SQL of the ledger (ledger.ts, ledger-check.ts, seed.ts): its accounts, entries and lines, and the
 * per-day summaries.
 */

export interface LedgerAccountRow {
  id: string;
  owner_kind: string;
  owner_id: string;
  code: string;
  running: boolean;
}

interface WantedAccount {
  kind: string;
  id: string;
  code: string;
  running: boolean;
}

const ownerTuples = (wanted: readonly WantedAccount[], params: unknown[]) =>
  wanted
    .map((w) => {
      params.push(w.kind, w.id, w.code);
      const n = params.length;
      return `($${n - 2}, $${n - 1}::bigint, $${n})`;
    })
    .join(', ');

export async function selectLedgerAccounts(
  db: Db,
  wanted: readonly WantedAccount[],
): Promise<LedgerAccountRow[]> {
  const params: unknown[] = [];
  const tuples = ownerTuples(wanted, params);
  const r = await db.query<LedgerAccountRow>(
    `select id::text, owner_kind, owner_id::text, code, running from ledger_accounts
      where currency = 'MOP' and (owner_kind, owner_id, code) in (${tuples})`,
    params,
  );
  return r.rows;
}

/** Opens the accounts that do not exist yet (a twin request opening them too is harmless). */
export async function ensureLedgerAccounts(db: Db, wanted: readonly WantedAccount[]): Promise<void> {
  const params: unknown[] = [];
  const rows = wanted
    .map((w) => {
      params.push(w.kind, w.id, w.code, w.running);
      const n = params.length;
      return `($${n - 3}, $${n - 2}::bigint, $${n - 1}, $${n}::boolean)`;
    })
    .join(', ');
  await db.query(
    `insert into ledger_accounts (owner_kind, owner_id, code, running) values ${rows}
     on conflict (owner_kind, owner_id, code, currency) do nothing`,
    params,
  );
}

export async function insertEntry(
  db: Db,
  b: {
    type: string;
    org: { kind: string; id: string };
    amount: number;
    ref: string;
    at: Date;
    detail?: Record<string, unknown>;
    operatorId?: string | null;
  },
): Promise<string> {
  const r = await db.query<{ id: string }>(
    `insert into ledger_entries (entry_type, org_kind, org_id, amount, ref_no, detail, operator_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::text`,
    [
      b.type,
      b.org.kind,
      b.org.id,
      b.amount,
      b.ref,
      JSON.stringify(b.detail ?? {}),
      b.operatorId ?? null,
      b.at.toISOString(),
    ],
  );
  return r.rows[0].id;
}

interface LineIn {
  entryId: string;
  account: LedgerAccountRow;
  type: string;
  ref: string;
  amount: number;
  at: Date;
}

export async function insertSystemLine(db: Db, l: LineIn): Promise<void> {
  await db.query(
    `insert into ledger_lines (entry_id, account_id, owner_kind, owner_id, account_code, entry_type, ref_no,
                               amount, balance_after, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, null, $9)`,
    [
      l.entryId,
      l.account.id,
      l.account.owner_kind,
      l.account.owner_id,
      l.account.code,
      l.type,
      l.ref,
      l.amount,
      l.at.toISOString(),
    ],
  );
}

/** Adds to ledger_daily_summary (migration 0070): the insert of an upsert whose select follows. */
const SUMMARY_UPSERT = `insert into ledger_daily_summary as s (owner_kind, owner_id, day, account_code, entry_type,
         in_count, in_amount, out_count, out_amount)`;
const SUMMARY_ON_CONFLICT = `on conflict (owner_kind, owner_id, day, account_code, entry_type) do update set
         in_count = s.in_count + excluded.in_count, in_amount = s.in_amount + excluded.in_amount,
         out_count = s.out_count + excluded.out_count, out_amount = s.out_amount + excluded.out_amount`;

/** The per-day sums of the organisations' lines, from the lines themselves (`lines` is a table or subquery). */
const summariesOf = (
  lines: string,
) => `select owner_kind, owner_id, ${macauDateSql('created_at')}, account_code,
         entry_type, count(*) filter (where amount > 0), coalesce(sum(amount) filter (where amount > 0), 0),
         count(*) filter (where amount < 0), coalesce(-sum(amount) filter (where amount < 0), 0)
    from ${lines} where owner_kind <> 'system' group by 1, 2, 3, 4, 5`;

/**
 * Recomputes ledger_daily_summary from the lines (after a bulk load that wrote lines without
 * moveRunningAccount: the demo seed, a benchmark generator; `ledger:check --rebuild`). Answers its rows.
 */
export async function rebuildLedgerSummaries(db: Db): Promise<number> {
  return db.tx(async (tx) => {
    await tx.query('delete from ledger_daily_summary');
    const r = await tx.query(`${SUMMARY_UPSERT} ${summariesOf('ledger_lines')}`);
    return r.rowCount;
  });
}

/** The SQL of the ledger check's rule: summary rows that differ from the lines' sums (either side missing). */
export const SUMMARY_MISMATCH_SQL = `select coalesce(s.owner_kind, x.owner_kind) || '/' || coalesce(s.owner_id, x.owner_id) || ' '
         || coalesce(s.day, x.day)::text || ' ' || coalesce(s.account_code, x.account_code) || ' '
         || coalesce(s.entry_type, x.entry_type) || ': summary ' || coalesce(s.in_count || '/' || s.in_amount || '/'
         || s.out_count || '/' || s.out_amount, 'missing') || ', lines ' || coalesce(x.in_count || '/' || x.in_amount
         || '/' || x.out_count || '/' || x.out_amount, 'none') as x
    from ledger_daily_summary s
    full join (${summariesOf('ledger_lines')}) x (owner_kind, owner_id, day, account_code, entry_type, in_count,
                                                   in_amount, out_count, out_amount)
      on x.owner_kind = s.owner_kind and x.owner_id = s.owner_id and x.day = s.day
     and x.account_code = s.account_code and x.entry_type = s.entry_type
   where s.owner_kind is null or x.owner_kind is null or s.in_count <> x.in_count or s.in_amount <> x.in_amount
      or s.out_count <> x.out_count or s.out_amount <> x.out_amount`;

/**
 * Moves a running account and writes its line with the balance after, in one statement: the update
 * locks the account row, so lines of one account get ids in the order of their balances. With `guard`
 * the move is refused (null) when it would take the balance below zero.
 */
export async function moveRunningAccount(db: Db, l: LineIn, guard: boolean): Promise<number | null> {
  const r = await db.query<{ balance_after: string }>(
    `with moved as (
       update ledger_accounts set balance = balance + $2, updated_at = $8::timestamptz
        where id = $1 ${guard ? 'and balance + $2 >= 0' : ''}
        returning id, owner_kind, owner_id, code, balance
     )
     , line as (
       insert into ledger_lines (entry_id, account_id, owner_kind, owner_id, account_code, entry_type, ref_no,
                                 amount, balance_after, created_at)
       select $3, id, owner_kind, owner_id, code, $4, $5, $6, balance, $7 from moved
       returning owner_kind, owner_id, account_code, balance_after
     ), summed as (
       ${SUMMARY_UPSERT}
       select owner_kind, owner_id, ${macauDateSql('$7::timestamptz')}, account_code, $4::text,
              case when $6::bigint > 0 then 1 else 0 end, greatest($6::bigint, 0),
              case when $6::bigint < 0 then 1 else 0 end, greatest(-$6::bigint, 0)
         from line
       ${SUMMARY_ON_CONFLICT}
     )
     select balance_after::text from line`,
    [l.account.id, l.amount, l.entryId, l.type, l.ref, l.amount, l.at.toISOString(), l.at.toISOString()],
  );
  return r.rows.length ? Number(r.rows[0].balance_after) : null;
}

/**
 * Locks an organisation's AVAILABLE account row (for update, in the caller's transaction) and answers its
 * balance (0 when it has none yet): what a move that must not overdraw reads before it books.
 */
export async function lockAvailable(db: Db, kind: string, id: string): Promise<number> {
  const r = await db.query<{ balance: string }>(
    `select balance::text from ledger_accounts
      where owner_kind = $1 and owner_id = $2 and code = 'AVAILABLE' and currency = 'MOP' for update`,
    [kind, id],
  );
  return Number(r.rows[0]?.balance ?? 0);
}

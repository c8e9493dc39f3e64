import type { Db } from '../../db/types.ts';

/** Every SQL statement of accounts. */

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
     insert into ledger_lines (entry_id, account_id, owner_kind, owner_id, account_code, entry_type, ref_no,
                               amount, balance_after, created_at)
     select $3, id, owner_kind, owner_id, code, $4, $5, $6, balance, $7 from moved
     returning balance_after::text`,
    [l.account.id, l.amount, l.entryId, l.type, l.ref, l.amount, l.at.toISOString(), l.at.toISOString()],
  );
  return r.rows.length ? Number(r.rows[0].balance_after) : null;
}

export interface OrgBalanceRow {
  code: 'AVAILABLE' | 'FROZEN';
  balance: string;
  updated_at: Date;
}

/** An organisation's running accounts (AVAILABLE, FROZEN) in MOP. */
export async function selectOrgBalances(db: Db, kind: string, id: string): Promise<OrgBalanceRow[]> {
  const r = await db.query<OrgBalanceRow>(
    `select code, balance::text, updated_at from ledger_accounts
      where owner_kind = $1 and owner_id = $2 and currency = 'MOP' and running`,
    [kind, id],
  );
  return r.rows;
}

export interface SettleAccountRow {
  bank_name: string;
  account_no: string;
  account_name: string;
}

/** The merchant's MOP settlement account, where payouts and withdrawals go. */
export async function selectSettleAccount(db: Db, merchantId: string): Promise<SettleAccountRow | null> {
  const r = await db.query<SettleAccountRow>(
    `select bank_name, account_no, account_name from accounts
      where org_kind = 'merchant' and org_id = $1 and currency = 'MOP' and account_type = 'SETTLEMENT'`,
    [merchantId],
  );
  return r.rows[0] ?? null;
}

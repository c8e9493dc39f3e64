import type { Db } from '../../db/types.ts';

/**
 * The SQL of an organisation's balance and settlement account: the balance read (service.ts, funds.ts) and
 * the settlement account (funds.ts, service.ts; the bank-account change through index.ts).
 */

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

/** An organisation's (merchant or service provider) MOP settlement account. */
export async function selectOrgSettleAccount(
  db: Db,
  org: { kind: 'merchant' | 'service'; id: string },
): Promise<SettleAccountRow | null> {
  const r = await db.query<SettleAccountRow>(
    `select bank_name, account_no, account_name from accounts
      where org_kind = $1 and org_id = $2 and currency = 'MOP' and account_type = 'SETTLEMENT'`,
    [org.kind, org.id],
  );
  return r.rows[0] ?? null;
}

/**
 * Replaces an organisation's settlement account (an approved bank-account change), in the caller's
 * transaction; creates the row when the organisation has none. Answers the account it replaced.
 */
export async function replaceSettleAccount(
  db: Db,
  org: { kind: 'merchant' | 'service'; id: string },
  account: SettleAccountRow,
  at: Date,
): Promise<SettleAccountRow | null> {
  const before = await db.query<SettleAccountRow>(
    `select bank_name, account_no, account_name from accounts
      where org_kind = $1 and org_id = $2 and currency = 'MOP' and account_type = 'SETTLEMENT' for update`,
    [org.kind, org.id],
  );
  await db.query(
    `insert into accounts (org_kind, org_id, account_type, currency, bank_name, account_no, account_name, updated_at)
     values ($1, $2, 'SETTLEMENT', 'MOP', $3, $4, $5, $6)
     on conflict (org_kind, org_id, account_type, currency)
     do update set bank_name = excluded.bank_name, account_no = excluded.account_no,
                   account_name = excluded.account_name, updated_at = excluded.updated_at`,
    [org.kind, org.id, account.bank_name, account.account_no, account.account_name, at],
  );
  return before.rows[0] ?? null;
}

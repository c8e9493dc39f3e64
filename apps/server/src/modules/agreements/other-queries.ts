import type { Db } from '../../db/types.ts';

/** The SQL of the remaining meradm calls (other.ts). */

export async function settlementAccount(db: Db, merchantId: string) {
  const r = await db.query<{ bank_name: string; account_name: string; account_no: string; currency: string }>(
    `select bank_name, account_name, account_no, currency from accounts
      where org_kind = 'merchant' and org_id = $1 and account_type = 'SETTLEMENT' order by currency limit 1`,
    [merchantId],
  );
  return r.rows[0] ?? null;
}

export async function lastSettlement(db: Db, merchantId: string) {
  const r = await db.query<{ settle_date: string; status: string; net_amount: string }>(
    `select to_char(settle_date, 'YYYYMMDD') as settle_date, status, net_amount::text as net_amount
       from settlements where merchant_id = $1 order by settle_date desc limit 1`,
    [merchantId],
  );
  return r.rows[0] ?? null;
}

export async function operatorFacts(db: Db, operatorId: string) {
  const r = await db.query<{
    login_name: string;
    name: string;
    kind: 'admin' | 'operator' | 'cashier';
    store_scope: 'all' | 'stores';
    pay_password_hash: string | null;
    pay_failed_tries: number;
    last_login_at: Date | null;
    role_name: string | null;
  }>(
    `select o.login_name, o.name, o.kind, o.store_scope, o.pay_password_hash, o.pay_failed_tries, o.last_login_at,
            r.name as role_name
       from operators o left join roles r on r.id = o.role_id where o.id = $1`,
    [operatorId],
  );
  return r.rows[0] ?? null;
}

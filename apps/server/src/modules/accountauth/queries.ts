import type { AccountAuthRowT } from '@mp/core/schemas/accountauth';
import type { Db } from '../../db/types.ts';

/** Account authorisation SQL. */

export interface AuthDbRow {
  id: string;
  auth_no: string;
  merchant_id: string;
  party_name: string;
  party_kind: AccountAuthRowT['party_kind'];
  scope: AccountAuthRowT['scope'];
  daily_limit: string;
  status: AccountAuthRowT['status'];
  authorised_at: Date;
  untied_at: Date | null;
}

const COLUMNS = `id::text as id, auth_no, merchant_id::text as merchant_id, party_name, party_kind, scope, daily_limit,
  status, authorised_at, untied_at`;

export async function selectAuthPage(
  db: Db,
  merchantId: string,
  status: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: AuthDbRow[]; total: number }> {
  const params: unknown[] = [merchantId];
  let cond = 'merchant_id = $1';
  if (status) {
    params.push(status);
    cond += ' and status = $2';
  }
  const [rows, count] = await Promise.all([
    db.query<AuthDbRow>(
      `select ${COLUMNS} from account_auths where ${cond} order by authorised_at desc, id desc limit ${limit} offset ${offset}`,
      params,
    ),
    db.query<{ n: string }>(`select count(*) as n from account_auths where ${cond}`, params),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0].n) };
}

export async function selectAuth(db: Db, authNo: string): Promise<AuthDbRow | null> {
  const r = await db.query<AuthDbRow>(`select ${COLUMNS} from account_auths where auth_no = $1`, [authNo]);
  return r.rows[0] ?? null;
}

/** ACTIVE -> UNTIED once: false when it was untied already. */
export async function untie(db: Db, id: string, operatorId: string, at: Date): Promise<boolean> {
  const r = await db.query(
    `update account_auths set status = 'UNTIED', untied_at = $3, untied_by = $2 where id = $1 and status = 'ACTIVE'`,
    [id, operatorId, at.toISOString()],
  );
  return r.rowCount > 0;
}

export async function anyAuth(db: Db): Promise<boolean> {
  return (await db.query('select 1 from account_auths limit 1')).rows.length > 0;
}

export async function insertAuth(
  db: Db,
  v: {
    authNo: string;
    merchantId: string;
    party: string;
    kind: string;
    scope: string;
    limit: number;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into account_auths (auth_no, merchant_id, party_name, party_kind, scope, daily_limit, status, authorised_at)
     values ($1, $2, $3, $4, $5, $6, 'ACTIVE', $7)`,
    [v.authNo, v.merchantId, v.party, v.kind, v.scope, v.limit, v.at.toISOString()],
  );
}

export async function merchantIds(db: Db): Promise<{ id: string; mer_no: string }[]> {
  return (
    await db.query<{ id: string; mer_no: string }>('select id::text as id, mer_no from merchants order by id')
  ).rows;
}

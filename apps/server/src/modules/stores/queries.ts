import type { Db } from '../../db/types.ts';
import type { ScopeSql } from '../../http/scope.ts';

/** Every SQL statement of stores. The caller's scope arrives as a condition from http/scope.ts. */

export interface StoreDbRow {
  id: string;
  merchant_id: string;
  store_no: string;
  name: string;
  mer_no: string;
  mer_name: string;
  address: string;
  phone: string;
  status: 'normal' | 'closed';
  terminal_count: string;
  created_at: Date;
  total?: string;
}

const COLUMNS = `s.id, s.merchant_id, s.store_no, s.name, m.mer_no, m.name as mer_name, s.address, s.phone, s.status,
  (select count(*) from terminals t where t.store_id = s.id) as terminal_count, s.created_at`;

/** Filters and paging take $1..$6; the scope's placeholders come after. */
export const STORE_LIST_PARAMS = 6;

export async function listStores(
  db: Db,
  scope: ScopeSql,
  q: {
    namePattern: string | null;
    noPattern: string | null;
    status: string | null;
    merNo: string | null;
    limit: number;
    offset: number;
  },
): Promise<StoreDbRow[]> {
  const r = await db.query<StoreDbRow>(
    `select ${COLUMNS}, count(*) over () as total
       from stores s join merchants m on m.id = s.merchant_id
      where ${scope.sql}
        and ($1::text is null or s.name ilike $1)
        and ($2::text is null or s.store_no ilike $2)
        and ($3::text is null or s.status = $3)
        and ($4::text is null or m.mer_no = $4)
      order by m.mer_no, s.store_no
      limit $5 offset $6`,
    [q.namePattern, q.noPattern, q.status, q.merNo, q.limit, q.offset, ...scope.params],
  );
  return r.rows;
}

export async function findStore(db: Db, id: string): Promise<StoreDbRow | null> {
  const r = await db.query<StoreDbRow>(
    `select ${COLUMNS} from stores s join merchants m on m.id = s.merchant_id where s.id = $1`,
    [id],
  );
  return r.rows[0] ?? null;
}

export interface TerminalDbRow {
  id: string;
  terminal_no: string;
  model: string;
  status: 'normal' | 'disabled';
  created_at: Date;
}

export async function storeTerminals(db: Db, storeId: string): Promise<TerminalDbRow[]> {
  const r = await db.query<TerminalDbRow>(
    'select id, terminal_no, model, status, created_at from terminals where store_id = $1 order by terminal_no',
    [storeId],
  );
  return r.rows;
}

/** The stores of one merchant among the given ids (for a cashier's store permissions). */
export async function storesOfMerchant(db: Db, merchantId: string, ids: readonly string[]) {
  const r = await db.query<{ id: string; store_no: string; name: string }>(
    'select id, store_no, name from stores where merchant_id = $1 and id = any($2::bigint[]) order by store_no',
    [merchantId, [...ids]],
  );
  return r.rows;
}

export interface StoreQrDbRow {
  id: string;
  merchant_id: string;
  store_no: string;
  name: string;
  status: 'normal' | 'closed';
  mer_no: string;
  mer_name: string;
  short_name: string;
  registered_name: string;
  mcc: string;
  mer_status: 'normal' | 'frozen' | 'closed';
}

/** A store with what its payment QR code names of its merchant. */
export async function findStoreForQr(db: Db, id: string): Promise<StoreQrDbRow | null> {
  const r = await db.query<StoreQrDbRow>(
    `select s.id, s.merchant_id, s.store_no, s.name, s.status, m.mer_no, m.name as mer_name, m.short_name,
            m.registered_name, m.mcc, m.status as mer_status
       from stores s join merchants m on m.id = s.merchant_id where s.id = $1`,
    [id],
  );
  return r.rows[0] ?? null;
}

import type { Db } from '../../db/types.ts';
import type { NewOperator, PeopleFilter, PersonDbRow } from '../operators/index.ts';

/** Every SQL statement of cashiers (operators of kind 'cashier' of one merchant). */

export interface CashierDbRow extends PersonDbRow {
  allow_refund: boolean;
  stores: { store_id: string; store_no: string; store_name: string }[];
  functions: string[];
}

const COLUMNS = `o.id, o.login_name, o.name, o.role_id, coalesce(r.name, '') as role_name, o.phone_area, o.phone,
  o.email, o.status, o.allow_refund, o.created_at, o.updated_at, o.last_login_at,
  coalesce((select json_agg(json_build_object('store_id', s.id::text, 'store_no', s.store_no, 'store_name', s.name)
                            order by s.store_no)
              from operator_stores os join stores s on s.id = os.store_id where os.operator_id = o.id), '[]') as stores,
  coalesce((select array_agg(f.func order by f.func) from cashier_functions f where f.operator_id = o.id), '{}')
    as functions`;

/**
 * Cashiers of the merchant; `visibleStores` (a store-limited caller) keeps those working in one of them.
 * Parameters: $1 merchant, $2 visible stores, $3 login, $4 name, $5 status, $6 store, $7 limit, $8 offset.
 */
export async function listCashiers(
  db: Db,
  q: PeopleFilter & {
    merchantId: string;
    visibleStores: readonly string[] | null;
    storeId: string | null;
  },
): Promise<CashierDbRow[]> {
  const r = await db.query<CashierDbRow>(
    `select ${COLUMNS}, count(*) over () as total
       from operators o left join roles r on r.id = o.role_id
      where o.org_kind = 'merchant' and o.org_id = $1 and o.kind = 'cashier' and o.status <> 'invalid'
        and ($2::bigint[] is null or exists (select 1 from operator_stores os
                                              where os.operator_id = o.id and os.store_id = any($2::bigint[])))
        and ($3::text is null or o.login_name ilike $3)
        and ($4::text is null or o.name ilike $4)
        and ($5::text is null or o.status = $5)
        and ($6::bigint is null or exists (select 1 from operator_stores os
                                            where os.operator_id = o.id and os.store_id = $6))
      order by o.id desc
      limit $7 offset $8`,
    [
      q.merchantId,
      q.visibleStores ? [...q.visibleStores] : null,
      q.loginPattern,
      q.namePattern,
      q.status,
      q.storeId,
      q.limit,
      q.offset,
    ],
  );
  return r.rows;
}

export async function findCashier(db: Db, merchantId: string, id: string): Promise<CashierDbRow | null> {
  const r = await db.query<CashierDbRow>(
    `select ${COLUMNS} from operators o left join roles r on r.id = o.role_id
      where o.id = $2 and o.org_kind = 'merchant' and o.org_id = $1 and o.kind = 'cashier'
        and o.status <> 'invalid'`,
    [merchantId, id],
  );
  return r.rows[0] ?? null;
}

export async function setCashierStores(db: Db, id: string, storeIds: readonly string[]): Promise<void> {
  await db.query('delete from operator_stores where operator_id = $1', [id]);
  await db.query(
    'insert into operator_stores (operator_id, store_id) select $1, s from unnest($2::bigint[]) as s on conflict do nothing',
    [id, [...storeIds]],
  );
}

export async function setCashierFunctions(db: Db, id: string, funcs: readonly string[]): Promise<void> {
  await db.query('delete from cashier_functions where operator_id = $1', [id]);
  if (funcs.length === 0) return;
  await db.query(
    'insert into cashier_functions (operator_id, func) select $1, f from unnest($2::text[]) as f on conflict do nothing',
    [id, [...funcs]],
  );
}

export async function updateCashier(
  db: Db,
  id: string,
  c: Pick<NewOperator, 'name' | 'roleId' | 'phoneArea' | 'phone' | 'email' | 'status' | 'allowRefund' | 'at'>,
): Promise<void> {
  await db.query(
    `update operators set name = $2, role_id = $3, phone_area = $4, phone = $5, email = $6, status = $7,
        allow_refund = $8, store_scope = 'stores', updated_at = $9,
        failed_tries = case when $7 = 'normal' and status = 'locked' then 0 else failed_tries end,
        locked_until = case when $7 = 'normal' and status = 'locked' then null else locked_until end
      where id = $1`,
    [id, c.name, c.roleId, c.phoneArea, c.phone, c.email, c.status, c.allowRefund, c.at],
  );
}

/** Deletes a cashier: its operator row turns invalid. */
export async function markCashierDeleted(db: Db, id: string, at: Date): Promise<void> {
  await db.query(`update operators set status = 'invalid', updated_at = $2 where id = $1`, [id, at]);
}

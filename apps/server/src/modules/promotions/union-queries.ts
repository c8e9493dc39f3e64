import type { Db } from '../../db/types.ts';
import { updateRow } from './queries.ts';

/** The SQL of union marketing (union.ts, union-review.ts): unions, their members and the members' campaigns. */

export interface UnionDbRow {
  id: string;
  union_no: string;
  service_id: string;
  agt_no: string;
  agt_name: string;
  name_zh: string;
  name_en: string;
  terms: Record<string, unknown>;
  start_at: Date;
  end_at: Date;
  status: 'WAIT_AUDIT' | 'APPROVED' | 'REJECTED';
  creator_id: string | null;
  decided_by: string;
  decided_at: Date | null;
  decision_reason: string;
  created_at: Date;
  joined_count: string;
  member_status: 'JOINED' | 'LEFT' | null;
  promo_no: string | null;
}

/** The member columns are the merchant's ($m, null in the service area: none). */
const columns = (m: string) => `u.*, sp.agt_no, sp.name as agt_name,
  (select count(*) from promotion_union_members um where um.union_id = u.id and um.status = 'JOINED') as joined_count,
  (select um.status from promotion_union_members um where um.union_id = u.id and um.merchant_id = ${m}) as member_status,
  (select p.promo_no from promotion_union_members um join promotions p on p.id = um.promotion_id
    where um.union_id = u.id and um.merchant_id = ${m}) as promo_no`;

export async function insertUnion(
  db: Db,
  u: {
    serviceId: string;
    nameZh: string;
    nameEn: string;
    terms: Record<string, unknown>;
    startAt: Date;
    endAt: Date;
    creatorId: string;
    at: Date;
    ymd: string;
  },
): Promise<string> {
  const id = String(
    (await db.query<{ id: string }>(`select nextval('promotion_unions_id_seq') as id`)).rows[0].id,
  );
  const no = `PU${u.ymd}${id.padStart(6, '0')}`;
  await db.query(
    `insert into promotion_unions (id, union_no, service_id, name_zh, name_en, terms, start_at, end_at, creator_id,
        created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [
      id,
      no,
      u.serviceId,
      u.nameZh,
      u.nameEn,
      JSON.stringify(u.terms),
      u.startAt.toISOString(),
      u.endAt.toISOString(),
      u.creatorId,
      u.at.toISOString(),
    ],
  );
  return no;
}

/** One union by number, with the merchant's place in it (merchantId null: the service area). */
export async function selectUnion(
  db: Db,
  unionNo: string,
  merchantId: string | null,
  forUpdate = false,
): Promise<UnionDbRow | null> {
  const r = await db.query<UnionDbRow>(
    `select ${columns('$2::bigint')} from promotion_unions u join service_providers sp on sp.id = u.service_id
      where u.union_no = $1 ${forUpdate ? 'for update of u' : ''}`,
    [unionNo, merchantId],
  );
  return r.rows[0] ?? null;
}

/**
 * A page of unions: the provider's own (serviceId), or a merchant's view: its provider's approved unions
 * and any it joined (whatever their state since).
 */
export async function selectUnionPage(
  db: Db,
  who: { serviceId: string } | { merchantId: string; agentId: string | null },
  page: { limit: number; offset: number; order: 'asc' | 'desc' },
): Promise<{ rows: UnionDbRow[]; total: number }> {
  const params: unknown[] = [];
  let where: string;
  let m = 'null::bigint';
  if ('serviceId' in who) {
    params.push(who.serviceId);
    where = 'u.service_id = $1';
  } else {
    params.push(who.merchantId, who.agentId);
    m = '$1::bigint';
    where = `((u.service_id = $2::bigint and u.status = 'APPROVED')
              or exists (select 1 from promotion_union_members um where um.union_id = u.id and um.merchant_id = $1))`;
  }
  const dir = page.order === 'asc' ? 'asc' : 'desc';
  const n = params.length;
  const r = await db.query<UnionDbRow>(
    `select ${columns(m)} from promotion_unions u join service_providers sp on sp.id = u.service_id
      where ${where} order by u.created_at ${dir}, u.id ${dir} limit $${n + 1} offset $${n + 2}`,
    [...params, page.limit, page.offset],
  );
  const c = await db.query<{ n: string }>(
    `select count(*) as n from promotion_unions u where ${where}`,
    params,
  );
  return { rows: r.rows, total: Number(c.rows[0]?.n ?? 0) };
}

export async function selectMerchantAgent(db: Db, merchantId: string): Promise<string | null> {
  const r = await db.query<{ agent_id: string | null }>('select agent_id from merchants where id = $1', [
    merchantId,
  ]);
  return r.rows[0]?.agent_id == null ? null : String(r.rows[0].agent_id);
}

/** Sets columns of one union campaign and bumps updated_at. */
export const updateUnion = (db: Db, id: string, at: Date, sets: Record<string, unknown>) =>
  updateRow(db, 'promotion_unions', id, at, sets);

/** The merchant's membership, locked (the join and leave of one merchant are judged one after the other). */
export async function lockMember(db: Db, unionId: string, merchantId: string) {
  const r = await db.query<{ status: 'JOINED' | 'LEFT'; promotion_id: string }>(
    `select status, promotion_id::text from promotion_union_members where union_id = $1 and merchant_id = $2 for update`,
    [unionId, merchantId],
  );
  return r.rows[0] ?? null;
}

export async function insertMember(
  db: Db,
  unionId: string,
  merchantId: string,
  promotionId: string,
  at: Date,
) {
  await db.query(
    `insert into promotion_union_members (union_id, merchant_id, promotion_id, status, joined_at)
     values ($1, $2, $3, 'JOINED', $4)`,
    [unionId, merchantId, promotionId, at.toISOString()],
  );
}

export async function markLeft(db: Db, unionId: string, merchantId: string, at: Date) {
  await db.query(
    `update promotion_union_members set status = 'LEFT', left_at = $3 where union_id = $1 and merchant_id = $2`,
    [unionId, merchantId, at.toISOString()],
  );
}

/** Unions awaiting review (the review kit's queue). */
export async function selectWaitingUnions(db: Db): Promise<UnionDbRow[]> {
  const r = await db.query<UnionDbRow>(
    `select ${columns('null::bigint')} from promotion_unions u join service_providers sp on sp.id = u.service_id
      where u.status = 'WAIT_AUDIT' order by u.created_at, u.id`,
  );
  return r.rows;
}

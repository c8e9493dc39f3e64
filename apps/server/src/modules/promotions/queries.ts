import { prepared } from '../../db/prepared.ts';
import type { Db } from '../../db/types.ts';

/** All SQL of the promotions module (its own tables; merchants, stores and transactions are read only). */

export interface PromoDbRow {
  id: string;
  promo_no: string;
  merchant_id: string;
  mer_no: string;
  mer_name: string;
  kind: 'DISCOUNT' | 'REDUCTION';
  name_zh: string;
  name_en: string;
  discount_rate: number | null;
  threshold: string | null;
  reduction: string | null;
  cap_flag: 'Y' | 'N';
  per_txn_cap: string | null;
  amount_cap: string | null;
  count_cap: number | null;
  per_payer_cap: number | null;
  daily_count_cap: number | null;
  daily_amount_cap: string | null;
  fund_provider: number;
  fund_scheme: number;
  scheme_name: string;
  start_at: Date;
  end_at: Date;
  contact_name: string;
  contact_area: string;
  contact_phone: string;
  remark: string;
  status: 'WAIT_AUDIT' | 'WAIT_EFFECT' | 'IN_PROGRESS' | 'CLOSED' | 'REJECTED' | 'CANCELLED';
  close_reason: '' | 'END' | 'BUDGET' | 'REVOKED';
  revoke_status: 'INITIAL' | 'WAIT_REVOKE_AUDIT' | 'REVOKE_APPROVED' | 'REVOKE_REJECTED';
  revoke_reason: string;
  revoke_requested_at: Date | null;
  revoke_requester_id: string | null;
  revoke_decision_reason: string;
  used_amount: string;
  used_count: number;
  version: number;
  creator_id: string | null;
  decided_by: string;
  decided_at: Date | null;
  decision_reason: string;
  contact_due: string | null;
  contact_done_at: Date | null;
  created_at: Date;
  updated_at: Date;
  store_names: string;
  /** A union member's campaign: the union (null: the merchant's own campaign). */
  union_id: string | null;
  union_no: string;
}

const COLUMNS = `p.*, m.mer_no, m.name as mer_name,
  coalesce((select u.union_no from promotion_unions u where u.id = p.union_id), '') as union_no,
  coalesce((select string_agg(s.name, ', ' order by s.id) from promotion_stores ps
              join stores s on s.id = ps.store_id where ps.promotion_id = p.id), '') as store_names`;

export interface PromotionFilter {
  merchantIds: string[];
  /** The operator's stores (null = every store): a campaign shows when one of its stores is among them. */
  storeIds: readonly string[] | null;
  status?: string;
  revokeStatus?: string;
  kind?: string;
  /** Period overlap, instants. */
  from?: Date;
  to?: Date;
  storeNo?: string;
  promoNo?: string;
}

function where(f: PromotionFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.merchantIds];
  const parts = ['p.merchant_id = any($1::bigint[])'];
  const add = (sql: (n: string) => string, v: unknown) => {
    params.push(v);
    parts.push(sql(`$${params.length}`));
  };
  if (f.storeIds)
    add(
      (n) =>
        `exists (select 1 from promotion_stores ps where ps.promotion_id = p.id and ps.store_id = any(${n}::bigint[]))`,
      [...f.storeIds],
    );
  if (f.status) add((n) => `p.status = ${n}`, f.status);
  if (f.revokeStatus) add((n) => `p.revoke_status = ${n}`, f.revokeStatus);
  if (f.kind) add((n) => `p.kind = ${n}`, f.kind);
  if (f.from) add((n) => `p.end_at >= ${n}`, f.from.toISOString());
  if (f.to) add((n) => `p.start_at <= ${n}`, f.to.toISOString());
  if (f.storeNo)
    add(
      (n) =>
        `exists (select 1 from promotion_stores ps join stores s on s.id = ps.store_id
                  where ps.promotion_id = p.id and s.store_no = ${n})`,
      f.storeNo,
    );
  if (f.promoNo) add((n) => `p.promo_no = ${n}`, f.promoNo);
  return { sql: parts.join(' and '), params };
}

export async function selectPromotionPage(
  db: Db,
  f: PromotionFilter,
  page: { order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ rows: PromoDbRow[]; total: number }> {
  const w = where(f);
  const dir = page.order === 'asc' ? 'asc' : 'desc';
  const rows = await db.query<PromoDbRow>(
    `select ${COLUMNS} from promotions p join merchants m on m.id = p.merchant_id
      where ${w.sql} order by p.created_at ${dir}, p.id ${dir}
      limit ${Number(page.limit)} offset ${Number(page.offset)}`,
    w.params,
  );
  const count = await db.query<{ n: string }>(
    `select count(*) as n from promotions p where ${w.sql}`,
    w.params,
  );
  return { rows: rows.rows, total: Number(count.rows[0].n) };
}

export async function selectPromotionByNo(
  db: Db,
  promoNo: string,
  forUpdate = false,
): Promise<PromoDbRow | null> {
  const r = await db.query<PromoDbRow>(
    `select ${COLUMNS} from promotions p join merchants m on m.id = p.merchant_id
      where p.promo_no = $1 ${forUpdate ? 'for update of p' : ''}`,
    [promoNo],
  );
  return r.rows[0] ?? null;
}

export async function selectStoresOfPromotion(
  db: Db,
  promotionId: string,
): Promise<{ id: string; store_no: string; name: string }[]> {
  const r = await db.query<{ id: string; store_no: string; name: string }>(
    `select s.id, s.store_no, s.name from promotion_stores ps join stores s on s.id = ps.store_id
      where ps.promotion_id = $1 order by s.id`,
    [promotionId],
  );
  return r.rows;
}

export async function selectMerchantStores(
  db: Db,
  merchantId: string,
  storeNos: readonly string[],
): Promise<{ id: string; store_no: string }[]> {
  const r = await db.query<{ id: string; store_no: string }>(
    `select id, store_no from stores where merchant_id = $1 and store_no = any($2::text[]) and status = 'normal'`,
    [merchantId, [...storeNos]],
  );
  return r.rows;
}

export interface PromotionWrite {
  merchantId: string;
  kind: 'DISCOUNT' | 'REDUCTION';
  nameZh: string;
  nameEn: string;
  discountRate: number | null;
  threshold: number | null;
  reduction: number | null;
  capFlag: 'Y' | 'N';
  perTxnCap: number | null;
  amountCap: number | null;
  countCap: number | null;
  perPayerCap: number | null;
  dailyCountCap: number | null;
  dailyAmountCap: number | null;
  fundProvider: number;
  fundScheme: number;
  schemeName: string;
  startAt: Date;
  endAt: Date;
  contactName: string;
  contactArea: string;
  contactPhone: string;
  remark: string;
  creatorId: string;
  at: Date;
}

/** Inserts a campaign (WAIT_AUDIT, version 1) and answers its id and number (PM + yyyymmdd + id). */
export async function insertPromotion(
  db: Db,
  w: PromotionWrite,
  ymd: string,
): Promise<{ id: string; promo_no: string }> {
  const id = String((await db.query<{ id: string }>(`select nextval('promotions_id_seq') as id`)).rows[0].id);
  const promoNo = `PM${ymd}${id.padStart(6, '0')}`;
  await db.query(
    `insert into promotions (id, promo_no, merchant_id, kind, name_zh, name_en, discount_rate, threshold, reduction,
        cap_flag, per_txn_cap, amount_cap, count_cap, start_at, end_at, contact_name, contact_area, contact_phone,
        remark, creator_id, created_at, updated_at, per_payer_cap, daily_count_cap, daily_amount_cap, fund_provider,
        fund_scheme, scheme_name)
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $21,
        $22, $23, $24, $25, $26, $27)`,
    [
      id,
      promoNo,
      w.merchantId,
      w.kind,
      w.nameZh,
      w.nameEn,
      w.discountRate,
      w.threshold,
      w.reduction,
      w.capFlag,
      w.perTxnCap,
      w.amountCap,
      w.countCap,
      w.startAt.toISOString(),
      w.endAt.toISOString(),
      w.contactName,
      w.contactArea,
      w.contactPhone,
      w.remark,
      w.creatorId,
      w.at.toISOString(),
      w.perPayerCap,
      w.dailyCountCap,
      w.dailyAmountCap,
      w.fundProvider,
      w.fundScheme,
      w.schemeName,
    ],
  );
  return { id, promo_no: promoNo };
}

export async function insertPromotionStores(db: Db, promotionId: string, storeIds: readonly string[]) {
  await db.query(`insert into promotion_stores (promotion_id, store_id) select $1, unnest($2::bigint[])`, [
    promotionId,
    [...storeIds],
  ]);
}

export async function insertVersion(
  db: Db,
  v: { promotionId: string; version: number; at: Date; actor: string; changes: Record<string, unknown> },
) {
  await db.query(
    `insert into promotion_versions (promotion_id, version, at, actor, changes) values ($1, $2, $3, $4, $5)`,
    [v.promotionId, v.version, v.at.toISOString(), v.actor, JSON.stringify(v.changes)],
  );
}

export async function selectVersions(db: Db, promotionId: string) {
  const r = await db.query<{ version: number; at: Date; actor: string; changes: Record<string, unknown> }>(
    'select version, at, actor, changes from promotion_versions where promotion_id = $1 order by version',
    [promotionId],
  );
  return r.rows;
}

export async function selectAlerts(db: Db, promotionId: string) {
  const r = await db.query<{ level: number; at: Date }>(
    'select level, at from promotion_alerts where promotion_id = $1 order by level',
    [promotionId],
  );
  return r.rows;
}

export async function insertAlerts(db: Db, promotionId: string, levels: readonly number[], at: Date) {
  if (levels.length === 0) return;
  await db.query(
    `insert into promotion_alerts (promotion_id, level, at) select $1, unnest($2::int[]), $3
      on conflict do nothing`,
    [promotionId, [...levels], at.toISOString()],
  );
}

export interface UnsentAlert {
  promotion_id: string;
  level: number;
  promo_no: string;
  name_zh: string;
  name_en: string;
  merchant_id: string;
  contact_area: string;
  contact_phone: string;
  used_amount: string;
  amount_cap: string | null;
  used_count: number;
  count_cap: number | null;
}

/**
 * Claims the alerts not yet sent (oldest first, at most `limit`), locked so a second process skips them;
 * the caller sends and marks them in the same transaction.
 */
export async function claimUnsentAlerts(db: Db, limit: number): Promise<UnsentAlert[]> {
  const r = await db.query<UnsentAlert>(
    `select a.promotion_id, a.level, p.promo_no, p.name_zh, p.name_en, p.merchant_id, p.contact_area,
        p.contact_phone, p.used_amount, p.amount_cap, p.used_count, p.count_cap
       from promotion_alerts a join promotions p on p.id = a.promotion_id
      where a.sent_at is null order by a.at, a.promotion_id, a.level
      limit ${Number(limit)} for update of a skip locked`,
  );
  return r.rows;
}

export async function markAlertSent(db: Db, promotionId: string, level: number, at: Date) {
  await db.query('update promotion_alerts set sent_at = $3 where promotion_id = $1 and level = $2', [
    promotionId,
    level,
    at.toISOString(),
  ]);
}

/** The mail addresses of a merchant's working administrators. */
export async function merchantAdminMails(db: Db, merchantId: string): Promise<string[]> {
  const r = await db.query<{ email: string }>(
    `select email from operators where org_kind = 'merchant' and org_id = $1 and kind = 'admin'
        and status = 'normal' and email <> '' order by id`,
    [merchantId],
  );
  return r.rows.map((x) => x.email);
}

/**
 * What a payer and a business day have used of a campaign, read under the campaign's row lock: the
 * payer's redemptions not wholly refunded, and the day's redemptions (not wholly refunded) and discount
 * (less what refunds gave back).
 */
export async function selectUsedBy(db: Db, promotionId: string, payerRef: string, businessDate: string) {
  const r = await db.query<{ payer_n: string; day_n: string; day_amount: string }>(
    `select
        count(*) filter (where payer_ref = $2 and $2 <> '' and refunded < amount) as payer_n,
        count(*) filter (where business_date = $3::date and refunded < amount) as day_n,
        coalesce(sum(discount - returned) filter (where business_date = $3::date), 0) as day_amount
       from promotion_redemptions where promotion_id = $1 and (payer_ref = $2 or business_date = $3::date)`,
    [promotionId, payerRef, businessDate],
  );
  const x = r.rows[0];
  return { payer: Number(x.payer_n), dayCount: Number(x.day_n), dayAmount: Number(x.day_amount) };
}

/**
 * Sets columns of one row of a promotions table (table and column names are this module's, never the
 * caller's input) and bumps updated_at.
 */
export async function updateRow(
  db: Db,
  table: 'promotions' | 'promotion_unions',
  id: string,
  at: Date,
  sets: Record<string, unknown>,
): Promise<void> {
  const keys = Object.keys(sets);
  const assign = keys.map((k, i) => `${k} = $${i + 3}`).join(', ');
  await db.query(`update ${table} set updated_at = $2${keys.length ? `, ${assign}` : ''} where id = $1`, [
    id,
    at.toISOString(),
    ...keys.map((k) => {
      const v = sets[k];
      return v instanceof Date ? v.toISOString() : v;
    }),
  ]);
}

/** Sets columns of one campaign and bumps updated_at. */
export const updatePromotion = (db: Db, id: string, at: Date, sets: Record<string, unknown>) =>
  updateRow(db, 'promotions', id, at, sets);

// The scheduler's moves: conditional, so a run twice (or two processes) changes each campaign once.

export async function startDue(db: Db, now: Date): Promise<string[]> {
  const r = await db.query<{ promo_no: string }>(
    `update promotions set status = 'IN_PROGRESS', updated_at = $1
      where status = 'WAIT_EFFECT' and start_at <= $1 and end_at >= $1 returning promo_no`,
    [now.toISOString()],
  );
  return r.rows.map((x) => x.promo_no);
}

export async function closeEnded(db: Db, now: Date): Promise<string[]> {
  const r = await db.query<{ promo_no: string }>(
    `update promotions set status = 'CLOSED', close_reason = 'END', updated_at = $1
      where status in ('IN_PROGRESS', 'WAIT_EFFECT') and end_at < $1 returning promo_no`,
    [now.toISOString()],
  );
  return r.rows.map((x) => x.promo_no);
}

// Redemptions: the booking path (transactions) and refunds call these in their own transaction.

/** The campaigns running at a store at `at`, locked in id order (so racing payments queue, never deadlock). */
export async function lockLiveAtStore(db: Db, storeId: string, at: Date): Promise<PromoDbRow[]> {
  const r = await db.query<PromoDbRow>(
    `select p.*, '' as mer_no, '' as mer_name, '' as store_names from promotions p
      where p.status = 'IN_PROGRESS' and p.start_at <= $2 and p.end_at >= $2
        and exists (select 1 from promotion_stores ps where ps.promotion_id = p.id and ps.store_id = $1)
      order by p.id for update`,
    [storeId, at.toISOString()],
  );
  return r.rows;
}

export async function addUsed(db: Db, id: string, amount: number, count: number, at: Date) {
  const r = await db.query<{ used_amount: string; used_count: number }>(
    `update promotions set used_amount = used_amount + $2, used_count = used_count + $3, updated_at = $4
      where id = $1 returning used_amount, used_count`,
    [id, amount, count, at.toISOString()],
  );
  return r.rows[0];
}

export async function insertRedemption(
  db: Db,
  v: {
    promotionId: string;
    merchantId: string;
    storeId: string;
    txnNo: string;
    amount: number;
    discount: number;
    at: Date;
    businessDate: string;
    payerRef: string;
    parts: { merchant: number; provider: number; scheme: number };
  },
) {
  const res = await db.query<{ id: string }>(
    `insert into promotion_redemptions (promotion_id, merchant_id, store_id, txn_no, amount, discount, at, business_date,
        payer_ref, fund_merchant, fund_provider, fund_scheme)
      values ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10, $11, $12) returning id::text`,
    [
      v.promotionId,
      v.merchantId,
      v.storeId,
      v.txnNo,
      v.amount,
      v.discount,
      v.at.toISOString(),
      v.businessDate,
      v.payerRef,
      v.parts.merchant,
      v.parts.provider,
      v.parts.scheme,
    ],
  );
  return res.rows[0]!.id;
}

export async function lockRedemptionOfTxn(db: Db, txnId: string) {
  const r = await db.query<{
    id: string;
    promotion_id: string;
    amount: string;
    discount: string;
    refunded: string;
    returned: string;
    merchant_id: string;
    promo_no: string;
    fund_provider: string;
    fund_scheme: string;
    back_provider: string;
    back_scheme: string;
    /** What the payer paid: the bill less every discount of the transaction (the campaign's and the network's). */
    paid: string;
  }>(
    `select pr.id, pr.promotion_id, pr.amount, pr.discount, pr.refunded, pr.returned, pr.merchant_id::text,
            p.promo_no, pr.fund_provider, pr.fund_scheme, pr.back_provider, pr.back_scheme,
            t.amount - t.discount_amount as paid
       from promotion_redemptions pr join transactions t on t.txn_no = pr.txn_no
       join promotions p on p.id = pr.promotion_id
      where t.id = $1 for update of pr`,
    [txnId],
  );
  return r.rows[0] ?? null;
}

export async function lockPromotionById(db: Db, id: string) {
  await db.query('select id from promotions where id = $1 for update', [id]);
}

export async function addReturned(
  db: Db,
  redemptionId: string,
  refunded: number,
  returned: number,
  back: { provider: number; scheme: number } = { provider: 0, scheme: 0 },
) {
  await db.query(
    `update promotion_redemptions set refunded = refunded + $2, returned = returned + $3,
            back_provider = back_provider + $4, back_scheme = back_scheme + $5 where id = $1`,
    [redemptionId, refunded, returned, back.provider, back.scheme],
  );
}

/** One booking of funders' parts (a redemption's, +; a refund's give-back, -) on its business day. */
export async function insertFundMove(
  db: Db,
  m: {
    refNo: string;
    kind: 'REDEEM' | 'REFUND';
    redemptionId: string;
    merchantId: string;
    businessDate: string;
    provider: number;
    scheme: number;
    at: Date;
  },
) {
  await db.query(
    `insert into promotion_fund_moves (ref_no, kind, redemption_id, merchant_id, business_date, provider, scheme, at)
     values ($1, $2, $3, $4, $5::date, $6, $7, $8)`,
    [m.refNo, m.kind, m.redemptionId, m.merchantId, m.businessDate, m.provider, m.scheme, m.at.toISOString()],
  );
}

/** The redemption of a payment, by its unique number: kept prepared (db/prepared.ts). */
const REDEMPTIONS_OF_TXN = prepared(
  `select p.promo_no, p.name_zh, p.name_en, pr.discount, pr.returned, m.name as mer_name,
        coalesce(sp.name, '') as provider_name, p.scheme_name, pr.fund_merchant, pr.fund_provider, pr.fund_scheme
       from promotion_redemptions pr join promotions p on p.id = pr.promotion_id
       join merchants m on m.id = p.merchant_id
       left join service_providers sp on sp.id = m.agent_id
      where pr.txn_no = $1`,
);

export async function selectRedemptionsOfTxn(db: Db, txnNo: string) {
  const r = await db.query<{
    promo_no: string;
    name_zh: string;
    name_en: string;
    discount: string;
    returned: string;
    mer_name: string;
    provider_name: string;
    scheme_name: string;
    fund_merchant: string;
    fund_provider: string;
    fund_scheme: string;
  }>(REDEMPTIONS_OF_TXN, [txnNo]);
  return r.rows;
}

// The review kit's reads.

export async function selectWaiting(db: Db, column: 'status' | 'revoke_status', value: string) {
  const r = await db.query<PromoDbRow>(
    `select ${COLUMNS} from promotions p join merchants m on m.id = p.merchant_id
      where p.${column} = $1 order by p.id`,
    [value],
  );
  return r.rows;
}

// The report.

export async function selectRedemptionDays(db: Db, promotionId: string) {
  const r = await db.query<{ d: string; discount: string; n: string }>(
    `select to_char(business_date, 'YYYYMMDD') as d, sum(discount - returned) as discount, count(*) as n
       from promotion_redemptions where promotion_id = $1 group by business_date order by business_date`,
    [promotionId],
  );
  return r.rows;
}

/** The discount given so far by funder (a refund's share given back counted off the merchant's part first). */
export async function selectFunded(db: Db, promotionId: string) {
  const r = await db.query<{ merchant: string; provider: string; scheme: string }>(
    `select coalesce(sum(fund_merchant), 0) as merchant, coalesce(sum(fund_provider), 0) as provider,
        coalesce(sum(fund_scheme), 0) as scheme
       from promotion_redemptions where promotion_id = $1`,
    [promotionId],
  );
  const x = r.rows[0];
  return { merchant: Number(x.merchant), provider: Number(x.provider), scheme: Number(x.scheme) };
}

export async function selectRedeemedAmounts(db: Db, promotionId: string) {
  const r = await db.query<{ amount: string }>(
    'select amount from promotion_redemptions where promotion_id = $1',
    [promotionId],
  );
  return r.rows.map((x) => Number(x.amount));
}

/** Successful spendings of the stores per business day between two days (inclusive, 'YYYY-MM-DD'). */
export async function selectStoreSales(db: Db, storeIds: readonly string[], from: string, to: string) {
  const r = await db.query<{ d: string; amount: string; n: string }>(
    `select to_char(business_date, 'YYYYMMDD') as d, sum(amount) as amount, count(*) as n from transactions
      where store_id = any($1::bigint[]) and txn_type = 'SPEND' and result = 'SUCCESS'
        and business_date between $2::date and $3::date
      group by business_date order by business_date`,
    [[...storeIds], from, to],
  );
  return r.rows;
}

import type { Db } from '../../db/types.ts';

/** Every SQL statement of products: the catalogue, merchants' products and the rate a payment is charged. */

export interface StdDbRow {
  code: string;
  name_zh: string;
  name_en: string;
  description_zh: string;
  description_en: string;
  product_codes: string[];
}

export async function standardProducts(db: Db): Promise<StdDbRow[]> {
  const r = await db.query<StdDbRow>(
    `select s.code, s.name_zh, s.name_en, s.description_zh, s.description_en,
            coalesce(array_agg(p.code order by p.sort_order) filter (where p.code is not null), '{}') as product_codes
       from standard_products s left join products p on p.std_code = s.code
      group by s.code order by s.sort_order`,
  );
  return r.rows;
}

export async function productClasses(db: Db) {
  const r = await db.query<{ code: string; name_zh: string; name_en: string }>(
    'select code, name_zh, name_en from product_classes order by sort_order',
  );
  return r.rows;
}

export interface CatalogueDbRow {
  code: string;
  name_zh: string;
  name_en: string;
  pay_type: 'WECHAT' | 'ALIPAY' | 'UNIONPAY' | 'MCB' | 'HUAYIN';
  class_code: string;
  std_code: string;
  std_rate_bp: number;
  scene: string;
}

export async function catalogueProducts(
  db: Db,
  q: { classCode?: string | null; stdCode?: string | null; payType?: string | null } = {},
): Promise<CatalogueDbRow[]> {
  const r = await db.query<CatalogueDbRow>(
    `select code, name_zh, name_en, pay_type, class_code, std_code, std_rate_bp, scene from products
      where ($1::text is null or class_code = $1) and ($2::text is null or std_code = $2)
        and ($3::text is null or pay_type = $3)
      order by sort_order, code`,
    [q.classCode ?? null, q.stdCode ?? null, q.payType ?? null],
  );
  return r.rows;
}

export async function catalogueProduct(db: Db, code: string): Promise<CatalogueDbRow | null> {
  return (await catalogueProducts(db)).find((p) => p.code === code) ?? null;
}

export interface ChannelDbRow {
  code: 'WECHAT' | 'ALIPAY' | 'UNIONPAY' | 'MCB' | 'HUAYIN';
  name_zh: string;
  name_en: string;
  std_rate_bp: number;
  appid_pattern: string;
  appid_example: string;
  product_codes: string[];
}

export async function channels(db: Db): Promise<ChannelDbRow[]> {
  const r = await db.query<ChannelDbRow>(
    `select c.code, c.name_zh, c.name_en, c.std_rate_bp, c.appid_pattern, c.appid_example,
            coalesce(array_agg(p.code order by p.sort_order) filter (where p.code is not null), '{}') as product_codes
       from pay_channels c left join products p on p.pay_type = c.code
      group by c.code order by c.sort_order`,
  );
  return r.rows;
}

export interface MerchantRef {
  id: string;
  mer_no: string;
  name: string;
  category: 'ENTERPRISE' | 'PERSONAL';
  status: string;
  agent_id: string | null;
}

export async function merchantByNo(db: Db, merNo: string): Promise<MerchantRef | null> {
  const r = await db.query<MerchantRef>(
    'select id, mer_no, name, category, status, agent_id from merchants where mer_no = $1',
    [merNo],
  );
  return r.rows[0] ?? null;
}

export async function merchantById(db: Db, id: string): Promise<MerchantRef | null> {
  const r = await db.query<MerchantRef>(
    'select id, mer_no, name, category, status, agent_id from merchants where id = $1',
    [id],
  );
  return r.rows[0] ?? null;
}

export interface MerchantProductDbRow {
  merchant_id: string;
  mer_no: string;
  mer_name: string;
  product_code: string;
  name_zh: string;
  name_en: string;
  pay_type: 'WECHAT' | 'ALIPAY' | 'UNIONPAY' | 'MCB' | 'HUAYIN';
  class_code: string;
  rate_bp: number;
  min_fee: string;
  max_fee: string | null;
  settle_cycle: string;
  status: 'OPEN' | 'CLOSED';
  source: 'PLATFORM' | 'AGENT';
  closed_reason: '' | 'CANCELLED' | 'DELETED';
  opened_at: string | Date;
  updated_at: Date | null;
  total?: string;
}

const MP_COLUMNS = `mp.merchant_id, m.mer_no, m.name as mer_name, mp.product_code, p.name_zh, p.name_en, p.pay_type,
  p.class_code, mp.rate_bp, mp.min_fee, mp.max_fee, mp.settle_cycle, mp.status, mp.source, mp.closed_reason,
  mp.opened_at::text as opened_at, mp.updated_at`;
const MP_FROM = `merchant_products mp join products p on p.code = mp.product_code
  join merchants m on m.id = mp.merchant_id`;

export async function merchantProducts(db: Db, merchantId: string): Promise<MerchantProductDbRow[]> {
  const r = await db.query<MerchantProductDbRow>(
    `select ${MP_COLUMNS} from ${MP_FROM} where mp.merchant_id = $1 order by p.sort_order, p.code`,
    [merchantId],
  );
  return r.rows;
}

export async function merchantProduct(
  db: Db,
  merchantId: string,
  productCode: string,
): Promise<MerchantProductDbRow | null> {
  const r = await db.query<MerchantProductDbRow>(
    `select ${MP_COLUMNS} from ${MP_FROM} where mp.merchant_id = $1 and mp.product_code = $2`,
    [merchantId, productCode],
  );
  return r.rows[0] ?? null;
}

/** The products of a provider's sub-merchants, filtered and paged. */
export async function agentProducts(
  db: Db,
  agentId: string,
  q: {
    merNo: string | null;
    productCode: string | null;
    status: string | null;
    limit: number;
    offset: number;
  },
): Promise<MerchantProductDbRow[]> {
  const r = await db.query<MerchantProductDbRow>(
    `select ${MP_COLUMNS}, count(*) over () as total from ${MP_FROM}
      where m.agent_id = $1
        and ($2::text is null or m.mer_no = $2)
        and ($3::text is null or mp.product_code = $3)
        and ($4::text is null or mp.status = $4)
      order by m.mer_no, p.sort_order, p.code
      limit $5 offset $6`,
    [agentId, q.merNo, q.productCode, q.status, q.limit, q.offset],
  );
  return r.rows;
}

/**
 * Opens a product for a merchant as its provider's authorisation: a new row at the standard rate, or a
 * closed row opened again at the rate it had. Answers false when the product was already open (the
 * conditional update decides, so two racing grants open it once).
 */
export async function openProduct(
  db: Db,
  p: {
    merchantId: string;
    productCode: string;
    rateBp: number;
    operatorId: string;
    at: Date;
    openedOn: string;
  },
): Promise<boolean> {
  const r = await db.query(
    `insert into merchant_products as mp (merchant_id, product_code, rate_bp, min_fee, max_fee, settle_cycle,
            status, opened_at, source, closed_reason, updated_at, updated_by)
     values ($1, $2, $3, 0, null, 'T1', 'OPEN', $6, 'AGENT', '', $5, $4)
     on conflict (merchant_id, product_code) do update
        set status = 'OPEN', source = 'AGENT', closed_reason = '', updated_at = $5, updated_by = $4
      where mp.status = 'CLOSED'
     returning mp.merchant_id`,
    [p.merchantId, p.productCode, p.rateBp, p.operatorId, p.at, p.openedOn],
  );
  return r.rows.length === 1;
}

/** Closes open products of a merchant; answers how many were open. */
export async function closeProducts(
  db: Db,
  p: {
    merchantId: string;
    productCodes: readonly string[];
    reason: 'CANCELLED' | 'DELETED';
    operatorId: string;
    at: Date;
  },
): Promise<number> {
  const r = await db.query(
    `update merchant_products set status = 'CLOSED', closed_reason = $3, updated_at = $5, updated_by = $4
      where merchant_id = $1 and product_code = any($2::text[]) and status = 'OPEN'
     returning product_code`,
    [p.merchantId, [...p.productCodes], p.reason, p.operatorId, p.at],
  );
  return r.rows.length;
}

export interface ChargeDbRow {
  pay_type: 'WECHAT' | 'ALIPAY' | 'UNIONPAY' | 'MCB' | 'HUAYIN';
  count: string;
  amount: string;
  discount: string;
  fee: string;
}

/** Successful spending of a merchant by payment type over business days [from, to] (the daily summary). */
export async function chargesByPayType(
  db: Db,
  merchantId: string,
  from: string,
  to: string,
): Promise<ChargeDbRow[]> {
  const r = await db.query<ChargeDbRow>(
    `select pay_type, sum(txn_count) as count, sum(amount) as amount, sum(discount_amount) as discount,
            sum(fee) as fee
       from txn_daily_summary
      where merchant_id = $1 and business_date between $2::date and $3::date
        and txn_type = 'SPEND' and result = 'SUCCESS'
      group by pay_type`,
    [merchantId, from, to],
  );
  return r.rows;
}

export interface PaymentRateDbRow {
  rate_bp: number;
  min_fee: string;
  max_fee: string | null;
  status: 'OPEN' | 'CLOSED';
}

/**
 * The merchant's products of a payment type, open ones first, in-store (POS) ones before the others;
 * empty when the merchant holds none of that type.
 */
export async function paymentRates(db: Db, merchantId: string, payType: string): Promise<PaymentRateDbRow[]> {
  const r = await db.query<PaymentRateDbRow>(
    `select mp.rate_bp, mp.min_fee, mp.max_fee, mp.status
       from merchant_products mp join products p on p.code = mp.product_code
      where mp.merchant_id = $1 and p.pay_type = $2
      order by (mp.status = 'OPEN') desc, (p.scene = 'POS') desc, p.sort_order`,
    [merchantId, payType],
  );
  return r.rows;
}

export async function channelRate(db: Db, payType: string): Promise<number | null> {
  const r = await db.query<{ std_rate_bp: number }>('select std_rate_bp from pay_channels where code = $1', [
    payType,
  ]);
  return r.rows[0]?.std_rate_bp ?? null;
}

/** The payment scenes (product classes) with their pay types, and whether merchant `merchantId` has one open. */
export async function paymentScenes(db: Db, merchantId: string | null) {
  const r = await db.query<{
    code: string;
    name_zh: string;
    name_en: string;
    pay_type: string;
    opened: boolean;
  }>(
    `select c.code, c.name_zh, c.name_en, p.pay_type,
            exists (select 1 from merchant_products mp
                     where mp.product_code = p.code and mp.merchant_id = $1 and mp.status = 'OPEN') as opened
       from product_classes c join products p on p.class_code = c.code
      order by c.sort_order, p.sort_order`,
    [merchantId],
  );
  return r.rows;
}

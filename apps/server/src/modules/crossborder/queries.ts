import type { Db } from '../../db/types.ts';

/** All SQL of the cross-border module (migration 0100). Every read is scoped by the merchant. */

export interface PayeeDb {
  id: string;
  merchant_id: string;
  name: string;
  account_no: string;
  bank_code: string;
  bank_name: string;
  currency: string;
  country: string;
  status: 'PENDING' | 'VERIFIED' | 'MISMATCH';
  status_note: string;
  version: number;
  created_at: Date;
}

const PAYEE_COLS = `id::text as id, merchant_id::text as merchant_id, name, account_no, bank_code, bank_name,
  currency, country, status, status_note, version, created_at`;

export async function selectPayees(
  db: Db,
  merchantId: string,
  f: { status?: string; currency?: string; limit: number; offset: number },
) {
  const where = ['merchant_id = $1'];
  const params: unknown[] = [merchantId];
  if (f.status) where.push(`status = $${params.push(f.status)}`);
  if (f.currency) where.push(`currency = $${params.push(f.currency)}`);
  const total = await db.query<{ n: string }>(
    `select count(*)::text as n from cb_payees where ${where.join(' and ')}`,
    params,
  );
  const rows = await db.query<PayeeDb>(
    `select ${PAYEE_COLS} from cb_payees where ${where.join(' and ')} order by id desc
      limit $${params.push(f.limit)} offset $${params.push(f.offset)}`,
    params,
  );
  return { rows: rows.rows, total: Number(total.rows[0].n) };
}

export async function selectPayee(db: Db, merchantId: string, id: string): Promise<PayeeDb | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const r = await db.query<PayeeDb>(
    `select ${PAYEE_COLS} from cb_payees where id = $1 and merchant_id = $2`,
    [id, merchantId],
  );
  return r.rows[0] ?? null;
}

export async function insertPayee(
  db: Db,
  p: Omit<PayeeDb, 'id' | 'status' | 'status_note' | 'version' | 'created_at'> & { by: string; at: Date },
): Promise<string> {
  const r = await db.query<{ id: string }>(
    `insert into cb_payees (merchant_id, name, account_no, bank_code, bank_name, currency, country, created_by, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning id::text as id`,
    [p.merchant_id, p.name, p.account_no, p.bank_code, p.bank_name, p.currency, p.country, p.by, p.at],
  );
  return r.rows[0].id;
}

export async function setPayeeStatus(db: Db, id: string, status: PayeeDb['status'], note: string, at: Date) {
  await db.query(
    `update cb_payees set status = $2, status_note = $3, version = version + 1, updated_at = $4 where id = $1`,
    [id, status, note, at],
  );
}

// ---- quotes ----

export interface QuoteDb {
  id: string;
  merchant_id: string;
  rate_token: string;
  client_key: string;
  payee_id: string;
  payee_version: number;
  currency: string;
  rate_micro: string;
  ref_rate_micro: string;
  ref_source: string;
  ref_at: Date;
  margin_bp: number;
  pay_amount: string;
  fees: string;
  fee_total: string;
  payee_amount: string;
  value_date: string;
  arrival_date: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

const QUOTE_COLS = `id::text as id, merchant_id::text as merchant_id, rate_token, client_key, payee_id::text as payee_id,
  payee_version, currency, rate_micro::text as rate_micro, ref_rate_micro::text as ref_rate_micro, ref_source, ref_at,
  margin_bp, pay_amount::text as pay_amount, fees, fee_total::text as fee_total, payee_amount::text as payee_amount,
  value_date, arrival_date, created_at, expires_at, used_at`;

/** Ends the live quotes of a flow (a re-quote replaces them), then counts the merchant's live ones. */
export async function retireAndCountLive(db: Db, merchantId: string, clientKey: string, now: Date) {
  await db.query(
    `update cb_quotes set expires_at = $3 where merchant_id = $1 and client_key = $2 and used_at is null and expires_at > $3`,
    [merchantId, clientKey, now],
  );
  const r = await db.query<{ n: string }>(
    `select count(*)::text as n from cb_quotes where merchant_id = $1 and used_at is null and expires_at > $2`,
    [merchantId, now],
  );
  return Number(r.rows[0].n);
}

export async function insertQuote(db: Db, q: Omit<QuoteDb, 'id' | 'used_at'>) {
  await db.query(
    `insert into cb_quotes (merchant_id, rate_token, client_key, payee_id, payee_version, currency, rate_micro,
       ref_rate_micro, ref_source, ref_at, margin_bp, pay_amount, fees, fee_total, payee_amount, value_date,
       arrival_date, created_at, expires_at)
     values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19)`,
    [
      q.merchant_id,
      q.rate_token,
      q.client_key,
      q.payee_id,
      q.payee_version,
      q.currency,
      q.rate_micro,
      q.ref_rate_micro,
      q.ref_source,
      q.ref_at,
      q.margin_bp,
      q.pay_amount,
      q.fees,
      q.fee_total,
      q.payee_amount,
      q.value_date,
      q.arrival_date,
      q.created_at,
      q.expires_at,
    ],
  );
}

export async function selectQuote(
  db: Db,
  merchantId: string,
  token: string,
  lock = false,
): Promise<QuoteDb | null> {
  const r = await db.query<QuoteDb>(
    `select ${QUOTE_COLS} from cb_quotes where rate_token = $1 and merchant_id = $2${lock ? ' for update' : ''}`,
    [token, merchantId],
  );
  return r.rows[0] ?? null;
}

export async function markQuoteUsed(db: Db, id: string, at: Date): Promise<boolean> {
  const r = await db.query(`update cb_quotes set used_at = $2 where id = $1 and used_at is null`, [id, at]);
  return (r.rowCount ?? 0) === 1;
}

// ---- SMS bindings ----

export async function insertBinding(
  db: Db,
  b: { merchantId: string; operatorId: string; hash: string; rateToken: string; at: Date },
) {
  await db.query(
    `insert into cb_code_bindings (merchant_id, operator_id, bind_hash, rate_token, sent_at) values ($1, $2, $3, $4, $5)`,
    [b.merchantId, b.operatorId, b.hash, b.rateToken, b.at],
  );
}

/** What the operator's newest transfer code was sent for. */
export async function latestBinding(db: Db, operatorId: string): Promise<string | null> {
  const r = await db.query<{ bind_hash: string }>(
    `select bind_hash from cb_code_bindings where operator_id = $1 order by id desc limit 1`,
    [operatorId],
  );
  return r.rows[0]?.bind_hash ?? null;
}

// ---- transfers ----

export interface XferDb {
  id: string;
  transfer_no: string;
  merchant_id: string;
  form_id: string;
  rate_token: string;
  payee_id: string;
  payee_name: string;
  payee_account_no: string;
  payee_bank: string;
  payee_country: string;
  currency: string;
  rate_micro: string;
  ref_rate_micro: string;
  ref_source: string;
  margin_bp: number;
  pay_amount: string;
  fees: string;
  fee_total: string;
  total_pay: string;
  payee_amount: string;
  value_date: string;
  arrival_date: string;
  trans_type: 'GOODS' | 'SERVICE';
  goods_name: string;
  purpose: string;
  remark: string;
  status: string;
  holder: string;
  status_note: string;
  expected_date: string;
  uetr: string;
  needs_docs: boolean;
  operator_id: string;
  created_at: Date;
  mer_no: string;
  mer_name: string;
  submitted_by: string;
  approved_by: string;
}

const XFER_COLS = `t.id::text as id, t.transfer_no, t.merchant_id::text as merchant_id, t.form_id, t.rate_token,
  t.payee_id::text as payee_id, t.payee_name, t.payee_account_no, t.payee_bank, t.payee_country, t.currency,
  t.rate_micro::text as rate_micro, t.ref_rate_micro::text as ref_rate_micro, t.ref_source, t.margin_bp,
  t.pay_amount::text as pay_amount, t.fees, t.fee_total::text as fee_total, t.total_pay::text as total_pay,
  t.payee_amount::text as payee_amount, t.value_date, t.arrival_date, t.trans_type, t.goods_name, t.purpose,
  t.remark, t.status, t.holder, t.status_note, t.expected_date, t.uetr, t.needs_docs,
  t.operator_id::text as operator_id, t.created_at, m.mer_no, m.name as mer_name,
  coalesce((select o.login_name from operators o where o.id = t.operator_id), '') as submitted_by,
  coalesce((select o.login_name from operators o where o.id = t.approver_id), '') as approved_by`;

export type NewXfer = Omit<
  XferDb,
  'id' | 'transfer_no' | 'created_at' | 'mer_no' | 'mer_name' | 'uetr' | 'submitted_by' | 'approved_by'
> & {
  at: Date;
  ymd: string;
};

export async function insertTransfer(db: Db, t: NewXfer): Promise<{ id: string; transfer_no: string }> {
  const r = await db.query<{ id: string }>(
    `insert into cb_transfers (transfer_no, merchant_id, form_id, rate_token, payee_id, payee_name, payee_account_no,
       payee_bank, payee_country, currency, rate_micro, ref_rate_micro, ref_source, margin_bp, pay_amount, fees,
       fee_total, total_pay, payee_amount, value_date, arrival_date, trans_type, goods_name, purpose, remark, status,
       holder, status_note, expected_date, needs_docs, operator_id, created_at, updated_at)
     values ('XB-' || $3, $1,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,
       $27,$28,$29,$30,$2,$31,$31) returning id::text as id`,
    [
      t.merchant_id,
      t.operator_id,
      t.form_id,
      t.rate_token,
      t.payee_id,
      t.payee_name,
      t.payee_account_no,
      t.payee_bank,
      t.payee_country,
      t.currency,
      t.rate_micro,
      t.ref_rate_micro,
      t.ref_source,
      t.margin_bp,
      t.pay_amount,
      t.fees,
      t.fee_total,
      t.total_pay,
      t.payee_amount,
      t.value_date,
      t.arrival_date,
      t.trans_type,
      t.goods_name,
      t.purpose,
      t.remark,
      t.status,
      t.holder,
      t.status_note,
      t.expected_date,
      t.needs_docs,
      t.at,
    ],
  );
  const id = r.rows[0].id;
  const no = `XB${t.ymd}${id.padStart(8, '0')}`;
  await db.query(`update cb_transfers set transfer_no = $2 where id = $1`, [id, no]);
  return { id, transfer_no: no };
}

export async function selectTransfer(
  db: Db,
  by: { merchantId?: string; transferNo?: string; formId?: string },
  lock = false,
): Promise<XferDb | null> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (by.merchantId) where.push(`t.merchant_id = $${params.push(by.merchantId)}`);
  if (by.transferNo) where.push(`t.transfer_no = $${params.push(by.transferNo)}`);
  if (by.formId) where.push(`t.form_id = $${params.push(by.formId)}`);
  if (where.length === 0 || (!by.transferNo && !by.formId)) return null;
  const r = await db.query<XferDb>(
    `select ${XFER_COLS} from cb_transfers t join merchants m on m.id = t.merchant_id
      where ${where.join(' and ')}${lock ? ' for update of t' : ''}`,
    params,
  );
  return r.rows[0] ?? null;
}

/** The merchant's transfers waiting for a second operator's approval, oldest first. */
export async function selectWaitingTransfers(db: Db, merchantId: string): Promise<XferDb[]> {
  const r = await db.query<XferDb>(
    `select ${XFER_COLS} from cb_transfers t join merchants m on m.id = t.merchant_id
      where t.merchant_id = $1 and t.status = 'AWAITING_APPROVAL' order by t.created_at, t.id`,
    [merchantId],
  );
  return r.rows;
}

export async function selectTransfers(
  db: Db,
  merchantId: string,
  f: { status?: string; transferNo?: string; formId?: string; limit: number; offset: number },
) {
  const where = [`t.merchant_id = $1`, `t.status <> 'INIT'`];
  const params: unknown[] = [merchantId];
  if (f.status) where.push(`t.status = $${params.push(f.status)}`);
  if (f.transferNo) where.push(`t.transfer_no = $${params.push(f.transferNo)}`);
  if (f.formId) where.push(`t.form_id = $${params.push(f.formId)}`);
  const total = await db.query<{ n: string }>(
    `select count(*)::text as n from cb_transfers t where ${where.join(' and ')}`,
    params,
  );
  const rows = await db.query<XferDb>(
    `select ${XFER_COLS} from cb_transfers t join merchants m on m.id = t.merchant_id
      where ${where.join(' and ')} order by t.id desc limit $${params.push(f.limit)} offset $${params.push(f.offset)}`,
    params,
  );
  return { rows: rows.rows, total: Number(total.rows[0].n) };
}

/** The merchant's transfers of a Macau day that still hold or moved money (the daily limit). */
export async function sumOfDay(db: Db, merchantId: string, from: Date, to: Date): Promise<number> {
  const r = await db.query<{ s: string }>(
    `select coalesce(sum(pay_amount), 0)::text as s from cb_transfers where merchant_id = $1 and created_at >= $2
       and created_at < $3 and status not in ('REJECTED', 'CANCELLED', 'REFUNDED')`,
    [merchantId, from, to],
  );
  return Number(r.rows[0].s);
}

export async function updateTransferState(
  db: Db,
  id: string,
  s: {
    status: string;
    holder: string;
    note: string;
    expected: string;
    uetr?: string;
    at: Date;
    approver?: string;
  },
) {
  await db.query(
    `update cb_transfers set status = $2, holder = $3, status_note = $4, expected_date = $5,
       uetr = coalesce($6, uetr), approver_id = coalesce($7, approver_id), updated_at = $8 where id = $1`,
    [id, s.status, s.holder, s.note, s.expected, s.uetr ?? null, s.approver ?? null, s.at],
  );
}

export async function insertEvent(
  db: Db,
  e: { transferId: string; status: string; holder: string; note: string; actor: string; at: Date },
) {
  await db.query(
    `insert into cb_transfer_events (transfer_id, status, holder, note, actor, at) values ($1, $2, $3, $4, $5, $6)`,
    [e.transferId, e.status, e.holder, e.note, e.actor, e.at],
  );
}

export async function selectEvents(db: Db, transferId: string) {
  const r = await db.query<{ status: string; holder: string; note: string; at: Date }>(
    `select status, holder, note, at from cb_transfer_events where transfer_id = $1 order by id`,
    [transferId],
  );
  return r.rows;
}

export async function selectInReview(db: Db) {
  const r = await db.query<{
    ref: string;
    merNo: string;
    merName: string;
    requesterId: string;
    amount: number;
    submittedAt: Date;
    summary: string;
  }>(
    `select t.transfer_no as ref, m.mer_no as "merNo", m.name as "merName", t.operator_id::text as "requesterId",
            t.total_pay::float8 as amount, t.updated_at as "submittedAt", t.payee_name || ' ' || t.currency as summary
       from cb_transfers t join merchants m on m.id = t.merchant_id
      where t.status = 'IN_REVIEW' order by t.id limit 500`,
  );
  return r.rows;
}

// ---- trade orders ----

export interface OrderDb {
  id: string;
  order_no: string;
  merchant_id: string;
  kind: 'GOODS' | 'SERVICE';
  contract_no: string;
  amount: string;
  goods_amount: string;
  logistics_amount: string;
  remaining: string;
  shipped: boolean;
  carrier: string;
  tracking_no: string;
  ship_date: string;
  created_at: Date;
  origin: 'ORDER' | 'CONTRACT';
  counterparty: string;
  balanced: boolean;
}
const ORDER_COLS = `id::text as id, order_no, merchant_id::text as merchant_id, kind, contract_no,
  amount::text as amount, goods_amount::text as goods_amount, logistics_amount::text as logistics_amount,
  remaining::text as remaining, shipped, carrier, tracking_no, ship_date, created_at, origin, counterparty,
  balanced`;

export async function contractKeyTaken(
  db: Db,
  merchantId: string,
  key: string,
  exceptOrderNo = '',
): Promise<boolean> {
  const r = await db.query(
    `select 1 from cb_orders where merchant_id = $1 and contract_key = $2 and order_no <> $3`,
    [merchantId, key, exceptOrderNo],
  );
  return r.rows.length > 0;
}

export async function insertOrder(
  db: Db,
  o: Omit<OrderDb, 'id' | 'created_at' | 'remaining' | 'origin' | 'counterparty' | 'balanced'> & {
    contract_key: string | null;
    at: Date;
    origin?: 'ORDER' | 'CONTRACT';
    counterparty?: string;
    balanced?: boolean;
  },
) {
  await db.query(
    `insert into cb_orders (order_no, merchant_id, kind, contract_no, contract_key, amount, goods_amount,
       logistics_amount, remaining, shipped, carrier, tracking_no, ship_date, created_at, origin, counterparty,
       balanced)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $6, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      o.order_no,
      o.merchant_id,
      o.kind,
      o.contract_no,
      o.contract_key,
      o.amount,
      o.goods_amount,
      o.logistics_amount,
      o.shipped,
      o.carrier,
      o.tracking_no,
      o.ship_date,
      o.at,
      o.origin ?? 'ORDER',
      o.counterparty ?? '',
      o.balanced ?? true,
    ],
  );
}

export async function selectOrders(
  db: Db,
  merchantId: string,
  f: { orderNo?: string; limit: number; offset: number },
) {
  const where = ['merchant_id = $1'];
  const params: unknown[] = [merchantId];
  if (f.orderNo) where.push(`order_no = $${params.push(f.orderNo)}`);
  const total = await db.query<{ n: string }>(
    `select count(*)::text as n from cb_orders where ${where.join(' and ')}`,
    params,
  );
  const rows = await db.query<OrderDb>(
    `select ${ORDER_COLS} from cb_orders where ${where.join(' and ')} order by id desc
      limit $${params.push(f.limit)} offset $${params.push(f.offset)}`,
    params,
  );
  return { rows: rows.rows, total: Number(total.rows[0].n) };
}

export async function selectOrder(db: Db, merchantId: string, orderNo: string): Promise<OrderDb | null> {
  const r = await db.query<OrderDb>(
    `select ${ORDER_COLS} from cb_orders where merchant_id = $1 and order_no = $2`,
    [merchantId, orderNo],
  );
  return r.rows[0] ?? null;
}

/** Deletes an order no transfer uses; false when there is none or one is linked. */
export async function deleteOrder(db: Db, merchantId: string, orderNo: string): Promise<boolean> {
  const r = await db.query(
    `delete from cb_orders o where o.merchant_id = $1 and o.order_no = $2
       and not exists (select 1 from cb_order_links l where l.order_id = o.id)`,
    [merchantId, orderNo],
  );
  return (r.rowCount ?? 0) === 1;
}

/** Takes `amount` from an order's remaining balance, never below zero; false when it would. */
export async function takeFromOrder(
  db: Db,
  merchantId: string,
  orderNo: string,
  amount: number,
  transferId: string,
) {
  const r = await db.query<{ id: string }>(
    `update cb_orders set remaining = remaining - $3 where merchant_id = $1 and order_no = $2 and remaining >= $3
      returning id::text as id`,
    [merchantId, orderNo, amount],
  );
  if (!r.rows[0]) return false;
  await db.query(`insert into cb_order_links (transfer_id, order_id, amount) values ($1, $2, $3)`, [
    transferId,
    r.rows[0].id,
    amount,
  ]);
  return true;
}

/** Gives a released transfer's amounts back to its orders. */
export async function returnToOrders(db: Db, transferId: string) {
  await db.query(
    `update cb_orders o set remaining = o.remaining + l.amount from cb_order_links l
      where l.order_id = o.id and l.transfer_id = $1`,
    [transferId],
  );
  await db.query(`delete from cb_order_links where transfer_id = $1`, [transferId]);
}

/** The demo merchant's id and its administrator (the seed's). */
export async function demoMerchant(db: Db, merNo: string) {
  const r = await db.query<{ id: string; op: string | null; n: string }>(
    `select m.id::text as id,
            (select o.id::text from operators o where o.org_kind = 'merchant' and o.org_id = m.id order by o.id limit 1) as op,
            (select count(*)::text from cb_payees p where p.merchant_id = m.id) as n
       from merchants m where m.mer_no = $1`,
    [merNo],
  );
  return r.rows[0] ?? null;
}

export async function setUetr(db: Db, id: string, uetr: string) {
  await db.query(`update cb_transfers set uetr = $2 where id = $1`, [id, uetr]);
}

/** Transfers in `status` whose date (value date to send, arrival date to track) has come, oldest first. */
export async function selectDue(db: Db, status: 'PROCESSING' | 'SENT', ymd: string, limit: number) {
  const col = status === 'PROCESSING' ? 't.value_date' : 't.arrival_date';
  const r = await db.query<XferDb>(
    `select ${XFER_COLS} from cb_transfers t join merchants m on m.id = t.merchant_id
      where t.status = $1 and ${col} <= $2 order by t.id limit $3`,
    [status, ymd, limit],
  );
  return r.rows;
}

// ---- contract orders' lines (issue 26, second round) ----

export interface GoodsLineDb {
  name: string;
  quantity: number;
  amount: string;
}
export interface LogisticsLineDb {
  shipped: boolean;
  carrier: string;
  tracking_no: string;
  ship_date: string;
  amount: string;
}

/** The order locked for a change of its lines (null when it is not the merchant's). */
export async function lockOrder(db: Db, merchantId: string, orderNo: string): Promise<OrderDb | null> {
  const r = await db.query<OrderDb>(
    `select ${ORDER_COLS} from cb_orders where merchant_id = $1 and order_no = $2 for update`,
    [merchantId, orderNo],
  );
  return r.rows[0] ?? null;
}

/** Whether a transfer draws on the order (its lines may not change then). */
export async function orderLinked(db: Db, orderId: string): Promise<boolean> {
  const r = await db.query(`select 1 from cb_order_links where order_id = $1 limit 1`, [orderId]);
  return r.rows.length > 0;
}

export async function replaceGoods(
  db: Db,
  orderId: string,
  lines: { name: string; quantity: number; amount: bigint }[],
) {
  await db.query(`delete from cb_order_goods where order_id = $1`, [orderId]);
  let i = 0;
  for (const l of lines) {
    await db.query(
      `insert into cb_order_goods (order_id, line_no, name, quantity, amount) values ($1, $2, $3, $4, $5)`,
      [orderId, ++i, l.name, l.quantity, String(l.amount)],
    );
  }
}

export async function replaceLogistics(
  db: Db,
  orderId: string,
  lines: { shipped: boolean; carrier: string; tracking_no: string; ship_date: string; amount: bigint }[],
) {
  await db.query(`delete from cb_order_logistics where order_id = $1`, [orderId]);
  let i = 0;
  for (const l of lines) {
    await db.query(
      `insert into cb_order_logistics (order_id, line_no, shipped, carrier, tracking_no, ship_date, amount)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [orderId, ++i, l.shipped, l.carrier, l.tracking_no, l.ship_date, String(l.amount)],
    );
  }
}

/** Sets the order's goods and logistics totals from its lines and whether they add up to its amount (±1 cent). */
export async function settleOrderTotals(db: Db, orderId: string) {
  await db.query(
    `update cb_orders o set
        goods_amount = coalesce((select sum(amount) from cb_order_goods g where g.order_id = o.id), 0),
        logistics_amount = coalesce((select sum(amount) from cb_order_logistics l where l.order_id = o.id), 0),
        shipped = coalesce((select bool_and(shipped) from cb_order_logistics l where l.order_id = o.id), false),
        carrier = coalesce((select string_agg(carrier, ', ' order by line_no) from cb_order_logistics l
                             where l.order_id = o.id and carrier <> ''), ''),
        tracking_no = coalesce((select string_agg(tracking_no, ', ' order by line_no) from cb_order_logistics l
                                 where l.order_id = o.id and tracking_no <> ''), ''),
        ship_date = coalesce((select min(ship_date) from cb_order_logistics l
                               where l.order_id = o.id and ship_date <> ''), '')
      where o.id = $1`,
    [orderId],
  );
  await db.query(
    `update cb_orders set balanced = kind = 'SERVICE' or abs(amount - goods_amount - logistics_amount) <= 1
      where id = $1`,
    [orderId],
  );
}

export async function selectOrderLines(db: Db, orderId: string) {
  const goods = await db.query<GoodsLineDb>(
    `select name, quantity, amount::text as amount from cb_order_goods where order_id = $1 order by line_no`,
    [orderId],
  );
  const logistics = await db.query<LogisticsLineDb>(
    `select shipped, carrier, tracking_no, ship_date, amount::text as amount from cb_order_logistics
      where order_id = $1 order by line_no`,
    [orderId],
  );
  return { goods: goods.rows, logistics: logistics.rows };
}

export async function selectOrderByContract(
  db: Db,
  merchantId: string,
  key: string,
): Promise<OrderDb | null> {
  const r = await db.query<OrderDb>(
    `select ${ORDER_COLS} from cb_orders where merchant_id = $1 and contract_key = $2`,
    [merchantId, key],
  );
  return r.rows[0] ?? null;
}

// ---- trade-evidence files ----

export interface EvidenceDb {
  id: string;
  file_no: string;
  file_name: string;
  content_type: string;
  size_bytes: string;
  sha256: string;
  order_no: string;
  form_id: string;
  transfer_id: string | null;
  created_at: Date;
}
const EVIDENCE_COLS = `e.id::text as id, e.file_no, f.file_name, f.content_type, f.size_bytes::text as size_bytes,
  e.sha256, coalesce(o.order_no, '') as order_no, e.form_id, e.transfer_id::text as transfer_id, e.created_at`;
const EVIDENCE_FROM = `cb_evidence e join uploaded_files f on f.file_no = e.file_no
  left join cb_orders o on o.id = e.order_id`;

export async function insertEvidence(
  db: Db,
  e: { merchantId: string; fileNo: string; sha256: string; formId: string; orderId: string | null; at: Date },
) {
  await db.query(
    `insert into cb_evidence (merchant_id, file_no, sha256, form_id, order_id, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [e.merchantId, e.fileNo, e.sha256, e.formId, e.orderId, e.at],
  );
}

/** Serialises the uploads of one flow or order (the count of 20 holds under racing uploads). */
export async function lockEvidenceScope(db: Db, merchantId: string, scope: string) {
  await db.query(`select pg_advisory_xact_lock(hashtext($1))`, [`cb_evidence:${merchantId}:${scope}`]);
}

export async function countEvidence(db: Db, merchantId: string, f: { formId?: string; orderId?: string }) {
  const r = await db.query<{ n: string }>(
    f.orderId
      ? `select count(*)::text as n from cb_evidence where merchant_id = $1 and order_id = $2`
      : `select count(*)::text as n from cb_evidence where merchant_id = $1 and form_id = $2 and order_id is null`,
    [merchantId, f.orderId ?? f.formId],
  );
  return Number(r.rows[0].n);
}

/** The files of a flow (form_id, uploaded for the transfer itself) or of an order. */
export async function selectEvidence(
  db: Db,
  merchantId: string,
  f: { formId?: string; orderId?: string },
): Promise<EvidenceDb[]> {
  const r = await db.query<EvidenceDb>(
    f.orderId
      ? `select ${EVIDENCE_COLS} from ${EVIDENCE_FROM} where e.merchant_id = $1 and e.order_id = $2 order by e.id`
      : `select ${EVIDENCE_COLS} from ${EVIDENCE_FROM}
          where e.merchant_id = $1 and e.form_id = $2 and e.order_id is null order by e.id`,
    [merchantId, f.orderId ?? f.formId],
  );
  return r.rows;
}

/** A transfer's files: uploaded for it, and those of the orders it draws on. */
export async function selectTransferEvidence(
  db: Db,
  t: { id: string; merchant_id: string; form_id: string },
) {
  const r = await db.query<EvidenceDb>(
    `select ${EVIDENCE_COLS} from ${EVIDENCE_FROM}
      where e.merchant_id = $1 and ((e.form_id = $2 and e.order_id is null)
         or e.order_id in (select order_id from cb_order_links where transfer_id = $3))
      order by e.id`,
    [t.merchant_id, t.form_id, t.id],
  );
  return r.rows;
}

export async function selectEvidenceFile(db: Db, merchantId: string, fileNo: string) {
  const r = await db.query<EvidenceDb>(
    `select ${EVIDENCE_COLS} from ${EVIDENCE_FROM} where e.merchant_id = $1 and e.file_no = $2`,
    [merchantId, fileNo],
  );
  return r.rows[0] ?? null;
}

/** Removes a file's evidence row unless its flow was submitted or its order is drawn on; false otherwise. */
export async function deleteEvidence(db: Db, merchantId: string, fileNo: string): Promise<boolean> {
  const r = await db.query(
    `delete from cb_evidence e where e.merchant_id = $1 and e.file_no = $2 and e.transfer_id is null
        and not exists (select 1 from cb_transfers t where t.merchant_id = e.merchant_id and t.form_id = e.form_id
                         and e.order_id is null)
        and not exists (select 1 from cb_order_links l where l.order_id = e.order_id)`,
    [merchantId, fileNo],
  );
  return (r.rowCount ?? 0) === 1;
}

/** At submit: the flow's files become the transfer's. */
export async function attachEvidence(db: Db, merchantId: string, formId: string, transferId: string) {
  await db.query(
    `update cb_evidence set transfer_id = $3 where merchant_id = $1 and form_id = $2 and order_id is null`,
    [merchantId, formId, transferId],
  );
}

/**
 * The other transfers (of any merchant) a file with this SHA-256 was submitted with: uploaded for them, or
 * on an order they draw on.
 */
export async function transfersWithHash(db: Db, sha256: string, exceptTransferId: string) {
  const r = await db.query<{ transfer_no: string }>(
    `select distinct t.transfer_no from cb_evidence e join cb_transfers t on t.id = e.transfer_id
      where e.sha256 = $1 and e.transfer_id <> $2
     union
     select distinct t.transfer_no from cb_evidence e join cb_order_links l on l.order_id = e.order_id
       join cb_transfers t on t.id = l.transfer_id
      where e.sha256 = $1 and l.transfer_id <> $2
     order by 1`,
    [sha256, exceptTransferId],
  );
  return r.rows.map((x) => x.transfer_no);
}

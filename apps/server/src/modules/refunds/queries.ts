import type { RefundFilterReqT, RefundRowT, RefundTotalsT } from '@mp/core/schemas/refunds';
import { macauTime14 } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import type { NetworkRefundResult } from '../../kernel/ports.ts';
import { choice, textFilter } from '../../lists/filters.ts';
import { type DayRange, type RangeRules, resolveRange } from '../../lists/range.ts';
import { type MergedPageOptions, num, SqlParts, selectMergedPage } from '../../lists/sql.ts';

/** Refund SQL: the refund rows, their page and totals, and the state changes of one refund. */

export interface RefundFilter {
  range: DayRange;
  merNo?: string;
  storeNo?: string;
  status?: 'REFUNDING' | 'SUCCESS' | 'FAIL';
  payType?: string;
  refundNo?: string;
  txnNo?: string;
  merOrderNo?: string;
}

/** The refund filter of a request, its dates checked by `rules` (each refusal its catalogue code). */
export function readRefundFilter(body: RefundFilterReqT, rules: RangeRules): RefundFilter {
  return {
    range: resolveRange(body.start_date, body.end_date, rules),
    merNo: textFilter(body.mer_no),
    storeNo: textFilter(body.store_no),
    status: choice(body.status),
    payType: choice(body.pay_type),
    refundNo: textFilter(body.refund_no),
    txnNo: textFilter(body.txn_no),
    merOrderNo: textFilter(body.mer_order_no),
  };
}

export interface RefundDbRow {
  id: string;
  refund_no: string;
  txn_id: string;
  merchant_id: string;
  store_id: string;
  amount: string;
  status: RefundRowT['status'];
  client_key: string;
  request_hash: string;
  reason: string;
  fail_reason: string;
  created_at: Date;
  finished_at: Date | null;
  txn_no: string;
  agg_order_no: string;
  txn_amount: string;
  txn_discount_amount: string;
  txn_refunded_amount: string;
  mer_order_no: string;
  pay_type: RefundRowT['pay_type'];
  mer_no: string;
  mer_name: string;
  store_no: string;
  store_name: string;
  oper_login_name: string;
  operator_id: string | null;
  approval: 'NONE' | 'WAITING' | 'APPROVED' | 'REJECTED';
}

const REFUND_COLUMNS = `r.id, r.refund_no, r.txn_id, r.merchant_id, r.store_id, r.amount, r.status, r.client_key,
  r.request_hash, r.reason, r.fail_reason, r.created_at, r.finished_at, r.approval`;

const NAMES = `t.txn_no, t.agg_order_no, t.amount as txn_amount, t.discount_amount as txn_discount_amount,
  t.refunded_amount as txn_refunded_amount, t.mer_order_no, t.pay_type,
  m.mer_no, m.name as mer_name, s.store_no, s.name as store_name, coalesce(o.login_name, '') as oper_login_name`;

const NAME_JOINS = `join transactions t on t.id = x.txn_id
  join merchants m on m.id = x.merchant_id
  join stores s on s.id = x.store_id
  left join operators o on o.id = x.operator_id`;

export function toRefundRow(r: RefundDbRow): RefundRowT {
  return {
    refund_no: r.refund_no,
    txn_no: r.txn_no,
    mer_no: r.mer_no,
    mer_name: r.mer_name,
    store_no: r.store_no,
    store_name: r.store_name,
    mer_order_no: r.mer_order_no,
    pay_type: r.pay_type,
    txn_amount: num(r.txn_amount),
    amount: num(r.amount),
    status: r.status,
    oper_login_name: r.oper_login_name,
    fail_reason: r.fail_reason,
    created_at: macauTime14(r.created_at),
    finished_at: macauTime14(r.finished_at),
  };
}

function refundConditions(q: SqlParts, f: RefundFilter): void {
  q.and(`r.created_at >= ${q.p(f.range.from.toISOString())}::timestamptz`);
  q.and(`r.created_at < ${q.p(f.range.to.toISOString())}::timestamptz`);
  if (f.storeNo) q.and(`r.store_id = (select id from stores where store_no = ${q.p(f.storeNo)})`);
  if (f.status) q.and(`r.status = ${q.p(f.status)}`);
  if (f.refundNo) q.and(`r.refund_no = ${q.p(f.refundNo)}`);
  if (f.txnNo) q.and(`r.txn_id = (select id from transactions where txn_no = ${q.p(f.txnNo)})`);
  if (f.payType)
    q.and(
      `exists (select 1 from transactions pt where pt.id = r.txn_id and pt.pay_type = ${q.p(f.payType)})`,
    );
  if (f.merOrderNo) {
    q.and(
      `exists (select 1 from transactions mt where mt.id = r.txn_id and mt.mer_order_no = ${q.p(f.merOrderNo)})`,
    );
  }
}

/** A page of refunds, newest first by default: per merchant through refunds_merchant_time_idx, merged. */
export function selectRefundPage(
  ctx: SignedInContext,
  merchantIds: readonly string[],
  f: RefundFilter,
  opts: MergedPageOptions,
): Promise<RefundDbRow[]> {
  return selectMergedPage<RefundDbRow>(
    ctx,
    merchantIds,
    {
      table: 'refunds r',
      alias: 'r',
      columns: `${REFUND_COLUMNS}, r.operator_id`,
      conditions: (q) => refundConditions(q, f),
      names: NAMES,
      joins: NAME_JOINS,
    },
    opts,
  );
}

export async function selectRefundTotals(
  ctx: SignedInContext,
  merchantIds: readonly string[],
  f: RefundFilter,
): Promise<RefundTotalsT> {
  if (merchantIds.length === 0) return { count: 0, amount: 0, success_count: 0, success_amount: 0 };
  const q = new SqlParts();
  await q.merchants(ctx, 'r', merchantIds);
  refundConditions(q, f);
  const r = await ctx.db.query<Record<keyof RefundTotalsT, string>>(
    `select count(*) as count, coalesce(sum(r.amount), 0) as amount,
            count(*) filter (where r.status = 'SUCCESS') as success_count,
            coalesce(sum(r.amount) filter (where r.status = 'SUCCESS'), 0) as success_amount
       from refunds r ${q.where()}`,
    q.params,
  );
  const row = r.rows[0];
  return {
    count: num(row?.count),
    amount: num(row?.amount),
    success_count: num(row?.success_count),
    success_amount: num(row?.success_amount),
  };
}

/** One refund with its names, by number or by (merchant, client key); the caller checks the scope. */
export async function selectRefund(
  db: Db,
  by: { refundNo: string } | { merchantId: string; clientKey: string },
): Promise<RefundDbRow | null> {
  const [cond, params] =
    'refundNo' in by
      ? ['r.refund_no = $1', [by.refundNo]]
      : ['r.merchant_id = $1 and r.client_key = $2', [by.merchantId, by.clientKey]];
  const r = await db.query<RefundDbRow>(
    `select x.*, ${NAMES} from (select ${REFUND_COLUMNS}, r.operator_id from refunds r where ${cond}) x ${NAME_JOINS}`,
    params,
  );
  return r.rows[0] ?? null;
}

/** Cents still at the network for one transaction. */
export async function sumRefunding(db: Db, txnId: string): Promise<number> {
  const r = await db.query<{ s: string }>(
    `select coalesce(sum(amount), 0) as s from refunds where txn_id = $1 and status = 'REFUNDING'`,
    [txnId],
  );
  return num(r.rows[0]?.s);
}

export async function insertRefund(
  db: Db,
  v: {
    refundNo: string;
    txnId: string;
    merchantId: string;
    storeId: string;
    amount: number;
    clientKey: string;
    requestHash: string;
    operatorId: string;
    reason: string;
    at: Date;
    /** WAITING: held for a second operator (approval rules), not sent to the network yet. */
    approval: 'NONE' | 'WAITING';
  },
): Promise<void> {
  await db.query(
    `insert into refunds (refund_no, txn_id, merchant_id, store_id, amount, status, client_key, request_hash,
        operator_id, reason, created_at, approval)
      values ($1, $2, $3, $4, $5, 'REFUNDING', $6, $7, $8, $9, $10, $11)`,
    [
      v.refundNo,
      v.txnId,
      v.merchantId,
      v.storeId,
      v.amount,
      v.clientKey,
      v.requestHash,
      v.operatorId,
      v.reason,
      v.at.toISOString(),
      v.approval,
    ],
  );
}

/** Refunds still waiting for the network's answer, oldest first (asked again at start). */
export async function selectRefunding(db: Db): Promise<{ refund_no: string }[]> {
  return (
    await db.query<{ refund_no: string }>(
      `select refund_no from refunds where status = 'REFUNDING' and approval <> 'WAITING' order by created_at`,
    )
  ).rows;
}

/** A refund as finishRefund leaves it (numbers as the driver answers them). */
export interface FinishedRefund {
  id: string;
  txn_id: string;
  merchant_id: string;
  store_id: string;
  amount: string;
  operator_id: string | null;
}

/**
 * Writes the network's answer to a REFUNDING refund and answers the refund; null when it is not REFUNDING
 * (finished already, or unknown).
 */
export async function finishRefund(
  db: Db,
  refundNo: string,
  answer: NetworkRefundResult,
  now: Date,
): Promise<FinishedRefund | null> {
  const r = await db.query<FinishedRefund>(
    `update refunds set status = $2, finished_at = $3, network_ref = $4, fail_reason = $5
      where refund_no = $1 and status = 'REFUNDING' and approval <> 'WAITING'
      returning id, txn_id, merchant_id, store_id, amount, operator_id`,
    [refundNo, answer.status, now.toISOString(), answer.networkRef, answer.reason.slice(0, 200)],
  );
  return r.rows[0] ?? null;
}

/** A successful refund adds to its collection's refunded amount; answers the collection's day, store and payment type. */
export async function addRefundedAmount(
  db: Db,
  txnId: string,
  amount: number,
): Promise<{ business_date: string; store_id: string; pay_type: string }> {
  const r = await db.query<{ business_date: string; store_id: string; pay_type: string }>(
    `update transactions set refunded_amount = refunded_amount + $2 where id = $1
      returning business_date, store_id, pay_type`,
    [txnId, amount],
  );
  return r.rows[0];
}

/** Who asked for a refund, for its audit line. */
export async function selectRefundOperator(
  db: Db,
  operatorId: string,
): Promise<{ login_name: string; org_kind: 'merchant' | 'service' | 'group'; org_id: string } | undefined> {
  const r = await db.query<{
    login_name: string;
    org_kind: 'merchant' | 'service' | 'group';
    org_id: string;
  }>('select login_name, org_kind, org_id from operators where id = $1', [operatorId]);
  return r.rows[0];
}

// ---- Approval (approval rules) ---------------------------------------------------------------------

/** What an operator refunded since `from` without a second operator (not failed): the daily cap's use. */
export async function sumOperatorDirectRefunds(db: Db, operatorId: string, from: Date): Promise<number> {
  const r = await db.query<{ s: string }>(
    `select coalesce(sum(amount), 0)::text s from refunds
      where operator_id = $1 and approval = 'NONE' and status <> 'FAIL' and created_at >= $2`,
    [operatorId, from.toISOString()],
  );
  return num(r.rows[0]?.s);
}

export interface WaitingRefundDbRow {
  refund_no: string;
  txn_no: string;
  store_name: string;
  amount: string;
  txn_amount: string;
  oper_login_name: string;
  reason: string;
  created_at: Date;
}

/** A merchant's refunds waiting for approval, oldest first; `storeIds` null = every store. */
export async function selectWaitingRefunds(
  db: Db,
  merchantId: string,
  storeIds: readonly string[] | null,
): Promise<WaitingRefundDbRow[]> {
  const r = await db.query<WaitingRefundDbRow>(
    `select r.refund_no, t.txn_no, s.name as store_name, r.amount, t.amount as txn_amount,
            coalesce(o.login_name, '') as oper_login_name, r.reason, r.created_at
       from refunds r join transactions t on t.id = r.txn_id join stores s on s.id = r.store_id
       left join operators o on o.id = r.operator_id
      where r.merchant_id = $1 and r.approval = 'WAITING' and r.status = 'REFUNDING'
        and ($2::bigint[] is null or r.store_id = any($2::bigint[]))
      order by r.created_at, r.id`,
    [merchantId, storeIds],
  );
  return r.rows;
}

/**
 * Writes a second operator's decision on a waiting refund: approved, it stays REFUNDING (and is then
 * sent like any refund); rejected, it ends FAIL. Null when it is not waiting (decided already).
 */
export async function decideRefund(
  db: Db,
  refundNo: string,
  d: { approve: boolean; approverId: string; at: Date },
): Promise<{ merchant_id: string; amount: string } | null> {
  const r = await db.query<{ merchant_id: string; amount: string }>(
    `update refunds set approval = $2, approver_id = $3, decided_at = $4::timestamptz,
            status = case when $5 then 'REFUNDING' else 'FAIL' end,
            fail_reason = case when $5 then fail_reason else 'Rejected by the approver' end,
            finished_at = case when $5 then null else $4::timestamptz end
      where refund_no = $1 and approval = 'WAITING' and status = 'REFUNDING'
      returning merchant_id, amount`,
    [refundNo, d.approve ? 'APPROVED' : 'REJECTED', d.approverId, d.at.toISOString(), d.approve],
  );
  return r.rows[0] ?? null;
}

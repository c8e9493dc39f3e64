import type { Db } from '../../db/types.ts';

/** The SQL of the fund orders (funds.ts): recharges and withdrawals. */

export interface FundOrderDbRow {
  id: string;
  order_no: string;
  kind: 'WITHDRAW' | 'RECHARGE';
  merchant_id: string;
  amount: string;
  status: 'INIT' | 'PROCESSING' | 'PAYOUT_SUCCESS' | 'FAILURE';
  approval: 'NONE' | 'WAITING' | 'APPROVED' | 'REJECTED';
  bank_code: string;
  bank_name: string;
  account_no: string;
  account_name: string;
  operator_id: string | null;
  oper_login_name: string | null;
  client_key: string;
  request_hash: string;
  remark: string;
  bank_ref: string;
  fail_reason: string;
  created_at: Date;
  finished_at: Date | null;
}

export const FUND_COLUMNS = `f.id::text, f.order_no, f.kind, f.merchant_id::text, f.amount::text, f.status, f.approval,
  f.bank_code, f.bank_name, f.account_no, f.account_name, f.operator_id::text, o.login_name as oper_login_name,
  f.client_key, f.request_hash, f.remark, f.bank_ref, f.fail_reason, f.created_at, f.finished_at`;

export async function nextFundOrderNo(db: Db, kind: 'WITHDRAW' | 'RECHARGE', ymd: string): Promise<string> {
  const r = await db.query<{ n: string }>(`select nextval('fund_order_seq')::text as n`);
  return `${kind === 'WITHDRAW' ? 'W' : 'C'}${ymd}${r.rows[0].n.padStart(8, '0')}`;
}

export async function insertFundOrder(
  db: Db,
  o: {
    orderNo: string;
    kind: 'WITHDRAW' | 'RECHARGE';
    merchantId: string;
    amount: number;
    status: string;
    approval: string;
    bankCode: string;
    bankName: string;
    accountNo: string;
    accountName: string;
    operatorId: string | null;
    clientKey: string;
    requestHash: string;
    remark: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into fund_orders (order_no, kind, merchant_id, amount, status, approval, bank_code, bank_name, account_no,
                              account_name, operator_id, client_key, request_hash, remark, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      o.orderNo,
      o.kind,
      o.merchantId,
      o.amount,
      o.status,
      o.approval,
      o.bankCode,
      o.bankName,
      o.accountNo,
      o.accountName,
      o.operatorId,
      o.clientKey,
      o.requestHash,
      o.remark,
      o.at.toISOString(),
    ],
  );
}

export async function selectFundOrder(
  db: Db,
  by: { orderNo: string } | { merchantId: string; kind: string; clientKey: string },
  lock = false,
): Promise<FundOrderDbRow | null> {
  const where =
    'orderNo' in by
      ? ['f.order_no = $1', [by.orderNo]]
      : ['f.merchant_id = $1 and f.kind = $2 and f.client_key = $3', [by.merchantId, by.kind, by.clientKey]];
  const r = await db.query<FundOrderDbRow>(
    `select ${FUND_COLUMNS} from fund_orders f left join operators o on o.id = f.operator_id
      where ${where[0]} ${lock ? 'for update of f' : ''}`,
    where[1] as unknown[],
  );
  return r.rows[0] ?? null;
}

/** Ends an order that is at the bank (PROCESSING), once: null when it was already ended. */
export async function finishFundOrder(
  db: Db,
  orderNo: string,
  outcome: { status: 'PAYOUT_SUCCESS' | 'FAILURE'; bankRef: string; reason: string; at: Date },
): Promise<{
  merchant_id: string;
  amount: string;
  kind: 'WITHDRAW' | 'RECHARGE';
  operator_id: string | null;
} | null> {
  const r = await db.query<{
    merchant_id: string;
    amount: string;
    kind: 'WITHDRAW' | 'RECHARGE';
    operator_id: string | null;
  }>(
    `update fund_orders set status = $2, bank_ref = $3, fail_reason = $4, finished_at = $5
      where order_no = $1 and status = 'PROCESSING'
      returning merchant_id::text, amount::text, kind, operator_id::text`,
    [orderNo, outcome.status, outcome.bankRef, outcome.reason, outcome.at.toISOString()],
  );
  return r.rows[0] ?? null;
}

export async function selectOpenFundOrders(db: Db): Promise<{ order_no: string }[]> {
  return (
    await db.query<{ order_no: string }>(
      `select order_no from fund_orders where status = 'PROCESSING' order by id`,
    )
  ).rows;
}

export async function selectFundOrderPage(
  db: Db,
  merchantId: string,
  kind: string | undefined,
  limit: number,
  offset: number,
): Promise<FundOrderDbRow[]> {
  const r = await db.query<FundOrderDbRow>(
    `select ${FUND_COLUMNS} from fund_orders f left join operators o on o.id = f.operator_id
      where f.merchant_id = $1 ${kind ? 'and f.kind = $4' : ''}
      order by f.created_at desc, f.id desc limit $2 offset $3`,
    kind ? [merchantId, limit, offset, kind] : [merchantId, limit, offset],
  );
  return r.rows;
}

import type { Db } from '../../db/types.ts';
import { FUND_COLUMNS, type FundOrderDbRow } from './fund-queries.ts';

/**
 * The SQL of the approval rules (approval.ts): the rules, the daily caps, the waiting fund orders and
 * their decision.
 */

export interface ApprovalRulesRow {
  withdraw_above: string | null;
  refund_above: string | null;
  daily_cap: string | null;
  refund_daily_cap: string | null;
  updated_at: Date | null;
}

export async function selectApprovalRules(db: Db, merchantId: string): Promise<ApprovalRulesRow | null> {
  const r = await db.query<ApprovalRulesRow>(
    `select withdraw_above::text, refund_above::text, daily_cap::text, refund_daily_cap::text, updated_at
       from approval_rules where merchant_id = $1`,
    [merchantId],
  );
  return r.rows[0] ?? null;
}

export async function upsertApprovalRules(
  db: Db,
  merchantId: string,
  rules: {
    withdrawAbove: number | null;
    refundAbove: number | null;
    dailyCap: number | null;
    refundDailyCap: number | null;
  },
  operatorId: string,
  at: Date,
): Promise<void> {
  await db.query(
    `insert into approval_rules (merchant_id, withdraw_above, refund_above, daily_cap, refund_daily_cap,
        updated_by, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (merchant_id) do update set withdraw_above = excluded.withdraw_above,
       refund_above = excluded.refund_above, daily_cap = excluded.daily_cap,
       refund_daily_cap = excluded.refund_daily_cap, updated_by = excluded.updated_by,
       updated_at = excluded.updated_at`,
    [
      merchantId,
      rules.withdrawAbove,
      rules.refundAbove,
      rules.dailyCap,
      rules.refundDailyCap,
      operatorId,
      at.toISOString(),
    ],
  );
}

/**
 * Serialises, until the end of the caller's transaction, every order and refund of one operator on one
 * Macau day that the daily caps judge: the second of two racing requests reads the first one's row.
 */
export async function lockOperatorDay(db: Db, operatorId: string, ymd: string): Promise<void> {
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [`approval_cap|${operatorId}|${ymd}`]);
}

/** What an operator withdrew (not failed) since `from`. */
export async function sumOperatorWithdrawals(db: Db, operatorId: string, from: Date): Promise<number> {
  const r = await db.query<{ s: string }>(
    `select coalesce(sum(amount), 0)::text s from fund_orders
      where operator_id = $1 and kind = 'WITHDRAW' and status <> 'FAILURE' and created_at >= $2`,
    [operatorId, from.toISOString()],
  );
  return Number(r.rows[0].s);
}

export async function selectWaitingOrders(db: Db, merchantId: string): Promise<FundOrderDbRow[]> {
  const r = await db.query<FundOrderDbRow>(
    `select ${FUND_COLUMNS} from fund_orders f left join operators o on o.id = f.operator_id
      where f.merchant_id = $1 and f.approval = 'WAITING' order by f.created_at, f.id`,
    [merchantId],
  );
  return r.rows;
}

/** Decides a waiting order once: null when it is not waiting (any more). */
export async function decideOrder(
  db: Db,
  orderNo: string,
  d: { approve: boolean; approverId: string; at: Date },
): Promise<boolean> {
  const r = await db.query(
    `update fund_orders set approval = $2, approver_id = $3,
            status = case when $4 then 'PROCESSING' else 'FAILURE' end,
            fail_reason = case when $4 then fail_reason else 'Rejected by the approver' end,
            finished_at = case when $4 then null else $5::timestamptz end
      where order_no = $1 and approval = 'WAITING' and status = 'INIT'`,
    [orderNo, d.approve ? 'APPROVED' : 'REJECTED', d.approverId, d.approve, d.at.toISOString()],
  );
  return r.rowCount > 0;
}

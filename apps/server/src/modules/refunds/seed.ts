import { newFormId } from '@mp/core/formid';
import type { Db } from '../../db/types.ts';
import { book, upsertApprovalRules } from '../accounts/index.ts';
import { nextNumber } from '../transactions/index.ts';
import { insertRefund } from './queries.ts';

/** The demo's refund approval threshold: MOP 300.00. */
const REFUND_ABOVE = 30_000;

/**
 * A refund waiting for a second operator, for the demo a person starts (`SEED_WAITING`, off in the tests,
 * whose journeys set their own rules and expect nothing else waiting): demo_merchant's approval rules send
 * a refund above MOP 300.00 to the approval queue, and demo_cashier asked two hours ago for the full refund
 * of its store's latest untouched sale above that (held on the balance, not sent to the network), for the
 * administrator to approve or reject at /layout/approvalQueue. Answers whether it wrote one.
 */
export async function seedWaitingRefund(db: Db, now: Date): Promise<boolean> {
  const who = await db.query<{ merchant_id: string; admin_id: string; cashier_id: string; store_id: string }>(
    `select m.id::text as merchant_id, a.id::text as admin_id, c.id::text as cashier_id, s.store_id::text as store_id
       from operators c
       join merchants m on c.org_kind = 'merchant' and m.id = c.org_id
       join operators a on a.org_kind = 'merchant' and a.org_id = m.id and a.kind = 'admin'
       join operator_stores s on s.operator_id = c.id
      where c.login_name = 'demo_cashier'
      limit 1`,
  );
  const w = who.rows[0];
  if (!w) return false;
  const at = new Date(now.getTime() - 2 * 3_600_000);
  const txn = await db.query<{ id: string; amount: string }>(
    `select id::text as id, amount::text as amount from transactions
      where merchant_id = $1 and store_id = $2 and txn_type = 'SPEND' and result = 'SUCCESS'
        and amount > $3 and discount_amount = 0 and refunded_amount = 0 and created_at < $4
        and not exists (select 1 from refunds r where r.txn_id = transactions.id)
      order by created_at desc limit 1`,
    [w.merchant_id, w.store_id, REFUND_ABOVE, at.toISOString()],
  );
  const t = txn.rows[0];
  if (!t) return false;
  await upsertApprovalRules(
    db,
    w.merchant_id,
    { withdrawAbove: null, refundAbove: REFUND_ABOVE, dailyCap: null, refundDailyCap: null },
    w.admin_id,
    new Date(now.getTime() - 7 * 86_400_000),
  );
  const amount = Number(t.amount);
  const refundNo = await nextNumber(db, 'R', at);
  await insertRefund(db, {
    refundNo,
    txnId: t.id,
    merchantId: w.merchant_id,
    storeId: w.store_id,
    amount,
    clientKey: newFormId(),
    requestHash: '',
    operatorId: w.cashier_id,
    reason: '顧客退貨',
    at,
    approval: 'WAITING',
  });
  await book(db, {
    type: 'REFUND_FREEZE',
    org: { kind: 'merchant', id: w.merchant_id },
    amount,
    ref: refundNo,
    at,
    operatorId: w.cashier_id,
  });
  return true;
}

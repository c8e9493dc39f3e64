import { addDaysYmd } from '@mp/core';
import { ymdOfInstant } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../kernel/errors.ts';
import { insertAudit } from '../audit/index.ts';
import type { ReviewStaff } from '../review/index.ts';
import { type PromoDbRow, selectPromotionByNo, updatePromotion } from './queries.ts';

/**
 * The provider's decisions on campaigns (review kinds `promotion` and `promotion-revoke`), in the review
 * kit's transaction. Each locks the campaign row first, so a decision racing the merchant's cancel or a
 * payment waits for it and then sees its outcome: a campaign no longer waiting is PRM10001 (the kit
 * answers REV10002).
 */

/** The day 5 working days (Monday to Friday) after `at`'s Macau day: the spec's settlement contact. */
export function contactDueOf(at: Date): string {
  let ymd = ymdOfInstant(at);
  let left = 5;
  while (left > 0) {
    ymd = addDaysYmd(ymd, 1)!;
    const day = new Date(`${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}T00:00:00Z`).getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
}

async function locked(tx: Db, ref: string): Promise<PromoDbRow> {
  const p = await selectPromotionByNo(tx, ref, true);
  if (!p) throw new AppError('SCM40401');
  return p;
}

async function audit(
  tx: Db,
  p: PromoDbRow,
  staff: ReviewStaff,
  action: 'promotion_review' | 'promotion_revoke_review',
  at: Date,
  ip: string,
  detail: Record<string, unknown>,
) {
  await insertAudit(tx, {
    at,
    operatorId: staff.id,
    loginName: staff.name,
    orgKind: 'merchant',
    orgId: String(p.merchant_id),
    action,
    target: p.promo_no,
    ok: true,
    ip,
    detail,
  });
}

/**
 * APPROVE: WAIT_EFFECT (IN_PROGRESS at once when its start has come and its end not passed: the scheduler
 * would do it within the minute anyway); the settlement contact falls due in 5 working days.
 */
export async function approvePromotion(tx: Db, ref: string, staff: ReviewStaff, at: Date, ip: string) {
  const p = await locked(tx, ref);
  if (p.status !== 'WAIT_AUDIT') throw new AppError('PRM10001');
  const running = p.start_at.getTime() <= at.getTime() && p.end_at.getTime() >= at.getTime();
  const ended = p.end_at.getTime() < at.getTime();
  await updatePromotion(tx, p.id, at, {
    status: ended ? 'CLOSED' : running ? 'IN_PROGRESS' : 'WAIT_EFFECT',
    close_reason: ended ? 'END' : '',
    decided_by: staff.name,
    decided_at: at,
    decision_reason: '',
    contact_due: contactDueOf(at),
  });
  await audit(tx, p, staff, 'promotion_review', at, ip, { decision: 'APPROVE' });
}

export async function rejectPromotion(
  tx: Db,
  ref: string,
  staff: ReviewStaff,
  reason: string,
  at: Date,
  ip: string,
) {
  const p = await locked(tx, ref);
  if (p.status !== 'WAIT_AUDIT') throw new AppError('PRM10001');
  await updatePromotion(tx, p.id, at, {
    status: 'REJECTED',
    decided_by: staff.name,
    decided_at: at,
    decision_reason: reason,
  });
  await audit(tx, p, staff, 'promotion_review', at, ip, { decision: 'REJECT', reason });
}

/** A revoke approved closes the campaign (REVOKED) at once: payments after the commit get no discount. */
export async function decideRevoke(
  tx: Db,
  ref: string,
  approve: boolean,
  staff: ReviewStaff,
  reason: string,
  at: Date,
  ip: string,
) {
  const p = await locked(tx, ref);
  if (p.revoke_status !== 'WAIT_REVOKE_AUDIT') throw new AppError('PRM10001');
  const live = p.status === 'WAIT_EFFECT' || p.status === 'IN_PROGRESS';
  await updatePromotion(tx, p.id, at, {
    revoke_status: approve ? 'REVOKE_APPROVED' : 'REVOKE_REJECTED',
    revoke_decision_reason: reason,
    ...(approve && live ? { status: 'CLOSED', close_reason: 'REVOKED' } : {}),
  });
  await audit(tx, p, staff, 'promotion_revoke_review', at, ip, {
    decision: approve ? 'APPROVE' : 'REJECT',
    reason,
  });
}

import { maskCard } from '@mp/core';
import { macauTime14 } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../kernel/errors.ts';
import { replaceSettleAccount } from '../accounts/index.ts';
import { insertAudit } from '../audit/index.ts';
import {
  type ChangeDbRow,
  changeByNo,
  changesForReview,
  eventsOf,
  insertEvent,
  orgNumber,
  setStatus,
} from './queries.ts';

/**
 * The provider reviewers' side of bank-account changes, through the review kit (review-kind.ts): only a
 * change under review (AUDITING: the amount was right) is decided (BNK10007 otherwise). Approval replaces
 * the organisation's settlement account in the kit's transaction, audited with the old and the new account
 * (masked) under the staff member deciding.
 */
interface Staff {
  id: string;
  name: string;
}

/** What a reviewer sees of a change: the numbers in full (the provider's own staff), the history. */
function reviewRow(
  c: ChangeDbRow,
  org: { no: string; name: string } | null,
  history: { action: string; actor: string; reason: string; at: Date }[],
) {
  return {
    change_no: c.change_no,
    org_kind: c.org_kind,
    org_no: org?.no ?? '',
    org_name: org?.name ?? '',
    status: c.status,
    old_account: {
      bank_name: c.old_bank_name,
      account_no: c.old_account_no,
      account_name: c.old_account_name,
    },
    new_account: {
      bank_code: c.bank_code,
      bank_name: c.bank_name,
      account_no: c.account_no,
      account_name: c.account_name,
    },
    pay_status: c.pay_status,
    wrong_tries: c.wrong_tries,
    review_reason: c.review_reason,
    reviewer: c.reviewer,
    created_at: macauTime14(c.created_at),
    reviewed_at: c.reviewed_at ? macauTime14(c.reviewed_at) : '',
    history: history.map((e) => ({
      action: e.action,
      actor: e.actor,
      reason: e.reason,
      at: macauTime14(e.at),
    })),
  };
}

export async function listChanges(db: Db) {
  return changesForReview(db, 'AUDITING');
}

export async function showChange(db: Db, changeNo: string) {
  const c = await changeByNo(db, null, changeNo);
  if (!c) return null;
  const [org, events] = await Promise.all([
    orgNumber(db, { kind: c.org_kind, id: c.org_id }),
    eventsOf(db, [c.id]),
  ]);
  return reviewRow(c, org, events);
}

function reasonOf(reason: string): string {
  const r = reason.trim();
  if (r === '') throw new AppError('VAL10001', 'reason');
  if (r.length > 200 || /['<>]/.test(r)) throw new AppError('VAL10007', 'reason');
  return r;
}

async function underReview(tx: Db, changeNo: string): Promise<ChangeDbRow> {
  const c = await changeByNo(tx, null, changeNo, true);
  if (!c) throw new AppError('SCM40401');
  if (c.status !== 'AUDITING') throw new AppError('BNK10007');
  return c;
}

export async function approveChange(tx: Db, changeNo: string, staff: Staff, now: Date, ip: string) {
  const c = await underReview(tx, changeNo);
  const org = { kind: c.org_kind, id: c.org_id };
  const account = { bank_name: c.bank_name, account_no: c.account_no, account_name: c.account_name };
  const before = await replaceSettleAccount(tx, org, account, now);
  await setStatus(tx, c.id, { status: 'APPROVED', reviewer: staff.name, reviewed: true, at: now });
  await insertEvent(tx, { changeId: c.id, action: 'APPROVED', actor: staff.name, at: now });
  const masked = (a: typeof account | null) =>
    a ? { bank_name: a.bank_name, account_no: maskCard(a.account_no), account_name: a.account_name } : null;
  await audited(tx, c, staff, { at: now, ip }, 'settle_account_replace', {
    old: masked(before),
    new: masked(account),
  });
}

/** The decision in the organisation's audit log, under the staff member (operator id and name). */
function audited(
  tx: Db,
  c: ChangeDbRow,
  staff: Staff,
  when: { at: Date; ip: string },
  action: string,
  detail: Record<string, unknown>,
) {
  return insertAudit(tx, {
    at: when.at,
    operatorId: staff.id,
    loginName: staff.name,
    orgKind: c.org_kind,
    orgId: c.org_id,
    action,
    target: c.change_no,
    ok: true,
    ip: when.ip,
    detail: { ...detail, staff_id: staff.id },
  });
}

export async function rejectChange(
  tx: Db,
  changeNo: string,
  staff: Staff,
  reason: string,
  now: Date,
  ip: string,
) {
  const why = reasonOf(reason);
  const c = await underReview(tx, changeNo);
  await setStatus(tx, c.id, {
    status: 'REJECTED',
    reviewer: staff.name,
    reason: why,
    reviewed: true,
    at: now,
  });
  await insertEvent(tx, { changeId: c.id, action: 'REJECTED', actor: staff.name, reason: why, at: now });
  await audited(tx, c, staff, { at: now, ip }, 'bank_change_review', { decision: 'REJECTED' });
}

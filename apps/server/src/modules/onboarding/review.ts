import { randomInt } from 'node:crypto';
import { areaCodes } from '@mp/core/access';
import { macauTime14 } from '@mp/core/time';
import { hashPassword } from '../../crypto/password-hash.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../kernel/errors.ts';
import type { Ports } from '../../kernel/ports.ts';
import { insertReviewEvent as insertEvent } from '../changes/index.ts';
import { reownFiles } from '../files/index.ts';
import { referenceBank as bank } from '../refdata/index.ts';
import {
  type ApplicationDbRow,
  applicationByNo,
  applicationsForReview,
  createMerchantFromApplication,
  setApplicationStatus,
} from './queries.ts';
import { applicationAnswer } from './wizard.ts';

/**
 * The provider-side review of applications (issue 14 point 4): approve, reject with a reason, or ask for
 * more (the application becomes editable again). Approval creates, in one transaction, the merchant, its
 * administrator role and account, the settlement and balance accounts, the contacts and the chosen
 * products, and moves the application's files to the merchant. The administrator's initial password goes
 * to their mobile by SMS; it must be changed at the first sign-in (must_change_password), the existing
 * forced-change flow. Used by the reviewer API (review-api.ts) and its command (npm run review).
 */
export interface ReviewDeps {
  db: Db;
  ports: Pick<Ports, 'sms' | 'clock'>;
}

/** Rate of a product opened at approval, in basis points, until the provider sets the merchant's own. */
export const STANDARD_RATE_BP = 60;

export async function listForReview(d: ReviewDeps, status: string) {
  const rows = await applicationsForReview(d.db, status);
  return rows.map((r) => ({
    apply_no: r.apply_no,
    status: r.status,
    merc_name: r.base_info?.merc_name ?? '',
    // 'self' (an applicant, by mobile) or 'service' (a provider's sub-merchant entry).
    registrant: r.registrant,
    phone: r.registrant === 'service' ? '' : `${r.phone_area} ${r.phone}`,
    updated_at: macauTime14(r.updated_at),
  }));
}

export async function showForReview(d: ReviewDeps, applyNo: string) {
  const row = await applicationByNo(d.db, applyNo);
  if (!row) throw new AppError('SCM40401');
  return applicationAnswer(d.db, row);
}

async function decide(
  d: ReviewDeps,
  applyNo: string,
  run: (tx: Db, row: ApplicationDbRow, now: Date) => Promise<void>,
) {
  const now = d.ports.clock.now();
  await d.db.tx(async (tx) => {
    const row = await applicationByNo(tx, applyNo, true);
    if (!row) throw new AppError('SCM40401');
    if (row.status !== 'AUDITING') throw new AppError('ONB10002');
    await run(tx, row, now);
  });
  return showForReview(d, applyNo);
}

/** A reviewer's reason: required, at most 200 characters, no ' < >. */
export function reasonOf(reason: string): string {
  const r = reason.trim();
  if (r === '' || r.length > 200 || /['<>]/.test(r))
    throw new AppError(r === '' ? 'VAL10001' : 'VAL10007', 'reason');
  return r;
}

export async function rejectApplication(d: ReviewDeps, applyNo: string, reviewer: string, reason: string) {
  const why = reasonOf(reason);
  return decide(d, applyNo, async (tx, row, now) => {
    await setApplicationStatus(tx, row.id, 'REJECTED', { at: now, reason: why });
    await insertEvent(tx, {
      applicationId: row.id,
      action: 'REJECTED',
      actor: reviewer,
      reason: why,
      at: now,
    });
  });
}

export async function askForMore(d: ReviewDeps, applyNo: string, reviewer: string, reason: string) {
  const why = reasonOf(reason);
  return decide(d, applyNo, async (tx, row, now) => {
    await setApplicationStatus(tx, row.id, 'NEED_MORE', { at: now, reason: why, step: 'review' });
    await insertEvent(tx, {
      applicationId: row.id,
      action: 'NEED_MORE',
      actor: reviewer,
      reason: why,
      at: now,
    });
  });
}

/** 10 characters with letters and digits (the password rule), from an alphabet without look-alikes. */
function initialPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const pick = (s: string) => s[randomInt(0, s.length)];
  const chars = [pick(letters), pick(digits), ...Array.from({ length: 8 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

export async function approveApplication(d: ReviewDeps, applyNo: string, reviewer: string) {
  const password = initialPassword();
  const hash = await hashPassword(password);
  let sms: { areaCode: string; mobile: string; text: string } | null = null;
  const answer = await decide(d, applyNo, async (tx, row, now) => {
    const b = row.base_info;
    const s = row.settle;
    const c = row.contacts;
    const taken = await tx.query('select 1 from operators where lower(login_name) = lower($1)', [
      c.admin_login_name,
    ]);
    if (taken.rows.length > 0) throw new AppError('OPR10001', 'admin_login_name');
    const settleBank = await bank(tx, s.bank_code);
    const merNo = `M${macauTime14(now).slice(2, 8)}${String(randomInt(0, 100_000)).padStart(5, '0')}`;
    const merchantId = await createMerchantFromApplication(tx, {
      merNo,
      row,
      bankName: settleBank?.name_zh ?? s.bank_code,
      adminCodes: [...areaCodes('merchant')],
      passwordHash: hash,
      rateBp: STANDARD_RATE_BP,
      at: now,
    });
    await reownFiles(tx, Object.values(row.files ?? {}), merchantId);
    await setApplicationStatus(tx, row.id, 'APPROVED', {
      at: now,
      merchantId,
      adminLoginName: c.admin_login_name,
      reason: '',
    });
    await insertEvent(tx, { applicationId: row.id, action: 'APPROVED', actor: reviewer, at: now });
    sms = {
      areaCode: c.admin_phone_area,
      mobile: c.admin_phone,
      text: `【商戶服務平台】${b.merc_name} 已開通，商戶號 ${merNo}。管理員登入名 ${c.admin_login_name}，初始密碼 ${password}，首次登入須修改密碼。/ Merchant ${merNo} is open. User name ${c.admin_login_name}, initial password ${password}; change it at the first sign-in.`,
    };
  });
  // Sent after the commit: a failed approval sends nothing.
  if (sms) {
    const m = sms as { areaCode: string; mobile: string; text: string };
    await d.ports.sms.send({ areaCode: m.areaCode, mobile: m.mobile }, m.text);
  }
  return answer;
}

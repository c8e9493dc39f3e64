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
  createMerchantFromApplication,
  setApplicationStatus,
} from './queries.ts';

/**
 * The provider-side review of applications (issue 14 point 4): approve, reject with a reason, or ask for
 * more (the application becomes editable again). Approval creates, in the review kit's transaction, the
 * merchant, its administrator role and account, the settlement and balance accounts, the contacts and the
 * chosen products, and moves the application's files to the merchant. The administrator's initial password
 * goes to their mobile by SMS after the commit; it must be changed at the first sign-in
 * (must_change_password), the existing forced-change flow. The review kit's kinds (review-kind.ts) call
 * these with the staff member deciding.
 */

/** Rate of a product opened at approval, in basis points, until the provider sets the merchant's own. */
export const STANDARD_RATE_BP = 60;

/** The staff member deciding (an operator of the provider). */
interface Staff {
  id: string;
  name: string;
}

/** The application under review, locked; SCM40401 when there is none, ONB10002 when it is not AUDITING. */
async function underReview(tx: Db, applyNo: string): Promise<ApplicationDbRow> {
  const row = await applicationByNo(tx, applyNo, true);
  if (!row) throw new AppError('SCM40401');
  if (row.status !== 'AUDITING') throw new AppError('ONB10002');
  return row;
}

/** A reviewer's reason: required, at most 200 characters, no ' < >. */
export function reasonOf(reason: string): string {
  const r = reason.trim();
  if (r === '' || r.length > 200 || /['<>]/.test(r))
    throw new AppError(r === '' ? 'VAL10001' : 'VAL10007', 'reason');
  return r;
}

export async function rejectApplication(tx: Db, applyNo: string, staff: Staff, reason: string, now: Date) {
  const why = reasonOf(reason);
  const row = await underReview(tx, applyNo);
  await setApplicationStatus(tx, row.id, 'REJECTED', { at: now, reason: why });
  await insertEvent(tx, {
    applicationId: row.id,
    action: 'REJECTED',
    actor: staff.name,
    reason: why,
    at: now,
  });
}

export async function askForMore(tx: Db, applyNo: string, staff: Staff, reason: string, now: Date) {
  const why = reasonOf(reason);
  const row = await underReview(tx, applyNo);
  await setApplicationStatus(tx, row.id, 'NEED_MORE', { at: now, reason: why, step: 'review' });
  await insertEvent(tx, {
    applicationId: row.id,
    action: 'NEED_MORE',
    actor: staff.name,
    reason: why,
    at: now,
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

/**
 * Approves the application in the caller's transaction; answers the SMS to send after the commit (a
 * failed approval sends nothing).
 */
export async function approveApplication(
  tx: Db,
  applyNo: string,
  staff: Staff,
  now: Date,
  sms: Pick<Ports, 'sms'>['sms'],
): Promise<() => Promise<void>> {
  const password = initialPassword();
  const hash = await hashPassword(password);
  const row = await underReview(tx, applyNo);
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
  await insertEvent(tx, { applicationId: row.id, action: 'APPROVED', actor: staff.name, at: now });
  const text = `【商戶服務平台】${b.merc_name} 已開通，商戶號 ${merNo}。管理員用戶名 ${c.admin_login_name}，初始密碼 ${password}，首次登入須修改密碼。/ Merchant ${merNo} is open. User name ${c.admin_login_name}, initial password ${password}; change it at the first sign-in.`;
  return async () => {
    await sms.send({ areaCode: c.admin_phone_area, mobile: c.admin_phone }, text);
  };
}

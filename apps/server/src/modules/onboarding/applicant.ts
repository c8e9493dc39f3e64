import { createHash, randomBytes } from 'node:crypto';
import { maskPhone, validateMobile, validateVerificationCode } from '@mp/core';
import type { CallContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { CODE_RESEND_MS, CODE_TTL_MS, claimCode, issueCode, markCodeUsed } from '../auth/index.ts';
import { applicantOfToken, insertApplicantSession } from './queries.ts';

/**
 * The applicant: a person registering a merchant, who has no account yet. They sign in with their mobile
 * and an SMS code (the auth module's code store: 6 digits, 5 minutes, 5 tries, 60 s between sends) and
 * get a token the wizard sends with each call; the token lives 2 hours and only its SHA-256 is stored.
 * The same mobile signing in again finds its open application: that is how a draft is resumed.
 */
export const APPLICANT_TOKEN_TTL_MS = 2 * 60 * 60_000;
const SCENE = 'apply';

export interface Applicant {
  phoneArea: string;
  phone: string;
  /** The owner key of the applicant's files. */
  key: string;
}

const targetOf = (area: string, phone: string) => `apply:${area}${phone}`;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function checkPhone(area: string, phone: string) {
  const bad = validateMobile(area, phone);
  if (bad) throw new AppError(bad, 'phone');
}

function codeText(lang: string, code: string): string {
  return lang === 'en'
    ? `[Merchant Portal] Your merchant registration code is ${code}. It is valid for 5 minutes. Never share it.`
    : `【商戶服務平台】您正在申請商戶入網，驗證碼為 ${code}，5 分鐘內有效。請勿將驗證碼告訴任何人。`;
}

export async function sendApplicantCode(ctx: CallContext, area: string, phone: string) {
  checkPhone(area, phone);
  const code = await issueCode(ctx.db, ctx.ports.clock.now(), {
    scene: SCENE,
    channel: 'sms',
    target: targetOf(area, phone),
    operatorId: null,
  });
  await ctx.ports.sms.send({ areaCode: area, mobile: phone }, codeText(ctx.lang, code));
  return {
    expires_in: CODE_TTL_MS / 1000,
    resend_in: CODE_RESEND_MS / 1000,
    sent_to: `${area} ${maskPhone(phone)}`,
  };
}

/** Checks and uses up the applicant's code, then opens an applicant session; answers its token. */
export async function signInApplicant(
  ctx: CallContext,
  area: string,
  phone: string,
  smsCode: string,
): Promise<string> {
  checkPhone(area, phone);
  const malformed = validateVerificationCode(smsCode);
  if (malformed) throw new AppError(malformed, 'sms_code');
  const now = ctx.ports.clock.now();
  // An applicant has no account: the code belongs to the mobile it was sent to, nothing more.
  const code = await claimCode(ctx.db, now, {
    scene: SCENE,
    target: targetOf(area, phone),
    smsCode,
    owns: () => true,
  });
  if (!(await markCodeUsed(ctx.db, code.id, now))) throw new AppError('SMS10002');
  const token = randomBytes(32).toString('base64url');
  await insertApplicantSession(ctx.db, {
    tokenHash: hashToken(token),
    phoneArea: area,
    phone,
    at: now,
    expiresAt: new Date(now.getTime() + APPLICANT_TOKEN_TTL_MS),
  });
  return token;
}

/** The applicant a token names; ONB10001 when it is unknown, expired or ended. */
export async function applicantOf(ctx: CallContext, token: string): Promise<Applicant> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new AppError('ONB10001');
  const row = await applicantOfToken(ctx.db, hashToken(token), ctx.ports.clock.now());
  if (!row) throw new AppError('ONB10001');
  return { phoneArea: row.phone_area, phone: row.phone, key: `${row.phone_area}${row.phone}` };
}

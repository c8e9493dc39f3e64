import { maskPhone, validateMobile, validateVerificationCode } from '@mp/core';
import type { CallContext, Operator } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { CODE_RESEND_MS, CODE_TTL_MS, claimCode, issueCode, markCodeUsed } from '../auth/index.ts';
import { operatorSecrets } from './queries.ts';
import { type CodeScene, codeText, documentCodeText } from './texts.ts';

/**
 * Verification codes of the signed-in operator, on the auth module's code store (sms_codes: 6 digits,
 * 5 minutes, 5 tries, 60 s between sends, hashed with the row id). A code belongs to one operator and
 * one purpose; a code sent to a new number also belongs to that number.
 */
export interface Phone {
  areaCode: string;
  mobile: string;
}

const targetOf = (op: Operator, to: Phone | null) =>
  to ? `op:${op.id}:${to.areaCode}${to.mobile}` : `op:${op.id}`;

/** The operator's registered mobile; SEC10007 when there is none. */
export async function registeredPhone(ctx: CallContext, op: Operator): Promise<Phone> {
  const row = await operatorSecrets(ctx.db, op.id);
  if (!row?.phone || validateMobile(row.phone_area, row.phone)) throw new AppError('SEC10007');
  return { areaCode: row.phone_area, mobile: row.phone };
}

/** Sends a code for `scene` to `to`, or to the operator's registered mobile. */
export async function sendOperatorCode(
  ctx: CallContext,
  op: Operator,
  scene: CodeScene,
  to: Phone | null = null,
  text: (code: string) => string = (code) => codeText(ctx.lang, scene, code),
) {
  const phone = to ?? (await registeredPhone(ctx, op));
  const target = targetOf(op, to);
  const code = await issueCode(ctx.db, ctx.ports.clock.now(), {
    scene,
    channel: 'sms',
    target,
    operatorId: op.id,
  });
  await ctx.ports.sms.send(phone, text(code));
  return {
    expires_in: CODE_TTL_MS / 1000,
    resend_in: CODE_RESEND_MS / 1000,
    sent_to: `${phone.areaCode} ${maskPhone(phone.mobile)}`,
  };
}

/**
 * Spends one try of the newest code of the scene and answers its row id when the code is right, without
 * using it up yet (so a change needing two codes spends neither when one is wrong). Every check counts
 * before the comparison, in one statement, so parallel guesses cannot exceed the 5 tries.
 */
export async function claimOperatorCode(
  ctx: CallContext,
  op: Operator,
  scene: CodeScene,
  smsCode: string,
  to: Phone | null = null,
): Promise<string> {
  const malformed = validateVerificationCode(smsCode);
  if (malformed) throw new AppError(malformed, 'sms_code');
  const code = await claimCode(ctx.db, ctx.ports.clock.now(), {
    scene,
    target: targetOf(op, to),
    smsCode,
    owns: (c) => c.operator_id === op.id,
  });
  return code.id;
}

/** Uses up a claimed code; SMS10002 when a parallel request used it first. */
export async function spendCode(ctx: CallContext, codeId: string): Promise<void> {
  if (!(await markCodeUsed(ctx.db, codeId, ctx.ports.clock.now()))) throw new AppError('SMS10002');
}

/** Checks and uses up a code in one go. */
export async function verifyOperatorCode(
  ctx: CallContext,
  op: Operator,
  scene: CodeScene,
  smsCode: string,
  to: Phone | null = null,
): Promise<void> {
  await spendCode(ctx, await claimOperatorCode(ctx, op, scene, smsCode, to));
}

/**
 * A code bound to a document (issue 28): its target carries the document's SHA-256, so a code sent for
 * one version and language confirms no other, and the SMS names the document and its fingerprint.
 */
export async function sendDocumentCode(
  ctx: CallContext,
  op: Operator,
  doc: { title: string; sha256: string },
) {
  const phone = await registeredPhone(ctx, op);
  const code = await issueCode(ctx.db, ctx.ports.clock.now(), {
    scene: 'agreement',
    channel: 'sms',
    target: `op:${op.id}:doc:${doc.sha256}`,
    operatorId: op.id,
  });
  await ctx.ports.sms.send(phone, documentCodeText(ctx.lang, doc.title, doc.sha256, code));
  return {
    expires_in: CODE_TTL_MS / 1000,
    resend_in: CODE_RESEND_MS / 1000,
    sent_to: `${phone.areaCode} ${maskPhone(phone.mobile)}`,
  };
}

/** Claims a code bound to the document's hash (see claimOperatorCode); spend it with spendCode. */
export async function claimDocumentCode(
  ctx: CallContext,
  op: Operator,
  sha256: string,
  smsCode: string,
): Promise<string> {
  const malformed = validateVerificationCode(smsCode);
  if (malformed) throw new AppError(malformed, 'sms_code');
  const code = await claimCode(ctx.db, ctx.ports.clock.now(), {
    scene: 'agreement',
    target: `op:${op.id}:doc:${sha256}`,
    smsCode,
    owns: (c) => c.operator_id === op.id,
  });
  return code.id;
}

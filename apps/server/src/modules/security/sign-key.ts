import { generateSigningKey, maskPhone, validateNoForbiddenChars, validateSigningKey } from '@mp/core';
import { macauTime14 } from '@mp/core/time';
import type { Operator } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { mailAdmins } from '../notices/index.ts';
import { auditedStep } from './audited.ts';
import { openKey, sealKey } from './key-vault.ts';
import { registeredPhone, sendOperatorCode, verifyOperatorCode } from './op-codes.ts';
import { type KeyCtx, keyOrgCaller } from './org.ts';
import { findKey, type KeyOrg, type KeyOrgKind, lockOrgKey, orgNumber, saveKey } from './queries.ts';
import { KEY_OVERLAP_MS } from './signature.ts';
import { CHANGES, changeMail, keyText } from './texts.ts';

/**
 * The signing key of a merchant (resetMerKey, resendMerKey) or a service provider (resetAgtKey,
 * resendAgtKey), code 13. Every change needs an SMS code; the previous key keeps verifying for 24 hours.
 */
export function keyCaller(ctx: KeyCtx, _kind: KeyOrgKind): { op: Operator; org: KeyOrg } {
  // The contract admits only this kind's area (the Mer endpoints merchants, the Agt ones providers): the
  // gate has checked it.
  return keyOrgCaller(ctx);
}

export function sendResetKeyCode(ctx: KeyCtx, kind: KeyOrgKind) {
  const { op } = keyCaller(ctx, kind);
  return sendOperatorCode(ctx, op, 'sign_key');
}

export async function resetKey(ctx: KeyCtx, kind: KeyOrgKind, body: { sms_code: string; sign_key?: string }) {
  const { op, org } = keyCaller(ctx, kind);
  const chosen = body.sign_key ?? '';
  if (chosen !== '') {
    const bad = validateNoForbiddenChars(chosen) ?? validateSigningKey(chosen);
    if (bad) throw new AppError(bad, 'sign_key');
  }
  await auditedStep(ctx, 'sign_key_reset', org.kind, () =>
    verifyOperatorCode(ctx, op, 'sign_key', body.sms_code),
  );
  const key = chosen || generateSigningKey();
  const at = ctx.ports.clock.now();
  const { prevUntil, mail } = await ctx.db.tx(async (tx) => {
    await lockOrgKey(tx, org);
    const old = await findKey(tx, org, true);
    const until = old ? new Date(at.getTime() + KEY_OVERLAP_MS) : null;
    await saveKey(tx, org, {
      keyEnc: await sealKey(tx, org, key, at),
      hint: key.slice(-4),
      prevEnc: old?.key_enc ?? null,
      prevValidUntil: until,
      by: op.id,
      at,
    });
    await recordAudit(
      ctx,
      {
        action: 'sign_key_reset',
        target: org.kind,
        detail: {
          generated: chosen === '',
          key_hint: key.slice(-4),
          previous_valid_until: until?.toISOString() ?? null,
        },
      },
      tx,
    );
    const m = await mailAdmins(
      ctx,
      tx,
      org,
      'SECURITY',
      changeMail(CHANGES.keyReset, { loginName: op.loginName, ip: ctx.ip }, macauTime14(at), {
        zh: until ? `原密鑰於 ${macauTime14(until)} 前仍然有效。` : '',
        en: until ? `The previous key keeps verifying until ${macauTime14(until)}. ` : '',
      }),
    );
    return { prevUntil: until, mail: m };
  });
  await mail.send();
  return {
    key_hint: key.slice(-4),
    sign_key: chosen === '' ? key : '',
    prev_key_valid_until: prevUntil ? macauTime14(prevUntil) : '',
  };
}

export function sendResendKeyCode(ctx: KeyCtx, kind: KeyOrgKind) {
  const { op } = keyCaller(ctx, kind);
  return sendOperatorCode(ctx, op, 'key_resend');
}

/** The key in force, by SMS to the operator's registered mobile. */
export async function resendKey(ctx: KeyCtx, kind: KeyOrgKind, body: { sms_code: string }) {
  const { op, org } = keyCaller(ctx, kind);
  const row = await findKey(ctx.db, org);
  if (!row) throw new AppError('SEC10003');
  const phone = await registeredPhone(ctx, op);
  await auditedStep(ctx, 'sign_key_resend', org.kind, () =>
    verifyOperatorCode(ctx, op, 'key_resend', body.sms_code),
  );
  const at = ctx.ports.clock.now();
  const key = await openKey(ctx.db, org, row.key_enc, at);
  await ctx.ports.sms.send(phone, keyText(ctx.lang, await orgNumber(ctx.db, org), key));
  const mail = await ctx.db.tx(async (tx) => {
    await recordAudit(
      ctx,
      { action: 'sign_key_resend', target: org.kind, detail: { key_hint: row.key_hint } },
      tx,
    );
    return mailAdmins(
      ctx,
      tx,
      org,
      'SECURITY',
      changeMail(CHANGES.keyResend, { loginName: op.loginName, ip: ctx.ip }, macauTime14(at)),
    );
  });
  await mail.send();
  return { sent_to: `${phone.areaCode} ${maskPhone(phone.mobile)}` };
}

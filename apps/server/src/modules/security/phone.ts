import { maskPhone } from '@mp/core';
import { macauTime14 } from '@mp/core/time';
import type { CallContext, Operator, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { checkPhone } from '../../lists/input.ts';
import { recordAudit } from '../audit/index.ts';
import { mailAdmins } from '../notices/index.ts';
import { auditedStep } from './audited.ts';
import { claimOperatorCode, type Phone, registeredPhone, sendOperatorCode, spendCode } from './op-codes.ts';
import { setPhone } from './queries.ts';
import { CHANGES, changeMail, phoneChangedText } from './texts.ts';

// Phone change (133, which the gate checks from the contracts): a code to the current number and a code
// to the new one, both required.

async function newPhone(ctx: CallContext, op: Operator, area: string | undefined, phone: string | undefined) {
  checkPhone('phone', area ?? '', phone ?? '');
  const to: Phone = { areaCode: area ?? '', mobile: phone ?? '' };
  const current = await registeredPhone(ctx, op).catch(() => null);
  if (current && current.areaCode === to.areaCode && current.mobile === to.mobile)
    throw new AppError('SEC10006');
  return to;
}

export async function changeMblSendSms(
  ctx: SignedInContext,
  body: { target: 'OLD' | 'NEW'; phone_area?: string; phone?: string },
) {
  const op = ctx.operator;
  if (body.target === 'OLD') return sendOperatorCode(ctx, op, 'mbl_old');
  return sendOperatorCode(ctx, op, 'mbl_new', await newPhone(ctx, op, body.phone_area, body.phone));
}

export async function changeMbl(
  ctx: SignedInContext,
  body: { old_sms_code: string; phone_area: string; phone: string; new_sms_code: string },
) {
  const op = ctx.operator;
  const to = await newPhone(ctx, op, body.phone_area, body.phone);
  const old = await registeredPhone(ctx, op);
  // Both codes are checked before either is used up: a mistyped new code leaves the old one valid.
  const [oldCode, newCode] = await auditedStep(ctx, 'phone_change', op.loginName, async () => [
    await claimOperatorCode(ctx, op, 'mbl_old', body.old_sms_code),
    await claimOperatorCode(ctx, op, 'mbl_new', body.new_sms_code, to),
  ]);
  await spendCode(ctx, oldCode);
  await spendCode(ctx, newCode);
  const at = ctx.ports.clock.now();
  const masked = `${to.areaCode} ${maskPhone(to.mobile)}`;
  const mail = await ctx.db.tx(async (tx) => {
    await setPhone(tx, op.id, to.areaCode, to.mobile, at);
    await recordAudit(
      ctx,
      {
        action: 'phone_change',
        target: op.loginName,
        detail: { from: `${old.areaCode} ${maskPhone(old.mobile)}`, to: masked },
      },
      tx,
    );
    return mailAdmins(
      ctx,
      tx,
      { kind: op.orgKind, id: op.orgId },
      'SECURITY',
      changeMail(CHANGES.phone, { loginName: op.loginName, ip: ctx.ip }, macauTime14(at)),
    );
  });
  // The old number hears of the change too: if the account was taken over, its owner learns it there.
  await ctx.ports.sms.send(old, phoneChangedText(ctx.lang, masked));
  await mail.send();
  return { phone_area: to.areaCode, phone: masked };
}

import type { CallContext, Operator } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { verifyOperatorCode } from './op-codes.ts';
import { verifyPayPassword } from './pay-password.ts';
import type { CodeScene } from './texts.ts';

/**
 * A security change is confirmed by an SMS code of its scene or by the payment password (SEC10002 when
 * neither is given). Call it after the input has passed its checks, so a refused input spends nothing.
 */
export async function confirmChange(
  ctx: CallContext,
  op: Operator,
  scene: CodeScene,
  body: { sms_code?: string; pay_password?: string },
): Promise<'sms' | 'pay_password'> {
  if (body.sms_code) {
    await verifyOperatorCode(ctx, op, scene, body.sms_code);
    return 'sms';
  }
  if (body.pay_password) {
    await verifyPayPassword(ctx, op, body.pay_password);
    return 'pay_password';
  }
  throw new AppError('SEC10002');
}

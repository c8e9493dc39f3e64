import { isBlank } from '@mp/core';
import type { CallContext, Operator } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { verifyPayPassword } from '../security/index.ts';

/**
 * The payment password of a refund, through the security module's check (LOG10012 none set, LOG10011
 * wrong and counted, SEC10005 too many). A wrong one is also written to the audit log as a refused refund.
 */
export async function checkPayPassword(
  ctx: CallContext,
  op: Operator,
  password: string,
  target: string,
): Promise<void> {
  if (isBlank(password)) throw new AppError('VAL10036');
  try {
    await verifyPayPassword(ctx, op, password);
  } catch (e) {
    if (e instanceof AppError && (e.code === 'LOG10011' || e.code === 'SEC10005')) {
      await recordAudit(ctx, {
        action: 'refund',
        ok: false,
        target,
        detail: { reason: 'pay_password', code: e.code },
      });
    }
    throw e;
  }
}

import type { AuditAction } from '@mp/core/schemas/audit';
import type { CallContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { recordAudit } from '../audit/index.ts';

/**
 * Runs the confirmation step of a security change (SMS code, payment password) and, when it is refused,
 * records the failed attempt before passing the refusal on: a run of wrong codes is visible in the audit
 * log even though nothing changed.
 */
export async function auditedStep<T>(
  ctx: CallContext,
  action: AuditAction,
  target: string,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (e) {
    if (e instanceof AppError)
      await recordAudit(ctx, { action, ok: false, target, detail: { reason: e.code } });
    throw e;
  }
}

import type { AuditAction } from '@mp/core/schemas/audit';
import type { Db } from '../../db/types.ts';
import type { CallContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { mailAdmins } from '../notices/index.ts';
import type { KeyOrg } from './queries.ts';
import type { changeMail } from './texts.ts';

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

/**
 * The saving step of a confirmed security change, in one transaction: `save` writes it and gives the audit
 * detail, the audit log records it, the organisation's administrators are mailed `mail` (sent once committed).
 */
export async function commitChange(
  ctx: CallContext,
  org: KeyOrg,
  change: { action: AuditAction; target: string; mail: ReturnType<typeof changeMail> },
  save: (tx: Db) => Promise<Record<string, unknown>>,
): Promise<void> {
  const mail = await ctx.db.tx(async (tx) => {
    const detail = await save(tx);
    await recordAudit(ctx, { action: change.action, target: change.target, detail }, tx);
    return mailAdmins(ctx, tx, org, 'SECURITY', change.mail);
  });
  await mail.send();
}

import { todayYmd } from '@mp/core';
import { startOfYmd } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import type { Operator } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { lockOperatorDay, selectApprovalRules, sumOperatorWithdrawals } from './approval-queries.ts';

/** A numeric column of the approval rules (text from the database), or null when unset. */
export const num = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));

/**
 * What the rules say of a new withdrawal: ACC10002 (naming `amount`) over the operator's daily cap, else
 * whether it must wait for approval. Called in the order's transaction.
 */
export async function withdrawalRule(
  db: Db,
  op: Operator,
  amount: number,
  at: Date,
): Promise<'NONE' | 'WAITING'> {
  const rules = await selectApprovalRules(db, op.orgId);
  if (!rules) return 'NONE';
  const cap = num(rules.daily_cap);
  if (cap !== null) {
    const ymd = todayYmd(at);
    await lockOperatorDay(db, op.id, ymd);
    const today = await sumOperatorWithdrawals(db, op.id, startOfYmd(ymd));
    if (today + amount > cap) throw new AppError('ACC10002', 'amount');
  }
  const above = num(rules.withdraw_above);
  return above !== null && amount > above ? 'WAITING' : 'NONE';
}

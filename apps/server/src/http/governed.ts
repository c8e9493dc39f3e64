import type { Contract } from '@mp/core/contract';
import type { CallContext } from '../kernel/context.ts';

/**
 * What an agreement governs (issue 28 point 3): a signed-in call of a confirmed money move (refunds,
 * withdrawals, recharges, transfers, the settlement-account change) is refused while its organisation
 * has a required agreement overdue. The agreements module lends the check (modules/index.ts registers
 * it); without one, nothing is checked. Queries, exports, sign-out and the privacy pages never pass here.
 */
export type GovernedCheck = (
  ctx: CallContext,
  contract: Pick<Contract, 'path' | 'moneyMove'>,
) => Promise<void>;

let check: GovernedCheck | null = null;

export function registerGovernedCheck(fn: GovernedCheck): void {
  check = fn;
}

/** Runs the registered check for a signed-in money move (after the gates, before the handler). */
export async function checkGoverned(
  ctx: CallContext,
  def: Pick<Contract, 'path' | 'moneyMove'>,
): Promise<void> {
  if (check && ctx.operator && def.moneyMove) await check(ctx, def);
}

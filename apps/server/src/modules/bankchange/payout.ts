import type { Db } from '../../db/types.ts';
import type { Logger } from '../../kernel/log.ts';
import type { Ports } from '../../kernel/ports.ts';
import { changeByNo, finishPayment, insertEvent, paymentsAtBank } from './queries.ts';

/**
 * The verification payment of a bank-account change: a PAYOUT of the bank port (the one the withdrawals
 * use; its local adapter settles after BANK_DELAY_MS and fails BANK_FAIL_RATE of them) to the NEW account,
 * the change number as the bank's order number. The answer is applied once (finishPayment); a payment whose
 * answer was lost with the process is asked again at the next start (the bank answers the same order
 * number with the same transfer).
 */
export interface PayoutDeps {
  db: Db;
  ports: Pick<Ports, 'bank' | 'clock'>;
  log: Logger;
}

export function submitVerification(deps: PayoutDeps, changeNo: string): Promise<void> {
  return (async () => {
    const c = await changeByNo(deps.db, null, changeNo);
    if (c?.pay_status !== 'PROCESSING') return;
    const answer = await deps.ports.bank.transfer({
      orderNo: changeNo,
      kind: 'PAYOUT',
      amount: Number(c.verify_amount),
      currency: 'MOP',
      account: { bankName: c.bank_name, accountNo: c.account_no, accountName: c.account_name },
    });
    const ok = answer.status === 'SUCCESS';
    const at = deps.ports.clock.now();
    await deps.db.tx(async (tx) => {
      const done = await finishPayment(tx, changeNo, { ok, ref: answer.bankRef, reason: answer.reason, at });
      if (!done) return;
      await insertEvent(tx, {
        changeId: done.id,
        action: ok ? 'PAID' : 'PAY_FAILED',
        actor: 'bank',
        reason: ok ? '' : answer.reason,
        at,
      });
    });
  })().catch((e) => deps.log.error({ err: e, changeNo }, 'verification payment failed to complete'));
}

/** At start: every verification payment still at the bank is asked again. */
export async function resumeVerifications(deps: PayoutDeps): Promise<number> {
  const open = await paymentsAtBank(deps.db);
  for (const c of open) void submitVerification(deps, c.change_no);
  return open.length;
}

import { todayYmd } from '@mp/core';
import { Rng } from '../db/seed/random.ts';
import type { BankPort, BankTransferRequest, BankTransferResult } from '../kernel/ports.ts';
import { delayedAnswer } from './delayed-answer.ts';

export interface LocalBankOptions {
  /** Share of transfers the bank fails, 0..1 (BANK_FAIL_RATE). */
  failRate: number;
  /** How long the bank takes, uniform in [min, max] ms (BANK_DELAY_MS). */
  delayMs: readonly [number, number];
  seed?: number;
  now?: () => Date;
}

const FAIL_REASONS = {
  PAYOUT: ['Beneficiary account closed', 'Beneficiary bank rejected the credit', 'Account name mismatch'],
  COLLECT: ['Insufficient funds in the debit account', 'Debit authorisation not found', 'Account frozen'],
};

/**
 * A stand-in for the banks: a payout to (or a collection from) a merchant's bank account is settled after
 * a delay and a configurable share fails, like the payment network's refunds. The bank treats a second
 * request with the same order number as the same transfer: it answers what it answered the first time.
 */
export function createLocalBank(opts: LocalBankOptions): BankPort {
  const rng = new Rng(opts.seed ?? Date.now());
  const now = opts.now ?? (() => new Date());
  const decided = new Map<string, Promise<BankTransferResult>>();
  let seq = 0;
  return {
    transfer(req: BankTransferRequest): Promise<BankTransferResult> {
      const known = decided.get(req.orderNo);
      if (known) return known;
      const answer = delayedAnswer(rng, opts, (declined): BankTransferResult => {
        seq = (seq + 1) % 1_000_000;
        return declined
          ? { status: 'FAIL', bankRef: '', reason: rng.pick(FAIL_REASONS[req.kind]) }
          : {
              status: 'SUCCESS',
              bankRef: `BK${todayYmd(now())}${String(seq).padStart(6, '0')}${rng.digits(4)}`,
              reason: '',
            };
      });
      decided.set(req.orderNo, answer);
      if (decided.size > 10_000) decided.delete(decided.keys().next().value!);
      return answer;
    },
  };
}

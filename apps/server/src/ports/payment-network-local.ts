import { todayYmd } from '@mp/core';
import {
  aggOrderNo,
  DISCOUNT_SHARE,
  DISCOUNTS,
  PAY_TYPE_WEIGHTS,
  ticketAmount,
} from '../db/seed/profiles.ts';
import { Rng } from '../db/seed/random.ts';
import type {
  NetworkPayment,
  NetworkRefundRequest,
  NetworkRefundResult,
  NetworkTerminal,
  PaymentNetwork,
} from '../kernel/ports.ts';
import { delayedAnswer } from './delayed-answer.ts';

export interface LocalNetworkOptions {
  /** Share of refunds declined, 0..1. */
  failRate: number;
  /** Answer delay of a refund, uniform in [min, max] milliseconds. */
  delayMs: readonly [number, number];
  /** Payments a minute reported by streamPayments (0 = none). */
  ratePerMinute: number;
  /** Seed of the generator; default: the clock, so each run differs. */
  seed?: number;
  now?: () => Date;
}

/** Final results only: the network reports a payment once it is decided. */
const LIVE_RESULTS = { SUCCESS: 93, FAIL: 4, CLOSED: 3 } as const;

const DECLINE_REASONS = [
  'Original payment already settled to the payer account',
  'Issuer declined the refund',
  'Payer account closed',
];

/** The simulated payers of one terminal (its regulars come back; per-payer campaign caps meet them). */
const PAYERS_PER_TERMINAL = 3000;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * A stand-in for the card schemes and wallets: refunds are answered after a random delay and a small
 * share is declined; payments arrive as a Poisson stream at the configured rate, spread over the
 * terminals by weight, with each merchant's ticket sizes and the market's mix of payment types.
 */
export function createLocalPaymentNetwork(opts: LocalNetworkOptions): PaymentNetwork {
  const rng = new Rng(opts.seed ?? Date.now());
  // The payers, drawn apart from the rest so a seed's payments stay what they were before payers came.
  const payers = new Rng((opts.seed ?? Date.now()) ^ 0x5a5a5a);
  const now = opts.now ?? (() => new Date());
  let refSeq = 0;

  return {
    refund(_req: NetworkRefundRequest): Promise<NetworkRefundResult> {
      return delayedAnswer(rng, opts, (declined): NetworkRefundResult => {
        refSeq = (refSeq + 1) % 1_000_000;
        const ref = `RF${todayYmd(now())}${pad(refSeq, 6)}${rng.digits(4)}`;
        return declined
          ? { status: 'FAIL', networkRef: '', reason: rng.pick(DECLINE_REASONS) }
          : { status: 'SUCCESS', networkRef: ref, reason: '' };
      });
    },

    streamPayments(terminals: readonly NetworkTerminal[], onPayment: (p: NetworkPayment) => Promise<void>) {
      let stopped = false;
      let timer: NodeJS.Timeout | null = null;
      const weights = terminals.map((t) => t.weight);
      const schedule = () => {
        if (stopped || opts.ratePerMinute <= 0 || terminals.length === 0) return;
        // Exponential gaps give the irregular rhythm of real traffic.
        const gapMs = (-Math.log(1 - rng.next()) / opts.ratePerMinute) * 60_000;
        timer = setTimeout(tick, Math.max(50, Math.round(gapMs)));
        timer.unref?.();
      };
      const tick = () => {
        if (stopped) return;
        const terminal = terminals[rng.weightedIndex(weights)];
        const amount = ticketAmount(rng, terminal.ticket);
        const payType = rng.weighted(PAY_TYPE_WEIGHTS);
        const result = rng.weighted(LIVE_RESULTS);
        const offers = DISCOUNTS.filter((d) => d * 3 <= amount);
        const discount =
          result === 'SUCCESS' && offers.length > 0 && rng.chance(DISCOUNT_SHARE) ? rng.pick(offers) : 0;
        const at = now();
        const payment: NetworkPayment = {
          terminalNo: terminal.terminalNo,
          payType,
          result,
          amount,
          discount,
          aggOrderNo: aggOrderNo(rng, payType, todayYmd(at)),
          at,
          // A few thousand regular payers per terminal: returning customers, as a wallet reports them.
          payerToken: `${terminal.terminalNo}-${payers.int(1, PAYERS_PER_TERMINAL)}`,
        };
        onPayment(payment).then(schedule, schedule);
      };
      schedule();
      return {
        stop() {
          stopped = true;
          if (timer) clearTimeout(timer);
        },
      };
    },
  };
}

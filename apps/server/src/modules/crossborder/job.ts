import { todayYmd } from '@mp/core/time';
import type { Ports, XferPaymentRequest } from '../../kernel/ports.ts';
import { exclusively, type JobDeps, type ScheduledJob } from '../../schedule/index.ts';
import { selectDue, type XferDb } from './queries.ts';
import { moveTransfer } from './transfer.ts';

/** The advisory lock of the run: one process at a time moves transfers on. */
const XFER_LOCK = 727_260;
/** Transfers per phase and run; the rest wait for the next run. */
const BATCH = 200;
const ACTOR = 'xfer-network';

const paymentOf = (t: XferDb): XferPaymentRequest => ({
  transferNo: t.transfer_no,
  amount: Number(t.payee_amount),
  currency: t.currency,
  payee: { name: t.payee_name, accountNo: t.payee_account_no, bank: t.payee_bank, country: t.payee_country },
});

/**
 * Moves cross-border transfers on through the bank and payment network port (issue 26 point 5):
 * PROCESSING transfers whose value date has come are sent — SENT books the held total out (the payment
 * and its fees), REJECTED releases the hold — and SENT ones whose arrival date has come are tracked:
 * CREDITED, or RETURNED and then REFUNDED (the payment back to the balance). Exclusive through an advisory
 * lock; idempotent because the port answers a transfer number the same way every time and the state
 * machine ignores a move to where a transfer already is. Off with XFER_JOB=off.
 */
export async function runXferNetwork(
  deps: Pick<JobDeps, 'db'> & { ports: Pick<Ports, 'xferNetwork'> },
  now: Date,
) {
  const ymd = todayYmd(now);
  return exclusively(deps.db, XFER_LOCK, async (tx) => {
    const moved = {
      sent: [] as string[],
      rejected: [] as string[],
      credited: [] as string[],
      refunded: [] as string[],
    };
    for (const t of await selectDue(tx, 'PROCESSING', ymd, BATCH)) {
      const r = await deps.ports.xferNetwork.send(paymentOf(t));
      const to = r.status === 'SENT' ? 'SENT' : 'REJECTED';
      const did = await moveTransfer(tx, t.transfer_no, { to, note: r.reason, actor: ACTOR, at: now });
      if (did === 'moved') (to === 'SENT' ? moved.sent : moved.rejected).push(t.transfer_no);
    }
    for (const t of await selectDue(tx, 'SENT', ymd, BATCH)) {
      const r = await deps.ports.xferNetwork.track(paymentOf(t));
      if (r.status === 'PENDING') continue;
      if (r.status === 'CREDITED') {
        if (
          (await moveTransfer(tx, t.transfer_no, { to: 'CREDITED', note: '', actor: ACTOR, at: now })) ===
          'moved'
        )
          moved.credited.push(t.transfer_no);
        continue;
      }
      await moveTransfer(tx, t.transfer_no, { to: 'RETURNED', note: r.reason, actor: ACTOR, at: now });
      if (
        (await moveTransfer(tx, t.transfer_no, { to: 'REFUNDED', note: r.reason, actor: ACTOR, at: now })) ===
        'moved'
      )
        moved.refunded.push(t.transfer_no);
    }
    const n = moved.sent.length + moved.rejected.length + moved.credited.length + moved.refunded.length;
    return n > 0 ? moved : null;
  });
}

export const xferNetworkJob: ScheduledJob = {
  name: 'xfer-network',
  on: (config) => config.xferJob,
  every: 15_000,
  startsWith: 'ready',
  run: (deps, now) => runXferNetwork(deps, now),
  says: { done: 'cross-border transfers moved on', failed: 'cross-border transfer job failed' },
};

import type { Rng } from '../db/seed/random.ts';

/**
 * The shape both local money parties share (the payment network's refunds, the bank's transfers): an
 * answer after a random delay in [min, max] ms, a configurable share of them declined. The timer never
 * keeps the process alive: an unanswered request is asked again at the next start.
 */
export function delayedAnswer<T>(
  rng: Rng,
  opts: { failRate: number; delayMs: readonly [number, number] },
  answer: (declined: boolean) => T,
): Promise<T> {
  const [min, max] = opts.delayMs;
  const delay = min + Math.floor(rng.next() * (max - min + 1));
  const declined = rng.next() < opts.failRate;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(answer(declined)), delay);
    timer.unref?.();
  });
}

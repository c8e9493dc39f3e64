import type { RatePort, ReferenceRate } from '../kernel/ports.ts';

/**
 * The local rate feed: reference values (MOP per unit, late 2026) moved realistically — a slow swing of
 * up to ±0.4 % over hours plus a small step each minute, the same for everyone at the same minute, so
 * two quotes a second apart agree and a quote an hour later differs a little. A real feed (a bank's or a
 * market data vendor's) replaces this adapter in ports/index.ts.
 */
const REFERENCE: Readonly<Record<string, number>> = {
  CNY: 1.1235,
  HKD: 1.03,
  USD: 8.045,
  EUR: 8.702,
  JPY: 0.05365,
  GBP: 10.215,
};

/** A small deterministic noise in [-1, 1] for a minute and a currency. */
function noise(minute: number, currency: string): number {
  let h = minute * 2654435761;
  for (const ch of currency) h = Math.imul(h ^ ch.charCodeAt(0), 2246822519);
  h ^= h >>> 13;
  return ((h >>> 0) % 2001) / 1000 - 1;
}

export function createLocalRates(opts: { unavailable?: ReadonlySet<string> } = {}): RatePort {
  return {
    async reference(currency: string, at: Date): Promise<ReferenceRate | null> {
      const base = REFERENCE[currency];
      if (base === undefined || opts.unavailable?.has(currency)) return null;
      const minute = Math.floor(at.getTime() / 60_000);
      const swing = 0.004 * Math.sin(minute / 180 + currency.charCodeAt(0));
      const step = 0.0004 * noise(minute, currency);
      const value = base * (1 + swing + step);
      return {
        currency,
        micro: Math.round(value * 1_000_000),
        source: 'LOCAL-REF (BNU/BOC reference, simulated)',
        at: new Date(minute * 60_000),
      };
    },
  };
}

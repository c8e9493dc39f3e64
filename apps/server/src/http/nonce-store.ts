import { TtlMap } from './ttl-map.ts';

/**
 * Remembers request nonces for longer than the ±5 minute replay window, so a body replayed inside the
 * window is refused. In-process; a Redis store (SET NX PX) implements the same interface for several
 * servers behind one load balancer.
 */
export interface NonceStore {
  /** True the first time a nonce is offered, false for every later offer while it is remembered. */
  firstSeen(nonce: string): Promise<boolean>;
}

export const NONCE_TTL_MS = 10 * 60 * 1000;

export function createMemoryNonceStore(maxEntries = 1_000_000, now: () => number = Date.now): NonceStore {
  const seen = new TtlMap<true>(maxEntries, now);
  return {
    async firstSeen(nonce) {
      if (seen.has(nonce)) return false;
      seen.set(nonce, true, NONCE_TTL_MS);
      return true;
    },
  };
}

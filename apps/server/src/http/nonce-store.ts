import type { Redis } from 'ioredis';
import { TtlMap } from './ttl-map.ts';

/**
 * Remembers request nonces for longer than the ±5 minute replay window, so a body replayed inside the
 * window is refused. In this process by default; with REDIS_URL in Redis (SET NX PX), so a body accepted
 * by one server process is refused by every other one behind the same load balancer.
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

/** Key `<prefix>nonce:<nonce>`; one atomic SET NX PX decides which of two racing servers saw it first. */
export function createRedisNonceStore(redis: Redis, prefix: string, ttlMs = NONCE_TTL_MS): NonceStore {
  return {
    async firstSeen(nonce) {
      return (await redis.set(`${prefix}nonce:${nonce}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
  };
}

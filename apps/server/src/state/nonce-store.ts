import type { Redis } from 'ioredis';
import type { NonceStore } from '../kernel/stores.ts';
import { TtlMap } from './ttl-map.ts';

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

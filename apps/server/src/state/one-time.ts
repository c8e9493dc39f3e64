import { randomInt } from 'node:crypto';
import { ENVELOPE } from '@mp/core/envelope/limits';
import type { Redis } from 'ioredis';
import type { OneTimeStore } from '../kernel/stores.ts';
import { TtlMap } from './ttl-map.ts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const ONE_TIME_LENGTH = 32;
export const ONE_TIME_TTL_MS = ENVELOPE.loginSaltTtlMs;

export function randomToken(length = ONE_TIME_LENGTH): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export function createMemoryOneTimeStore(maxEntries = 200_000, now: () => number = Date.now): OneTimeStore {
  const map = new TtlMap<string | true>(maxEntries, now);
  const key = (kind: string, value: string) => `${kind}\u0000${value}`;
  return {
    async issue(kind, ttlMs = ONE_TIME_TTL_MS) {
      const value = randomToken();
      map.set(key(kind, value), true, ttlMs);
      return value;
    },
    async consume(kind, value) {
      if (typeof value !== 'string' || value.length !== ONE_TIME_LENGTH) return false;
      return map.take(key(kind, value)) === true;
    },
    async put(kind, secret, ttlMs = ONE_TIME_TTL_MS) {
      const id = randomToken();
      map.set(key(kind, id), secret, ttlMs);
      return id;
    },
    async take(kind, id) {
      if (typeof id !== 'string' || id.length !== ONE_TIME_LENGTH) return null;
      const v = map.take(key(kind, id));
      return typeof v === 'string' ? v : null;
    },
  };
}

/**
 * Key `<prefix>ot:<kind>:<value>` with a PX time-out. DEL answers 1 only to the first of any number of
 * racing consumers (and 0 for an expired key): the atomic take.
 */
export function createRedisOneTimeStore(redis: Redis, prefix: string): OneTimeStore {
  const key = (kind: string, value: string) => `${prefix}ot:${kind}:${value}`;
  return {
    async issue(kind, ttlMs = ONE_TIME_TTL_MS) {
      const value = randomToken();
      await redis.set(key(kind, value), '1', 'PX', ttlMs);
      return value;
    },
    async consume(kind, value) {
      if (typeof value !== 'string' || value.length !== ONE_TIME_LENGTH) return false;
      return (await redis.del(key(kind, value))) === 1;
    },
    async put(kind, secret, ttlMs = ONE_TIME_TTL_MS) {
      const id = randomToken();
      await redis.set(key(kind, id), secret, 'PX', ttlMs);
      return id;
    },
    async take(kind, id) {
      if (typeof id !== 'string' || id.length !== ONE_TIME_LENGTH) return null;
      // GET and DEL in one transaction: of racing takers only one sees the value and the DEL's 1.
      const r = await redis.multi().get(key(kind, id)).del(key(kind, id)).exec();
      const [got, deleted] = [r?.[0]?.[1], r?.[1]?.[1]];
      return deleted === 1 && typeof got === 'string' ? got : null;
    },
  };
}

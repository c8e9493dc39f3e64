import { randomInt } from 'node:crypto';
import { ENVELOPE } from '@mp/core/envelope/limits';
import type { Redis } from 'ioredis';
import { TtlMap } from './ttl-map.ts';

/**
 * One-time randoms held server-side: `secret/getR0Str` and the login salts (`admin/getLoginSalt`,
 * `getOperSalt`, `getEncryptSalt`). A value is issued for one kind, lives 2 minutes by default and is
 * consumed once: a captured login that carries it cannot be replayed. In this process by default; with
 * REDIS_URL in Redis, so a salt issued by one server process is spent on another.
 */
export type OneTimeKind = 'r0' | 'login_salt' | 'oper_salt' | 'encrypt_salt' | (string & {});

export interface OneTimeStore {
  /** A fresh 32-character random of this kind. */
  issue(kind: OneTimeKind, ttlMs?: number): Promise<string>;
  /** True once for a live value of this kind, then never again. */
  consume(kind: OneTimeKind, value: string): Promise<boolean>;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const ONE_TIME_LENGTH = 32;
export const ONE_TIME_TTL_MS = ENVELOPE.loginSaltTtlMs;

export function randomToken(length = ONE_TIME_LENGTH): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export function createMemoryOneTimeStore(maxEntries = 200_000, now: () => number = Date.now): OneTimeStore {
  const map = new TtlMap<true>(maxEntries, now);
  const key = (kind: string, value: string) => `${kind}\u0000${value}`;
  return {
    async issue(kind, ttlMs = ONE_TIME_TTL_MS) {
      const value = randomToken();
      map.set(key(kind, value), true, ttlMs);
      return value;
    },
    async consume(kind, value) {
      if (typeof value !== 'string' || value.length !== ONE_TIME_LENGTH) return false;
      return map.take(key(kind, value)) !== undefined;
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
  };
}

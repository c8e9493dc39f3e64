import type { Redis } from 'ioredis';
import type { CaptchaEntry, CaptchaStore } from '../kernel/stores.ts';
import { redisScript } from './redis.ts';

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;
const MAX_ENTRIES = 100_000;

export function createMemoryCaptchaStore(now: () => number = Date.now, ttlMs = CAPTCHA_TTL_MS): CaptchaStore {
  const entries = new Map<string, { entry: CaptchaEntry; expiresAt: number }>();
  // Every entry has the same lifetime, so insertion order is expiry order: expired ones sit at the front.
  const sweep = () => {
    const t = now();
    for (const [key, e] of entries) {
      if (e.expiresAt > t && entries.size < MAX_ENTRIES) break;
      entries.delete(key);
    }
  };
  const live = (key: string) => {
    const e = entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return e.entry;
  };
  return {
    async put(key, entry) {
      sweep();
      entries.set(key, { entry: { ...entry }, expiresAt: now() + ttlMs });
    },
    async peek(key) {
      const e = live(key);
      return e && { ...e };
    },
    async take(key) {
      const e = live(key);
      entries.delete(key);
      return e;
    },
    async solveSlide(key) {
      const e = live(key);
      if (e?.kind !== 'slide' || e.passed) return false;
      e.passed = true;
      return true;
    },
    async failSlide(key, maxWrong) {
      const e = live(key);
      if (e?.kind !== 'slide') return;
      e.wrongTries += 1;
      if (e.wrongTries >= maxWrong) entries.delete(key);
    },
  };
}

// Redis: one hash per captcha, `<prefix>captcha:<key>`, with a PX time-out. The scripts run atomically, so
// two servers racing on one key see one take, one solve, and every wrong position counted.
const PUT = `redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], unpack(ARGV, 2))
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;
const TAKE = `local v = redis.call('HGETALL', KEYS[1])
if #v > 0 then redis.call('DEL', KEYS[1]) end
return v`;
const SOLVE = `if redis.call('HGET', KEYS[1], 'kind') ~= 'slide' then return 0 end
if redis.call('HGET', KEYS[1], 'passed') ~= '0' then return 0 end
redis.call('HSET', KEYS[1], 'passed', '1')
return 1`;
const FAIL = `if redis.call('HGET', KEYS[1], 'kind') ~= 'slide' then return 0 end
local n = redis.call('HINCRBY', KEYS[1], 'wrongTries', 1)
if n >= tonumber(ARGV[1]) then redis.call('DEL', KEYS[1]) end
return n`;

function toHash(entry: CaptchaEntry): string[] {
  if (entry.kind === 'pow') {
    return ['kind', 'pow', 'challenge', entry.challenge, 'difficulty', String(entry.difficulty)];
  }
  return entry.kind === 'image'
    ? ['kind', 'image', 'answer', entry.answer]
    : [
        'kind',
        'slide',
        'gapX',
        String(entry.gapX),
        'wrongTries',
        String(entry.wrongTries),
        'passed',
        entry.passed ? '1' : '0',
      ];
}

function fromHash(h: Record<string, string>): CaptchaEntry | undefined {
  if (h.kind === 'image' && typeof h.answer === 'string') return { kind: 'image', answer: h.answer };
  if (h.kind === 'pow' && typeof h.challenge === 'string') {
    return { kind: 'pow', challenge: h.challenge, difficulty: Number(h.difficulty) };
  }
  if (h.kind === 'slide') {
    return {
      kind: 'slide',
      gapX: Number(h.gapX),
      wrongTries: Number(h.wrongTries),
      passed: h.passed === '1',
    };
  }
  return undefined;
}

/** HGETALL's flat [field, value, ...] reply (what a script returns) as an object. */
function pairs(flat: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!Array.isArray(flat)) return out;
  for (let i = 0; i + 1 < flat.length; i += 2) out[String(flat[i])] = String(flat[i + 1]);
  return out;
}

export function createRedisCaptchaStore(redis: Redis, prefix: string, ttlMs = CAPTCHA_TTL_MS): CaptchaStore {
  const k = (key: string) => `${prefix}captcha:${key}`;
  const put = redisScript(redis, 'mpCaptchaPut', 1, PUT);
  const take = redisScript(redis, 'mpCaptchaTake', 1, TAKE);
  const solve = redisScript(redis, 'mpCaptchaSolve', 1, SOLVE);
  const fail = redisScript(redis, 'mpCaptchaFail', 1, FAIL);
  return {
    async put(key, entry) {
      await put(k(key), ttlMs, ...toHash(entry));
    },
    async peek(key) {
      return fromHash(await redis.hgetall(k(key)));
    },
    async take(key) {
      return fromHash(pairs(await take(k(key))));
    },
    async solveSlide(key) {
      return (await solve(k(key))) === 1;
    },
    async failSlide(key, maxWrong) {
      await fail(k(key), maxWrong);
    },
  };
}

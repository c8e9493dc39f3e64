import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Logger } from '../kernel/log.ts';
import type { Stores } from '../kernel/stores.ts';
import { createMemoryCaptchaStore, createRedisCaptchaStore } from './captcha-store.ts';
import { createMemoryNonceStore, createRedisNonceStore } from './nonce-store.ts';
import { createMemoryOneTimeStore, createRedisOneTimeStore } from './one-time.ts';
import { closeRedis, openRedis, redisAnswers } from './redis.ts';

export interface SharedState {
  stores: Stores;
  /** The Redis client (also the rate limits' store), or null when the state is in this process. */
  redis: Redis | null;
  /** Key prefix of everything this server writes to Redis. */
  prefix: string;
  /** 'memory' without Redis; otherwise whether Redis answers now. */
  health(): Promise<'memory' | 'ok' | 'unavailable'>;
  close(): Promise<void>;
}

/** The stores of one app: Redis ones when REDIS_URL is set, otherwise in memory; `overrides` win. */
export function openSharedState(config: Config, log: Logger, overrides: Partial<Stores> = {}): SharedState {
  const prefix = config.redisPrefix;
  if (!config.redisUrl) {
    return {
      stores: {
        nonces: createMemoryNonceStore(),
        oneTime: createMemoryOneTimeStore(),
        captcha: createMemoryCaptchaStore(),
        ...overrides,
      },
      redis: null,
      prefix,
      health: async () => 'memory',
      close: async () => undefined,
    };
  }
  const redis = openRedis(config.redisUrl, log);
  return {
    stores: {
      nonces: createRedisNonceStore(redis, prefix),
      oneTime: createRedisOneTimeStore(redis, prefix),
      captcha: createRedisCaptchaStore(redis, prefix),
      ...overrides,
    },
    redis,
    prefix,
    health: async () => ((await redisAnswers(redis)) ? 'ok' : 'unavailable'),
    close: () => closeRedis(redis),
  };
}

/** Stores for a context that must not touch short-lived state (a background job): every call fails. */
export function refusingStores(why: string): Stores {
  const refuse = async (): Promise<never> => {
    throw new Error(why);
  };
  return {
    nonces: { firstSeen: refuse },
    oneTime: { issue: refuse, consume: refuse, put: refuse, take: refuse },
    captcha: { put: refuse, peek: refuse, take: refuse, solveSlide: refuse, failSlide: refuse },
  };
}

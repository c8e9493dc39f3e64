import type { Redis } from 'ioredis';
import { lazyPackage } from '../kernel/lazy.ts';
import type { Logger } from '../kernel/log.ts';

/** ioredis is loaded when a server opens its Redis client (REDIS_URL), not by every process. */
const ioredis = lazyPackage<typeof import('ioredis')>('ioredis');

/**
 * The one Redis client of a server process (REDIS_URL). It never makes a call hang: a command that has no
 * answer within COMMAND_TIMEOUT_MS fails (the call answers SCM50000), also while the client is
 * reconnecting (commands wait in its offline queue only that long). It reconnects for ever in the
 * background, so the server recovers by itself when Redis is back.
 */
export const CONNECT_TIMEOUT_MS = 2_000;
export const COMMAND_TIMEOUT_MS = 2_000;

export function openRedis(url: string, log: Logger): Redis {
  const redis = new (ioredis().Redis)(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // One line per outage, not one per reconnect attempt.
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: err.message }, 'redis unavailable');
  });
  redis.on('ready', () => {
    if (down) log.info({}, 'redis available again');
    down = false;
  });
  return redis;
}

/** How long a health check waits for a connection that is being made (a server just started). */
export const FIRST_CONNECT_WAIT_MS = 1_000;

/**
 * True when Redis answers a PING now. While the client makes its connection (a server that has just
 * started: a readiness probe right after start answered 'redis unavailable' in 8 ms) it waits for that
 * connection up to FIRST_CONNECT_WAIT_MS; while it reconnects after losing Redis, or is closed, false at once.
 */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  if (redis.status === 'connecting' || redis.status === 'connect')
    await connected(redis, FIRST_CONNECT_WAIT_MS);
  if (redis.status !== 'ready') return false;
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}

/** Resolves when the client is ready or after `ms`, whichever comes first. */
function connected(redis: Redis, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('end', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
    redis.once('end', done);
  });
}

/** A Lua script run by its SHA (loaded once per connection by ioredis), `keys` keys then the arguments. */
export function redisScript(
  redis: Redis,
  name: string,
  keys: number,
  lua: string,
): (...args: (string | number)[]) => Promise<unknown> {
  type Commands = Record<string, (...args: (string | number)[]) => Promise<unknown>>;
  if (typeof (redis as unknown as Commands)[name] !== 'function') {
    redis.defineCommand(name, { numberOfKeys: keys, lua });
  }
  return (...args) => (redis as unknown as Commands)[name].apply(redis, args);
}

/** Ends the connection: QUIT when connected (pending replies arrive first), otherwise at once. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    try {
      await redis.quit();
      return;
    } catch {
      // fall through: drop the connection
    }
  }
  redis.disconnect();
}

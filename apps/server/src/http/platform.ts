import type { PublicKeys, ServerCrypto } from '@mp/core';
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { Ports } from '../kernel/ports.ts';
import type { Stores } from '../kernel/stores.ts';
import type { SessionCache } from './session.ts';

/** What every route of the http layer shares: built once by buildApp. */
export interface Platform {
  config: Config;
  db: Db;
  ports: Ports;
  crypto: ServerCrypto;
  publicKeys: PublicKeys;
  /** Nonces, one-time randoms and captcha answers: in this process or in Redis (REDIS_URL). */
  stores: Stores;
  /** The sessions this process read, kept while the database says what changes (http/session.ts). */
  sessions: SessionCache;
  /** False until migrations and the seed are done: API calls answer SCM50300, /healthz 503. */
  readonly ready: () => boolean;
}

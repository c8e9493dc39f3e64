import type { PublicKeys, ServerCrypto } from '@mp/core';
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { Ports } from '../ports/types.ts';
import type { NonceStore } from './nonce-store.ts';

/** What every route of the http layer shares: built once by buildApp. */
export interface Platform {
  config: Config;
  db: Db;
  ports: Ports;
  crypto: ServerCrypto;
  publicKeys: PublicKeys;
  nonces: NonceStore;
  /** False until migrations and the seed are done: API calls answer SCM50300, /healthz 503. */
  readonly ready: () => boolean;
}

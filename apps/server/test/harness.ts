import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomString } from '@mp/core';
import { inject } from 'vitest';
import { type AppDeps, type BuiltApp, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import type { Db } from '../src/db/types.ts';
import { classicUrl } from '../src/http/classic-route.ts';
import { loadServerKeys } from '../src/http/server-keys.ts';
import { allEndpoints } from '../src/modules/index.ts';
import { cloneDatabase, dropDatabase } from './pg-template.ts';
import type { RunContext } from './run-context.ts';
import { templateDir } from './template.ts';
import { type EndpointIndex, TestClient } from './test-client.ts';

export interface TestServerOptions {
  /** Configuration overrides (port, host, captcha and log level have test defaults). */
  env?: Partial<Config>;
  /**
   * Default true: a database of its own (a copy of the run's template: a data directory, or a PostgreSQL database).
   * false: this worker's shared database, kept between servers of the same file (one server at a time).
   */
  fresh?: boolean;
  /**
   * A second server process on the database of `sameDatabaseAs` (which owns it: close this one first). On
   * PostgreSQL it opens its own pool on that schema; the embedded database admits one opener, so there it
   * shares that server's connection.
   */
  sameDatabaseAs?: TestServer;
  /** Extra dependencies of buildApp: test-only endpoints, fake ports, stores. */
  deps?: AppDeps;
}

export interface TestServer {
  url: string;
  config: Config;
  db: Db;
  built: BuiltApp;
  /** A new browser: its own cookies, form token and encryption session. */
  client(): TestClient;
  close(): Promise<void>;
}

let counter = 0;
let redisCounter = 0;

/**
 * A Redis key prefix no other test server uses. Every test server gets one of its own (with REDIS_URL,
 * servers of parallel test files must not count each other's calls against a rate limit); servers that
 * must share state are given the same one: `startTestServer({ env: { redisPrefix } })`.
 */
export function newRedisPrefix(): string {
  return `mp:t:${inject('mpRun').runId}:${process.pid}:${++redisCounter}:`;
}

interface Provisioned {
  dataDir: string;
  /** PostgreSQL: the URL of the test's own database (a copy of the run's template). */
  databaseUrl: string | null;
  schema: string | null;
  dispose(): Promise<void>;
}

let sharedDb: Provisioned | null = null;

async function copyTemplate(ctx: RunContext, name: string): Promise<string> {
  const template = await templateDir(ctx);
  const dir = path.join(ctx.runDir, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(template, dir, { recursive: true, filter: (src) => path.basename(src) !== '.lock' });
  return dir;
}

/** A database of its own, or this worker's shared one (left for the run's teardown to remove). */
async function provision(ctx: RunContext, url: string | null, fresh: boolean): Promise<Provisioned> {
  if (!fresh && sharedDb) return sharedDb;
  const name = `${process.pid}-${fresh ? ++counter : 'shared'}`;
  let dataDir: string;
  let dbUrl: string | null = null;
  let dbName: string | null = null;
  if (url) {
    if (!ctx.pgTemplate) throw new Error('DATABASE_URL is set but the run has no template database');
    dataDir = path.join(ctx.runDir, `files-${name}`);
    dbName = `t_${ctx.runId}_${name.replace('-', '_')}`;
    dbUrl = await cloneDatabase(url, ctx.pgTemplate, dbName);
  } else {
    dataDir = await copyTemplate(ctx, `db-${name}`);
  }
  const db: Provisioned = {
    dataDir,
    databaseUrl: dbUrl,
    schema: null,
    async dispose() {
      if (!fresh) return;
      // Like the copy's files below: dropped behind the next test; the run's teardown drops what is left.
      if (url && dbName) dropDatabase(url, dbName).catch(() => undefined);
      // Removing a database copy takes seconds on a busy disk: let it run behind the next test. Whatever a
      // worker leaves when it exits, the run's teardown removes with the run directory.
      fs.promises.rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
    },
  };
  if (!fresh) sharedDb = db;
  return db;
}

/**
 * A real server on a random port of 127.0.0.1, on its own database, with the captcha off and silent logs.
 * On PostgreSQL (DATABASE_URL) the database is `t_<run>_<pid>_<n>`, a copy of the run's migrated and seeded
 * template database (test/pg-template.ts), dropped at close. With REDIS_URL its short-lived state and rate limits
 * are in Redis under a prefix of its own (newRedisPrefix) unless opts.env.redisPrefix names a shared one.
 */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const ctx: RunContext = inject('mpRun');
  const url = process.env.DATABASE_URL || null;
  const fresh = opts.fresh !== false;
  const peer = opts.sameDatabaseAs;
  const db: Provisioned = peer
    ? {
        dataDir: peer.config.dataDir,
        databaseUrl: peer.config.databaseUrl,
        schema: peer.config.databaseSchema,
        dispose: async () => undefined,
      }
    : await provision(ctx, url, fresh);
  const config: Config = {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir: db.dataDir,
    databaseUrl: db.databaseUrl,
    databaseSchema: db.schema,
    redisUrl: process.env.REDIS_URL || null,
    redisPrefix: opts.env?.redisPrefix ?? newRedisPrefix(),
    captcha: false,
    logLevel: 'silent',
    checkAnswers: true,
    // The session cache is tested on its own (session-cache.test.ts): other tests change rows under the
    // server's feet and then call at once, which a cache would answer for up to its ttl.
    sessionCacheMs: 0,
    ...opts.env,
  };
  const deps: AppDeps = { ...opts.deps, ...(peer && !url ? { db: peer.db } : {}) };
  const built = await buildApp(config, deps);
  try {
    await built.app.listen({ port: 0, host: '127.0.0.1' });
  } catch (e) {
    await built.close();
    await db.dispose();
    throw e;
  }
  const { port } = built.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const index: EndpointIndex = new Map();
  for (const def of [...allEndpoints, ...(opts.deps?.extraEndpoints ?? [])]) {
    const entry = {
      url: classicUrl(def),
      encrypted: def.encrypted !== false,
      bound: def.bound,
      ...(def.prefix === 'crossborder' ? { gateway: { method: def.method ?? 'POST' } } : {}),
    };
    index.set(classicUrl(def), entry);
    index.set(`${def.prefix}:${def.path}`, entry);
    if (!index.has(def.path)) index.set(def.path, entry);
  }

  let closed = false;
  return {
    url: baseUrl,
    config,
    db: built.db,
    built,
    client: () => new TestClient(baseUrl, index),
    async close() {
      if (closed) return;
      closed = true;
      await built.close();
      await db.dispose();
    },
  };
}

/**
 * A database without a server (module tests that call services directly): a copy of the run's template,
 * or of its PostgreSQL template database. close() removes it.
 */
export async function openTestDb(): Promise<{ db: Db; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL || null;
  const provisioned = await provision(inject('mpRun'), url, true);
  const db = await openDb({
    dataDir: provisioned.dataDir,
    databaseUrl: provisioned.databaseUrl,
    databaseSchema: provisioned.schema,
  });
  try {
    // As the server does at start: a migration added after the template was built is applied here.
    await migrate(db);
    await loadServerKeys(db);
  } catch (e) {
    await db.close();
    await provisioned.dispose();
    throw e;
  }
  return {
    db,
    async close() {
      await db.close();
      await provisioned.dispose();
    },
  };
}

let addressCounter = 0;

/**
 * A browser whose every call comes from an address of its own, for a server started with
 * `trustProxy: { hops: 1 }`: tests that call the per-address rate-limited endpoints (SMS codes) more often
 * than one person may, where the limit is not what they check.
 */
export function ownAddressClient(server: TestServer): TestClient {
  const c = server.client();
  const call = c.call.bind(c);
  c.call = (path, body, opts = {}) => {
    addressCounter += 1;
    const n = addressCounter;
    const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    return call(path, body, { ...opts, headers: { 'x-forwarded-for': ip, ...opts.headers } });
  };
  return c;
}

/** A random suffix for rows a test inserts itself (unique numbers, login names). */
export function uniq(prefix = ''): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

/**
 * `n` random digits, each equally likely (core's rejection sampler), for numbers a test inserts itself. (Hex with its letters replaced
 * by one digit made that digit 7 times likelier than the others: two of a sweep's many 8-digit numbers
 * came out the same now and then, a duplicate key.)
 */
export function uniqDigits(n: number): string {
  return randomString(n, '0123456789');
}

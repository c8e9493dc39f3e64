import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import { createServerCrypto, generateServerKeys } from '@mp/core';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { openDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import type { Db } from './db/types.ts';
import { apiPage } from './http/api-page.ts';
import { registerClassic } from './http/classic-route.ts';
import type { EndpointDef } from './http/endpoint.ts';
import { registerErrorHandler, registerNotFoundHandler } from './http/fallback-handlers.ts';
import { type CbEndpointDef, registerCb } from './http/gateway.ts';
import { nativePrimitives } from './http/native-primitives.ts';
import { openApiDocument } from './http/openapi.ts';
import type { Platform } from './http/platform.ts';
import { createLogger, newRequestId, registerRequestLog } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { loadServerKeys } from './http/server-keys.ts';
import { SessionCache } from './http/session.ts';
import { registerPortal } from './http/static-portal.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { type Runner, startJobs } from './jobs/runner.ts';
import type { Ports } from './kernel/ports.ts';
import type { Stores } from './kernel/stores.ts';
import { registerDevtools } from './modules/devtools/index.ts';
import { registerDownloadRoute } from './modules/exports/index.ts';
import { allCbEndpoints, allEndpoints, registerModules } from './modules/index.ts';
import { registerReviewOpsApi } from './modules/review/index.ts';
import { createMetrics, registerMetricsHook } from './ops/metrics.ts';
import { registerProbes } from './ops/probes.ts';
import { usePdfFont } from './pdf/index.ts';
import { registerLocalFacePage } from './ports/face-local.ts';
import { createPorts } from './ports/index.ts';
import { type Scheduled, type ScheduledJob, schedule } from './schedule/index.ts';
import { openSharedState, type SharedState } from './state/stores.ts';

/** Largest request body: far above any form the portal sends, far below what would hurt the server. */
export const BODY_LIMIT = 256 * 1024;

export interface AppDeps {
  /** A database opened by the caller (not closed by close()); default: openDb(config). */
  db?: Db;
  ports?: Partial<Ports>;
  logger?: Logger;
  /** Replaces stores of the backend REDIS_URL chooses (memory or Redis). */
  stores?: Partial<Stores>;
  /** Test-only endpoints registered next to the modules' ones. */
  extraEndpoints?: readonly EndpointDef[];
  extraCbEndpoints?: readonly CbEndpointDef[];
  /** Default true. main passes false, seeds, then calls setReady(). */
  ready?: boolean;
  /** The HTTP server the caller already listens on (serve.ts: probes answer before the database opens). */
  serverFactory?: FastifyServerOptions['serverFactory'];
}

export interface BuiltApp {
  app: FastifyInstance;
  db: Db;
  platform: Platform;
  logger: Logger;
  /** Every route registered (method and URL pattern): the OpenAPI test checks each is documented. */
  routes: readonly { method: string; url: string }[];
  /** API calls answer SCM50300 and /healthz 503 until this is called (when built with ready: false). */
  setReady(): void;
  /** Starts scheduled jobs with this server's database, ports and metrics (their switches decide). */
  schedule(jobs: readonly ScheduledJob[]): Scheduled;
  /** Closes the HTTP server, the Redis client, then the database it opened (releasing the data-directory lock). */
  close(): Promise<void>;
}

function rateLimitError(): FastifyError {
  const e = new Error('rate limited') as FastifyError;
  e.statusCode = 429;
  e.code = 'MP_RATE_LIMITED';
  return e;
}

/**
 * Files a crash left half-written (kill -9 during an export or a bill) go at start-up, and the log says how
 * many. The embedded database's lock makes the data directory this process's alone, so every one goes; on
 * PostgreSQL several processes may share the file store, so only those nobody wrote to for EXPORT_STALE_MS
 * (the age at which a running export is taken to belong to a dead process).
 */
async function removeHalfWrittenFiles(
  ports: Ports,
  config: Config,
  logger: Logger,
  exclusive: boolean,
): Promise<void> {
  const olderThan = exclusive ? null : new Date(Date.now() - config.exportStaleMs);
  const removed = await ports.files.removeHalfWritten(olderThan);
  logger.info(
    { removed, onlyOlderThan: olderThan?.toISOString() ?? null },
    `file store: ${removed} half-written file${removed === 1 ? '' : 's'} of an interrupted run removed`,
  );
}

/**
 * The whole server: database (migrated), envelope keys, every endpoint of the registry behind the
 * http layer's pipeline, the cross-border gateway, /healthz, /openapi.json and the built portal.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<BuiltApp> {
  registerModules();
  usePdfFont(config.pdfFontPath, config.pdfFontFamily);
  const logger = deps.logger ?? createLogger(config.logLevel);
  const ownsDb = !deps.db;
  // A new embedded database has no envelope keys yet: their RSA pair is made on the thread pool while the
  // database is copied and opened, not after it (a few tenths of a second of a fresh start).
  const newKeys =
    ownsDb && !config.databaseUrl && !existsSync(path.join(config.dataDir, 'pg'))
      ? generateServerKeys()
      : undefined;
  newKeys?.catch(() => undefined);
  const db =
    deps.db ??
    (await openDb(config, (e) =>
      logger.warn({ err: e }, 'database connection lost (an idle pool connection failed)'),
    ));
  let shared: SharedState | null = null;
  try {
    const report = await migrate(db);
    if (report.applied.length) logger.info({ applied: report.applied }, 'migrations applied');
    if (report.changed.length)
      logger.warn({ changed: report.changed }, 'applied migrations were edited since');

    const keys = await loadServerKeys(db, newKeys);
    const crypto = createServerCrypto({
      rsaPrivateKeyPem: keys.rsaPrivateKeyPem,
      sm2PrivateKeyHex: keys.sm2PrivateKeyHex,
      primitives: nativePrimitives,
    });
    await crypto.ready();

    shared = openSharedState(config, logger, deps.stores);
    const state = shared;
    let ready = deps.ready !== false;
    const ports: Ports = { ...createPorts(db, config, logger), ...deps.ports };
    await removeHalfWrittenFiles(ports, config, logger, ownsDb && db.kind === 'pglite');
    const sessions = new SessionCache(config.sessionCacheMs);
    if (config.sessionCacheMs > 0)
      await sessions.start(db).catch((e) => logger.warn({ err: (e as Error).message }, 'no session cache'));
    const platform: Platform = {
      config,
      db,
      sessions,
      ports,
      crypto,
      publicKeys: { rsa_public_key: keys.rsaPublicKeySpkiB64, sm2_public_key: keys.sm2PublicKeyHex },
      stores: state.stores,
      ready: () => ready,
    };

    const routes: { method: string; url: string }[] = [];
    const app = Fastify({
      loggerInstance: logger as FastifyBaseLogger,
      logController: new LogController({ disableRequestLogging: true }),
      genReqId: newRequestId,
      bodyLimit: BODY_LIMIT,
      trustProxy: fastifyTrustProxy(config.trustProxy),
      ...(deps.serverFactory ? { serverFactory: deps.serverFactory } : {}),
    });
    app.addHook('onRoute', (r) => {
      for (const method of [r.method].flat()) routes.push({ method, url: r.url });
    });
    registerRequestLog(app);
    const metrics = createMetrics({ db, ready: () => ready });
    registerMetricsHook(app, metrics);
    registerErrorHandler(app);
    await registerSecurityHeaders(app, config.sealScriptUrl, config.webDist);
    await app.register(fastifyCookie);
    await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT });
    await app.register(fastifyRateLimit, {
      global: false,
      keyGenerator: (req) => req.ip,
      errorResponseBuilder: rateLimitError,
      // With REDIS_URL the counters are shared by every server process; Redis failing fails the call.
      ...(state.redis
        ? { redis: state.redis, nameSpace: `${config.redisPrefix}rl:`, skipOnError: false }
        : {}),
    });

    // The gateway's endpoints are among allEndpoints too: each is registered once, by its prefix.
    const endpoints = [
      ...allEndpoints.filter((e) => e.prefix !== 'crossborder'),
      ...(deps.extraEndpoints ?? []),
    ];
    const cbEndpoints = [...allCbEndpoints, ...(deps.extraCbEndpoints ?? [])];
    for (const def of [...endpoints, ...cbEndpoints]) {
      if (def.prefix === 'crossborder') registerCb(app, platform, def);
      else registerClassic(app, platform, def);
    }

    registerProbes(app, { db, ready: () => ready, redisHealth: () => state.health(), metrics });
    // The reviewer JSON API (issue 25): the review kit for staff API tokens.
    registerReviewOpsApi(app, { db, config, ports });
    let openapi: ReturnType<typeof openApiDocument> | undefined;
    let page: string | undefined;
    const doc = () => {
      openapi ??= openApiDocument(endpoints, cbEndpoints, { demo: config.demo });
      return openapi;
    };
    app.get('/openapi.json', async () => doc());
    app.get('/api-docs', async (_req, reply) => {
      page ??= apiPage(doc());
      return reply.type('text/html; charset=utf-8').send(page);
    });
    registerDownloadRoute(app, platform);
    await registerDevtools(app, { db, config });
    // The local face-verification vendor's page (ports/face-local.ts); a real vendor serves its own.
    registerLocalFacePage(app, { db, clock: ports.clock });
    const portal = await registerPortal(app, config.webDist);
    registerNotFoundHandler(app, portal);
    await app.ready();

    // Background jobs (scheduled exports, bills) start once the server is ready: after main's seed.
    let jobs: Runner | null = null;
    const startBackground = () => {
      if (config.exportJobs && !jobs)
        jobs = startJobs({ db, config, ports, log: logger, meter: metrics.jobs });
    };
    if (ready) startBackground();

    let closed = false;
    return {
      app,
      db,
      platform,
      logger,
      routes,
      setReady: () => {
        ready = true;
        startBackground();
      },
      schedule: (jobs) => schedule({ db, config, ports, log: logger, meter: metrics.jobs }, jobs),
      async close() {
        if (closed) return;
        closed = true;
        try {
          await jobs?.stop();
          await app.close();
          await sessions.close();
        } finally {
          await state.close();
          if (ownsDb) await db.close();
        }
      },
    };
  } catch (e) {
    await shared?.close();
    if (ownsDb) await db.close();
    throw e;
  }
}

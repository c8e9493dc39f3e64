import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AppDeps, type BuiltApp, buildApp } from './app.ts';
import type { Config } from './config.ts';
import { errorAnswer, langOf } from './http/answer.ts';
import { startMoneyBackground } from './jobs/money-background.ts';
import { jobsStartingWith } from './modules/index.ts';
import { seedIfEmpty } from './seed.ts';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...(status === 503 ? { 'retry-after': '5' } : {}),
  });
  res.end(JSON.stringify(body));
}

const STARTING_PAGE = `<!doctype html>
<html lang="zh-Hant"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>商戶服務平台</title></head>
<body style="font-family: sans-serif; margin: 3em"><h1>系統啟動中，請稍後 / The portal is starting</h1>
<p>此頁面會自動重新整理。 This page reloads by itself.</p></body></html>`;

/**
 * What answers while the database opens and migrates, before the server exists: /livez says the process
 * lives, /readyz and /healthz say 'starting' (503), a browser asking for a page gets a page that reloads
 * itself, and every other request SCM50300 (503) in the classic envelope, which the portal reads as
 * 'try again shortly'.
 */
const starting: Handler = (req, res) => {
  const p = (req.url ?? '/').split('?')[0];
  if (p === '/livez') return json(res, 200, { status: 'ok' });
  if (p === '/readyz' || p === '/healthz') return json(res, 503, { status: 'starting' });
  const page =
    req.method === 'GET' && !p.startsWith('/syf-') && String(req.headers.accept).includes('text/html');
  if (page) {
    res.writeHead(503, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '5',
    });
    return void res.end(STARTING_PAGE);
  }
  json(res, 503, errorAnswer('SCM50300', langOf(req.headers)));
};

export interface Served {
  built: BuiltApp;
  port: number;
  /** Resolves when the seed is done and the server is ready (or rejects when the seed failed). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface ServeOptions {
  deps?: Omit<AppDeps, 'ready' | 'serverFactory'>;
  /** Called with the port as soon as the HTTP listener is up (before the database opens). */
  onListening?(port: number): void;
  /** Start the settlement job, simulator and pending refunds once ready (default true). */
  money?: boolean;
}

/**
 * The production start-up order (`npm start`, the compiled server, the container):
 * 1. listen at once, so /livez answers 200 and /readyz 503 'starting' while the database opens;
 * 2. open and migrate the database, build the server, hand the listener over to it;
 * 3. seed an empty database (SEED=off skips it), then mark the server ready: /readyz says 200.
 * The embedded database runs in this thread and blocks the event loop while it works, but the probes
 * never wait behind its queries: /livez and a 'starting' /readyz do not touch the database.
 */
export async function serve(config: Config, opts: ServeOptions = {}): Promise<Served> {
  let handler: Handler = starting;
  const server = http.createServer((req, res) => handler(req, res));
  // What Fastify sets on a server it creates itself: idle keep-alive connections are kept 72 s, longer
  // than a proxy's upstream keep-alive (nginx: 60 s), so the proxy never reuses one the server just closed.
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  opts.onListening?.(port);
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });

  let app: BuiltApp;
  let fastifyHandler: Handler | null = null;
  try {
    app = await buildApp(config, {
      ...opts.deps,
      ready: false,
      serverFactory: (h) => {
        fastifyHandler = h as Handler;
        return server;
      },
    });
  } catch (e) {
    await closeServer();
    throw e;
  }
  // The server is built and its routes ready: from now on it answers (503 SCM50300 until setReady).
  if (fastifyHandler) handler = fastifyHandler;

  let money: { stop(): Promise<void> | void } | null = null;
  let retention: { stop(): Promise<void> } | null = null;
  let closed = false;
  const ready = (async () => {
    if (config.seed && (await seedIfEmpty(app.db, { now: new Date(), waiting: config.seedWaiting })))
      app.logger.info({}, 'demo data seeded');
    if (closed) return;
    app.setReady();
    retention = app.schedule(jobsStartingWith('ready'));
    if (opts.money !== false)
      money = await startMoneyBackground({
        db: app.db,
        config,
        ports: app.platform.ports,
        log: app.logger,
        schedule: app.schedule,
      });
    app.logger.info({}, 'ready');
  })();
  ready.catch(() => undefined);

  return {
    built: app,
    port,
    ready,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await Promise.all([retention?.stop(), money?.stop()]);
      } finally {
        await closeServer();
        await app.close();
      }
    },
  };
}

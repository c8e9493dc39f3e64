import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/types.ts';
import { readiness } from '../src/ops/probes.ts';
import { serve } from '../src/serve.ts';
import { openTestDb, startTestServer, type TestServer } from './harness.ts';

/**
 * Health, readiness and metrics (issue 18, point 3): /livez, /readyz, /metrics, and unknown paths that are
 * not portal pages answer 404 JSON rather than the portal's HTML.
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-probes-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root">portal</div>');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { webDist: dist } });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (p: string, init?: RequestInit) => fetch(server.url + p, init);

describe('liveness and readiness', () => {
  it('answers /livez and /readyz with JSON, uncached', async () => {
    for (const p of ['/livez', '/readyz', '/healthz']) {
      const r = await get(p);
      expect(r.status, p).toBe(200);
      expect(r.headers.get('content-type')).toContain('application/json');
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(await r.json()).toEqual({ status: 'ok' });
    }
  });

  it('is not ready while Redis is down, and still alive', async () => {
    const s = await startTestServer({ env: { redisUrl: 'redis://127.0.0.1:1' }, sameDatabaseAs: server });
    try {
      const r = await fetch(`${s.url}/readyz`);
      expect(r.status).toBe(503);
      expect(await r.json()).toEqual({ status: 'redis unavailable' });
      expect((await fetch(`${s.url}/livez`)).status).toBe(200);
    } finally {
      await s.close();
    }
  });

  it('is not ready while the database refuses or does not answer in time', async () => {
    const down = { query: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    const hung = { query: () => new Promise(() => undefined) } as unknown as Db;
    const memory = async () => 'memory' as const;
    expect(await readiness({ db: down, ready: () => true, redisHealth: memory })).toEqual({
      status: 'database unavailable',
      code: 503,
    });
    // No answer within 2 s is a busy database, not a missing one; a Redis that is down is named first.
    expect(await readiness({ db: hung, ready: () => true, redisHealth: memory })).toEqual({
      status: 'database busy',
      code: 503,
    });
    const redisDown = async () => 'unavailable' as const;
    expect(await readiness({ db: hung, ready: () => true, redisHealth: redisDown })).toEqual({
      status: 'redis unavailable',
      code: 503,
    });
    expect(await readiness({ db: down, ready: () => true, redisHealth: redisDown })).toEqual({
      status: 'database unavailable',
      code: 503,
    });
    expect(await readiness({ db: down, ready: () => false, redisHealth: memory })).toEqual({
      status: 'starting',
      code: 503,
    });
  });
});

describe('unknown paths', () => {
  it('answer 404 JSON, not the portal', async () => {
    for (const p of ['/livez.php', '/api/v1/users', '/syf-admin/x', '/.env', '/wp-login.php', '/metricsz']) {
      const r = await get(p, { headers: { accept: 'text/html' } });
      expect(r.status, p).toBe(404);
      expect(r.headers.get('content-type'), p).toContain('application/json');
      expect((await r.json()).gda.msg_cd, p).toBe('SCM40402');
    }
  });

  it('still serve the portal for its pages, and its own not-found page inside an area', async () => {
    for (const p of [
      '/',
      '/layout/index',
      '/layout/index/',
      '/service/serviceChildList?x=1',
      '/outterLogin',
    ]) {
      const r = await get(p);
      expect(r.status, p).toBe(200);
      expect(await r.text()).toContain('portal');
    }
    const lost = await get('/layout/no_such_page');
    expect(lost.status).toBe(404);
    expect(await lost.text()).toContain('portal');
  });
});

describe('/metrics', () => {
  it('speaks the Prometheus text format with the request, error, job, pool and event-loop series', async () => {
    const c = server.client();
    expect((await c.call('secret/secretFlag')).gda.msg_cd).toBe('SCM00000');
    expect((await c.call('admin/operList', {})).gda.msg_cd).toBe('LOG60401');
    await get('/nowhere');
    const r = await get('/metrics');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await r.text();
    expect(text).toContain('# TYPE mp_http_requests_total counter');
    expect(text).toMatch(
      /mp_http_requests_total\{method="POST",endpoint="\/syf-mms\/sys-mms\/secret\/secretFlag",status="200"\} \d+/,
    );
    expect(text).toContain('# TYPE mp_http_request_duration_seconds histogram');
    expect(text).toMatch(
      /mp_http_request_duration_seconds_bucket\{le="0.1",method="POST",endpoint="\/syf-mms\/sys-mms\/secret\/secretFlag"\} \d+/,
    );
    expect(text).toMatch(/mp_http_requests_total\{method="GET",endpoint="unmatched",status="404"\} \d+/);
    expect(text).not.toContain('/nowhere');
    expect(text).toMatch(/mp_errors_total\{code="LOG60401"\} [1-9]/);
    expect(text).toMatch(/mp_errors_total\{code="SCM40402"\} [1-9]/);
    expect(text).not.toMatch(/mp_errors_total\{code="SCM00000"\}/);
    expect(text).toMatch(/mp_export_jobs\{status="QUEUED"\} \d+/);
    expect(text).toMatch(/mp_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toContain('mp_nodejs_eventloop_lag_seconds');
    expect(text).toContain('mp_nodejs_eventloop_lag_p99_seconds');
    expect(text).toMatch(/^mp_ready 1$/m);
  });
});

describe('start-up (serve.ts)', () => {
  it('answers /livez before the database is migrated and /readyz only when ready', async () => {
    const opened = await openTestDb();
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let migrating = false;
    // The migration's transaction waits until the test lets it go: the server is "migrating".
    const db: Db = {
      ...opened.db,
      kind: opened.db.kind,
      query: (sql, params) => opened.db.query(sql, params),
      exec: (sql) => opened.db.exec(sql),
      close: () => opened.db.close(),
      tx: async (fn) => {
        migrating = true;
        await held;
        return opened.db.tx(fn);
      },
    };
    const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', logLevel: 'silent', captcha: false };
    let port = 0;
    const listening = new Promise<void>((r) => {
      const started = serve(config, {
        deps: { db },
        money: false,
        onListening: (p) => {
          port = p;
          r();
        },
      });
      void started.then(async (s) => {
        await s.ready;
        done = s;
      });
    });
    let done: Awaited<ReturnType<typeof serve>> | null = null;
    try {
      await listening;
      await expect.poll(() => migrating).toBe(true);
      const url = `http://127.0.0.1:${port}`;
      const live = await fetch(`${url}/livez`);
      expect(live.status).toBe(200);
      const notReady = await fetch(`${url}/readyz`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toEqual({ status: 'starting' });
      const api = await fetch(`${url}/syf-mms/sys-mms/secret/secretFlag`, { method: 'POST' });
      expect(api.status).toBe(503);
      expect((await api.json()).gda.msg_cd).toBe('SCM50300');
      const page = await fetch(`${url}/layout/index`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      expect(await page.text()).toContain('http-equiv="refresh"');
      release();
      await expect.poll(() => done !== null, { timeout: 60_000 }).toBe(true);
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(200);
    } finally {
      release();
      await (done as { close(): Promise<void> } | null)?.close();
      await opened.close();
    }
  });
});

describe('a mistyped address (issue 32)', () => {
  const NAVIGATE = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', accept: 'text/html' };

  it("opened by a browser shows the portal's not-found page, with HTTP 404", async () => {
    // node:http, not fetch: Node's fetch sends sec-fetch-mode 'cors' whatever it is given.
    const open = (p: string) =>
      new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        http
          .get(server.url + p, { headers: NAVIGATE }, (res) => {
            let body = '';
            res.on('data', (c) => {
              body += c;
            });
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
            );
          })
          .on('error', reject);
      });
    for (const p of ['/no-such-page-xyz', '/no/such/page?x=1']) {
      const r = await open(p);
      expect(r.status, p).toBe(404);
      expect(r.type, p).toContain('text/html');
      expect(r.body, p).toContain('portal');
    }
  });

  it('asked by an API client or a script keeps the JSON 404, in the new wording', async () => {
    const api = await get('/syf-mms/no/such', { headers: NAVIGATE });
    expect(api.status).toBe(404);
    expect((await api.json()).gda.msg_cd).toBe('SCM40402');
    const script = await get('/no-such-page-xyz', { headers: { accept: 'application/json' } });
    expect(script.status).toBe(404);
    const body = await script.json();
    expect(body.gda.msg_cd).toBe('SCM40402');
    expect(JSON.stringify(body)).not.toContain('接口');
  });
});

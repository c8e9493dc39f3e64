import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { urlOf } from '@mp/core/contract';
import { secretFlag } from '@mp/core/contracts/startup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { testEndpoints } from './test-endpoints.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-web-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root">portal</div>');
fs.writeFileSync(path.join(dist, 'assets', 'app-3f9a1c.js'), 'console.log(1)');
// The build's precompressed twins (apps/web/build/precompress.ts).
const bigJs = `export const words = ${JSON.stringify('商戶服務平台 merchant portal '.repeat(400))};`;
fs.writeFileSync(path.join(dist, 'assets', 'big-7c1d2e.js'), bigJs);
fs.writeFileSync(path.join(dist, 'assets', 'big-7c1d2e.js.br'), zlib.brotliCompressSync(bigJs));
fs.writeFileSync(path.join(dist, 'assets', 'big-7c1d2e.js.gz'), zlib.gzipSync(bigJs));
fs.writeFileSync(path.join(dist, 'favicon.ico'), 'icon');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    // No background jobs: on the embedded database (one connection) the start-up settlement and statement
    // runs made the readiness check's `select 1` wait past its 2 s on a busy machine.
    env: { webDist: dist, sealScriptUrl: 'https://seal.example.org/seal.js?id=1', exportJobs: false },
    deps: { extraEndpoints: testEndpoints },
  });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (p: string, init?: RequestInit) => fetch(server.url + p, init);

describe('health and readiness', () => {
  it('answers /healthz ok', async () => {
    const r = await get('/healthz');
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 and SCM50300 until the server is marked ready', async () => {
    const starting = await startTestServer({ deps: { ready: false } });
    try {
      const h = await fetch(`${starting.url}/healthz`);
      expect(h.status).toBe(503);
      const c = starting.client();
      const r = await c.post('secret/secretFlag', { enter: 'PC' });
      expect(r.status).toBe(503);
      expect(r.json.gda.msg_cd).toBe('SCM50300');
      starting.built.setReady();
      expect((await fetch(`${starting.url}/healthz`)).status).toBe(200);
      expect((await c.call('secret/secretFlag')).gda.msg_cd).toBe('SCM00000');
    } finally {
      await starting.close();
    }
  });
});

describe('the portal', () => {
  it('serves index.html for browser-history routes, uncached', async () => {
    for (const p of ['/', '/layout/index', '/service/serviceChildList', '/group/gshop_manager']) {
      const r = await get(p);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('text/html');
      expect(r.headers.get('cache-control')).toBe('no-cache');
      expect(await r.text()).toContain('portal');
    }
  });

  it('serves hashed assets with a long cache and refuses a missing one', async () => {
    const asset = await get('/assets/app-3f9a1c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1)');
    expect((await get('/assets/app-old.js')).status).toBe(404);
    expect(await (await get('/favicon.ico')).text()).toBe('icon');
  });

  it('sends the precompressed twin the browser accepts, the file itself otherwise', async () => {
    const raw = async (encoding: string) => {
      const r = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const u = new URL(`${server.url}/assets/big-7c1d2e.js`);
        http
          .get(u, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
      return r;
    };
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.body.length).toBeLessThan(Buffer.byteLength(bigJs) / 5);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(bigJs);
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(bigJs);
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bigJs);
  });

  it('sends security headers with a CSP that admits the seal script host', async () => {
    const r = await get('/layout/index');
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' https:\/\/seal\.example\.org(;|$)/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    // helmet's whole set, taken once at start (http/security-headers.ts), on a page, a call and a 404 alike.
    const api = await fetch(server.url + urlOf(secretFlag), { method: 'POST' });
    const missing = await fetch(`${server.url}/no-such-thing.js`);
    for (const h of [r.headers, api.headers, missing.headers]) {
      expect(h.get('content-security-policy')).toBe(csp);
      expect(h.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(h.get('referrer-policy')).toBe('no-referrer');
      expect(h.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(h.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(h.get('x-content-type-options')).toBe('nosniff');
      expect(h.get('strict-transport-security')).toBeNull();
    }
  });

  it('says the portal is not built when there is no build', async () => {
    const bare = await startTestServer({ env: { webDist: path.join(dist, 'missing') } });
    try {
      const r = await fetch(`${bare.url}/layout/index`);
      expect(r.status).toBe(503);
      const html = await r.text();
      expect(html).toContain('npm start');
      expect(html).toContain('門戶尚未建置');
      // The API is not affected.
      expect((await bare.client().call('secret/secretFlag')).gda.msg_cd).toBe('SCM00000');
    } finally {
      await bare.close();
    }
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS } from '../src/http/security-headers.ts';
import { type CreatedOrg, createMerchantWithAdmin, fetchWithCookies, signedInClient } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { daysAgo } from './money-helpers.ts';

// Headers (issue 15, point 5): HSTS on what came over TLS (a TLS socket, or X-Forwarded-Proto https from a
// trusted proxy), and Cache-Control: no-store on every API answer and download.

const STS = 'strict-transport-security';

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return res;
}

async function post(url: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
  await res.arrayBuffer();
  return res;
}

describe('without a trusted proxy', () => {
  let server: TestServer;
  let merchant: CreatedOrg<'merchant'>;
  beforeAll(async () => {
    server = await startTestServer({ env: { exportJobs: false } });
    merchant = await createMerchantWithAdmin(server.db);
  });
  afterAll(() => server?.close());

  it('answers no-store on every kind of API answer', async () => {
    const c = await signedInClient(server, merchant.admin.id);
    const answers: [string, Headers][] = [];
    const plain = await c.call('secret/secretFlag');
    answers.push(['plain call', plain.headers]);
    const sealed = await c.call('admin/operList', { page_no: 1, page_size: 10 });
    expect(sealed.gda.msg_cd).toBe('SCM00000');
    answers.push(['encrypted call', sealed.headers]);
    answers.push(['refusal', (await server.client().call('admin/operList', {})).headers]);
    answers.push(['bad form', (await post(`${server.url}/syf-mms/sys-mms/admin/login`, 'x=%')).headers]);
    answers.push(['unknown path', (await post(`${server.url}/syf-mms/sys-mms/nope/nothing`, '')).headers]);
    answers.push(['gateway', (await get(`${server.url}/syf-cbps-cny-gateway/comm/createR0`)).headers]);
    answers.push(['health', (await get(`${server.url}/healthz`)).headers]);
    answers.push(['openapi', (await get(`${server.url}/openapi.json`)).headers]);

    const exported = await c.call('pc/exportData', {
      source: 'collections',
      filters: { start_date: daysAgo(6), end_date: daysAgo(1) },
      format: 'CSV',
    });
    expect(exported.gda.msg_cd).toBe('SCM00000');
    const file = await fetchWithCookies(server, c, exported.data.download_url);
    expect(file.status).toBe(200);
    answers.push(['download', file.headers]);
    answers.push([
      'spent download link',
      (await fetchWithCookies(server, c, exported.data.download_url)).headers,
    ]);

    for (const [what, headers] of answers) {
      expect(headers.get('cache-control'), what).toBe('no-store');
      expect(headers.get(STS), what).toBeNull();
    }
  });

  it('leaves the portal its own caching rules', async () => {
    const page = await get(`${server.url}/layout/index`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends no HSTS over plain http, whatever an untrusted peer claims', async () => {
    const r = await get(`${server.url}/healthz`, { 'x-forwarded-proto': 'https' });
    expect(r.headers.get(STS)).toBeNull();
  });

  it('sends HSTS on answers that came over a TLS socket', async () => {
    // The server has no TLS listener of its own: a socket that reports TLS (as a TLS server's does) is
    // handed to the app's router, so req.protocol is https exactly as on a TLS connection.
    const tls = http.createServer((req, res) => {
      Object.defineProperty(req.socket, 'encrypted', { value: true, configurable: true });
      server.built.app.routing(req, res);
    });
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(tls.address() as AddressInfo).port}`;
      const api = await get(`${base}/healthz`);
      expect(api.headers.get(STS)).toBe(HSTS);
      expect(api.headers.get('cache-control')).toBe('no-store');
      expect((await get(`${base}/layout/index`)).headers.get(STS)).toBe(HSTS);
    } finally {
      await new Promise((resolve) => tls.close(resolve));
    }
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { trustProxy: { hops: 1 } } });
  });
  afterAll(() => server?.close());

  it('sends HSTS when the proxy says the client came over https, and only then', async () => {
    const https = await get(`${server.url}/healthz`, { 'x-forwarded-proto': 'https' });
    expect(https.headers.get(STS)).toBe(HSTS);
    expect(https.headers.get('cache-control')).toBe('no-store');
    const portal = await get(`${server.url}/layout/index`, { 'x-forwarded-proto': 'https' });
    expect(portal.headers.get(STS)).toBe(HSTS);
    const call = await server
      .client()
      .call('secret/secretFlag', {}, { headers: { 'x-forwarded-proto': 'https' } });
    expect(call.headers.get(STS)).toBe(HSTS);
    const plain = await get(`${server.url}/healthz`, { 'x-forwarded-proto': 'http' });
    expect(plain.headers.get(STS)).toBeNull();
  });
});

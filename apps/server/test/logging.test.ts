import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/http/request-log.ts';
import { insertMerchant, insertOperator, signIn } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { testEndpoints } from './test-endpoints.ts';

const lines: Record<string, any>[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const l of String(chunk).split('\n')) if (l.trim()) lines.push(JSON.parse(l));
    done();
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    deps: { extraEndpoints: testEndpoints, logger: createLogger('info', sink) },
  });
});
afterAll(async () => {
  await server?.close();
});

const requestLines = () => lines.filter((l) => l.msg === 'request');

describe('request logs', () => {
  it('writes one line per request with method, path, status, msg_cd, time, request id and operator', async () => {
    const merchant = await insertMerchant(server.db);
    const op = await insertOperator(server.db, { orgKind: 'merchant', orgId: merchant });
    const c = server.client();
    await signIn(server.db, c, op);
    lines.length = 0;
    const r = await c.call('test/mutate');
    await new Promise((resolve) => setImmediate(resolve));
    const mine = requestLines().filter((l) => l.path === '/syf-mms/sys-mms/test/mutate');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ method: 'POST', status: 200, msg_cd: 'SCM00000', oper: op });
    expect(mine[0].ms).toEqual(expect.any(Number));
    expect(mine[0].reqId).toBe(r.headers.get('x-request-id'));
  });

  it('takes the request id from an incoming X-Request-Id, and makes one for a missing or unsafe one', async () => {
    lines.length = 0;
    const given = 'trace-7f3a.b2:c/9';
    const r = await fetch(`${server.url}/livez`, { headers: { 'x-request-id': given } });
    expect(r.headers.get('x-request-id')).toBe(given);
    await new Promise((resolve) => setImmediate(resolve));
    expect(requestLines().find((l) => l.path === '/livez')?.reqId).toBe(given);
    for (const bad of ['has space', 'x'.repeat(129), 'quote"d']) {
      const b = await fetch(`${server.url}/livez`, { headers: { 'x-request-id': bad } });
      expect(b.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('never writes secrets, and logs an unexpected failure with its request id', async () => {
    const c = server.client();
    lines.length = 0;
    const fields = await c.seal({ marker: 'm' });
    await c.post('test/write', fields);
    const r = await c.call('test/boom');
    await new Promise((resolve) => setImmediate(resolve));
    const text = JSON.stringify(lines);
    expect(text).not.toContain(fields.t);
    expect(text).not.toContain(fields.d);
    const failure = lines.find((l) => l.msg === 'unhandled error');
    expect(failure?.reqId).toBe(r.headers.get('x-request-id'));
    expect(failure?.err?.message).toBe('secret detail of the failure');
  });

  it('redacts passwords, keys, tokens and card numbers in any logged object', () => {
    const out: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk, _e, done) {
          out.push(String(chunk));
          done();
        },
      }),
    );
    logger.info({
      body: { password: 'p@ss', new_password: 'n3w', t: 'wrapped', d: 'sealed', card_no: '6222020000000000' },
      key: { private_key: 'PRIVATE' },
      req: { headers: { cookie: 'MPSID=abc', formtoken: 'ft' } },
    });
    const line = out.join('');
    for (const secret of [
      'p@ss',
      'n3w',
      'wrapped',
      'sealed',
      '6222020000000000',
      'PRIVATE',
      'MPSID=abc',
      '"ft"',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('[redacted]');
  });
});

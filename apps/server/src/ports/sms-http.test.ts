import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSms } from './sms-http.ts';

/** The HTTP SMS gateway adapter against a fake gateway on a local port (issue 30, point 4). */
const received: { headers: http.IncomingHttpHeaders; body: unknown }[] = [];
let answer = 200;
let delayMs = 0;
let server: http.Server;
let url = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (b) => {
      body += b;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(body) });
      setTimeout(
        () => res.writeHead(answer, { 'content-type': 'application/json' }).end('{"id":"m1"}'),
        delayMs,
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/sms`;
});
afterAll(() => server?.close());

describe('HTTP SMS gateway adapter', () => {
  it('posts the number and the text as JSON with the bearer token', async () => {
    const sms = createHttpSms({ transport: 'http', url, token: 'tok-123', timeoutMs: 2000 });
    await sms.send({ areaCode: '+853', mobile: '66123456' }, '驗證碼 123456');
    expect(received.at(-1)).toMatchObject({
      headers: { authorization: 'Bearer tok-123', 'content-type': 'application/json' },
      body: { to: '+85366123456', text: '驗證碼 123456' },
    });
  });

  it('fails on a refusal, a time-out and a gateway that is not there', async () => {
    const sms = createHttpSms({ transport: 'http', url, token: '', timeoutMs: 300 });
    answer = 503;
    await expect(sms.send({ areaCode: '+853', mobile: '66123456' }, 't')).rejects.toThrow(/answered 503/);
    answer = 200;
    delayMs = 1000;
    await expect(sms.send({ areaCode: '+853', mobile: '66123456' }, 't')).rejects.toThrow();
    delayMs = 0;
    expect(received.at(-1)?.headers.authorization).toBeUndefined();
    const gone = createHttpSms({
      transport: 'http',
      url: 'http://127.0.0.1:1/sms',
      token: '',
      timeoutMs: 1000,
    });
    await expect(gone.send({ areaCode: '+853', mobile: '66123456' }, 't')).rejects.toThrow();
  });
});

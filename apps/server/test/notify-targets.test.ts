import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpNotifier } from '../src/ports/notifier-http.ts';
import { blockedKind, embeddedIpv4 } from '../src/ports/notify-target.ts';
import { auditRows, code, OK, signIn } from './admin-helpers.ts';
import { type CreatedOrg, createMerchantWithAdmin } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import type { TestClient } from './test-client.ts';

/**
 * Notification URLs cannot reach private networks (docs/decisions.md, "Notification targets"): refused when
 * saved and when sent to, by every address the host resolves to (IPv4, IPv6, IPv4 inside IPv6), the
 * connection going to the checked address, no redirect followed, a short time-out and a capped read.
 * NOTIFY_ALLOW_PRIVATE=1 lets a local receiver through (security.test.ts runs on that).
 */

let server: TestServer;
let org: CreatedOrg<'merchant'>;
let admin: TestClient;
let receiver: http.Server;
let port: number;
const received: { url: string; host: string }[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    received.push({ url: req.url ?? '', host: req.headers.host ?? '' });
    req.resume();
    req.on('end', () => {
      if (req.url === '/redirect') res.writeHead(302, { location: '/landed' }).end();
      else if (req.url === '/endless') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const chunk = 'x'.repeat(4096);
        const pump = () => {
          while (res.write(chunk)) {
            if (res.destroyed) return;
          }
          if (!res.destroyed) res.once('drain', pump);
        };
        res.on('error', () => undefined);
        pump();
      } else res.writeHead(200).end('SUCCESS');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
  // The default configuration: NOTIFY_ALLOW_PRIVATE unset.
  server = await startTestServer();
  expect(server.config.notifyAllowPrivate).toBe(false);
  org = await createMerchantWithAdmin(server.db);
  admin = await signIn(server, org.admin);
  expect(
    code(
      await admin.call('meradm/updatePayPassword', {
        new_pay_password: '531864',
        confirm_pay_password: '531864',
      }),
    ),
  ).toBe(OK);
});
afterAll(async () => {
  await server?.close();
  receiver?.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('addresses a notification may not go to', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.1.2', 'loopback'],
    ['10.20.30.40', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'CGNAT'],
    ['100.100.100.200', 'CGNAT'],
    ['192.0.0.192', 'IETF protocol assignments'],
    ['198.18.0.1', 'benchmarking'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fc00::1', 'unique-local'],
    ['fd00:ec2::254', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback (127.0.0.1 inside IPv6)'],
    ['::ffff:a9fe:a9fe', 'link-local (169.254.169.254 inside IPv6)'],
    ['::ffff:10.0.0.1', 'private (10.0.0.1 inside IPv6)'],
    ['::127.0.0.1', 'loopback (127.0.0.1 inside IPv6)'],
    ['64:ff9b::a9fe:a9fe', 'link-local (169.254.169.254 inside IPv6)'],
    ['2002:7f00:1::', 'loopback (127.0.0.1 inside IPv6)'],
  ])('refuses %s (%s)', (address, kind) => {
    expect(blockedKind(address)).toBe(kind);
  });

  it.each(['8.8.8.8', '203.0.113.7', '172.32.0.1', '100.128.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => {
      expect(blockedKind(address)).toBeNull();
    },
  );

  it('reads the IPv4 address an IPv6 one carries', () => {
    expect(embeddedIpv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('64:ff9b:1::a00:1')).toBe('10.0.0.1');
    expect(embeddedIpv4('2001:0:4136:e378:8000:63bf:3fff:fdd2')).toBe('192.0.2.45');
    expect(embeddedIpv4('2001:4860:4860::8888')).toBeNull();
  });
});

describe('saving a notification URL', () => {
  const save = (async_notify_url: string, page_notify_url = '') =>
    admin.call('meradm/updateNotifyUrl', { async_notify_url, page_notify_url, pay_password: '531864' });

  it.each([
    `http://127.0.0.1:PORT/notify`,
    `http://localhost:PORT/notify`,
    'http://10.1.2.3/notify',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.100.100.200/latest/meta-data/',
    'http://0.0.0.0:8080/',
    'http://[::1]/notify',
    'http://[::ffff:127.0.0.1]/notify',
    'http://[::ffff:a9fe:a9fe]/notify',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://[fe80::1]/notify',
    'https://224.0.0.1/notify',
    'http://2130706433/notify',
    'http://0x7f.1/notify',
  ])('refuses %s with SEC10008, and saves nothing', async (raw) => {
    const url = raw.replace('PORT', String(port));
    const r = await save('https://203.0.113.7/ok', url);
    expect(code(r)).toBe('SEC10008');
    expect(r.gda.msg_inf).toContain('通知地址不可指向內部、私有或保留網絡地址');
    expect(r.gda.msg_inf).toContain('page_notify_url');
    const rows = await server.db.query('select 1 from notify_urls where org_id = $1', [org.id]);
    expect(rows.rows).toEqual([]);
  });

  it('refuses a host that does not resolve with SEC10009', async () => {
    expect(code(await save('http://no-such-host.invalid/notify'))).toBe('SEC10009');
  });

  it('saves a public address', async () => {
    expect(code(await save('https://203.0.113.7/notify'))).toBe(OK);
    const info = await admin.call('meradm/querySecurityInfo');
    expect(info.data.async_notify_url).toBe('https://203.0.113.7/notify');
  });
});

describe('sending to a URL that turned private', () => {
  it('is refused before any connection, recorded in the audit log, not in the delivery history', async () => {
    // A URL stored before the rule existed (or written by hand): the send checks again.
    await server.db.query(
      `insert into notify_urls (org_kind, org_id, async_url, page_url, updated_by, updated_at)
       values ('merchant', $1, $2, '', $3, now())
       on conflict (org_kind, org_id) do update set async_url = excluded.async_url`,
      [org.id, `http://127.0.0.1:${port}/should-not-arrive`, org.admin.id],
    );
    const before = received.length;
    const r = await admin.call('meradm/sendTestNotify', { url_kind: 'ASYNC' });
    expect(code(r)).toBe('SEC10008');
    expect(received.length).toBe(before);
    const deliveries = await server.db.query('select 1 from notify_deliveries where org_id = $1', [org.id]);
    expect(deliveries.rows).toEqual([]);
    const audit = await auditRows(server.db, org.admin.id, 'notify_test');
    expect(audit.at(-1)).toMatchObject({ ok: false, detail: { reason: 'SEC10008' } });
  });
});

describe('the HTTP notifier', () => {
  const local = (path: string) => `http://127.0.0.1:${port}${path}`;

  it('refuses private targets by default and reaches them with allowPrivate', async () => {
    const refused = await createHttpNotifier().post(local('/a'), '{}', { timeoutMs: 2000 });
    expect(refused).toMatchObject({ result: 'NETWORK_ERROR', httpStatus: 0, refused: { kind: 'private' } });
    expect(refused.error).toContain('127.0.0.1');
    expect(received.some((r) => r.url === '/a')).toBe(false);
    const allowed = await createHttpNotifier({ allowPrivate: true }).post(local('/b'), '{}', {
      timeoutMs: 2000,
    });
    expect(allowed).toMatchObject({ result: 'OK', httpStatus: 200, responseExcerpt: 'SUCCESS' });
    expect(received.some((r) => r.url === '/b')).toBe(true);
  });

  it('connects to the address it checked: the name is resolved once and pinned', async () => {
    const asked: string[] = [];
    const notifier = createHttpNotifier({
      allowPrivate: true,
      lookup: async (host) => {
        asked.push(host);
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    const out = await notifier.post(`http://merchant.example.test:${port}/pinned`, '{}', { timeoutMs: 2000 });
    expect(out.result).toBe('OK');
    expect(asked).toEqual(['merchant.example.test']);
    expect(received.find((r) => r.url === '/pinned')?.host).toBe(`merchant.example.test:${port}`);
  });

  it('refuses a name with any private address, and a second answer cannot turn a checked one private', async () => {
    const mixed = createHttpNotifier({
      lookup: async () => [
        { address: '203.0.113.10', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ],
    });
    expect((await mixed.checkTarget('https://mixed.example.test/n'))?.kind).toBe('private');

    // Rebinding: public on the first answer, loopback on every later one.
    let answers = 0;
    const rebinding = createHttpNotifier({
      lookup: async () => [{ address: answers++ === 0 ? '203.0.113.10' : '127.0.0.1', family: 4 }],
    });
    const before = received.length;
    const out = await rebinding.post(`http://rebind.example.test:${port}/rebound`, '{}', { timeoutMs: 300 });
    expect(answers).toBe(1);
    expect(out.result).not.toBe('OK');
    expect(received.length).toBe(before);
  });

  it('follows no redirect', async () => {
    const out = await createHttpNotifier({ allowPrivate: true }).post(local('/redirect'), '{}', {
      timeoutMs: 2000,
    });
    expect(out).toMatchObject({ result: 'HTTP_ERROR', httpStatus: 302 });
    expect(received.some((r) => r.url === '/landed')).toBe(false);
  });

  it('reads a capped part of an endless answer and does not wait for its end', async () => {
    const out = await createHttpNotifier({ allowPrivate: true }).post(local('/endless'), '{}', {
      timeoutMs: 4000,
    });
    expect(out).toMatchObject({ result: 'OK', httpStatus: 200 });
    expect(out.responseExcerpt).toBe('x'.repeat(200));
    expect(out.durationMs).toBeLessThan(4000);
  });
});

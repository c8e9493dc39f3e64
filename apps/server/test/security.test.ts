import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload, verifyOrgSignature, verifySignature } from '../src/modules/security/signature.ts';
import { createHttpNotifier } from '../src/ports/notifier-http.ts';
import { auditRows, code, macauYmd, OK, signIn, smsCodeTo, wrongCode } from './admin-helpers.ts';
import { lastMessage, operatorRow } from './auth-helpers.ts';
import {
  type CreatedOrg,
  createGroupWithAdmin,
  createMerchantWithAdmin,
  createOperator,
  createServiceProviderWithAdmin,
  randomMacauMobile,
} from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { EXPIRED_CERT, VALID_CERT } from './security-certs.ts';
import type { TestClient } from './test-client.ts';

let server: TestServer;

beforeAll(async () => {
  // The notification tests POST to a receiver on 127.0.0.1 (notify-targets.test.ts: the default refuses).
  server = await startTestServer({ env: { notifyAllowPrivate: true } });
});
afterAll(() => server?.close());

/** A merchant of its own for each test (keys, URLs and codes are per organisation and per operator). */
async function freshMerchant(): Promise<{
  org: CreatedOrg<'merchant'>;
  c: TestClient;
  sms: () => Promise<string>;
}> {
  const org = await createMerchantWithAdmin(server.db);
  const c = await signIn(server, org.admin);
  return { org, c, sms: () => smsCodeTo(server.db, org.admin.phoneArea, org.admin.phone) };
}

async function keyRow(orgId: string, kind = 'merchant') {
  const r = await server.db.query(
    'select key_hint, updated_at from merchant_keys where org_kind = $1 and org_id = $2',
    [kind, orgId],
  );
  return r.rows[0] ?? null;
}

async function mailsOf(operatorId: string) {
  const r = await server.db.query<{ category: string; subject_zh: string; body_en: string }>(
    'select category, subject_zh, body_en from notify_mails where operator_id = $1 order by id',
    [operatorId],
  );
  return r.rows;
}

describe('payment password (1322, 1321)', () => {
  it('sets the first one, changes it with the old one, refuses wrong, malformed and recent ones', async () => {
    const { org, c } = await freshMerchant();
    const set = (body: Record<string, string>) => c.call('meradm/updatePayPassword', body);
    expect(code(await set({ new_pay_password: '12345', confirm_pay_password: '12345' }))).toBe('SEC10001');
    expect(code(await set({ new_pay_password: '12a456', confirm_pay_password: '12a456' }))).toBe('SEC10001');
    expect(code(await set({ new_pay_password: '123456', confirm_pay_password: '123457' }))).toBe('VAL10020');
    expect(code(await set({ new_pay_password: '135790', confirm_pay_password: '135790' }))).toBe(OK);
    expect((await c.call('meradm/querySecurityInfo')).data.pay_password_set).toBe('Y');

    expect(code(await set({ new_pay_password: '246802', confirm_pay_password: '246802' }))).toBe('VAL10036');
    expect(
      code(
        await set({ old_pay_password: '000000', new_pay_password: '246802', confirm_pay_password: '246802' }),
      ),
    ).toBe('LOG10011');
    expect(
      code(
        await set({ old_pay_password: '135790', new_pay_password: '135790', confirm_pay_password: '135790' }),
      ),
    ).toBe('VAL10019');
    expect(
      code(
        await set({ old_pay_password: '135790', new_pay_password: '246802', confirm_pay_password: '246802' }),
      ),
    ).toBe(OK);
    // The last four may not come back.
    expect(
      code(
        await set({ old_pay_password: '246802', new_pay_password: '135790', confirm_pay_password: '135790' }),
      ),
    ).toBe('LOG10006');
    const hash = await server.db.query('select pay_password_hash from operators where id = $1', [
      org.admin.id,
    ]);
    expect(hash.rows[0].pay_password_hash).toMatch(/^\$argon2id\$/);
    const setAudit = await auditRows(server.db, org.admin.id, 'pay_password_set');
    expect(setAudit.filter((a) => a.ok)).toHaveLength(2);
    expect(setAudit.filter((a) => !a.ok).map((a) => a.detail.reason)).toEqual(['LOG10011']);
    expect((await mailsOf(org.admin.id)).filter((m) => m.category === 'SECURITY').length).toBe(2);
  });

  it('locks after 5 wrong payment passwords until it is reset by SMS', async () => {
    const { org, c, sms } = await freshMerchant();
    await c.call('meradm/updatePayPassword', { new_pay_password: '111222', confirm_pay_password: '111222' });
    const change = (old: string) =>
      c.call('meradm/updatePayPassword', {
        old_pay_password: old,
        new_pay_password: '333444',
        confirm_pay_password: '333444',
      });
    for (let i = 0; i < 4; i++) expect(code(await change('999999'))).toBe('LOG10011');
    expect(code(await change('999999'))).toBe('SEC10005');
    // Even the right one is refused now.
    expect(code(await change('111222'))).toBe('SEC10005');

    expect(code(await c.call('meradm/resetPayPsdSendSmsAction'))).toBe(OK);
    const smsCode = await sms();
    const reset = (sms_code: string, p = '555666') =>
      c.call('meradm/resetPayPasswordAction', { sms_code, new_pay_password: p, confirm_pay_password: p });
    expect(code(await reset(wrongCode(smsCode)))).toBe('SMS10001');
    expect(code(await reset(smsCode, '111222'))).toBe('LOG10006');
    expect(code(await reset(smsCode))).toBe(OK);
    expect(code(await reset(smsCode, '777888'))).toBe('SMS10002');
    expect(code(await change('555666'))).toBe(OK);
    // The wrong code, the reset, and the attempt to use the spent code again.
    expect((await auditRows(server.db, org.admin.id, 'pay_password_reset')).map((a) => a.ok)).toEqual([
      false,
      true,
      false,
    ]);
  });
});

describe('phone change (133)', () => {
  it('needs a code to the current number and one to the new number', async () => {
    const { org, c, sms } = await freshMerchant();
    const next = randomMacauMobile();
    expect(code(await c.call('meradm/changeMblSendSmsAction', { target: 'OLD' }))).toBe(OK);
    const oldCode = await sms();
    expect(
      code(
        await c.call('meradm/changeMblSendSmsAction', { target: 'NEW', phone_area: '+853', phone: '123' }),
      ),
    ).toBe('VAL10004');
    expect(
      code(
        await c.call('meradm/changeMblSendSmsAction', {
          target: 'NEW',
          phone_area: '+853',
          phone: org.admin.phone,
        }),
      ),
    ).toBe('SEC10006');
    expect(
      code(await c.call('meradm/changeMblSendSmsAction', { target: 'NEW', phone_area: '+853', phone: next })),
    ).toBe(OK);
    const newCode = await smsCodeTo(server.db, '+853', next);

    const change = (old_sms_code: string, new_sms_code: string) =>
      c.call('meradm/changeMblAction', { old_sms_code, phone_area: '+853', phone: next, new_sms_code });
    expect(code(await change(oldCode, wrongCode(newCode)))).toBe('SMS10001');
    expect(
      (await server.db.query('select phone from operators where id = $1', [org.admin.id])).rows[0].phone,
    ).toBe(org.admin.phone);
    // A mistyped new code used up neither code.
    const r = await change(oldCode, newCode);
    expect(code(r)).toBe(OK);
    expect(code(await change(oldCode, newCode))).toBe('SEC10006');
    expect(
      (await server.db.query('select phone from operators where id = $1', [org.admin.id])).rows[0].phone,
    ).toBe(next);
    const notice = await lastMessage(server.db, 'sms', `${org.admin.phoneArea} ${org.admin.phone}`);
    expect(notice?.body).toContain('已更改');
    expect((await auditRows(server.db, org.admin.id, 'phone_change')).map((a) => a.ok)).toEqual([
      false,
      true,
    ]);
  });

  it('is open to a group operator, whose area has no codes', async () => {
    const group = await createGroupWithAdmin(server.db);
    const c = await signIn(server, group.admin);
    expect(code(await c.call('meradm/changeMblSendSmsAction', { target: 'OLD' }))).toBe(OK);
    const info = await c.call('meradm/querySecurityInfo');
    expect(info.data).toMatchObject({ has_key_settings: 'N', cert: null });
  });
});

describe('signing key', () => {
  it('refuses a 31-character key, forbidden characters and a wrong SMS code, and changes nothing', async () => {
    const { org, c, sms } = await freshMerchant();
    expect(code(await c.call('meradm/resetMerKeySendSms'))).toBe(OK);
    const smsCode = await sms();
    const reset = (sign_key: string, sms_code = smsCode) =>
      c.call('meradm/resetMerKey', { sms_code, sign_key });
    expect(code(await reset('a'.repeat(31)))).toBe('VAL10023');
    expect(code(await reset(`${'a'.repeat(31)}-`))).toBe('VAL10023');
    expect(code(await reset(`${'a'.repeat(30)}'<`))).toBe('VAL10007');
    expect(code(await reset('A1'.repeat(16), wrongCode(smsCode)))).toBe('SMS10001');
    expect(code(await reset('A1'.repeat(16), '12ab'))).toBe('SMS10005');
    expect(await keyRow(org.id)).toBeNull();
    // The wrong codes are on record; the refused inputs never reached the code check.
    const failed = await auditRows(server.db, org.admin.id, 'sign_key_reset');
    expect(failed.map((a) => [a.ok, a.detail.reason])).toEqual([
      [false, 'SMS10001'],
      [false, 'SMS10005'],
    ]);
    // Refused inputs spent nothing, the wrong code one of its 5 tries: it still works.
    expect(code(await reset('A1'.repeat(16)))).toBe(OK);
    expect((await keyRow(org.id))?.key_hint).toBe('A1A1');
  });

  it('resets with an SMS code, keeps the old key valid for the overlap, and shows up in the audit query', async () => {
    const { org, c, sms } = await freshMerchant();
    const first = 'K1'.repeat(16);
    await c.call('meradm/resetMerKeySendSms');
    expect(code(await c.call('meradm/resetMerKey', { sms_code: await sms(), sign_key: first }))).toBe(OK);

    await server.db.query(
      `update sms_codes set created_at = created_at - interval '2 minutes' where target = $1`,
      [`op:${org.admin.id}`],
    );
    await c.call('meradm/resetMerKeySendSms');
    const generated = await c.call('meradm/resetMerKey', { sms_code: await sms() });
    expect(code(generated)).toBe(OK);
    const second = generated.data.sign_key;
    expect(second).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(second).not.toBe(first);
    expect(generated.data.key_hint).toBe(second.slice(-4));
    expect(generated.data.prev_key_valid_until).toMatch(/^\d{14}$/);

    const payload = { mer_no: org.no, out_trade_no: 'HM20260101001', amount: 15800, memo: '' };
    const now = new Date();
    expect(await verifySignature(server.db, org.id, payload, signPayload(second, payload), now)).toBe(
      'CURRENT',
    );
    expect(await verifySignature(server.db, org.id, payload, signPayload(first, payload), now)).toBe(
      'PREVIOUS',
    );
    const dayLater = new Date(now.getTime() + 25 * 3_600_000);
    expect(
      await verifySignature(server.db, org.id, payload, signPayload(first, payload), dayLater),
    ).toBeNull();
    expect(
      await verifySignature(server.db, org.id, payload, signPayload('Z9'.repeat(16), payload), now),
    ).toBeNull();
    // A signature of another merchant's key never verifies here.
    expect(
      await verifySignature(server.db, org.id, { ...payload, amount: 1 }, signPayload(second, payload), now),
    ).toBe(null);
    const stored = await server.db.query('select key_enc from merchant_keys where org_id = $1', [org.id]);
    expect(stored.rows[0].key_enc).not.toContain(second);

    const today = macauYmd();
    const audit = await c.call('admin/queryAuditLog', {
      start_date: today,
      end_date: today,
      action: 'sign_key_reset',
    });
    expect(code(audit)).toBe(OK);
    expect(audit.data.total).toBe(2);
    expect(audit.data.rows[0]).toMatchObject({
      login_name: org.admin.loginName,
      result: 'OK',
      action: 'sign_key_reset',
    });
    expect(audit.data.rows[0].action_name).toBe('重設簽名密鑰');
    expect(audit.data.rows[0].detail).not.toContain(second);
    const mails = await mailsOf(org.admin.id);
    expect(mails.filter((m) => m.subject_zh.includes('簽名密鑰'))).toHaveLength(2);
    const email = await lastMessage(server.db, 'mail', org.admin.email);
    expect(email?.subject).toContain('Security change');
  });

  it('resends the key in force by SMS, after an SMS code', async () => {
    const { org, c, sms } = await freshMerchant();
    await c.call('meradm/resendMerKeySms');
    expect(code(await c.call('meradm/resendMerKey', { sms_code: await sms() }))).toBe('SEC10003');
    await c.call('meradm/resetMerKeySendSms');
    const key = 'R2'.repeat(16);
    await c.call('meradm/resetMerKey', { sms_code: await sms(), sign_key: key });
    await server.db.query(
      `update sms_codes set created_at = created_at - interval '2 minutes' where target = $1`,
      [`op:${org.admin.id}`],
    );
    await c.call('meradm/resendMerKeySms');
    const resendCode = await sms();
    expect(code(await c.call('meradm/resendMerKey', { sms_code: wrongCode(resendCode) }))).toBe('SMS10001');
    expect(code(await c.call('meradm/resendMerKey', { sms_code: resendCode }))).toBe(OK);
    const text = await lastMessage(server.db, 'sms', `${org.admin.phoneArea} ${org.admin.phone}`);
    expect(text?.body).toContain(key);
    expect((await auditRows(server.db, org.admin.id, 'sign_key_resend')).map((a) => a.ok)).toEqual([
      false,
      true,
    ]);
  });

  it("is the merchant's call for merchants and the provider's call for providers", async () => {
    const { c } = await freshMerchant();
    expect(code(await c.call('meradm/resetAgtKeySendSms'))).toBe('SCM40301');
    const provider = await createServiceProviderWithAdmin(server.db);
    const p = await signIn(server, provider.admin);
    expect(code(await p.call('meradm/resetMerKeySendSms'))).toBe('SCM40301');
    expect(code(await p.call('meradm/resetAgtKeySendSms'))).toBe(OK);
    const smsCode = await smsCodeTo(server.db, provider.admin.phoneArea, provider.admin.phone);
    const key = 'P3'.repeat(16);
    expect(code(await p.call('meradm/resetAgtKey', { sms_code: smsCode, sign_key: key }))).toBe(OK);
    const org = { kind: 'service' as const, id: provider.id };
    expect(await verifyOrgSignature(server.db, org, 'raw-body', signPayload(key, 'raw-body'))).toBe(
      'CURRENT',
    );
  });

  it('needs code 13', async () => {
    const { org } = await freshMerchant();
    const op = await createOperator(server.db, { orgKind: 'merchant', orgId: org.id, codes: ['11'] });
    const c = await signIn(server, op);
    expect(code(await c.call('meradm/resetMerKeySendSms'))).toBe('SCM40301');
    expect(code(await c.call('meradm/querySecurityInfo'))).toBe('SCM40301');
  });
});

describe('notification URLs', () => {
  let receiver: http.Server;
  let base: string;
  const received: { path: string; body: string }[] = [];

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push({ path: req.url ?? '', body });
        if (req.url === '/fail') {
          res.writeHead(500).end('internal error');
        } else res.writeHead(200, { 'content-type': 'text/plain' }).end('SUCCESS');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it(
    'refuses invalid URLs, ' + "' < >" + ', a missing confirmation and a wrong payment password',
    async () => {
      const { org, c } = await freshMerchant();
      await c.call('meradm/updatePayPassword', {
        new_pay_password: '864200',
        confirm_pay_password: '864200',
      });
      const update = (extra: Record<string, string>) =>
        c.call('meradm/updateNotifyUrl', {
          async_notify_url: `${base}/notify`,
          page_notify_url: `${base}/return`,
          pay_password: '864200',
          ...extra,
        });
      expect(code(await update({ async_notify_url: 'ftp://example.com/x' }))).toBe('VAL10024');
      expect(code(await update({ async_notify_url: 'not a url' }))).toBe('VAL10024');
      expect(code(await update({ page_notify_url: "https://shop.example/return?a='1'" }))).toBe('VAL10007');
      expect(code(await update({ page_notify_url: 'https://shop.example/<script>' }))).toBe('VAL10007');
      expect(code(await update({ pay_password: '' }))).toBe('SEC10002');
      expect(code(await update({ pay_password: '000000' }))).toBe('LOG10011');
      const none = await server.db.query('select 1 from notify_urls where org_id = $1', [org.id]);
      expect(none.rows).toHaveLength(0);
    },
  );

  it('sets both URLs, sends a signed test notification and keeps the delivery history', async () => {
    const { org, c, sms } = await freshMerchant();
    expect(code(await c.call('meradm/sendTestNotify', { url_kind: 'ASYNC' }))).toBe('SEC10004');
    await c.call('meradm/resetMerKeySendSms');
    const key = 'N4'.repeat(16);
    await c.call('meradm/resetMerKey', { sms_code: await sms(), sign_key: key });

    expect(code(await c.call('meradm/sendSmsCommon', { scene: 'NOTIFY_URL' }))).toBe(OK);
    const r = await c.call('meradm/updateNotifyUrl', {
      async_notify_url: `${base}/notify`,
      page_notify_url: `${base}/fail`,
      sms_code: await sms(),
    });
    expect(code(r)).toBe(OK);
    const info = await c.call('meradm/querySecurityInfo');
    expect(info.data).toMatchObject({ async_notify_url: `${base}/notify`, page_notify_url: `${base}/fail` });

    const sent = await c.call('meradm/sendTestNotify', { url_kind: 'ASYNC' });
    expect(code(sent)).toBe(OK);
    expect(sent.data).toMatchObject({
      result: 'OK',
      http_status: 200,
      response_excerpt: 'SUCCESS',
      origin: 'TEST',
    });
    const delivered = received.find((x) => x.path === '/notify' && x.body.includes(org.no));
    expect(delivered).toBeDefined();
    const message = JSON.parse(delivered!.body);
    expect(message).toMatchObject({ notify_type: 'TEST', org_no: org.no, sign_type: 'HMAC-SHA256' });
    expect(await verifySignature(server.db, org.id, message, message.sign)).toBe('CURRENT');
    expect(message.sign).toBe(signPayload(key, message));

    const failed = await c.call('meradm/sendTestNotify', { url_kind: 'PAGE' });
    expect(code(failed)).toBe(OK);
    expect(failed.data).toMatchObject({ result: 'HTTP_ERROR', http_status: 500 });

    const history = await c.call('meradm/queryNotifyHistory', {});
    expect(history.data.rows.map((d: any) => d.result)).toEqual(['HTTP_ERROR', 'OK']);
    const asyncOnly = await c.call('meradm/queryNotifyHistory', { url_kind: 'ASYNC' });
    expect(asyncOnly.data.rows).toHaveLength(1);
    expect((await auditRows(server.db, org.admin.id, 'notify_url_change')).length).toBe(1);
    expect((await auditRows(server.db, org.admin.id, 'notify_test')).map((a) => a.ok)).toEqual([true, false]);
  });

  it('records a server that cannot be reached as a network error', async () => {
    const { org, c } = await freshMerchant();
    await c.call('meradm/updatePayPassword', { new_pay_password: '975310', confirm_pay_password: '975310' });
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await c.call('meradm/updateNotifyUrl', {
      async_notify_url: `http://127.0.0.1:${port}/gone`,
      page_notify_url: '',
      pay_password: '975310',
    });
    const r = await c.call('meradm/sendTestNotify', { url_kind: 'ASYNC' });
    expect(r.data).toMatchObject({ result: 'NETWORK_ERROR', http_status: 0 });
    expect(r.data.error).not.toBe('');
    const rows = await server.db.query('select result from notify_deliveries where org_id = $1', [org.id]);
    expect(rows.rows.map((x) => x.result)).toEqual(['NETWORK_ERROR']);
  });
});

describe('the HTTP notifier', () => {
  it('gives up after its timeout and says so', async () => {
    const silent = http.createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/slow`;
      const outcome = await createHttpNotifier({ allowPrivate: true }).post(url, '{}', { timeoutMs: 300 });
      expect(outcome).toMatchObject({ result: 'TIMEOUT', httpStatus: 0, error: 'no answer within 300 ms' });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('certificate', () => {
  it('refuses what is not a certificate and an expired one, and stores a valid one with its facts', async () => {
    const { org, c, sms } = await freshMerchant();
    await c.call('meradm/updatePayPassword', { new_pay_password: '202468', confirm_pay_password: '202468' });
    const update = (cert_content: string, confirm: Record<string, string> = { pay_password: '202468' }) =>
      c.call('meradm/updateMerCert', { cert_content, ...confirm });
    expect(code(await update('hello'))).toBe('VAL10025');
    expect(code(await update(VALID_CERT.replace('MIIB', 'MIIC')))).toBe('VAL10025');
    const expired = await update(EXPIRED_CERT);
    expect(code(expired)).toBe('VAL10025');
    expect(expired.gda.msg_inf).toContain('expired');
    expect(code(await update(VALID_CERT, {}))).toBe('SEC10002');
    expect(code(await update(VALID_CERT, { pay_password: '111111' }))).toBe('LOG10011');
    expect(
      (await server.db.query('select 1 from merchant_certificates where org_id = $1', [org.id])).rows,
    ).toHaveLength(0);

    expect(code(await c.call('meradm/sendSmsCommon', { scene: 'CERT' }))).toBe(OK);
    const r = await update(VALID_CERT, { sms_code: await sms() });
    expect(code(r)).toBe(OK);
    expect(r.data.cert).toMatchObject({
      subject: 'C=MO, O=Test Merchant, CN=valid.merchant.test',
      self_signed: 'Y',
      valid_from: '20240101080000',
    });
    expect(r.data.cert.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect((await c.call('meradm/querySecurityInfo')).data.cert.subject).toContain('valid.merchant.test');
    const certAudit = await auditRows(server.db, org.admin.id, 'cert_change');
    expect(certAudit.map((a) => (a.ok ? 'OK' : a.detail.reason))).toEqual(['SEC10002', 'LOG10011', 'OK']);
  });
});

describe('audit query', () => {
  it('is for administrators, within their organisation, filtered by action and result', async () => {
    const { org, c } = await freshMerchant();
    const today = macauYmd();
    const op = await createOperator(server.db, { orgKind: 'merchant', orgId: org.id, codes: ['13', '1322'] });
    const opClient = await signIn(server, op);
    expect(code(await opClient.call('admin/queryAuditLog', { start_date: today, end_date: today }))).toBe(
      'SCM40301',
    );
    await opClient.call('meradm/updatePayPassword', {
      new_pay_password: '314159',
      confirm_pay_password: '314159',
    });
    await opClient.call('meradm/updatePayPassword', {
      old_pay_password: '000000',
      new_pay_password: '271828',
      confirm_pay_password: '271828',
    });
    expect(
      code(
        await c.call('admin/setLogMod', {
          action: 'export',
          target: '收款查詢',
          remark: '20260101-20260131',
        }),
      ),
    ).toBe(OK);
    expect(code(await c.call('admin/setLogMod', { action: 'export', target: "<x>'" }))).toBe('VAL10007');

    const all = await c.call('admin/queryAuditLog', { start_date: today, end_date: today, page_size: 100 });
    expect(code(all)).toBe(OK);
    const actions = all.data.rows.map((r: any) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['login', 'pay_password_set', 'export']));
    const byOp = await c.call('admin/queryAuditLog', { start_date: today, end_date: today, oper_id: op.id });
    expect(byOp.data.rows.every((r: any) => r.oper_id === op.id)).toBe(true);
    const exports = await c.call('admin/queryAuditLog', {
      start_date: today,
      end_date: today,
      action: 'export',
    });
    expect(exports.data.rows[0]).toMatchObject({ target: '收款查詢', action_name: '導出' });

    // Another organisation's entries never appear.
    const other = await freshMerchant();
    const theirs = await other.c.call('admin/queryAuditLog', {
      start_date: today,
      end_date: today,
      page_size: 100,
    });
    expect(theirs.data.rows.every((r: any) => r.login_name !== org.admin.loginName)).toBe(true);
    expect(code(await c.call('admin/queryAuditLog', { start_date: '20250101', end_date: '20250301' }))).toBe(
      'VAL10016',
    );
    expect(code(await c.call('admin/queryAuditLog', { start_date: today, end_date: '2026-01' }))).toBe(
      'VAL10013',
    );
    expect((await operatorRow(server.db, op.id)).status).toBe('normal');
  });
});

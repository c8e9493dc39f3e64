import { messageOf } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/accounts.ts';
import { code, OK, signIn, smsCodeTo } from './admin-helpers.ts';
import { changePassword, DOORS, lastMessage } from './auth-helpers.ts';
import {
  type CreatedOperator,
  type CreatedOrg,
  createMerchantWithAdmin,
  createOperator,
  insertStore,
  TEST_PASSWORD,
} from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { VALID_CERT } from './security-certs.ts';
import type { CallResult, TestClient } from './test-client.ts';

/**
 * Who holds the organisation's secrets (docs/decisions.md, "Organisation secrets"): the signing key,
 * notification URLs and certificate need code 13 AND an operator who acts for the whole merchant (its
 * administrator, or an operator of every store). Cashiers and store operators get the no-permission answer
 * on every such call, see none of them in querySecurityInfo, and keep their own password, payment password
 * and phone. And the login answer tells whether a payment password is set (/login_pavement_psd).
 */

let server: TestServer;
let org: CreatedOrg<'merchant'>;
let admin: TestClient;
let store: string;
const ASYNC_URL = 'https://203.0.113.7/notify';
const KEY = 'K7'.repeat(16);
// Everything of the security area, as the cashier role of a careless administrator might hold it.
const SECURITY_CODES = ['13', '131', '1321', '1322', '133'];

beforeAll(async () => {
  server = await startTestServer();
  org = await createMerchantWithAdmin(server.db);
  store = await insertStore(server.db, org.id);
  admin = await signIn(server, org.admin);
  const sms = () => smsCodeTo(server.db, org.admin.phoneArea, org.admin.phone);
  // The merchant's key and URL, set by its administrator through the real calls.
  expect(code(await admin.call('meradm/resetMerKeySendSms'))).toBe(OK);
  expect(code(await admin.call('meradm/resetMerKey', { sms_code: await sms(), sign_key: KEY }))).toBe(OK);
  await server.db.query(
    `update sms_codes set created_at = created_at - interval '2 minutes' where target = $1`,
    [`${org.admin.phoneArea} ${org.admin.phone}`],
  );
  expect(code(await admin.call('meradm/sendSmsCommon', { scene: 'NOTIFY_URL' }))).toBe(OK);
  const saved = await admin.call('meradm/updateNotifyUrl', {
    async_notify_url: ASYNC_URL,
    page_notify_url: '',
    sms_code: await sms(),
  });
  expect(code(saved)).toBe(OK);
});
afterAll(() => server?.close());

async function secretsRow() {
  const [key, urls, cert] = await Promise.all([
    server.db.query('select key_hint, updated_at from merchant_keys where org_id = $1', [org.id]),
    server.db.query('select async_url, updated_at from notify_urls where org_id = $1', [org.id]),
    server.db.query('select fingerprint from merchant_certificates where org_id = $1', [org.id]),
  ]);
  return { key: key.rows, urls: urls.rows, cert: cert.rows };
}

/** Every call on the merchant's secrets, with a body that passes the schema. */
const SECRET_CALLS: [string, Record<string, unknown>][] = [
  ['meradm/resetMerKeySendSms', {}],
  ['meradm/resetMerKey', { sms_code: '123456' }],
  ['meradm/resendMerKeySms', {}],
  ['meradm/resendMerKey', { sms_code: '123456' }],
  ['meradm/sendSmsCommon', { scene: 'NOTIFY_URL' }],
  ['meradm/sendSmsCommon', { scene: 'CERT' }],
  [
    'meradm/updateNotifyUrl',
    { async_notify_url: 'https://203.0.113.9/x', page_notify_url: '', sms_code: '123456' },
  ],
  ['meradm/sendTestNotify', { url_kind: 'ASYNC' }],
  ['meradm/queryNotifyHistory', { page_no: 1, page_size: 10 }],
  ['meradm/updateMerCert', { cert_content: VALID_CERT, sms_code: '123456' }],
];

function refused(r: CallResult, what: string) {
  expect(r.gda.msg_cd, what).toBe('SCM40301');
  expect(r.gda.msg_inf, what).toBe(messageOf('SCM40301', 'zh-TW'));
}

async function operator(kind: 'operator' | 'cashier', storeIds?: string[]): Promise<CreatedOperator> {
  return createOperator(server.db, {
    orgKind: 'merchant',
    orgId: org.id,
    kind,
    codes: SECURITY_CODES,
    storeIds,
  });
}

describe("the merchant's signing key, notification URLs and certificate", () => {
  for (const [who, make] of [
    ['a cashier holding code 13', () => operator('cashier', [store])],
    ['a store-scoped operator holding code 13', () => operator('operator', [store])],
  ] as const) {
    it(`are refused to ${who}, who sees none of them`, async () => {
      const op = await make();
      const c = await signIn(server, op);
      const before = await secretsRow();
      for (const [path, body] of SECRET_CALLS) refused(await c.call(path, body), path);
      expect(await secretsRow()).toEqual(before);
      expect(await lastMessage(server.db, 'sms', `${op.phoneArea} ${op.phone}`)).toBeFalsy();

      const info = await c.call('meradm/querySecurityInfo');
      expect(code(info)).toBe(OK);
      expect(info.data).toMatchObject({
        has_key_settings: 'N',
        key_set: 'N',
        key_hint: '',
        async_notify_url: '',
        page_notify_url: '',
        cert: null,
        pay_password_set: 'N',
      });
      expect(JSON.stringify(info.data)).not.toContain(KEY.slice(-4));
      expect(JSON.stringify(info.data)).not.toContain('203.0.113.7');
    });
  }

  it('keep their own sign-in password (131), payment password (1322) and phone change (133)', async () => {
    const op = await operator('cashier', [store]);
    const c = await signIn(server, op);
    expect(code(await changePassword(c, TEST_PASSWORD, 'Cashier2025x'))).toBe(OK);
    expect(
      code(
        await c.call('meradm/updatePayPassword', {
          new_pay_password: '975310',
          confirm_pay_password: '975310',
        }),
      ),
    ).toBe(OK);
    expect((await c.call('meradm/querySecurityInfo')).data.pay_password_set).toBe('Y');
    expect(code(await c.call('meradm/changeMblSendSmsAction', { target: 'OLD' }))).toBe(OK);
    expect((await lastMessage(server.db, 'sms', `${op.phoneArea} ${op.phone}`))?.code).toMatch(/^\d{6}$/);
  });

  it('are open to the administrator and to an operator of every store holding 13', async () => {
    const allStores = await operator('operator');
    for (const c of [admin, await signIn(server, allStores)]) {
      const info = await c.call('meradm/querySecurityInfo');
      expect(info.data).toMatchObject({
        has_key_settings: 'Y',
        key_set: 'Y',
        key_hint: KEY.slice(-4),
        async_notify_url: ASYNC_URL,
      });
      const history = await c.call('meradm/queryNotifyHistory', { page_no: 1, page_size: 10 });
      expect(code(history)).toBe(OK);
    }
    const c = await signIn(server, allStores);
    expect(code(await c.call('meradm/resetMerKeySendSms'))).toBe(OK);
    expect((await lastMessage(server.db, 'sms', `${allStores.phoneArea} ${allStores.phone}`))?.code).toMatch(
      /^\d{6}$/,
    );
  });

  it('are out of reach of the demo cashier, whose role no longer holds 13', async () => {
    const c = server.client();
    expect(code(await c.login('demo_cashier', DEMO_PASSWORD, DOORS.merchantOperator))).toBe(OK);
    refused(await c.call('meradm/resetMerKeySendSms'), 'resetMerKeySendSms');
    refused(
      await c.call('meradm/updateNotifyUrl', { async_notify_url: '', page_notify_url: '' }),
      'updateNotifyUrl',
    );
    const info = await c.call('meradm/querySecurityInfo');
    expect(info.data).toMatchObject({ has_key_settings: 'N', key_hint: '', pay_password_set: 'Y' });
  });

  it('still need one of the security codes for the security answer itself', async () => {
    const op = await createOperator(server.db, { orgKind: 'merchant', orgId: org.id, codes: ['11', '41'] });
    refused(await (await signIn(server, op)).call('meradm/querySecurityInfo'), 'querySecurityInfo');
  });
});

describe('the login answer for /login_pavement_psd', () => {
  it('says whether a payment password is set, and a cashier’s functions', async () => {
    const cashier = await createOperator(server.db, {
      orgKind: 'merchant',
      orgId: org.id,
      kind: 'cashier',
      codes: ['1322', '131'],
      storeIds: [store],
      allowRefund: true,
      functions: ['collect', 'trade_query', 'export'],
    });
    const c = server.client();
    const first = await c.login(cashier.loginName, cashier.password, DOORS.merchantOperator);
    expect(first.data).toMatchObject({
      permissions: '131,1322',
      pay_password_set: 'N',
      oper: { kind: 'cashier', functions: ['collect', 'export', 'trade_query', 'allow_refund'] },
    });
    // 1322 alone opens the payment password page's call and the answer it reads.
    expect((await c.call('meradm/querySecurityInfo')).data.pay_password_set).toBe('N');
    expect(
      code(
        await c.call('meradm/updatePayPassword', {
          new_pay_password: '482615',
          confirm_pay_password: '482615',
        }),
      ),
    ).toBe(OK);
    const again = await server.client().login(cashier.loginName, cashier.password, DOORS.merchantOperator);
    expect(again.data.pay_password_set).toBe('Y');

    const adminLogin = await server
      .client()
      .login(org.admin.loginName, org.admin.password, DOORS.merchantAdmin);
    expect(adminLogin.data).toMatchObject({ pay_password_set: 'N', oper: { kind: 'admin', functions: [] } });
  });
});

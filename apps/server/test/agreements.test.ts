import { createHash, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { newFormId } from '@mp/core/formid';
import { todayYmd } from '@mp/core/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_TOTAL_V2,
  checkChain,
  FIRST_TEXTS,
  publishVersion,
  reminderJob,
} from '../src/modules/agreements/index.ts';
import { code, OK, signIn, smsCodeTo } from './admin-helpers.ts';
import { countMessages, lastMessage } from './auth-helpers.ts';
import {
  createMerchantWithAdmin,
  createOperator,
  createServiceProviderWithAdmin,
  insertStore,
} from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { PAY_PASSWORD, setPayPassword } from './money-helpers.ts';
import type { TestClient } from './test-client.ts';

let server: TestServer;
const DAY = 86_400_000;
const deps = () => ({ db: server.db, files: server.built.platform.ports.files });

beforeAll(async () => {
  // One proxy hop is trusted: the client address comes from X-Forwarded-For's last hop only.
  server = await startTestServer({ env: { trustProxy: { hops: 1 } } });
  const at = new Date(Date.now() - 40 * DAY);
  for (const kind of ['SERVICE', 'COMPANY_TOTAL', 'RISK', 'CHILDREN_PRIVACY', 'NET_INVITATION'] as const) {
    await publishVersion(deps(), kind, FIRST_TEXTS[kind], at);
  }
});
afterAll(() => server?.close());

async function merchant() {
  const org = await createMerchantWithAdmin(server.db);
  const c = await signIn(server, org.admin);
  return { org, c, sms: () => smsCodeTo(server.db, org.admin.phoneArea, org.admin.phone) };
}

const states = async (c: TestClient) =>
  (await c.call('meradm/obtainMercAgreeTypes')).data.rows as Array<Record<string, any>>;
const stateOf = async (c: TestClient, kind: string) => (await states(c)).find((r) => r.kind === kind);

async function read(c: TestClient, kind: string) {
  const r = await c.call('meradm/queryPotocolAction', { kind });
  expect(code(r)).toBe(OK);
  return r.data;
}

async function accept(
  c: TestClient,
  sms: () => Promise<string>,
  kind: string,
  lang: 'zh-TW' | 'en' = 'zh-TW',
) {
  const doc = await read(c, kind);
  const sha = lang === 'en' ? doc.sha256_en : doc.sha256_zh;
  const sent = await c.call('meradm/confirmMeragrSendMsg', {
    version_id: doc.version_id,
    lang,
    doc_sha256: sha,
  });
  if (code(sent) !== OK) return sent;
  return c.call('meradm/confirmMeragr', {
    version_id: doc.version_id,
    lang,
    doc_sha256: sha,
    sms_code: await sms(),
  });
}

describe('published versions', () => {
  it('reads a version in the caller language, its PDF hashing to the published SHA-256, and refuses a version not published', async () => {
    const c = server.client();
    const zh = await read(c, 'SERVICE');
    expect(zh.title).toBe('商戶服務協議');
    c.lang = 'en';
    const en = await read(c, 'SERVICE');
    expect(en.title).toBe('Merchant service agreement');
    expect(en.sha256_zh).toBe(zh.sha256_zh);
    for (const lang of ['zh-TW', 'en'] as const) {
      const pdf = await c.call('meradm/queryPotocolPdf', { kind: 'SERVICE', version: zh.version, lang });
      expect(code(pdf)).toBe(OK);
      const bytes = Buffer.from(pdf.data.content_base64, 'base64');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(
        lang === 'en' ? zh.sha256_en : zh.sha256_zh,
      );
    }
    // The demo seed of the test template publishes every kind: a version never published reads the same.
    expect(code(await c.call('meradm/queryPotocolAction', { kind: 'MANDATE', version: 9999 }))).toBe(
      'AGR10001',
    );
  });

  it('never changes a published version', async () => {
    await expect(
      server.db.query(`update agreement_versions set title_zh = 'x' where kind = 'SERVICE'`),
    ).rejects.toThrow();
  });
});

describe('acceptance with evidence', () => {
  it('accepts with the SMS code bound to the hash, records who, what, when, where and how, and gives a certificate', async () => {
    const { org, c, sms } = await merchant();
    expect((await stateOf(c, 'SERVICE'))?.status).toBe('PENDING');
    const doc = await read(c, 'SERVICE');
    const sent = await c.call(
      'meradm/confirmMeragrSendMsg',
      { version_id: doc.version_id, lang: 'zh-TW', doc_sha256: doc.sha256_zh },
      { headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9', 'user-agent': 'AgreementTest/1.0' } },
    );
    expect(code(sent)).toBe(OK);
    const text =
      (await lastMessage(server.db, 'sms', `${org.admin.phoneArea} ${org.admin.phone}`))?.body ?? '';
    expect(text).toContain(doc.sha256_zh.slice(0, 8));
    // A code for this document does not confirm the English one (another hash).
    const wrongDoc = await c.call('meradm/confirmMeragr', {
      version_id: doc.version_id,
      lang: 'en',
      doc_sha256: doc.sha256_en,
      sms_code: await sms(),
    });
    expect(code(wrongDoc)).toBe('SMS10002');
    const r = await c.call(
      'meradm/confirmMeragr',
      { version_id: doc.version_id, lang: 'zh-TW', doc_sha256: doc.sha256_zh, sms_code: await sms() },
      { headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9', 'user-agent': 'AgreementTest/1.0' } },
    );
    expect(code(r)).toBe(OK);
    const e = r.data.evidence;
    // The forged first hop is ignored: one trusted hop gives the last address.
    expect(e).toMatchObject({
      action: 'ACCEPT',
      kind: 'SERVICE',
      lang: 'zh-TW',
      doc_sha256: doc.sha256_zh,
      operator: org.admin.loginName,
      role: 'admin',
      ip: '203.0.113.9',
      user_agent: 'AgreementTest/1.0',
      factors: 'session+sms',
    });
    expect(e.at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/);
    expect((await stateOf(c, 'SERVICE'))?.status).toBe('AUTHORISED');
    // Accepting again: already accepted.
    expect(code(await accept(c, sms, 'SERVICE'))).toBe('AGR10004');

    const cert = await c.call('meradm/queryAgrCertificate', { evidence_id: e.evidence_id });
    expect(code(cert)).toBe(OK);
    expect(Buffer.from(cert.data.content_base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    // Another organisation's entry reads like a missing one.
    const other = await merchant();
    expect(code(await other.c.call('meradm/queryAgrCertificate', { evidence_id: e.evidence_id }))).toBe(
      'SCM40401',
    );
    expect((await other.c.call('meradm/queryAgrEvidence')).data.rows).toEqual([]);
    expect((await checkChain(server.db)).ok).toBe(true);
  });

  it('refuses a hash that is not the published one, a version superseded while reading, and a non-administrator', async () => {
    const { org, c, sms } = await merchant();
    const doc = await read(c, 'COMPANY_TOTAL');
    const forged = await c.call('meradm/confirmMeragrSendMsg', {
      version_id: doc.version_id,
      lang: 'zh-TW',
      doc_sha256: 'a'.repeat(64),
    });
    expect(code(forged)).toBe('AGR10003');
    const op = await createOperator(server.db, { orgKind: 'merchant', orgId: org.id, codes: ['11'] });
    const oc = await signIn(server, op);
    expect(
      code(
        await oc.call('meradm/confirmMeragrSendMsg', {
          version_id: doc.version_id,
          lang: 'zh-TW',
          doc_sha256: doc.sha256_zh,
        }),
      ),
    ).toBe('SCM40301');
    expect((await states(oc)).length).toBeGreaterThan(0);

    // The code is sent, then a new version is published before the person confirms.
    expect(
      code(
        await c.call('meradm/confirmMeragrSendMsg', {
          version_id: doc.version_id,
          lang: 'zh-TW',
          doc_sha256: doc.sha256_zh,
        }),
      ),
    ).toBe(OK);
    const v2 = await publishVersion(deps(), 'COMPANY_TOTAL', COMPANY_TOTAL_V2, new Date());
    const late = await c.call('meradm/confirmMeragr', {
      version_id: doc.version_id,
      lang: 'zh-TW',
      doc_sha256: doc.sha256_zh,
      sms_code: await sms(),
    });
    expect(code(late)).toBe('AGR10002');
    // Read again and accept the new version.
    const again = await read(c, 'COMPANY_TOTAL');
    expect(again.version_id).toBe(v2.id);
    expect(again.version).toBe(doc.version + 1);
    await new Promise((r) => setTimeout(r, 10));
    await server.db.query(
      `update sms_codes set created_at = created_at - interval '2 minutes' where operator_id = $1`,
      [org.admin.id],
    );
    expect(code(await accept(c, sms, 'COMPANY_TOTAL'))).toBe(OK);
  });

  it('accepts with the payment password, and two administrators at once are chained one after the other', async () => {
    const { org, c } = await merchant();
    await setPayPassword(server.db, org.admin.id);
    const second = await signIn(server, org.admin);
    const doc = await read(c, 'RISK');
    const body = {
      version_id: doc.version_id,
      lang: 'en',
      doc_sha256: doc.sha256_en,
      pay_password: PAY_PASSWORD,
    };
    const [a, b] = await Promise.all([
      c.call('meradm/merRiskConfirm', body),
      second.call('meradm/merConfirmAgr', body),
    ]);
    expect([code(a), code(b)].sort()).toEqual(['AGR10004', OK]);
    const ok = code(a) === OK ? a : b;
    expect(ok.data.evidence.factors).toBe('session+pay_password');
    const risk = await stateOf(c, 'RISK');
    expect(risk?.status).toBe('AUTHORISED');
    expect(risk?.expires_at).not.toBe('');
    // The risk commitment call takes the RISK agreement only.
    const svc = await read(c, 'SERVICE');
    expect(
      code(
        await c.call('meradm/merRiskConfirm', {
          version_id: svc.version_id,
          lang: 'en',
          doc_sha256: svc.sha256_en,
          pay_password: PAY_PASSWORD,
        }),
      ),
    ).toBe('AGR10007');
    expect((await checkChain(server.db)).ok).toBe(true);
  });

  it('keeps the children privacy consent apart, and lets it be withdrawn', async () => {
    const { c, sms } = await merchant();
    const before = await stateOf(c, 'CHILDREN_PRIVACY');
    expect(before).toMatchObject({ required: 'N', status: 'PENDING', due_at: '' });
    expect(code(await accept(c, sms, 'CHILDREN_PRIVACY'))).toBe(OK);
    expect((await stateOf(c, 'SERVICE'))?.status).toBe('PENDING');
    expect(code(await c.call('meradm/revokeMeragr', { kind: 'SERVICE' }))).toBe('AGR10006');
    expect(code(await c.call('meradm/revokeMeragr', { kind: 'CHILDREN_PRIVACY' }))).toBe(OK);
    expect((await stateOf(c, 'CHILDREN_PRIVACY'))?.status).toBe('REVOKED');
  });
});

describe('re-consent', () => {
  it('blocks money moves only after the grace period, and an old acceptance never satisfies a new version', async () => {
    const { org, c, sms } = await merchant();
    // The merchant joined 60 days ago: every version published 40 days ago is past its 30 days.
    await server.db.query(`update merchants set created_at = now() - interval '60 days' where id = $1`, [
      org.id,
    ]);
    const pending = (await c.call('meradm/merUpdateConfirmAgr')).data;
    expect(pending.blocked).toBe('Y');
    const move = () =>
      c.call('withdraw/withdraw', {
        amount: '1.00',
        pay_password: PAY_PASSWORD,
        sms_code: '123456',
        client_key: newFormId(),
      });
    expect(code(await move())).toBe('AGR10005');
    // Queries stay open.
    expect(code(await c.call('meradm/queryAgrEvidence'))).toBe(OK);
    for (const kind of ['SERVICE', 'RISK']) {
      await server.db.query(
        `update sms_codes set created_at = created_at - interval '2 minutes' where operator_id = $1`,
        [org.admin.id],
      );
      expect(code(await accept(c, sms, kind))).toBe(OK);
    }
    // COMPANY_TOTAL v2 was published by an earlier test "now": within its grace period, so not blocking.
    const company = await stateOf(c, 'COMPANY_TOTAL');
    expect(company?.status).toBe('PENDING');
    expect(code(await move())).not.toBe('AGR10005');
    expect((await c.call('meradm/merUpdateConfirmAgr')).data.blocked).toBe('N');
  });

  it('shows a provider its sub-merchants statuses, and answers the inner checks from the data', async () => {
    const provider = await createServiceProviderWithAdmin(server.db);
    const sub = await createMerchantWithAdmin(server.db, { agentId: provider.id });
    const pc = await signIn(server, provider.admin);
    const rows = (await pc.call('meradm/merConfirmOmsAgr', {})).data.rows;
    expect(rows.some((r: any) => r.mer_no === sub.no && r.kind === 'SERVICE')).toBe(true);
    expect((await pc.call('meradm/checkMercIsinner', { mer_no: sub.no })).data.inner).toBe('Y');
    const stranger = await createMerchantWithAdmin(server.db);
    expect((await pc.call('meradm/checkMercIsinner', { mer_no: stranger.no })).data.inner).toBe('N');
    const sc = await signIn(server, sub.admin);
    expect((await sc.call('meradm/famIsInner')).data).toEqual({ inner: 'N', basis: '' });
    const direct = await signIn(server, stranger.admin);
    expect((await direct.call('meradm/famIsInner')).data).toEqual({ inner: 'Y', basis: 'DIRECT' });
  });
});

describe('re-consent reminders', () => {
  const run = (now: Date) =>
    reminderJob.run(
      { db: server.db, config: server.config, ports: server.built.platform.ports, log: server.built.logger },
      now,
    );

  it('mails the administrators 14, 7 and 1 days before a deadline, each reminder once, and before the risk commitment lapses', async () => {
    const { org, c, sms } = await merchant();
    const mails = () => countMessages(server.db, org.admin.email);
    const joined = (daysAgo: number) =>
      server.db.query(`update merchants set created_at = $2 where id = $1`, [
        org.id,
        new Date(Date.now() - daysAgo * DAY),
      ]);
    // Joined today: 30 days left, nothing yet.
    await run(new Date());
    expect(await mails()).toBe(0);
    // 13 days left: the 14-day reminder, once however often the job runs.
    await joined(17);
    await run(new Date());
    expect(await mails()).toBe(1);
    const first = await lastMessage(server.db, 'mail', org.admin.email);
    expect(first?.subject).toContain('14');
    expect(first?.body).toContain('商戶服務協議');
    expect(first?.body).toContain('Security › Agreements and certificates');
    await run(new Date());
    expect(await mails()).toBe(1);
    // A run missed on day 7: on day 2 the 7-day one is sent (not the 7 and the 1 together), then the 1-day one.
    await joined(28);
    await run(new Date());
    expect(await mails()).toBe(2);
    expect((await lastMessage(server.db, 'mail', org.admin.email))?.subject).toContain('7');
    await run(new Date(Date.now() + 1.5 * DAY));
    expect(await mails()).toBe(3);
    expect((await lastMessage(server.db, 'mail', org.admin.email))?.subject).toContain('1 day left');
    // Past the deadline: no reminder (the agreement is OVERDUE, the portal says so).
    await run(new Date(Date.now() + 3 * DAY));
    expect(await mails()).toBe(3);
    // The yearly risk commitment: accepted today, reminded 7 days before its year ends.
    expect(code(await accept(c, sms, 'RISK'))).toBe(OK);
    await run(new Date(Date.now() + 360 * DAY));
    expect(await mails()).toBe(4);
    const lapse = await lastMessage(server.db, 'mail', org.admin.email);
    expect(lapse?.body).toContain('one year');
    expect(lapse?.body).not.toContain('商戶服務協議');
  });
});

describe('the chain check', () => {
  it('fails on an edited row', async () => {
    const { c, sms } = await merchant();
    expect(code(await accept(c, sms, 'SERVICE'))).toBe(OK);
    expect((await checkChain(server.db)).ok).toBe(true);
    const id = (await c.call('meradm/queryAgrEvidence')).data.rows[0].evidence_id;
    // The append-only trigger stands in the way; an attacker with the database disables it.
    await server.db.query('alter table agreement_evidence disable trigger agreement_evidence_append_only');
    try {
      await server.db.query(`update agreement_evidence set ip = '192.0.2.1' where id = $1`, [id]);
    } finally {
      await server.db.query('alter table agreement_evidence enable trigger agreement_evidence_append_only');
    }
    const r = await checkChain(server.db);
    expect(r.ok).toBe(false);
    expect(r.broken).toEqual({ id, reason: 'hash' });
    await expect(server.db.query('delete from agreement_evidence where id = $1', [id])).rejects.toThrow();
  });
});

describe('API certificates', () => {
  it('issues from the CA, shows long-term validity, downloads and revokes; bad keys refused', async () => {
    const { c } = await merchant();
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(code(await c.call('meradm/merCertRequest', { public_key: 'nonsense', validity: '1Y' }))).toBe(
      'CER10001',
    );
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    expect(code(await c.call('meradm/merCertRequest', { public_key: weak.toString(), validity: '1Y' }))).toBe(
      'CER10001',
    );
    const r = await c.call('meradm/merCertRequest', { public_key: pem, validity: 'LONG' });
    expect(code(r)).toBe(OK);
    expect(r.data.cert).toMatchObject({ valid_to: '99991231', status: 'VALID', key_type: 'EC P-256' });
    const dl = await c.call('meradm/merCertDownload', { cert_id: r.data.cert.cert_id });
    const x = new X509Certificate(dl.data.pem);
    expect(x.verify(new X509Certificate(dl.data.chain_pem).publicKey)).toBe(true);
    expect(x.publicKey.export({ type: 'spki', format: 'pem' })).toBe(pem);
    const other = await merchant();
    expect(code(await other.c.call('meradm/merCertDownload', { cert_id: r.data.cert.cert_id }))).toBe(
      'SCM40401',
    );
    const rev = await c.call('meradm/merCertRevoke', { cert_id: r.data.cert.cert_id });
    expect(rev.data.cert.status).toBe('REVOKED');
    expect(code(await c.call('meradm/merCertRevoke', { cert_id: r.data.cert.cert_id }))).toBe('CER10002');
  });
});

describe("the payer's look-up", () => {
  it('finds a payment by reference, amount and day (±1), shows only what a payer may see, and mails a report', async () => {
    const org = await createMerchantWithAdmin(server.db);
    await server.db.query(`update merchants set contact_email = 'shop@example.mo' where id = $1`, [org.id]);
    const store = await insertStore(server.db, org.id);
    const ref = `42000${Date.now()}`;
    await server.db.query(
      `insert into transactions (txn_no, merchant_id, store_id, mer_order_no, agg_order_no, pay_type, result, amount,
         net_amount, created_at, paid_at, business_date, payer_last4)
       values ($1, $2, $3, $4, $5, 'UNIONPAY', 'SUCCESS', 12345, 12345, now(), now(), $6::date, '4321')`,
      [
        `T${ref}`,
        org.id,
        store,
        `ORD${ref}`,
        ref,
        `${todayYmd().slice(0, 4)}-${todayYmd().slice(4, 6)}-${todayYmd().slice(6)}`,
      ],
    );
    const c = server.client();
    const ip = { headers: { 'x-forwarded-for': '192.0.2.50' } };
    const yesterday = todayYmd(new Date(Date.now() - DAY));
    const r = await c.call(
      'pc/payerLookup',
      { by: 'PAY', reference: ref, amount: 12345, date: yesterday },
      ip,
    );
    expect(code(r)).toBe(OK);
    expect(r.data).toMatchObject({
      store_name: 'Test store',
      amount: 12345,
      status: 'SUCCESS',
      card_last4: '4321',
    });
    expect(Object.keys(r.data).sort()).toEqual(
      [
        'amount',
        'card_last4',
        'currency',
        'paid_at',
        'report_token',
        'status',
        'store_name',
        'trading_name',
      ].sort(),
    );
    const deal = await c.call(
      'pc/payerLookup',
      { by: 'DEAL', reference: `ORD${ref}`, amount: 12345, date: todayYmd() },
      ip,
    );
    expect(code(deal)).toBe(OK);
    // Wrong amount, wrong day, wrong reference: the same answer.
    const misses = [
      { by: 'PAY', reference: ref, amount: 12346, date: todayYmd() },
      { by: 'PAY', reference: ref, amount: 12345, date: todayYmd(new Date(Date.now() - 3 * DAY)) },
    ];
    for (const b of misses) {
      const m = await c.call('pc/payerLookup', b, ip);
      expect(code(m)).toBe('LKP10001');
      expect(m.gda.msg_inf).toBe(
        (
          await c.call(
            'pc/payerLookup',
            { ...b, reference: 'NOPE' },
            { headers: { 'x-forwarded-for': '192.0.2.51' } },
          )
        ).gda.msg_inf,
      );
    }
    const report = await c.call('pc/payerReport', {
      report_token: r.data.report_token,
      reason: 'CHARGED_TWICE',
      message: 'Charged twice at the till',
      contact: '+853 66001234',
    });
    expect(code(report)).toBe(OK);
    const mail = await lastMessage(server.db, 'mail', 'shop@example.mo');
    expect(mail?.body).toContain('Charged twice at the till');
    expect(
      code(
        await c.call('pc/payerReport', {
          report_token: r.data.report_token,
          reason: 'OTHER',
          message: '',
          contact: '',
        }),
      ),
    ).toBe('LKP10004');
  });

  it('allows 5 look-ups a minute per address', async () => {
    const c = server.client();
    const ip = { headers: { 'x-forwarded-for': '192.0.2.60' } };
    const body = { by: 'PAY', reference: 'GUESS1', amount: 100, date: todayYmd() };
    for (let i = 0; i < 5; i++) expect(code(await c.call('pc/payerLookup', body, ip))).toBe('LKP10001');
    expect(code(await c.call('pc/payerLookup', body, ip))).toBe('LKP10002');
    expect(code(await c.call('pc/payerLookup', body, { headers: { 'x-forwarded-for': '192.0.2.61' } }))).toBe(
      'LKP10001',
    );
  });

  it('asks for a captcha after 3 misses when the captcha is on', async () => {
    const s = await startTestServer({ env: { trustProxy: { hops: 1 }, captcha: true } });
    try {
      const c = s.client();
      const body = { by: 'PAY', reference: 'GUESS2', amount: 100, date: todayYmd() };
      for (let i = 0; i < 3; i++) expect(code(await c.call('pc/payerLookup', body))).toBe('LKP10001');
      expect((await c.call('pc/payerLookupState')).data.captcha).toBe('Y');
      expect(code(await c.call('pc/payerLookup', body))).toBe('LKP10003');
    } finally {
      await s.close();
    }
  });
});

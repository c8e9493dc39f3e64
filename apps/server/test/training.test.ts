import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsYmd } from '../src/modules/training/service.ts';
import { DOORS } from './auth-helpers.ts';
import {
  createMerchantWithAdmin,
  createServiceProviderWithAdmin,
  type MerchantWorld,
  signedInClient,
  startWithMerchant,
  TEST_PASSWORD,
} from './fixtures.ts';
import type { TestClient } from './test-client.ts';

// Training (issue 29 point 5): courses by kind, the quiz (80 %), the certificate (PDF kit), the yearly
// refresh, the cashier's required module with the risk commitment, the provider's view.

const OK = 'SCM00000';
let w: MerchantWorld;
let admin: TestClient;
let cashier: TestClient;
let cashierId: string;

const RISK_ANSWERS = [1, 0, 1, 1, 1];

beforeAll(async () => {
  w = await startWithMerchant();
  admin = await signedInClient(w.server, w.merchant.admin.id);
  const c = await w.newOperator({ kind: 'cashier', codes: [], untrained: true });
  cashierId = c.id;
  cashier = await signedInClient(w.server, c.id, 'en');
}, 300_000);
afterAll(() => w?.server.close());

describe('training', () => {
  it('a new cashier sees the required module, with the risk commitment text', async () => {
    const list = await cashier.call('train/courseList', {});
    expect(list.gda.msg_cd).toBe(OK);
    expect(list.data.required_due).toBe('Y');
    expect(list.data.pass_mark).toBe(80);
    const codes = list.data.rows.map((r: { course_code: string }) => r.course_code);
    expect(codes).toEqual(['RISK_COMMITMENT', 'CASHIER_BASICS']);
    const d = await cashier.call('train/courseDetail', { course_code: 'RISK_COMMITMENT' });
    expect(d.data.body[0].en).toBe(
      'I commit not to rent, lend or sell acceptance terminals, payment codes, payment interfaces or settlement accounts.',
    );
    expect(d.data.body[0].zh).toContain('不出租、出借或出售');
    // The quiz comes without its answers.
    expect(JSON.stringify(d.data.questions)).not.toContain('answer');
    expect(d.data.questions).toHaveLength(5);
  });

  it('courses are by kind: a cashier cannot open an administrator course', async () => {
    expect((await cashier.call('train/courseDetail', { course_code: 'ACCOUNT_SECURITY' })).gda.msg_cd).toBe(
      'SCM40401',
    );
    const list = await admin.call('train/courseList', {});
    expect(list.data.rows.map((r: { course_code: string }) => r.course_code)).toEqual([
      'RISK_COMMITMENT',
      'ACCOUNT_SECURITY',
    ]);
    expect(list.data.required_due).toBe('N');
  });

  it('under 80 % fails and names the wrong questions; 80 % passes with a certificate', async () => {
    expect(
      (await cashier.call('train/quizSubmit', { course_code: 'RISK_COMMITMENT', answers: [1] })).gda.msg_cd,
    ).toBe('TRN10001');
    const bad = await cashier.call('train/quizSubmit', {
      course_code: 'RISK_COMMITMENT',
      answers: [1, 0, 0, 0, 1],
    });
    expect(bad.data).toMatchObject({ score: 60, passed: 'N', wrong: [2, 3] });
    expect(bad.data.course.status).toBe('FAILED');
    expect((await cashier.call('train/certificate', { course_code: 'RISK_COMMITMENT' })).gda.msg_cd).toBe(
      'TRN10002',
    );
    const four = [...RISK_ANSWERS];
    four[4] = 0;
    const good = await cashier.call('train/quizSubmit', { course_code: 'RISK_COMMITMENT', answers: four });
    expect(good.data).toMatchObject({ score: 80, passed: 'Y', wrong: [4] });
    expect(good.data.course.status).toBe('PASSED');
    expect(good.data.course.cert_no).toMatch(/^TC\d{16}$/);
    expect(good.data.course.valid_until).toBe(addMonthsYmd(good.data.course.passed_at.slice(0, 8), 12));
    expect((await cashier.call('train/courseList', {})).data.required_due).toBe('N');
  });

  it('the certificate is a PDF, the same bytes each time', async () => {
    const a = await cashier.call('train/certificate', { course_code: 'RISK_COMMITMENT' });
    expect(a.gda.msg_cd).toBe(OK);
    const bytes = Buffer.from(a.data.content_base64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const b = await cashier.call('train/certificate', { course_code: 'RISK_COMMITMENT' });
    expect(b.data.sha256).toBe(a.data.sha256);
  });

  it('the yearly refresh: a pass past its date is due again', async () => {
    await w.server.db.query(
      `update training_completions set valid_until = '20000101' where operator_id = $1 and passed`,
      [cashierId],
    );
    const list = await cashier.call('train/courseList', {});
    expect(list.data.rows[0].status).toBe('DUE');
    expect(list.data.required_due).toBe('Y');
    expect((await cashier.call('train/certificate', { course_code: 'RISK_COMMITMENT' })).gda.msg_cd).toBe(
      'TRN10002',
    );
  });

  it("the provider sees its merchants' completion (code 21), not others'", async () => {
    const provider = await createServiceProviderWithAdmin(w.server.db);
    const mine = await createMerchantWithAdmin(w.server.db, { agentId: provider.id });
    await createMerchantWithAdmin(w.server.db);
    const agent = await signedInClient(w.server, provider.admin.id);
    const admin2 = await signedInClient(w.server, mine.admin.id);
    await admin2.call('train/quizSubmit', { course_code: 'RISK_COMMITMENT', answers: RISK_ANSWERS });
    await admin2.call('train/quizSubmit', { course_code: 'ACCOUNT_SECURITY', answers: [1, 1, 1, 0, 1] });
    const r = await agent.call('train/merchantCompletion', {});
    expect(r.gda.msg_cd).toBe(OK);
    expect(r.data.rows).toEqual([
      expect.objectContaining({ mer_no: mine.no, operators: 1, trained: 1, cashiers_due: 0 }),
    ]);
    expect((await admin.call('train/merchantCompletion', {})).gda.msg_cd).toBe('SCM40301');
  });

  it('months are added with the end of a shorter month kept', () => {
    expect(addMonthsYmd('20260131', 1)).toBe('20260228');
    expect(addMonthsYmd('20240229', 12)).toBe('20250228');
    expect(addMonthsYmd('20261129', 12)).toBe('20271129');
  });
});

// The required cashier course, enforced (docs/decisions.md, "Issue 29 points 4-5"): a cashier without a pass
// in force may sign in and use training's calls and the session's own; every other call answers TRN10003.
describe('the required cashier course holds a cashier until passed', () => {
  const NOTICES = 'system/bulletinRecentPublish';

  it('a fresh cashier signs in told training_due Y; other calls answer TRN10003, training stays open', async () => {
    const fresh = await w.newOperator({ kind: 'cashier', codes: ['14'], untrained: true });
    const c = w.server.client();
    const login = await c.login(fresh.loginName, TEST_PASSWORD, DOORS.merchantOperator);
    expect(login.gda.msg_cd).toBe(OK);
    expect(login.data.training_due).toBe('Y');
    expect((await c.call(NOTICES, {})).gda.msg_cd).toBe('TRN10003');
    // The course's own calls work while held.
    expect((await c.call('train/courseList', {})).data.required_due).toBe('Y');
    expect((await c.call('train/courseDetail', { course_code: 'RISK_COMMITMENT' })).gda.msg_cd).toBe(OK);
    // A failed quiz does not release the hold.
    await c.call('train/quizSubmit', { course_code: 'RISK_COMMITMENT', answers: [0, 0, 0, 0, 0] });
    expect((await c.call(NOTICES, {})).gda.msg_cd).toBe('TRN10003');
    const pass = await c.call('train/quizSubmit', { course_code: 'RISK_COMMITMENT', answers: RISK_ANSWERS });
    expect(pass.data.passed).toBe('Y');
    // Released in the same session, at the next call.
    expect((await c.call(NOTICES, {})).gda.msg_cd).toBe(OK);
    const again = w.server.client();
    expect(
      (await again.login(fresh.loginName, TEST_PASSWORD, DOORS.merchantOperator)).data.training_due,
    ).toBe('N');
    // A pass past its yearly refresh holds the cashier again.
    await w.server.db.query(
      `update training_completions set valid_until = '20000101' where operator_id = $1 and passed`,
      [fresh.id],
    );
    expect((await c.call(NOTICES, {})).gda.msg_cd).toBe('TRN10003');
    // Signing out is the session's own call: open while held.
    expect((await c.call('admin/loginOut', {})).gda.msg_cd).toBe(OK);
  });

  it('administrators and other operators are not held by it', async () => {
    const op = await w.newOperator({ kind: 'operator', codes: ['14'] });
    const c = w.server.client();
    const login = await c.login(op.loginName, TEST_PASSWORD, DOORS.merchantOperator);
    expect(login.data.training_due).toBe('N');
    expect((await c.call(NOTICES, {})).gda.msg_cd).toBe(OK);
    const a = w.server.client();
    const adminLogin = await a.login(w.merchant.admin.loginName, TEST_PASSWORD, DOORS.merchantAdmin);
    expect(adminLogin.data.training_due).toBe('N');
    expect((await a.call(NOTICES, {})).gda.msg_cd).toBe(OK);
  });
});

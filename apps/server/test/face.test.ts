import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faceVendorPage } from './face-helpers.ts';
import {
  createMerchantWithAdmin,
  type MerchantWorld,
  signedInClient,
  startWithMerchant,
} from './fixtures.ts';
import { decideAs } from './review-helpers.ts';
import { createStaff, type TestStaff } from './staff-helpers.ts';
import type { TestClient } from './test-client.ts';

// Face verification (issue 29 point 4) through the real server, the local vendor's page and the review
// kit: consent, the one-time link, the states, the server asking the vendor itself, three failures a day,
// the documents alternative, tenancy.

const OK = 'SCM00000';
let w: MerchantWorld;
let admin: TestClient;
let staff: TestStaff;

beforeAll(async () => {
  w = await startWithMerchant();
  admin = await signedInClient(w.server, w.merchant.admin.id);
  staff = await createStaff(w.server, 'reviewer');
}, 300_000);
afterAll(() => w?.server.close());

/** The vendor's page as the person's browser sees it. */
const vendorPage = (url: string, verdict?: 'PASS' | 'FAIL', reason = 'LIVENESS') =>
  faceVendorPage(w.server, url, verdict, reason);

async function open(c: TestClient = admin, purpose = 'IDENTIFICATION') {
  const r = await c.call('face/fetchFaceOpenUrl', { purpose, consent: 'Y' });
  expect(r.gda.msg_cd).toBe(OK);
  return r.data as { check_no: string; open_url: string; status: string };
}

const result = async (no: string, c: TestClient = admin) => {
  const r = await c.call('face/faceResultQuery', { check_no: no });
  expect(r.gda.msg_cd).toBe(OK);
  return r.data as { status: string; reason: string; failures_today: number; open_url: string };
};

/** Asks until the vendor's comparison is over (PROCESSING about 1.5 s). */
async function settled(no: string) {
  for (let i = 0; i < 100; i++) {
    const r = await result(no);
    if (r.status !== 'PROCESSING' && r.status !== 'IN_PROGRESS') return r;
    await new Promise((ok) => setTimeout(ok, 200));
  }
  throw new Error('still processing');
}

describe('face verification', () => {
  it('needs the separate consent (FAC10001)', async () => {
    const r = await admin.call('face/fetchFaceOpenUrl', { purpose: 'IDENTIFICATION', consent: 'N' });
    expect(r.gda.msg_cd).toBe('FAC10001');
  });

  it('link, in progress, processing, passed: the server asks the vendor', async () => {
    const c = await open();
    expect(c.status).toBe('CREATED');
    expect(c.open_url).toMatch(/^\/face-local\/check\?ticket=[0-9a-f]{32}$/);
    const first = await result(c.check_no);
    expect(first.status).toBe('CREATED');
    expect(first.open_url).toBe('');
    const page = await vendorPage(c.open_url);
    expect(page.html).toContain('Pass');
    expect((await result(c.check_no)).status).toBe('IN_PROGRESS');
    // One-time: a second opening shows the link as used.
    expect((await vendorPage(c.open_url)).html).toContain('This link has been used');
    expect((await vendorPage(c.open_url, 'PASS')).status).toBe(200);
    expect(['PROCESSING', 'PASSED']).toContain((await result(c.check_no)).status);
    expect((await settled(c.check_no)).status).toBe('PASSED');
    // Deciding again through the page does nothing.
    expect((await vendorPage(c.open_url, 'FAIL')).status).toBe(409);
    expect((await result(c.check_no)).status).toBe('PASSED');
    // No image and no vendor token in the answers; the token stays on the server.
    const row = await w.server.db.query('select vendor_token from face_checks where check_no = $1', [
      c.check_no,
    ]);
    expect(row.rows[0].vendor_token).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(await result(c.check_no))).not.toContain(row.rows[0].vendor_token);
  });

  it('a result posted by the browser is refused (the request schema is strict)', async () => {
    const c = await open();
    const r = await admin.call('face/faceResultQuery', { check_no: c.check_no, status: 'PASSED' });
    expect(r.gda.msg_cd).not.toBe(OK);
    expect((await result(c.check_no)).status).toBe('CREATED');
  });

  it('an unused link expires after 30 minutes', async () => {
    const c = await open();
    await w.server.db.query(
      `update face_checks set expires_at = now() - interval '1 second' where check_no = $1`,
      [c.check_no],
    );
    expect((await result(c.check_no)).status).toBe('EXPIRED');
  });

  it("another merchant's check answers like a missing one", async () => {
    const c = await open();
    const other = await createMerchantWithAdmin(w.server.db);
    const stranger = await signedInClient(w.server, other.admin.id);
    expect((await stranger.call('face/faceResultQuery', { check_no: c.check_no })).gda.msg_cd).toBe(
      'SCM40401',
    );
  });

  it('three failures in a day: the third goes to manual review, a fourth is refused; a reviewer approves', async () => {
    const person = await w.newOperator({ codes: [] });
    const c = await signedInClient(w.server, person.id);
    // An operator of every store acts for the whole organisation.
    let last = '';
    for (let i = 1; i <= 3; i++) {
      const k = await open(c, 'BANK_CHANGE');
      await vendorPage(k.open_url);
      await vendorPage(k.open_url, 'FAIL', 'MISMATCH');
      let r: { status: string; reason: string; failures_today: number } | undefined;
      for (let j = 0; j < 100; j++) {
        r = (await c.call('face/faceResultQuery', { check_no: k.check_no })).data as typeof r;
        if (r && r.status !== 'PROCESSING' && r.status !== 'IN_PROGRESS') break;
        await new Promise((ok) => setTimeout(ok, 200));
      }
      expect(r?.status).toBe(i < 3 ? 'FAILED' : 'MANUAL_REVIEW');
      expect(r?.reason).toContain('Does not match');
      expect(r?.failures_today).toBe(i);
      last = k.check_no;
    }
    const refused = await c.call('face/fetchFaceOpenUrl', { purpose: 'BANK_CHANGE', consent: 'Y' });
    expect(refused.gda.msg_cd).toBe('FAC10002');
    const d = await decideAs(staff.client, 'face', last, 'APPROVE');
    expect(d.code).toBe(OK);
    expect((await c.call('face/faceResultQuery', { check_no: last })).data.status).toBe('PASSED');
    // Two reviewers on one item: the second finds it decided.
    expect(
      (await decideAs(staff.client, 'face', last, 'APPROVE').catch(() => ({ code: 'GONE' }))).code,
    ).not.toBe(OK);
  });

  it('the documents alternative goes to the review kit; a rejection carries its reason', async () => {
    const PNG =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const up = await admin.call('file/upload', {
      purpose: 'ID_FRONT',
      file_name: 'id.png',
      content_base64: PNG,
    });
    expect(up.gda.msg_cd).toBe(OK);
    const r = await admin.call('face/faceDocumentsSubmit', {
      purpose: 'LEGAL_CHANGE',
      file_ids: [up.data.file_id],
    });
    expect(r.gda.msg_cd).toBe(OK);
    expect(r.data).toMatchObject({ method: 'DOCUMENTS', status: 'MANUAL_REVIEW' });
    const d = await decideAs(staff.client, 'face', r.data.check_no, 'REJECT', {
      reason_text: 'ID photo unreadable',
    });
    expect(d.code).toBe(OK);
    const after = await result(r.data.check_no);
    expect(after.status).toBe('REJECTED');
    expect(after.reason).toContain('ID photo unreadable');
    // Another merchant's upload is not a document of this one.
    const other = await createMerchantWithAdmin(w.server.db);
    const stranger = await signedInClient(w.server, other.admin.id);
    const bad = await stranger.call('face/faceDocumentsSubmit', {
      purpose: 'LEGAL_CHANGE',
      file_ids: [up.data.file_id],
    });
    expect(bad.gda.msg_cd).toBe('FIL10001');
  });

  it('the list: the last 30 days, newest first', async () => {
    const r = await admin.call('face/faceCheckList', {});
    expect(r.gda.msg_cd).toBe(OK);
    expect(r.data.rows.length).toBeGreaterThan(3);
    expect(r.data.rows.every((x: { open_url: string }) => x.open_url === '')).toBe(true);
  });
});

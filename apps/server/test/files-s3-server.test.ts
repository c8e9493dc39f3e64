import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { code, OK, smsCodeTo } from './admin-helpers.ts';
import { randomMacauMobile } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { png } from './png.ts';
import { listenS3 } from './s3-fake.ts';

// The server with FILES_S3_* set (config.filesS3): uploads go to the S3-compatible bucket through the
// file-storage port, signed and checked by the fake S3, and come back from it; nothing lands on local disk.

let s3: Awaited<ReturnType<typeof listenS3>>;
let server: TestServer;

beforeAll(async () => {
  s3 = await listenS3('mp-portal');
  server = await startTestServer({ env: { simRate: 0, filesS3: s3.settings } });
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

describe('the file store in an S3-compatible bucket', () => {
  it("keeps an applicant's upload in the bucket and reads it back from there", async () => {
    const c = server.client();
    const phone = randomMacauMobile();
    expect(code(await c.call('meradm/sendMessage', { phone_area: '+853', phone }))).toBe(OK);
    const sms = await smsCodeTo(server.db, '+853', phone);
    const r = await c.call('meradm/register', { phone_area: '+853', phone, sms_code: sms });
    const token = r.data.apply_token as string;
    const image = png();
    const up = await c.call('meradm/merH5InsertFile', {
      apply_token: token,
      purpose: 'STORE_FRONT',
      file_name: 'front.png',
      content_base64: image.toString('base64'),
    });
    expect(code(up)).toBe(OK);
    const stored = [...s3.objects.entries()].filter(([, bytes]) => bytes.equals(image));
    expect(stored).toHaveLength(1);
    expect(s3.refused).toEqual([]);
    const back = await c.call('meradm/queryH5File', { apply_token: token, file_id: up.data.file_id });
    expect(code(back)).toBe(OK);
    expect(Buffer.from(back.data.content_base64, 'base64').equals(image)).toBe(true);
    expect(fs.existsSync(path.join(server.config.dataDir, 'files', stored[0][0]))).toBe(false);

    // The object gone from the bucket: the file answers "not found", not an error.
    s3.objects.delete(stored[0][0]);
    const gone = await c.call('meradm/queryH5File', { apply_token: token, file_id: up.data.file_id });
    expect(code(gone)).toBe('FIL10001');
  });
});

import { expect } from 'vitest';
import type { TestServer } from './harness.ts';
import type { TestClient } from './test-client.ts';

/**
 * The local face vendor's page as the person's browser uses it (ports/face-local.ts): opens the link's
 * page, then posts the tester's verdict. Without a verdict, only opens it (the check is then in progress).
 */
export async function faceVendorPage(
  server: TestServer,
  url: string,
  verdict?: 'PASS' | 'FAIL',
  reason = 'LIVENESS',
): Promise<{ status: number; html: string }> {
  const ticket = new URL(url, server.url).searchParams.get('ticket') ?? '';
  if (!verdict)
    return fetch(server.url + url).then(async (r) => ({ status: r.status, html: await r.text() }));
  const r = await fetch(`${server.url}/face-local/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ticket, verdict, reason }).toString(),
  });
  return { status: r.status, html: await r.text() };
}

/**
 * A face check passed the way a tester passes it: consent and link (face/fetchFaceOpenUrl), the vendor's
 * page opened and passed, then the result asked of the server until the vendor's comparison is over. The
 * organisation's flows that need a verified person accept it for an hour (docs/decisions.md).
 */
export async function passFaceCheck(
  server: TestServer,
  c: TestClient,
  purpose: 'IDENTIFICATION' | 'BANK_CHANGE' | 'LEGAL_CHANGE' = 'IDENTIFICATION',
): Promise<string> {
  const open = await c.call('face/fetchFaceOpenUrl', { purpose, consent: 'Y' });
  expect(open.gda.msg_cd).toBe('SCM00000');
  await faceVendorPage(server, open.data.open_url);
  await faceVendorPage(server, open.data.open_url, 'PASS');
  for (let i = 0; i < 100; i++) {
    const r = await c.call('face/faceResultQuery', { check_no: open.data.check_no });
    if (r.data.status === 'PASSED') return open.data.check_no as string;
    expect(['IN_PROGRESS', 'PROCESSING']).toContain(r.data.status);
    await new Promise((ok) => setTimeout(ok, 100));
  }
  throw new Error('the face check never passed');
}

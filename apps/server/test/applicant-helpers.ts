import { expect } from 'vitest';
import { code, OK } from './admin-helpers.ts';
import type { TestClient } from './test-client.ts';

/** The current published version of an agreement, as /mandate and /signIn read it (its id and hashes). */
export async function agreementDoc(c: TestClient, kind: string) {
  const r = await c.call('meradm/queryPotocolAction', { kind });
  expect(code(r)).toBe(OK);
  return r.data as { version_id: string; sha256_zh: string; sha256_en: string };
}

/**
 * The applicant signs the letter of authorisation and the company merchant contract (their current versions,
 * read in zh-TW), as /mandate and /signIn do: a self-registered application is submitted only after both.
 */
export async function signApplicantAgreements(c: TestClient, token: string, name = '陳大文') {
  for (const kind of ['MANDATE', 'COMPANY_TOTAL']) {
    const d = await agreementDoc(c, kind);
    const r = await c.call('meradm/applicantSignAgr', {
      apply_token: token,
      kind,
      version_id: d.version_id,
      lang: 'zh-TW',
      doc_sha256: d.sha256_zh,
      signer_name: name,
    });
    expect(code(r), r.gda?.msg_inf).toBe(OK);
  }
}

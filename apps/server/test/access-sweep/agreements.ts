import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/types.ts';
import { MISSING_ID, type Probe, type Sample, type SweepTable } from './kit.ts';

const sha = 'a'.repeat(64);
const accept = { version_id: MISSING_ID, lang: 'zh-TW', doc_sha256: sha };

const samples: Record<string, Sample> = {
  'meradm/confirmMeragrSendMsg': () => accept,
  'meradm/confirmMeragr': () => ({ ...accept, sms_code: '123456' }),
  'meradm/merConfirmAgr': () => ({ ...accept, pay_password: '123456' }),
  'meradm/merRiskConfirm': () => ({ ...accept, sms_code: '123456' }),
  'meradm/revokeMeragr': () => ({ kind: 'CHILDREN_PRIVACY' }),
  'meradm/queryAgrCertificate': () => ({ evidence_id: MISSING_ID }),
  'meradm/checkMercIsinner': () => ({ mer_no: 'M000000000' }),
  'meradm/merCertRequest': () => ({ public_key: 'not a key', validity: '1Y' }),
  'meradm/merCertDownload': () => ({ cert_id: MISSING_ID }),
  'meradm/merCertRevoke': () => ({ cert_id: MISSING_ID }),
  'meradm/serveApproveSend': () => ({ apply_no: 'AP2000010100000000' }),
  'meradm/serveApproveState': () => ({ apply_no: 'AP2000010100000000' }),
};

const noCode: Record<string, string> = {
  'meradm/obtainMercAgreeTypes': 'every operator may read where the organisation stands with its agreements',
  'meradm/merUpdateConfirmAgr': 'every operator sees the re-consent banner',
  'meradm/confirmMeragrSendMsg': 'administrator only (adminOnly), whatever codes a role holds',
  'meradm/confirmMeragr': 'administrator only (adminOnly), whatever codes a role holds',
  'meradm/merConfirmAgr': 'administrator only (adminOnly), whatever codes a role holds',
  'meradm/merRiskConfirm': 'administrator only (adminOnly), whatever codes a role holds',
  'meradm/revokeMeragr': 'administrator only (adminOnly), whatever codes a role holds',
  'meradm/queryAgrEvidence': "every operator may read the organisation's evidence",
  'meradm/queryAgrCertificate': 'every operator may download the certificate of an acceptance it can read',
  'meradm/famIsInner': "a fact of the caller's own organisation",
  'meradm/queryPayPwdUpdFlg': "the calling operator's own payment-password flag",
  'meradm/queryUrmOper': 'the calling operator itself',
};

const notARow: Record<string, string> = {
  'meradm/confirmMeragrSendMsg version_id':
    'a published agreement version: public, the same for every organisation',
  'meradm/confirmMeragr version_id': 'a published agreement version: public, the same for every organisation',
  'meradm/merConfirmAgr version_id': 'a published agreement version: public, the same for every organisation',
  'meradm/merRiskConfirm version_id':
    'a published agreement version: public, the same for every organisation',
  'meradm/checkMercIsinner mer_no':
    "answers Y only for the caller's own sub-merchant; any other number reads N, the same as a missing one",
  'meradm/merConfirmOmsAgr mer_no':
    "filters the caller's own sub-merchants; another's number gives no rows, the same as a missing one",
};

/** A draft sub-merchant entry of the provider `o` (the owner is told to submit it first: AGR10011). */
async function entryOf(db: Db, o: { id: string }): Promise<string> {
  const applyNo = `AP${String(Math.floor(Math.random() * 1e16)).padStart(16, '0')}`;
  await db.query(
    `insert into merchant_applications (apply_no, registrant, agent_id, phone_area, phone)
     values ($1, 'service', $2, '', '')`,
    [applyNo, o.id],
  );
  return applyNo;
}

async function evidenceOf(db: Db, org: { kind: string; id: string }): Promise<string> {
  const v = await db.query<{ id: string }>(
    `insert into agreement_versions (kind, version, title_zh, title_en, sections_zh, sections_en, sha256_zh,
       sha256_en, pdf_key_zh, pdf_key_en, published_at)
     values ('SWEEP', (select coalesce(max(version), 0) + 1 from agreement_versions where kind = 'SWEEP'),
       't', 't', '[]', '[]', $1, $1, 'x', 'x', now()) returning id`,
    [sha],
  );
  const r = await db.query<{ id: string }>(
    `insert into agreement_evidence (id, org_kind, org_id, operator_login, operator_role, version_id, kind, version,
       lang, doc_sha256, action, at_ms, ip, user_agent, factors, prev_hash, entry_hash)
     values ((select coalesce(max(id), 0) + 1 from agreement_evidence), $1, $2, 'sweep', 'admin', $3, 'SWEEP', 1,
       'zh-TW', $4, 'ACCEPT', 0, '127.0.0.1', '', 'session', $4, $5) returning id`,
    [org.kind, org.id, v.rows[0].id, sha, randomBytes(32).toString('hex')],
  );
  return String(r.rows[0].id);
}

async function certOf(db: Db, org: { kind: string; id: string }): Promise<string> {
  const r = await db.query<{ id: string }>(
    `insert into issued_certificates (org_kind, org_id, serial_no, subject, issuer, fingerprint, key_type, pem,
       valid_from, valid_to, issued_at)
     values ($1, $2, $3, 'CN=sweep', 'CN=ca', 'x', 'EC P-256', 'x', now(), now() + interval '1 year', now())
     returning id`,
    [org.kind, org.id, randomBytes(16).toString('hex')],
  );
  return String(r.rows[0].id);
}

const probes: Record<string, Probe> = {
  'meradm/queryAgrCertificate evidence_id': {
    value: (w, o) => evidenceOf(w.db, o),
    areas: ['merchant', 'service'],
    note: "the certificate PDF of the owner's own acceptance; another's reads SCM40401",
  },
  'meradm/merCertDownload cert_id': { value: (w, o) => certOf(w.db, o), areas: ['merchant', 'service'] },
  'meradm/merCertRevoke cert_id': { value: (w, o) => certOf(w.db, o), areas: ['merchant', 'service'] },
  'meradm/serveApproveSend apply_no': {
    value: (w, o) => entryOf(w.db, o),
    areas: ['service'],
    note: "the provider's own entry (a draft: AGR10011); another provider's reads SCM40401",
  },
  'meradm/serveApproveState apply_no': {
    value: (w, o) => entryOf(w.db, o),
    areas: ['service'],
    note: "the provider's own entry's link and decision; another provider's reads SCM40401",
  },
};

/** The access sweep's entries of the agreements capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, noCode, notARow, probes };

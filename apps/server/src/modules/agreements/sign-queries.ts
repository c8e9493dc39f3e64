import type { Db } from '../../db/types.ts';

/** The SQL of onboarding's signatures and of the sub-merchant's approval (sign.ts). */

export interface SignApplication {
  id: string;
  apply_no: string;
  status: string;
  agent_id: string | null;
  products: string[];
  base_info: Record<string, string>;
  settle: Record<string, string>;
  contacts: Record<string, string>;
}
const APP = `id::text as id, apply_no, status, agent_id::text as agent_id, products, base_info, settle, contacts`;

/** The applicant's newest application (open ones first), as the wizard finds it. */
export async function applicantApplication(db: Db, phoneArea: string, phone: string, forUpdate = false) {
  const r = await db.query<SignApplication>(
    `select ${APP} from merchant_applications
      where registrant = 'self' and phone_area = $1 and phone = $2
      order by (status in ('DRAFT', 'AUDITING', 'NEED_MORE')) desc, id desc limit 1
      ${forUpdate ? 'for update' : ''}`,
    [phoneArea, phone],
  );
  return r.rows[0] ?? null;
}

/** One of a provider's sub-merchant entries; another provider's answers null. */
export async function entryOfAgent(db: Db, agentId: string, applyNo: string, forUpdate = false) {
  const r = await db.query<SignApplication>(
    `select ${APP} from merchant_applications where agent_id = $1 and apply_no = $2 and registrant = 'service'
      ${forUpdate ? 'for update' : ''}`,
    [agentId, applyNo],
  );
  return r.rows[0] ?? null;
}

export async function applicationById(db: Db, id: string) {
  const r = await db.query<SignApplication>(`select ${APP} from merchant_applications where id = $1`, [id]);
  return r.rows[0] ?? null;
}

export interface SignatureDbRow {
  kind: string;
  version_id: string;
  version: number;
  lang: string;
  doc_sha256: string;
  signer_name: string;
  at_ms: string;
}

/** The application's signatures, newest first. */
export async function signaturesOf(db: Db, applicationId: string) {
  const r = await db.query<SignatureDbRow>(
    `select kind, version_id::text as version_id, version, lang, doc_sha256, signer_name, at_ms::text as at_ms
       from applicant_signatures where application_id = $1 order by id desc`,
    [applicationId],
  );
  return r.rows;
}

export async function insertSignature(
  db: Db,
  s: SignatureDbRow & { application_id: string; phone: string; ip: string; user_agent: string },
) {
  const r = await db.query(
    `insert into applicant_signatures (application_id, kind, version_id, version, lang, doc_sha256, signer_name,
       phone, at_ms, ip, user_agent)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     on conflict (application_id, version_id) do nothing`,
    [
      s.application_id,
      s.kind,
      s.version_id,
      s.version,
      s.lang,
      s.doc_sha256,
      s.signer_name,
      s.phone,
      s.at_ms,
      s.ip,
      s.user_agent,
    ],
  );
  return (r.rowCount ?? 0) > 0;
}

export interface ApprovalDbRow {
  id: string;
  application_id: string;
  agent_id: string;
  sent_to: string;
  expires_at: Date;
  state: 'PENDING' | 'APPROVED' | 'DECLINED';
  decided_at: Date | null;
}
const APPROVAL = `id::text as id, application_id::text as application_id, agent_id::text as agent_id, sent_to,
  expires_at, state, decided_at`;

/**
 * The application's decided approval of its current submission, if any (a sub-merchant decides once per
 * submission: a link sent before the entry's last commit, e.g. before "ask for more", no longer counts).
 */
export async function decidedApproval(db: Db, applicationId: string) {
  const r = await db.query<ApprovalDbRow>(
    `select ${APPROVAL} from serve_approvals s
      where s.application_id = $1 and s.state <> 'PENDING'
        and s.created_at >= (select a.updated_at from merchant_applications a where a.id = $1)
      limit 1`,
    [applicationId],
  );
  return r.rows[0] ?? null;
}

/** The entry's newest link, with its time and remark, and whether it was sent for the current submission. */
export async function latestApproval(db: Db, applicationId: string) {
  const r = await db.query<ApprovalDbRow & { created_at: Date; remark: string; current: boolean }>(
    `select s.id::text as id, s.application_id::text as application_id, s.agent_id::text as agent_id, s.sent_to,
            s.expires_at, s.state, s.decided_at, s.created_at, s.remark, (s.created_at >= a.updated_at) as current
       from serve_approvals s join merchant_applications a on a.id = s.application_id
      where s.application_id = $1 order by s.id desc limit 1`,
    [applicationId],
  );
  return r.rows[0] ?? null;
}

/** A new link ends the pending ones before it (only the newest link opens the page). */
export async function insertApproval(
  db: Db,
  a: {
    application_id: string;
    agent_id: string;
    token_hash: string;
    sent_to: string;
    now: Date;
    expires: Date;
  },
) {
  await db.query(
    `update serve_approvals set expires_at = $2 where application_id = $1 and state = 'PENDING' and expires_at > $2`,
    [a.application_id, a.now],
  );
  await db.query(
    `insert into serve_approvals (application_id, agent_id, token_hash, sent_to, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [a.application_id, a.agent_id, a.token_hash, a.sent_to, a.now, a.expires],
  );
}

export async function approvalByToken(db: Db, tokenHash: string, forUpdate = false) {
  const r = await db.query<ApprovalDbRow>(
    `select ${APPROVAL} from serve_approvals where token_hash = $1 ${forUpdate ? 'for update' : ''}`,
    [tokenHash],
  );
  return r.rows[0] ?? null;
}

export async function decideApproval(
  db: Db,
  id: string,
  d: { state: 'APPROVED' | 'DECLINED'; remark: string; at: Date; ip: string; user_agent: string },
) {
  await db.query(
    `update serve_approvals set state = $2, remark = $3, decided_at = $4, ip = $5, user_agent = $6
      where id = $1 and state = 'PENDING'`,
    [id, d.state, d.remark, d.at, d.ip, d.user_agent],
  );
}

export async function providerName(db: Db, id: string) {
  const r = await db.query<{ name: string }>('select name from service_providers where id = $1', [id]);
  return r.rows[0]?.name ?? '';
}

export async function productNames(db: Db, codes: string[]) {
  const r = await db.query<{ code: string; name_zh: string; name_en: string }>(
    'select code, name_zh, name_en from products where code = any($1::text[]) order by sort_order, code',
    [codes],
  );
  return r.rows;
}

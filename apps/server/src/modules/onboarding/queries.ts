import type { Db } from '../../db/types.ts';

// Every SQL statement of the onboarding module.

// Applicant sessions.

export async function insertApplicantSession(
  db: Db,
  s: { tokenHash: string; phoneArea: string; phone: string; at: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `insert into applicant_sessions (token_hash, phone_area, phone, created_at, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [s.tokenHash, s.phoneArea, s.phone, s.at, s.expiresAt],
  );
}

export async function applicantOfToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ phone_area: string; phone: string } | null> {
  const r = await db.query<{ phone_area: string; phone: string }>(
    `select phone_area, phone from applicant_sessions
      where token_hash = $1 and ended_at is null and expires_at > $2`,
    [tokenHash, now],
  );
  return r.rows[0] ?? null;
}

// Applications.

export interface ApplicationDbRow {
  id: string;
  apply_no: string;
  registrant: 'self' | 'service';
  agent_id: string | null;
  phone_area: string;
  phone: string;
  status: 'DRAFT' | 'AUDITING' | 'NEED_MORE' | 'REJECTED' | 'APPROVED';
  step: string;
  merc_category: string | null;
  products: string[];
  base_info: Record<string, string>;
  files: Record<string, string>;
  settle: Record<string, string>;
  contacts: Record<string, string>;
  review_reason: string;
  merchant_id: string | null;
  admin_login_name: string;
  updated_at: Date;
}

const APP_COLUMNS = `id, apply_no, registrant, agent_id, phone_area, phone, status, step, merc_category, products,
  base_info, files, settle, contacts, review_reason, merchant_id, admin_login_name, updated_at`;

/** The applicant's newest application (open ones first). */
export async function applicationOfPhone(
  db: Db,
  phoneArea: string,
  phone: string,
  forUpdate = false,
): Promise<ApplicationDbRow | null> {
  const r = await db.query<ApplicationDbRow>(
    `select ${APP_COLUMNS} from merchant_applications
      where registrant = 'self' and phone_area = $1 and phone = $2
      order by (status in ('DRAFT', 'AUDITING', 'NEED_MORE')) desc, id desc limit 1
      ${forUpdate ? 'for update' : ''}`,
    [phoneArea, phone],
  );
  return r.rows[0] ?? null;
}

/** One of a provider's sub-merchant entries; another provider's (or an applicant's) answers null. */
export async function applicationOfAgent(
  db: Db,
  agentId: string,
  applyNo: string,
  forUpdate = false,
): Promise<ApplicationDbRow | null> {
  const r = await db.query<ApplicationDbRow>(
    `select ${APP_COLUMNS} from merchant_applications
      where apply_no = $1 and registrant = 'service' and agent_id = $2 ${forUpdate ? 'for update' : ''}`,
    [applyNo, agentId],
  );
  return r.rows[0] ?? null;
}

/** A provider's sub-merchant entries, newest first, with the merchant number once approved. */
export async function agentApplications(
  db: Db,
  agentId: string,
  q: { status: string | null; namePattern: string | null; limit: number; offset: number },
): Promise<(ApplicationDbRow & { created_at: Date; mer_no: string | null; total: string })[]> {
  const r = await db.query<ApplicationDbRow & { created_at: Date; mer_no: string | null; total: string }>(
    `select a.id, a.apply_no, a.registrant, a.agent_id, a.phone_area, a.phone, a.status, a.step, a.merc_category,
            a.products, a.base_info, a.files, a.settle, a.contacts, a.review_reason, a.merchant_id,
            a.admin_login_name, a.updated_at, a.created_at, m.mer_no, count(*) over () as total
       from merchant_applications a left join merchants m on m.id = a.merchant_id
      where a.registrant = 'service' and a.agent_id = $1
        and ($2::text is null or a.status = $2)
        and ($3::text is null or a.base_info->>'merc_name' ilike $3 or a.base_info->>'merc_short_name' ilike $3)
      order by a.created_at desc, a.id desc
      limit $4 offset $5`,
    [agentId, q.status, q.namePattern, q.limit, q.offset],
  );
  return r.rows;
}

export async function applicationByNo(
  db: Db,
  applyNo: string,
  forUpdate = false,
): Promise<ApplicationDbRow | null> {
  const r = await db.query<ApplicationDbRow>(
    `select ${APP_COLUMNS} from merchant_applications where apply_no = $1 ${forUpdate ? 'for update' : ''}`,
    [applyNo],
  );
  return r.rows[0] ?? null;
}

export async function insertApplication(
  db: Db,
  a: {
    applyNo: string;
    registrant: 'self' | 'service';
    agentId: string | null;
    phoneArea: string;
    phone: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into merchant_applications (apply_no, registrant, agent_id, phone_area, phone, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6) on conflict do nothing`,
    [a.applyNo, a.registrant, a.agentId, a.phoneArea, a.phone, a.at],
  );
}

export type ApplicationPart = 'products' | 'base_info' | 'files' | 'settle' | 'contacts';

/** Saves one step's document, moving the step mark forward (never back). */
export async function saveApplicationPart(
  db: Db,
  id: string,
  part: ApplicationPart,
  value: unknown,
  extra: { step: string; mercCategory?: string; at: Date },
): Promise<void> {
  await db.query(
    `update merchant_applications
        set ${part} = $2::jsonb, step = $3, merc_category = coalesce($4, merc_category),
            updated_at = $5, version = version + 1
      where id = $1`,
    [id, JSON.stringify(value), extra.step, extra.mercCategory ?? null, extra.at],
  );
}

export async function setApplicationStatus(
  db: Db,
  id: string,
  status: string,
  f: {
    at: Date;
    reason?: string;
    step?: string;
    merchantId?: string;
    adminLoginName?: string;
    submitted?: boolean;
  },
): Promise<void> {
  await db.query(
    `update merchant_applications
        set status = $2, updated_at = $3, review_reason = coalesce($4, review_reason), step = coalesce($5, step),
            merchant_id = coalesce($6::bigint, merchant_id), admin_login_name = coalesce($7, admin_login_name),
            submitted_at = case when $8 then $3 else submitted_at end,
            reviewed_at = case when $8 then reviewed_at else $3 end
      where id = $1`,
    [
      id,
      status,
      f.at,
      f.reason ?? null,
      f.step ?? null,
      f.merchantId ?? null,
      f.adminLoginName ?? null,
      f.submitted ?? false,
    ],
  );
}

// Review.

/** The applications under review (AUDITING) of one registrant kind, for the review kit's queue. */
export async function applicationsForReview(
  db: Db,
  registrant: 'self' | 'service',
): Promise<ApplicationDbRow[]> {
  const r = await db.query<ApplicationDbRow>(
    `select ${APP_COLUMNS} from merchant_applications
      where status = 'AUDITING' and registrant = $1 order by updated_at, id limit 500`,
    [registrant],
  );
  return r.rows;
}

/**
 * The merchant an approved application becomes: the merchant row, its administrator role (every merchant
 * code) and administrator (must change the initial password), the settlement and balance accounts, the
 * contacts and the products chosen. Answers the merchant id.
 */
export async function createMerchantFromApplication(
  db: Db,
  m: {
    merNo: string;
    row: ApplicationDbRow;
    bankName: string;
    adminCodes: string[];
    passwordHash: string;
    rateBp: number;
    at: Date;
  },
): Promise<string> {
  const b = m.row.base_info;
  const s = m.row.settle;
  const c = m.row.contacts;
  const merchant = await db.query<{ id: string }>(
    `insert into merchants (mer_no, name, short_name, registered_name, category, agent_id, mcc, address, licence_no,
       legal_name, legal_id_type, legal_id_no, contact_name, contact_phone, contact_email, created_at)
     values ($1, $2, $3, $2, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
    [
      m.merNo,
      b.merc_name,
      b.merc_short_name,
      m.row.merc_category,
      m.row.agent_id,
      b.mcc,
      b.address,
      b.licence_no,
      b.legal_name,
      b.id_type,
      b.id_no,
      c.contact_name || c.admin_name,
      c.contact_phone || c.admin_phone,
      c.contact_email || c.admin_email,
      m.at,
    ],
  );
  const merchantId = String(merchant.rows[0].id);
  const role = await db.query<{ id: string }>(
    `insert into roles (org_kind, org_id, name, description, is_admin, created_at, updated_at)
     values ('merchant', $1, '管理員', '商戶管理員，擁有商戶區全部權限（Administrator: every merchant permission）', true, $2, $2)
     returning id`,
    [merchantId, m.at],
  );
  const roleId = String(role.rows[0].id);
  await db.query('insert into role_permissions (role_id, code) select $1, unnest($2::text[])', [
    roleId,
    m.adminCodes,
  ]);
  await db.query(
    `insert into operators (org_kind, org_id, login_name, name, kind, role_id, email, phone, phone_area, password_hash,
       password_changed_at, must_change_password, created_at, updated_at)
     values ('merchant', $1, $2, $3, 'admin', $4, $5, $6, $7, $8, $9, true, $9, $9)`,
    [
      merchantId,
      c.admin_login_name,
      c.admin_name,
      roleId,
      c.admin_email,
      c.admin_phone,
      c.admin_phone_area,
      m.passwordHash,
      m.at,
    ],
  );
  await db.query(
    `insert into accounts (org_kind, org_id, account_type, bank_name, account_no, account_name, updated_at)
     values ('merchant', $1, 'SETTLEMENT', $2, $3, $4, $5), ('merchant', $1, 'BALANCE', '', '', '', $5)`,
    [merchantId, m.bankName, s.account_no, s.account_name, m.at],
  );
  await db.query(
    `insert into org_contacts (org_kind, org_id, contact_type, name, phone, email, created_at)
     values ('merchant', $1, 'LEGAL', $2, '', '', $4), ('merchant', $1, 'BUSINESS', $3, $5, $6, $4)`,
    [
      merchantId,
      b.legal_name,
      c.contact_name || c.admin_name,
      m.at,
      c.contact_phone || c.admin_phone,
      c.contact_email || c.admin_email,
    ],
  );
  await db.query(
    `insert into merchant_products (merchant_id, product_code, rate_bp, status, opened_at)
     select $1, p.code, $3, 'OPEN', ($4::timestamptz at time zone 'Asia/Macau')::date
       from products p where p.code = any($2::text[])`,
    [merchantId, m.row.products ?? [], m.rateBp, m.at],
  );
  return merchantId;
}

/**
 * The agreements a self-registered application must have signed before it is submitted (the letter of
 * authorisation at /mandate, the company merchant contract at /signIn) that it has not signed in their
 * current published version: the newest version published by `now`, as agreements reads it. A kind with
 * no published version asks for nothing.
 */
export async function unsignedAgreements(
  db: Db,
  applicationId: string,
  kinds: readonly string[],
  now: Date,
): Promise<string[]> {
  const r = await db.query<{ kind: string }>(
    `select k.kind from unnest($2::text[]) as k(kind)
       cross join lateral (
         select v.id from agreement_versions v where v.kind = k.kind and v.published_at <= $3
          order by v.version desc limit 1) cur
      where not exists (
        select 1 from applicant_signatures s where s.application_id = $1 and s.version_id = cur.id)
      order by k.kind`,
    [applicationId, kinds, now],
  );
  return r.rows.map((x) => x.kind);
}

/** The newest /serve/approve link of a provider's entry, and whether it was sent for the current submission. */
export interface ServeApprovalDbRow {
  state: 'PENDING' | 'APPROVED' | 'DECLINED';
  remark: string;
  sent_to: string;
  created_at: Date;
  expires_at: Date;
  decided_at: Date | null;
  ip: string;
  user_agent: string;
  /** Sent after the entry's last change (its last commit): a decision on it is a decision on what is reviewed. */
  current: boolean;
}

/**
 * The sub-merchant's decision at /serve/approve as the review reads it (the agreements module writes the
 * table; onboarding reads it here because agreements imports onboarding, and the folders import each other
 * without cycles). A link older than the entry's last commit answers `current: false`.
 */
export async function latestServeApproval(db: Db, applicationId: string): Promise<ServeApprovalDbRow | null> {
  const r = await db.query<ServeApprovalDbRow>(
    `select s.state, s.remark, s.sent_to, s.created_at, s.expires_at, s.decided_at, s.ip, s.user_agent,
            (s.created_at >= a.updated_at) as current
       from serve_approvals s join merchant_applications a on a.id = s.application_id
      where s.application_id = $1 order by s.id desc limit 1`,
    [applicationId],
  );
  return r.rows[0] ?? null;
}

/** A self-registered applicant's signature (/mandate, /signIn) with the version current now of its kind. */
export interface ApplicantSignatureDbRow {
  kind: string;
  version: number;
  lang: string;
  doc_sha256: string;
  signer_name: string;
  phone: string;
  at_ms: string;
  ip: string;
  user_agent: string;
  /** The newest version of the kind published by now (0 when none). */
  current_version: number;
}

/** The application's signatures, newest first, each with the version of its document current at `now`. */
export async function applicantSignatures(
  db: Db,
  applicationId: string,
  now: Date,
): Promise<ApplicantSignatureDbRow[]> {
  const r = await db.query<ApplicantSignatureDbRow>(
    `select s.kind, s.version, s.lang, s.doc_sha256, s.signer_name, s.phone, s.at_ms::text as at_ms, s.ip,
            s.user_agent,
            coalesce((select max(v.version) from agreement_versions v
                       where v.kind = s.kind and v.published_at <= $2), 0)::int as current_version
       from applicant_signatures s where s.application_id = $1 order by s.id desc`,
    [applicationId, now],
  );
  return r.rows;
}

import type { Db } from '../../db/types.ts';

// Every SQL statement of the onboarding module.

// Reference data.

export interface BankDbRow {
  code: string;
  region: 'MO' | 'HK' | 'CN';
  clearing_code: string;
  name_zh: string;
  name_en: string;
}

export async function banks(db: Db, region: string | null): Promise<BankDbRow[]> {
  const r = await db.query<BankDbRow>(
    `select code, region, clearing_code, name_zh, name_en from ref_banks
      where ($1::text is null or region = $1) order by region desc, sort_order`,
    [region],
  );
  return r.rows;
}

export async function bank(db: Db, code: string): Promise<BankDbRow | null> {
  const r = await db.query<BankDbRow>(
    'select code, region, clearing_code, name_zh, name_en from ref_banks where code = $1',
    [code],
  );
  return r.rows[0] ?? null;
}

/** Banks whose name contains the keyword (LIKE wildcards in it are taken literally). */
export async function banksLike(db: Db, keyword: string, region: string | null): Promise<BankDbRow[]> {
  const like = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const r = await db.query<BankDbRow>(
    `select code, region, clearing_code, name_zh, name_en from ref_banks
      where (lower(name_zh) like $1 or lower(name_en) like $1 or clearing_code = $2)
        and ($3::text is null or region = $3)
      order by region desc, sort_order limit 20`,
    [like, keyword, region],
  );
  return r.rows;
}

export interface MccDbRow {
  code: string;
  mcc_group: string;
  name_zh: string;
  name_en: string;
}

export async function mccs(db: Db, keyword: string | null): Promise<MccDbRow[]> {
  const like = keyword ? `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const r = await db.query<MccDbRow>(
    `select code, mcc_group, name_zh, name_en from ref_mcc
      where $1::text is null or code like $1 or lower(name_zh) like $1 or lower(name_en) like $1
      order by code`,
    [like],
  );
  return r.rows;
}

export async function mccExists(db: Db, code: string): Promise<boolean> {
  return (await db.query('select 1 from ref_mcc where code = $1', [code])).rows.length > 0;
}

export interface AreaDbRow {
  code: string;
  parent_code: string | null;
  level: 'province' | 'city' | 'parish' | 'district';
  name_zh: string;
  name_en: string;
}

export async function areas(db: Db, parent: string | null): Promise<AreaDbRow[]> {
  const r = await db.query<AreaDbRow>(
    `select code, parent_code, level, name_zh, name_en from ref_areas
      where ($1::text is null and parent_code is null) or parent_code = $1 order by sort_order`,
    [parent],
  );
  return r.rows;
}

/** A place a merchant can be in: a city, parish or district (not a province with children). */
export async function areaIsLeaf(db: Db, code: string): Promise<boolean> {
  const r = await db.query(
    `select 1 from ref_areas a where a.code = $1
        and not exists (select 1 from ref_areas c where c.parent_code = a.code)`,
    [code],
  );
  return r.rows.length > 0;
}

export interface BusTypeDbRow {
  code: string;
  merc_category: 'ENTERPRISE' | 'PERSONAL';
  name_zh: string;
  name_en: string;
}

export async function busTypes(db: Db, category: string | null): Promise<BusTypeDbRow[]> {
  const r = await db.query<BusTypeDbRow>(
    `select code, merc_category, name_zh, name_en from ref_business_types
      where $1::text is null or merc_category = $1 order by sort_order`,
    [category],
  );
  return r.rows;
}

export async function busType(db: Db, code: string): Promise<BusTypeDbRow | null> {
  const r = await db.query<BusTypeDbRow>(
    'select code, merc_category, name_zh, name_en from ref_business_types where code = $1',
    [code],
  );
  return r.rows[0] ?? null;
}

export interface ProductDbRow {
  code: string;
  pay_type: string;
  name_zh: string;
  name_en: string;
  scene: string;
}

export async function products(db: Db): Promise<ProductDbRow[]> {
  const r = await db.query<ProductDbRow>(
    'select code, pay_type, name_zh, name_en, scene from products order by sort_order, code',
  );
  return r.rows;
}

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

export async function insertEvent(
  db: Db,
  e: { applicationId?: string; changeId?: string; action: string; actor: string; reason?: string; at: Date },
): Promise<void> {
  await db.query(
    `insert into onboarding_events (application_id, change_id, action, actor, reason, at)
     values ($1, $2, $3, $4, $5, $6)`,
    [e.applicationId ?? null, e.changeId ?? null, e.action, e.actor, e.reason ?? '', e.at],
  );
}

export async function applicationEvents(
  db: Db,
  applicationId: string,
): Promise<{ action: string; reason: string; at: Date }[]> {
  const r = await db.query<{ action: string; reason: string; at: Date }>(
    'select action, reason, at from onboarding_events where application_id = $1 order by at, id',
    [applicationId],
  );
  return r.rows;
}

// Files.

export interface FileDbRow {
  id: string;
  file_no: string;
  owner_kind: string;
  owner_key: string;
  purpose: string;
  file_name: string;
  content_type: string;
  size_bytes: string;
  storage_key: string;
}

const FILE_COLUMNS =
  'id, file_no, owner_kind, owner_key, purpose, file_name, content_type, size_bytes, storage_key';

export async function insertFile(
  db: Db,
  f: {
    fileNo: string;
    ownerKind: string;
    ownerKey: string;
    purpose: string;
    fileName: string;
    contentType: string;
    size: number;
    sha256: string;
    storageKey: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into uploaded_files (file_no, owner_kind, owner_key, purpose, file_name, content_type, size_bytes,
       sha256, storage_key, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      f.fileNo,
      f.ownerKind,
      f.ownerKey,
      f.purpose,
      f.fileName,
      f.contentType,
      f.size,
      f.sha256,
      f.storageKey,
      f.at,
    ],
  );
}

/** A file of one owner; another owner's file answers null, like a missing one. */
export async function ownFile(
  db: Db,
  ownerKind: string,
  ownerKey: string,
  fileNo: string,
): Promise<FileDbRow | null> {
  const r = await db.query<FileDbRow>(
    `select ${FILE_COLUMNS} from uploaded_files where file_no = $1 and owner_kind = $2 and owner_key = $3`,
    [fileNo, ownerKind, ownerKey],
  );
  return r.rows[0] ?? null;
}

export async function filesByNo(db: Db, fileNos: string[]): Promise<FileDbRow[]> {
  if (fileNos.length === 0) return [];
  const r = await db.query<FileDbRow>(
    `select ${FILE_COLUMNS} from uploaded_files where file_no = any($1::text[])`,
    [fileNos],
  );
  return r.rows;
}

/** Moves an applicant's files to the merchant created from the application. */
export async function reownFiles(db: Db, fileNos: string[], merchantId: string): Promise<void> {
  if (fileNos.length === 0) return;
  await db.query(
    `update uploaded_files set owner_kind = 'merchant', owner_key = $2 where file_no = any($1::text[])`,
    [fileNos, merchantId],
  );
}

// Review.

export async function applicationsForReview(db: Db, status: string): Promise<ApplicationDbRow[]> {
  const r = await db.query<ApplicationDbRow>(
    `select ${APP_COLUMNS} from merchant_applications where status = $1 order by updated_at, id limit 200`,
    [status],
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

// Changes after onboarding.

export interface ChangeDbRow {
  id: string;
  change_no: string;
  kind: 'BASIC' | 'PERSON' | 'EXPIRY' | 'SUPPLEMENT' | 'BANK';
  status: 'PAY_CHECK' | 'AUDITING' | 'NEED_MORE' | 'REJECTED' | 'APPROVED' | 'BLOCKED' | 'CANCELLED';
  review_reason: string;
  created_at: Date;
  reviewed_at: Date | null;
}

export async function merchantChanges(
  db: Db,
  merchantId: string,
  f: { openOnly: boolean; kind: string | null },
): Promise<ChangeDbRow[]> {
  const r = await db.query<ChangeDbRow>(
    `select id, change_no, kind, status, review_reason, created_at, reviewed_at from merchant_change_requests
      where merchant_id = $1 and ($2::text is null or kind = $2)
        and (not $3 or status in ('PAY_CHECK', 'AUDITING', 'NEED_MORE'))
      order by created_at desc, id desc limit 100`,
    [merchantId, f.kind, f.openOnly],
  );
  return r.rows;
}

export async function changeEvents(
  db: Db,
  changeIds: string[],
): Promise<{ change_id: string; action: string; reason: string; at: Date }[]> {
  if (changeIds.length === 0) return [];
  const r = await db.query<{ change_id: string; action: string; reason: string; at: Date }>(
    'select change_id, action, reason, at from onboarding_events where change_id = any($1::bigint[]) order by at, id',
    [changeIds],
  );
  return r.rows;
}

import type { Db } from '../../db/types.ts';
import type { Section } from './texts.ts';

/** Every SQL statement of the agreements capability. The caller's organisation scopes every row it reads. */

export interface Org {
  kind: 'merchant' | 'service';
  id: string;
}

export interface VersionRow {
  id: string;
  kind: string;
  version: number;
  title_zh: string;
  title_en: string;
  sections_zh: Section[];
  sections_en: Section[];
  sha256_zh: string;
  sha256_en: string;
  pdf_key_zh: string;
  pdf_key_en: string;
  published_at: Date;
  grace_days: number;
}

const parsed = (r: VersionRow): VersionRow => ({
  ...r,
  id: String(r.id),
  sections_zh: typeof r.sections_zh === 'string' ? JSON.parse(r.sections_zh) : r.sections_zh,
  sections_en: typeof r.sections_en === 'string' ? JSON.parse(r.sections_en) : r.sections_en,
});

/** The latest published version of each kind (published_at not in the future). */
export async function currentVersions(db: Db, now: Date): Promise<VersionRow[]> {
  const r = await db.query<VersionRow>(
    `select distinct on (kind) * from agreement_versions where published_at <= $1
      order by kind, version desc`,
    [now],
  );
  return r.rows.map(parsed);
}

export async function versionOf(db: Db, kind: string, version: number | null, now: Date) {
  const r = await db.query<VersionRow>(
    `select * from agreement_versions where kind = $1 and published_at <= $2 and ($3::int is null or version = $3)
      order by version desc limit 1`,
    [kind, now, version],
  );
  return r.rows[0] ? parsed(r.rows[0]) : null;
}

export async function versionById(db: Db, id: string, now: Date) {
  const r = await db.query<VersionRow>(
    'select * from agreement_versions where id = $1 and published_at <= $2',
    [id, now],
  );
  return r.rows[0] ? parsed(r.rows[0]) : null;
}

export async function versionList(db: Db, kind: string, now: Date) {
  const r = await db.query<{ version: number; published_at: Date }>(
    'select version, published_at from agreement_versions where kind = $1 and published_at <= $2 order by version desc',
    [kind, now],
  );
  return r.rows;
}

export async function nextVersionNo(db: Db, kind: string): Promise<number> {
  const r = await db.query<{ n: number }>(
    'select coalesce(max(version), 0) + 1 as n from agreement_versions where kind = $1',
    [kind],
  );
  return Number(r.rows[0].n);
}

export async function insertVersion(db: Db, v: Omit<VersionRow, 'id'>): Promise<string> {
  const r = await db.query<{ id: string }>(
    `insert into agreement_versions (kind, version, title_zh, title_en, sections_zh, sections_en, sha256_zh,
       sha256_en, pdf_key_zh, pdf_key_en, published_at, grace_days)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12) returning id`,
    [
      v.kind,
      v.version,
      v.title_zh,
      v.title_en,
      JSON.stringify(v.sections_zh),
      JSON.stringify(v.sections_en),
      v.sha256_zh,
      v.sha256_en,
      v.pdf_key_zh,
      v.pdf_key_en,
      v.published_at,
      v.grace_days,
    ],
  );
  return String(r.rows[0].id);
}

// The evidence chain.

export interface EvidenceDbRow {
  id: string;
  org_kind: 'merchant' | 'service';
  org_id: string;
  operator_id: string | null;
  operator_login: string;
  operator_role: string;
  version_id: string;
  kind: string;
  version: number;
  lang: 'zh-TW' | 'en';
  doc_sha256: string;
  action: 'ACCEPT' | 'REVOKE';
  at_ms: string;
  ip: string;
  user_agent: string;
  factors: string;
  prev_hash: string;
  entry_hash: string;
}

/** Locks the head of the chain for the caller's transaction: appends happen one at a time. */
export async function lockChainHead(db: Db): Promise<{ last_id: string; last_hash: string }> {
  const r = await db.query<{ last_id: string; last_hash: string }>(
    'select last_id, last_hash from agreement_chain_head where id = 1 for update',
  );
  return { last_id: String(r.rows[0].last_id), last_hash: r.rows[0].last_hash };
}

export async function appendEvidence(db: Db, e: EvidenceDbRow): Promise<void> {
  await db.query(
    `insert into agreement_evidence (id, org_kind, org_id, operator_id, operator_login, operator_role,
       version_id, kind, version, lang, doc_sha256, action, at_ms, ip, user_agent, factors, prev_hash, entry_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      e.id,
      e.org_kind,
      e.org_id,
      e.operator_id,
      e.operator_login,
      e.operator_role,
      e.version_id,
      e.kind,
      e.version,
      e.lang,
      e.doc_sha256,
      e.action,
      e.at_ms,
      e.ip,
      e.user_agent,
      e.factors,
      e.prev_hash,
      e.entry_hash,
    ],
  );
  await db.query('update agreement_chain_head set last_id = $1, last_hash = $2 where id = 1', [
    e.id,
    e.entry_hash,
  ]);
}

const norm = (r: EvidenceDbRow): EvidenceDbRow => ({
  ...r,
  id: String(r.id),
  org_id: String(r.org_id),
  operator_id: r.operator_id === null ? null : String(r.operator_id),
  version_id: String(r.version_id),
  at_ms: String(r.at_ms),
  version: Number(r.version),
});

/** The organisation's entries, newest first (of one kind when given). */
export async function evidenceOf(db: Db, org: Org, kind: string | null): Promise<EvidenceDbRow[]> {
  const r = await db.query<EvidenceDbRow>(
    `select * from agreement_evidence where org_kind = $1 and org_id = $2 and ($3::text is null or kind = $3)
      order by id desc limit 500`,
    [org.kind, org.id, kind],
  );
  return r.rows.map(norm);
}

export async function evidenceById(db: Db, org: Org, id: string): Promise<EvidenceDbRow | null> {
  const r = await db.query<EvidenceDbRow>(
    'select * from agreement_evidence where id = $1 and org_kind = $2 and org_id = $3',
    [id, org.kind, org.id],
  );
  return r.rows[0] ? norm(r.rows[0]) : null;
}

/** The whole chain in order, a page at a time (the chain check). */
export async function chainPage(db: Db, afterId: string, limit: number): Promise<EvidenceDbRow[]> {
  const r = await db.query<EvidenceDbRow>(
    'select * from agreement_evidence where id > $1 order by id limit $2',
    [afterId, limit],
  );
  return r.rows.map(norm);
}

export async function chainHead(db: Db) {
  const r = await db.query<{ last_id: string; last_hash: string }>(
    'select last_id, last_hash from agreement_chain_head where id = 1',
  );
  return { last_id: String(r.rows[0].last_id), last_hash: r.rows[0].last_hash };
}

// Organisations.

export interface OrgFacts {
  no: string;
  name: string;
  created_at: Date;
  /** A merchant's provider (null: contracted directly). */
  agent_id: string | null;
  category: string;
}

export async function orgFacts(db: Db, org: Org): Promise<OrgFacts | null> {
  const r =
    org.kind === 'merchant'
      ? await db.query<OrgFacts>(
          `select mer_no as no, name, created_at, agent_id::text as agent_id, category from merchants where id = $1`,
          [org.id],
        )
      : await db.query<OrgFacts>(
          `select agt_no as no, name, created_at, null as agent_id, '' as category from service_providers where id = $1`,
          [org.id],
        );
  return r.rows[0] ?? null;
}

export async function subMerchants(db: Db, providerId: string, merNo: string | null) {
  const r = await db.query<{ id: string; mer_no: string; name: string; created_at: Date }>(
    `select id::text as id, mer_no, name, created_at from merchants
      where agent_id = $1 and ($2::text is null or mer_no = $2) order by mer_no limit 200`,
    [providerId, merNo],
  );
  return r.rows;
}

export async function merchantByNo(db: Db, merNo: string) {
  const r = await db.query<{ id: string; agent_id: string | null }>(
    'select id::text as id, agent_id::text as agent_id from merchants where mer_no = $1',
    [merNo],
  );
  return r.rows[0] ?? null;
}

/** The organisation's administrators' mail addresses (the re-consent reminders). */
export async function adminMails(db: Db, org: Org): Promise<string[]> {
  const r = await db.query<{ email: string }>(
    `select email from operators where org_kind = $1 and org_id = $2 and kind = 'admin' and status = 'normal' and email <> ''`,
    [org.kind, org.id],
  );
  return r.rows.map((x) => x.email);
}

export async function allOrgs(db: Db): Promise<Array<Org & { created_at: Date }>> {
  const r = await db.query<{ kind: 'merchant' | 'service'; id: string; created_at: Date }>(
    `select 'merchant' as kind, id::text as id, created_at from merchants where status <> 'closed'
     union all select 'service' as kind, id::text as id, created_at from service_providers`,
  );
  return r.rows;
}

/**
 * Claims one reminder (unique per organisation, version and days before), in the caller's transaction:
 * true when this run is the one to send it. A row older than `since` belongs to an earlier period of the
 * same version (the risk commitment accepted again a year later) and is claimed afresh.
 */
export async function markReminder(
  db: Db,
  org: Org,
  versionId: string,
  daysBefore: number,
  at: Date,
  since: Date,
) {
  const r = await db.query(
    `insert into agreement_reminders (org_kind, org_id, version_id, days_before, sent_at)
     values ($1, $2, $3, $4, $5)
     on conflict (org_kind, org_id, version_id, days_before)
       do update set sent_at = excluded.sent_at where agreement_reminders.sent_at < $6
     returning days_before`,
    [org.kind, org.id, versionId, daysBefore, at, since],
  );
  return r.rows.length > 0;
}

// Issued certificates.

export interface IssuedCertRow {
  id: string;
  serial_no: string;
  subject: string;
  issuer: string;
  fingerprint: string;
  key_type: string;
  pem: string;
  valid_from: Date;
  valid_to: Date;
  issued_at: Date;
  issued_by: string;
  revoked_at: Date | null;
}

const CERT_COLUMNS = `c.id::text as id, c.serial_no, c.subject, c.issuer, c.fingerprint, c.key_type, c.pem,
  c.valid_from, c.valid_to, c.issued_at, coalesce(o.login_name, '') as issued_by, c.revoked_at`;

export async function issuedCerts(db: Db, org: Org): Promise<IssuedCertRow[]> {
  const r = await db.query<IssuedCertRow>(
    `select ${CERT_COLUMNS} from issued_certificates c left join operators o on o.id = c.issued_by
      where c.org_kind = $1 and c.org_id = $2 order by c.id desc`,
    [org.kind, org.id],
  );
  return r.rows;
}

export async function issuedCert(db: Db, org: Org, id: string): Promise<IssuedCertRow | null> {
  const r = await db.query<IssuedCertRow>(
    `select ${CERT_COLUMNS} from issued_certificates c left join operators o on o.id = c.issued_by
      where c.id = $1 and c.org_kind = $2 and c.org_id = $3`,
    [id, org.kind, org.id],
  );
  return r.rows[0] ?? null;
}

export async function countValidCerts(db: Db, org: Org, now: Date): Promise<number> {
  const r = await db.query<{ n: string }>(
    `select count(*) as n from issued_certificates where org_kind = $1 and org_id = $2
      and revoked_at is null and valid_to > $3`,
    [org.kind, org.id, now],
  );
  return Number(r.rows[0].n);
}

export async function insertCert(
  db: Db,
  c: Omit<IssuedCertRow, 'id' | 'issued_by' | 'revoked_at'> & { org: Org; operatorId: string },
): Promise<string> {
  const r = await db.query<{ id: string }>(
    `insert into issued_certificates (org_kind, org_id, serial_no, subject, issuer, fingerprint, key_type, pem,
       valid_from, valid_to, issued_by, issued_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id::text as id`,
    [
      c.org.kind,
      c.org.id,
      c.serial_no,
      c.subject,
      c.issuer,
      c.fingerprint,
      c.key_type,
      c.pem,
      c.valid_from,
      c.valid_to,
      c.operatorId,
      c.issued_at,
    ],
  );
  return r.rows[0].id;
}

export async function revokeCert(db: Db, org: Org, id: string, operatorId: string, at: Date) {
  const r = await db.query(
    `update issued_certificates set revoked_at = $4, revoked_by = $5
      where id = $1 and org_kind = $2 and org_id = $3 and revoked_at is null and valid_to > $4 returning id`,
    [id, org.kind, org.id, at, operatorId],
  );
  return r.rows.length > 0;
}

// The payer's look-up.

export async function lookupCounts(db: Db, ip: string, now: Date) {
  const r = await db.query<{ day: string; minute: string; misses: string }>(
    `select count(*) as day,
            count(*) filter (where at > $3) as minute,
            count(*) filter (where not found and at > coalesce(
              (select max(at) from payer_lookups where ip = $1 and found), $2)) as misses
       from payer_lookups where ip = $1 and at > $2`,
    [ip, new Date(now.getTime() - 86_400_000), new Date(now.getTime() - 60_000)],
  );
  const x = r.rows[0];
  return { day: Number(x.day), minute: Number(x.minute), misses: Number(x.misses) };
}

export async function recordLookup(db: Db, ip: string, found: boolean, at: Date) {
  await db.query('insert into payer_lookups (ip, found, at) values ($1, $2, $3)', [ip, found, at]);
}

export interface FoundPayment {
  id: string;
  merchant_id: string;
  trading_name: string;
  store_name: string;
  paid_at: Date;
  amount: string;
  currency: string;
  result: string;
  payer_last4: string;
  contact_email: string;
}

/**
 * A spend matching the reference exactly, the amount exactly and its business day within ±1 day of
 * `ymd` (given as its three candidate days). PAY: the network's reference or our transaction number;
 * DEAL: the merchant's order number.
 */
export async function findPayment(
  db: Db,
  by: 'PAY' | 'DEAL',
  reference: string,
  amount: number,
  days: readonly string[],
): Promise<FoundPayment | null> {
  const where = by === 'PAY' ? '(t.agg_order_no = $1 or t.txn_no = $1)' : 't.mer_order_no = $1';
  const r = await db.query<FoundPayment>(
    `select t.id::text as id, t.merchant_id::text as merchant_id,
            coalesce(nullif(m.short_name, ''), m.name) as trading_name, s.name as store_name,
            coalesce(t.paid_at, t.created_at) as paid_at, t.amount, t.currency, t.result, t.payer_last4,
            m.contact_email
       from transactions t join merchants m on m.id = t.merchant_id join stores s on s.id = t.store_id
      where ${where} and t.txn_type = 'SPEND' and t.amount = $2 and t.business_date in ($3::date, $4::date, $5::date)
      order by t.created_at desc limit 1`,
    [reference, amount, days[0], days[1], days[2]],
  );
  return r.rows[0] ?? null;
}

export async function insertReport(
  db: Db,
  r: {
    reportNo: string;
    txnId: string;
    merchantId: string;
    reason: string;
    message: string;
    contact: string;
    ip: string;
    at: Date;
  },
) {
  await db.query(
    `insert into payer_reports (report_no, txn_id, merchant_id, reason, message, contact, ip, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [r.reportNo, r.txnId, r.merchantId, r.reason, r.message, r.contact, r.ip, r.at],
  );
}

export async function paymentForReport(db: Db, txnId: string) {
  const r = await db.query<{
    txn_no: string;
    merchant_id: string;
    mer_no: string;
    name: string;
    contact_email: string;
    store_name: string;
    amount: string;
    paid_at: Date;
  }>(
    `select t.txn_no, t.merchant_id::text as merchant_id, m.mer_no, m.name, m.contact_email, s.name as store_name,
            t.amount, coalesce(t.paid_at, t.created_at) as paid_at
       from transactions t join merchants m on m.id = t.merchant_id join stores s on s.id = t.store_id
      where t.id = $1`,
    [txnId],
  );
  return r.rows[0] ?? null;
}

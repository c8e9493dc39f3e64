import type { OrgKind } from '@mp/core/contract';
import type { Db } from '../../db/types.ts';

/** Every SQL statement of security settings. Times come from ports.clock. */

export type KeyOrgKind = Extract<OrgKind, 'merchant' | 'service'>;
export interface KeyOrg {
  kind: KeyOrgKind;
  id: string;
}

export interface OperatorSecrets {
  id: string;
  login_name: string;
  phone_area: string;
  phone: string;
  email: string;
  pay_password_hash: string | null;
  pay_failed_tries: number;
}

export async function operatorSecrets(db: Db, id: string): Promise<OperatorSecrets | null> {
  const r = await db.query<OperatorSecrets>(
    `select id, login_name, phone_area, phone, email, pay_password_hash, pay_failed_tries from operators where id = $1`,
    [id],
  );
  return r.rows[0] ?? null;
}

/** Counts a wrong payment password in one statement; answers the new count. */
export async function countPayFailure(db: Db, id: string): Promise<number> {
  const r = await db.query<{ pay_failed_tries: number }>(
    'update operators set pay_failed_tries = pay_failed_tries + 1 where id = $1 returning pay_failed_tries',
    [id],
  );
  return Number(r.rows[0]?.pay_failed_tries ?? 0);
}

export async function clearPayFailures(db: Db, id: string): Promise<void> {
  await db.query('update operators set pay_failed_tries = 0 where id = $1 and pay_failed_tries <> 0', [id]);
}

export async function setPayPassword(db: Db, id: string, hash: string, at: Date): Promise<void> {
  await db.query(
    `insert into password_history (operator_id, kind, hash, created_at) values ($1, 'pay', $2, $3)`,
    [id, hash, at],
  );
  await db.query(
    'update operators set pay_password_hash = $2, pay_failed_tries = 0, updated_at = $3 where id = $1',
    [id, hash, at],
  );
}

export async function setPhone(db: Db, id: string, area: string, phone: string, at: Date): Promise<void> {
  await db.query('update operators set phone_area = $2, phone = $3, updated_at = $4 where id = $1', [
    id,
    area,
    phone,
    at,
  ]);
}

export interface KeyRow {
  key_enc: string;
  key_hint: string;
  prev_key_enc: string | null;
  prev_valid_until: Date | null;
  updated_at: Date;
}

export async function findKey(db: Db, org: KeyOrg, forUpdate = false): Promise<KeyRow | null> {
  const r = await db.query<KeyRow>(
    `select key_enc, key_hint, prev_key_enc, prev_valid_until, updated_at from merchant_keys
      where org_kind = $1 and org_id = $2${forUpdate ? ' for update' : ''}`,
    [org.kind, org.id],
  );
  return r.rows[0] ?? null;
}

export async function saveKey(
  db: Db,
  org: KeyOrg,
  k: {
    keyEnc: string;
    hint: string;
    prevEnc: string | null;
    prevValidUntil: Date | null;
    by: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into merchant_keys (org_kind, org_id, key_enc, key_hint, prev_key_enc, prev_valid_until, updated_by, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (org_kind, org_id) do update set key_enc = excluded.key_enc, key_hint = excluded.key_hint,
        prev_key_enc = excluded.prev_key_enc, prev_valid_until = excluded.prev_valid_until,
        updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    [org.kind, org.id, k.keyEnc, k.hint, k.prevEnc, k.prevValidUntil, k.by, k.at],
  );
}

/** Serialises key rotations of one organisation (the first one has no row to lock yet). */
export async function lockOrgKey(db: Db, org: KeyOrg): Promise<void> {
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [`sign_key|${org.kind}|${org.id}`]);
}

export interface UrlRow {
  async_url: string;
  page_url: string;
  updated_at: Date;
}

export async function findUrls(db: Db, org: KeyOrg): Promise<UrlRow | null> {
  const r = await db.query<UrlRow>(
    'select async_url, page_url, updated_at from notify_urls where org_kind = $1 and org_id = $2',
    [org.kind, org.id],
  );
  return r.rows[0] ?? null;
}

export async function saveUrls(
  db: Db,
  org: KeyOrg,
  u: { asyncUrl: string; pageUrl: string; by: string; at: Date },
): Promise<void> {
  await db.query(
    `insert into notify_urls (org_kind, org_id, async_url, page_url, updated_by, updated_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (org_kind, org_id) do update set async_url = excluded.async_url, page_url = excluded.page_url,
        updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    [org.kind, org.id, u.asyncUrl, u.pageUrl, u.by, u.at],
  );
}

export interface DeliveryDbRow {
  id: string;
  url_kind: 'ASYNC' | 'PAGE';
  origin: 'TEST' | 'EVENT';
  url: string;
  http_status: number | null;
  result: 'OK' | 'HTTP_ERROR' | 'TIMEOUT' | 'NETWORK_ERROR';
  response_excerpt: string;
  error: string;
  duration_ms: number;
  created_at: Date;
  total?: string;
}

export async function insertDelivery(
  db: Db,
  org: KeyOrg,
  d: {
    urlKind: 'ASYNC' | 'PAGE';
    url: string;
    requestBody: string;
    httpStatus: number;
    result: DeliveryDbRow['result'];
    responseExcerpt: string;
    error: string;
    durationMs: number;
    operatorId: string;
    at: Date;
  },
): Promise<DeliveryDbRow> {
  const r = await db.query<DeliveryDbRow>(
    `insert into notify_deliveries (org_kind, org_id, url_kind, origin, url, request_body, http_status, result,
        response_excerpt, error, duration_ms, operator_id, created_at)
     values ($1, $2, $3, 'TEST', $4, $5, $6, $7, $8, $9, $10, $11, $12)
     returning id, url_kind, origin, url, http_status, result, response_excerpt, error, duration_ms, created_at`,
    [
      org.kind,
      org.id,
      d.urlKind,
      d.url,
      d.requestBody,
      d.httpStatus || null,
      d.result,
      d.responseExcerpt,
      d.error.slice(0, 500),
      d.durationMs,
      d.operatorId,
      d.at,
    ],
  );
  return r.rows[0];
}

export async function listDeliveries(
  db: Db,
  org: KeyOrg,
  q: { urlKind: string | null; limit: number; offset: number },
): Promise<DeliveryDbRow[]> {
  const r = await db.query<DeliveryDbRow>(
    `select id, url_kind, origin, url, http_status, result, response_excerpt, error, duration_ms, created_at,
            count(*) over () as total
       from notify_deliveries
      where org_kind = $1 and org_id = $2 and ($3::text is null or url_kind = $3)
      order by created_at desc, id desc limit $4 offset $5`,
    [org.kind, org.id, q.urlKind, q.limit, q.offset],
  );
  return r.rows;
}

export interface CertRow {
  subject: string;
  issuer: string;
  serial_no: string;
  fingerprint: string;
  valid_from: Date;
  valid_to: Date;
  self_signed: boolean;
  updated_at: Date;
}

export async function findCert(db: Db, org: KeyOrg): Promise<CertRow | null> {
  const r = await db.query<CertRow>(
    `select subject, issuer, serial_no, fingerprint, valid_from, valid_to, self_signed, updated_at
       from merchant_certificates where org_kind = $1 and org_id = $2`,
    [org.kind, org.id],
  );
  return r.rows[0] ?? null;
}

export async function saveCert(
  db: Db,
  org: KeyOrg,
  c: Omit<CertRow, 'updated_at'> & { pem: string; by: string; at: Date },
): Promise<void> {
  await db.query(
    `insert into merchant_certificates (org_kind, org_id, pem, subject, issuer, serial_no, fingerprint, valid_from,
        valid_to, self_signed, updated_by, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (org_kind, org_id) do update set pem = excluded.pem, subject = excluded.subject,
        issuer = excluded.issuer, serial_no = excluded.serial_no, fingerprint = excluded.fingerprint,
        valid_from = excluded.valid_from, valid_to = excluded.valid_to, self_signed = excluded.self_signed,
        updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    [
      org.kind,
      org.id,
      c.pem,
      c.subject,
      c.issuer,
      c.serial_no,
      c.fingerprint,
      c.valid_from,
      c.valid_to,
      c.self_signed,
      c.by,
      c.at,
    ],
  );
}

export async function orgNumber(db: Db, org: KeyOrg): Promise<string> {
  const sql =
    org.kind === 'merchant'
      ? 'select mer_no as no from merchants where id = $1'
      : 'select agt_no as no from service_providers where id = $1';
  const r = await db.query<{ no: string }>(sql, [org.id]);
  return r.rows[0]?.no ?? '';
}

/** The key-encryption key of signing keys, created once (first use) and shared by every server process. */
export async function keyEncryptionKey(db: Db, fresh: string, at: Date): Promise<string> {
  await db.query(
    `insert into system_params (name, value, updated_at) values ('sign_key_kek', $1, $2) on conflict (name) do nothing`,
    [fresh, at],
  );
  const r = await db.query<{ value: string }>(`select value from system_params where name = 'sign_key_kek'`);
  return r.rows[0].value;
}

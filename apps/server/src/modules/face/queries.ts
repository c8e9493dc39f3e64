import type { Db } from '../../db/types.ts';

/** Every SQL statement of face verification. The caller's organisation (kind and id) scopes every row. */

export interface Org {
  kind: 'merchant' | 'service';
  id: string;
}

export interface FaceDbRow {
  id: string;
  check_no: string;
  org_kind: 'merchant' | 'service';
  org_id: string;
  operator_id: string;
  purpose: 'IDENTIFICATION' | 'BANK_CHANGE' | 'LEGAL_CHANGE';
  method: 'FACE' | 'DOCUMENTS';
  status:
    | 'CREATED'
    | 'IN_PROGRESS'
    | 'PROCESSING'
    | 'PASSED'
    | 'FAILED'
    | 'EXPIRED'
    | 'MANUAL_REVIEW'
    | 'REJECTED';
  reason: string;
  vendor_token: string;
  file_ids: string;
  expires_at: Date;
  created_at: Date;
  finished_at: Date | null;
  reviewed_by: string;
}

const COLUMNS = `id, check_no, org_kind, org_id::text, operator_id::text, purpose, method, status, reason,
  vendor_token, file_ids, expires_at, created_at, finished_at, reviewed_by`;
const F_COLUMNS = `f.id, f.check_no, f.org_kind, f.org_id::text, f.operator_id::text, f.purpose, f.method, f.status,
  f.reason, f.vendor_token, f.file_ids, f.expires_at, f.created_at, f.finished_at, f.reviewed_by`;

export async function insertCheck(
  db: Db,
  c: {
    checkNo: string;
    org: Org;
    operatorId: string;
    purpose: string;
    method: 'FACE' | 'DOCUMENTS';
    status: string;
    token: string;
    fileIds: string;
    consentAt: Date | null;
    expiresAt: Date;
    at: Date;
  },
): Promise<FaceDbRow> {
  const r = await db.query<FaceDbRow>(
    `insert into face_checks (check_no, org_kind, org_id, operator_id, purpose, method, status, vendor_token,
        file_ids, consent_at, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning ${COLUMNS}`,
    [
      c.checkNo,
      c.org.kind,
      c.org.id,
      c.operatorId,
      c.purpose,
      c.method,
      c.status,
      c.token,
      c.fileIds,
      c.consentAt,
      c.expiresAt,
      c.at,
    ],
  );
  return r.rows[0];
}

export async function ownCheck(db: Db, org: Org, checkNo: string, lock = false): Promise<FaceDbRow | null> {
  const r = await db.query<FaceDbRow>(
    `select ${COLUMNS} from face_checks where check_no = $1 and org_kind = $2 and org_id = $3${lock ? ' for update' : ''}`,
    [checkNo, org.kind, org.id],
  );
  return r.rows[0] ?? null;
}

export async function setStatus(db: Db, id: string, status: string, reason: string, finishedAt: Date | null) {
  await db.query('update face_checks set status = $2, reason = $3, finished_at = $4 where id = $1', [
    id,
    status,
    reason,
    finishedAt,
  ]);
}

/** Face checks of one person that failed since `since` (the third of a day goes to manual review). */
export async function failuresSince(db: Db, org: Org, operatorId: string, since: Date): Promise<number> {
  const r = await db.query<{ n: number }>(
    `select count(*)::int as n from face_checks
      where org_kind = $1 and org_id = $2 and operator_id = $3 and method = 'FACE' and created_at >= $4
        and (status in ('FAILED', 'MANUAL_REVIEW', 'REJECTED') or (status = 'PASSED' and reviewed_by <> ''))`,
    [org.kind, org.id, operatorId, since],
  );
  return r.rows[0].n;
}

/** Face checks still open (link given, person at the vendor) of one person: a new check supersedes them. */
export async function expireOpen(db: Db, org: Org, operatorId: string, at: Date) {
  await db.query(
    `update face_checks set status = 'EXPIRED', finished_at = $4
      where org_kind = $1 and org_id = $2 and operator_id = $3 and status in ('CREATED', 'IN_PROGRESS')`,
    [org.kind, org.id, operatorId, at],
  );
}

export async function recentChecks(db: Db, org: Org, since: Date): Promise<FaceDbRow[]> {
  const r = await db.query<FaceDbRow>(
    `select ${COLUMNS} from face_checks where org_kind = $1 and org_id = $2 and created_at >= $3
      order by created_at desc, id desc limit 50`,
    [org.kind, org.id, since],
  );
  return r.rows;
}

/**
 * The latest check of an organisation that verifies a person for a purpose (or the identification) since
 * `since`: a face check passed (by the vendor, or by a reviewer after three failures), or the documents
 * alternative submitted (awaiting its manual review) or approved. A check opened but not finished, failed,
 * expired or rejected does not count.
 */
export async function latestVerified(
  db: Db,
  org: Org,
  purpose: string,
  since: Date,
): Promise<FaceDbRow | null> {
  const r = await db.query<FaceDbRow>(
    `select ${COLUMNS} from face_checks
      where org_kind = $1 and org_id = $2 and purpose in ($3, 'IDENTIFICATION')
        and ((status = 'PASSED' and finished_at >= $4)
          or (method = 'DOCUMENTS' and status = 'MANUAL_REVIEW' and created_at >= $4))
      order by coalesce(finished_at, created_at) desc limit 1`,
    [org.kind, org.id, purpose, since],
  );
  return r.rows[0] ?? null;
}

export async function checksInReview(db: Db) {
  const r = await db.query<FaceDbRow & { org_no: string; org_name: string }>(
    `select ${F_COLUMNS},
            coalesce(m.mer_no, s.agt_no, '') as org_no, coalesce(m.name, s.name, '') as org_name
       from face_checks f
       left join merchants m on f.org_kind = 'merchant' and m.id = f.org_id
       left join service_providers s on f.org_kind = 'service' and s.id = f.org_id
      where f.status = 'MANUAL_REVIEW' order by f.created_at`,
  );
  return r.rows;
}

export async function checkForReview(db: Db, checkNo: string, lock = false) {
  const r = await db.query<
    FaceDbRow & { org_no: string; org_name: string; person: string; legal_name: string }
  >(
    `select ${F_COLUMNS}, coalesce(m.mer_no, s.agt_no, '') as org_no, coalesce(m.name, s.name, '') as org_name,
            coalesce(o.name, '') as person, coalesce(m.legal_name, '') as legal_name
       from face_checks f
       left join merchants m on f.org_kind = 'merchant' and m.id = f.org_id
       left join service_providers s on f.org_kind = 'service' and s.id = f.org_id
       left join operators o on o.id = f.operator_id
      where f.check_no = $1${lock ? ' for update of f' : ''}`,
    [checkNo],
  );
  return r.rows[0] ?? null;
}

export async function recordReview(
  db: Db,
  id: string,
  status: 'PASSED' | 'REJECTED',
  reason: string,
  by: string,
  at: Date,
) {
  await db.query(
    `update face_checks set status = $2, reason = case when $2 = 'REJECTED' then $3 else reason end,
        reviewed_by = $4, reviewed_at = $5, finished_at = $5 where id = $1`,
    [id, status, reason, by, at],
  );
}

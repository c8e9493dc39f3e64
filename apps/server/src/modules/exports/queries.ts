import type { OrgKind } from '@mp/core/contract';
import type { Db } from '../../db/types.ts';
import { OPERATOR_RECORD_SQL, type OperatorRecordRow } from '../../http/operator-record.ts';

/**
 * Every statement of the export machine: export_jobs (a running job is fenced by its claim_token, see
 * 0004_exports.sql), download_tokens, and the operator record a scheduled job reloads for its requester.
 */

/** What a download token fetches: an export's file or a bill's. */
export type DownloadKind = 'export' | 'bill';

export type JobStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED' | 'EXPIRED';

export interface JobRow {
  id: string;
  mode: 'SYNC' | 'APPOINT';
  source: string;
  format: 'CSV' | 'XLSX';
  status: JobStatus;
  operator_id: string;
  org_kind: OrgKind;
  org_id: string;
  store_ids: string[] | null;
  lang: 'zh-TW' | 'en';
  mask: boolean;
  filters: Record<string, unknown>;
  total_rows: string;
  done_rows: string;
  file_name: string;
  file_key: string | null;
  file_size: string;
  error_code: string;
  attempts: number;
  claim_token: string | null;
  heartbeat_at: Date | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  expires_at: Date | null;
}

const COLUMN_LIST = [
  'id',
  'mode',
  'source',
  'format',
  'status',
  'operator_id',
  'org_kind',
  'org_id',
  'store_ids::text[] as store_ids',
  'lang',
  'mask',
  'filters',
  'total_rows',
  'done_rows',
  'file_name',
  'file_key',
  'file_size',
  'error_code',
  'attempts',
  'claim_token',
  'heartbeat_at',
  'created_at',
  'started_at',
  'finished_at',
  'expires_at',
];
const cols = (alias = '') => COLUMN_LIST.map((c) => (alias ? `${alias}.${c}` : c)).join(', ');

export interface NewJob {
  mode: 'SYNC' | 'APPOINT';
  source: string;
  format: 'CSV' | 'XLSX';
  status: 'QUEUED' | 'RUNNING';
  operatorId: string;
  orgKind: OrgKind;
  orgId: string;
  storeIds: readonly string[] | null;
  lang: 'zh-TW' | 'en';
  mask: boolean;
  filters: unknown;
  totalRows: number;
  fileName: string;
  claimToken: string | null;
  now: Date;
}

export async function insertJob(db: Db, j: NewJob): Promise<string> {
  const r = await db.query<{ id: string }>(
    `insert into export_jobs (mode, source, format, status, operator_id, org_kind, org_id, store_ids, lang, mask,
        filters, total_rows, file_name, claim_token, attempts, heartbeat_at, started_at, created_at)
      values ($1, $2, $3, $4, $5, $6, $7, $8::bigint[], $9, $10, $11, $12, $13, $14,
              case when $4 = 'RUNNING' then 1 else 0 end,
              case when $4 = 'RUNNING' then $15::timestamptz end,
              case when $4 = 'RUNNING' then $15::timestamptz end, $15)
      returning id`,
    [
      j.mode,
      j.source,
      j.format,
      j.status,
      j.operatorId,
      j.orgKind,
      j.orgId,
      j.storeIds ? [...j.storeIds] : null,
      j.lang,
      j.mask,
      JSON.stringify(j.filters ?? {}),
      j.totalRows,
      j.fileName,
      j.claimToken,
      j.now.toISOString(),
    ],
  );
  return String(r.rows[0].id);
}

export async function selectJob(db: Db, id: string): Promise<JobRow | null> {
  const r = await db.query<JobRow>(`select ${cols()} from export_jobs where id = $1`, [id]);
  return r.rows[0] ?? null;
}

/** Queued and running scheduled jobs of one operator (the per-operator limit). */
export async function countActiveJobs(db: Db, operatorId: string): Promise<number> {
  const r = await db.query<{ n: string }>(
    `select count(*) as n from export_jobs
      where operator_id = $1 and mode = 'APPOINT' and status in ('QUEUED', 'RUNNING')`,
    [operatorId],
  );
  return Number(r.rows[0].n);
}

/**
 * Takes the oldest queued job for this process: skip locked lets several processes on one PostgreSQL
 * each take a different job; on PGlite the same statement simply takes the oldest.
 */
export async function claimNextJob(db: Db, claimToken: string, now: Date): Promise<JobRow | null> {
  const r = await db.query<JobRow>(
    `update export_jobs j
        set status = 'RUNNING', claim_token = $1, heartbeat_at = $2, started_at = $2, attempts = j.attempts + 1,
            done_rows = 0, error_code = ''
      where j.id = (select id from export_jobs where status = 'QUEUED' order by id limit 1 for update skip locked)
      returning ${cols('j')}`,
    [claimToken, now.toISOString()],
  );
  return r.rows[0] ?? null;
}

/** Progress and heartbeat of a running job; false when this process no longer holds it (deleted, taken over). */
export async function beat(
  db: Db,
  id: string,
  claimToken: string,
  p: { done: number; total: number },
  now: Date,
): Promise<boolean> {
  const r = await db.query(
    `update export_jobs set done_rows = $3::bigint, total_rows = greatest($4::bigint, $3::bigint), heartbeat_at = $5
      where id = $1 and claim_token = $2 and status = 'RUNNING'`,
    [id, claimToken, p.done, p.total, now.toISOString()],
  );
  return r.rowCount > 0;
}

export async function markDone(
  db: Db,
  id: string,
  claimToken: string,
  f: { key: string; size: number; rows: number; now: Date; expiresAt: Date },
): Promise<boolean> {
  const r = await db.query(
    `update export_jobs
        set status = 'DONE', file_key = $3, file_size = $4, done_rows = $5, total_rows = $5, finished_at = $6,
            expires_at = $7, heartbeat_at = $6, claim_token = null
      where id = $1 and claim_token = $2 and status = 'RUNNING'`,
    [id, claimToken, f.key, f.size, f.rows, f.now.toISOString(), f.expiresAt.toISOString()],
  );
  return r.rowCount > 0;
}

export async function markFailed(
  db: Db,
  id: string,
  claimToken: string,
  code: string,
  now: Date,
): Promise<void> {
  await db.query(
    `update export_jobs set status = 'FAILED', error_code = $3, finished_at = $4, claim_token = null
      where id = $1 and claim_token = $2 and status = 'RUNNING'`,
    [id, claimToken, code, now.toISOString()],
  );
}

/** A job this process gives back unfinished (graceful stop): the next process starts it from zero. */
export async function requeue(db: Db, id: string, claimToken: string): Promise<void> {
  await db.query(
    `update export_jobs set status = 'QUEUED', claim_token = null, done_rows = 0
      where id = $1 and claim_token = $2 and status = 'RUNNING'`,
    [id, claimToken],
  );
}

/**
 * Running jobs whose process died: heartbeat older than `staleBefore` (or every running job, when the
 * caller knows no other process can be running one) go back to the queue and restart from zero; a job
 * that has already been tried `maxAttempts` times fails instead, so one that kills its process cannot
 * loop for ever.
 */
export async function recoverStale(
  db: Db,
  staleBefore: Date | null,
  maxAttempts: number,
  now: Date,
): Promise<{ id: string; status: JobStatus }[]> {
  const r = await db.query<{ id: string; status: JobStatus }>(
    `update export_jobs
        set status = case when attempts >= $2 then 'FAILED' else 'QUEUED' end,
            error_code = case when attempts >= $2 then 'EXP10003' else '' end,
            finished_at = case when attempts >= $2 then $3::timestamptz end,
            claim_token = null, done_rows = 0
      where status = 'RUNNING' and ($1::timestamptz is null or heartbeat_at is null or heartbeat_at < $1::timestamptz)
      returning id, status`,
    [staleBefore ? staleBefore.toISOString() : null, maxAttempts, now.toISOString()],
  );
  return r.rows;
}

/** Finished files whose time is up, oldest first. */
export async function selectExpired(
  db: Db,
  now: Date,
  limit: number,
): Promise<{ id: string; file_key: string | null }[]> {
  const r = await db.query<{ id: string; file_key: string | null }>(
    `select id, file_key from export_jobs where status = 'DONE' and expires_at <= $1 order by expires_at limit $2`,
    [now.toISOString(), limit],
  );
  return r.rows;
}

export async function markExpired(db: Db, id: string): Promise<void> {
  await db.query(
    `update export_jobs set status = 'EXPIRED', file_key = null where id = $1 and status = 'DONE'`,
    [id],
  );
}

/** Forgets finished jobs that have no file any more (EXPIRED, FAILED) created before `before`. */
export async function deleteSpentJobs(db: Db, before: Date): Promise<number> {
  const r = await db.query(
    `delete from export_jobs where status in ('EXPIRED', 'FAILED') and created_at < $1`,
    [before.toISOString()],
  );
  return r.rowCount;
}

/** Removes a job; answers its file key (to delete) when a row went. */
export async function deleteJob(db: Db, id: string): Promise<{ file_key: string | null } | null> {
  const r = await db.query<{ file_key: string | null }>(
    'delete from export_jobs where id = $1 returning file_key',
    [id],
  );
  return r.rows[0] ?? null;
}

export interface CentreFilter {
  orgKind: OrgKind;
  orgId: string;
  /** null = every operator of the organisation (an administrator's view). */
  operatorId: string | null;
  status: string;
  limit: number;
  offset: number;
}

export type CentreJobRow = JobRow & { login_name: string };

export async function selectCentre(
  db: Db,
  f: CentreFilter,
): Promise<{ total: number; rows: CentreJobRow[] }> {
  const where = `j.mode = 'APPOINT' and j.org_kind = $1 and j.org_id = $2
     and ($3::bigint is null or j.operator_id = $3::bigint) and ($4 = '' or j.status = $4)`;
  const params = [f.orgKind, f.orgId, f.operatorId, f.status];
  const total = await db.query<{ n: string }>(
    `select count(*) as n from export_jobs j where ${where}`,
    params,
  );
  const rows = await db.query<CentreJobRow>(
    `select ${cols('j')}, o.login_name
       from export_jobs j join operators o on o.id = j.operator_id
      where ${where}
      order by j.created_at desc, j.id desc
      limit $5 offset $6`,
    [...params, f.limit, f.offset],
  );
  return { total: Number(total.rows[0].n), rows: rows.rows };
}

/** The operator record of a job's requester as it is now (http/operator-record.ts), null when gone. */
export async function selectOperatorRecord(db: Db, operatorId: string): Promise<OperatorRecordRow | null> {
  const r = await db.query<OperatorRecordRow>(
    `select ${OPERATOR_RECORD_SQL} from operators o where o.id = $1`,
    [operatorId],
  );
  return r.rows[0] ?? null;
}

/** A download token: only its hash is stored, with the session that asked for it. */
export async function insertDownloadToken(
  db: Db,
  t: {
    tokenHash: string;
    sessionId: string;
    operatorId: string;
    kind: DownloadKind;
    refId: string;
    lang: 'zh-TW' | 'en';
    at: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `insert into download_tokens (token_hash, session_id, operator_id, kind, ref_id, lang, created_at, expires_at)
      values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      t.tokenHash,
      t.sessionId,
      t.operatorId,
      t.kind,
      t.refId,
      t.lang,
      t.at.toISOString(),
      t.expiresAt.toISOString(),
    ],
  );
}

/** Marks this session's live, unused token used and answers what it names; null when there is none. */
export async function spendDownloadToken(
  db: Db,
  tokenHash: string,
  sessionId: string,
  now: Date,
): Promise<{ kind: DownloadKind; ref_id: string; operator_id: string; lang: 'zh-TW' | 'en' } | null> {
  const r = await db.query<{ kind: DownloadKind; ref_id: string; operator_id: string; lang: 'zh-TW' | 'en' }>(
    `update download_tokens set used_at = $3
      where token_hash = $1 and session_id = $2 and used_at is null and expires_at > $3
      returning kind, ref_id, operator_id, lang`,
    [tokenHash, sessionId, now.toISOString()],
  );
  return r.rows[0] ?? null;
}

/** Tokens are worth nothing after 5 minutes; rows older than a day are removed by the sweeper. */
export async function deleteOldTokens(db: Db, before: Date): Promise<number> {
  const r = await db.query('delete from download_tokens where expires_at < $1', [before.toISOString()]);
  return r.rowCount;
}

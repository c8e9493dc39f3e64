import type { Db } from '../../db/types.ts';

/** Every SQL statement of the bank-account change (tables bank_changes and bank_change_events, 0050). */

export type ChangeOrgKind = 'merchant' | 'service';
export interface ChangeOrg {
  kind: ChangeOrgKind;
  id: string;
}

export interface ChangeDbRow {
  id: string;
  change_no: string;
  org_kind: ChangeOrgKind;
  org_id: string;
  status: 'PAY_CHECK' | 'PAY_FAILED' | 'AUDITING' | 'APPROVED' | 'REJECTED' | 'BLOCKED';
  old_bank_name: string;
  old_account_no: string;
  old_account_name: string;
  bank_code: string;
  bank_name: string;
  account_no: string;
  account_name: string;
  verify_amount: string;
  pay_status: 'PROCESSING' | 'PAYOUT_SUCCESS' | 'FAILURE';
  pay_ref: string;
  pay_fail_reason: string;
  paid_at: Date | null;
  wrong_tries: number;
  client_key: string;
  request_hash: string;
  review_reason: string;
  reviewer: string;
  created_at: Date;
  reviewed_at: Date | null;
}

export interface EventDbRow {
  change_id: string;
  action: string;
  actor: string;
  reason: string;
  client_key: string | null;
  ok: boolean | null;
  at: Date;
}

const COLUMN_LIST = [
  'id::text',
  'change_no',
  'org_kind',
  'org_id::text',
  'status',
  'old_bank_name',
  'old_account_no',
  'old_account_name',
  'bank_code',
  'bank_name',
  'account_no',
  'account_name',
  'verify_amount::text',
  'pay_status',
  'pay_ref',
  'pay_fail_reason',
  'paid_at',
  'wrong_tries',
  'client_key',
  'request_hash',
  'review_reason',
  'reviewer',
  'created_at',
  'reviewed_at',
];
const columns = (alias = '') =>
  COLUMN_LIST.map((c) => (c.endsWith('::text') ? `${alias}${c} as ${c.slice(0, -6)}` : `${alias}${c}`)).join(
    ', ',
  );
const COLUMNS = columns();

/** The next change number: BC + Macau day + the row id it will have (its own sequence). */
export async function nextChange(db: Db, ymd: string): Promise<{ id: string; changeNo: string }> {
  const r = await db.query<{ id: string }>(
    `select nextval(pg_get_serial_sequence('bank_changes', 'id'))::text as id`,
  );
  const id = r.rows[0].id;
  return { id, changeNo: `BC${ymd}${id.padStart(8, '0').slice(-8)}` };
}

export async function insertChange(
  db: Db,
  c: {
    id: string;
    changeNo: string;
    org: ChangeOrg;
    old: { bank_name: string; account_no: string; account_name: string };
    bankCode: string;
    bankName: string;
    accountNo: string;
    accountName: string;
    amount: number;
    clientKey: string;
    requestHash: string;
    operatorId: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into bank_changes (id, change_no, org_kind, org_id, old_bank_name, old_account_no, old_account_name,
                               bank_code, bank_name, account_no, account_name, verify_amount, client_key,
                               request_hash, created_by, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)`,
    [
      c.id,
      c.changeNo,
      c.org.kind,
      c.org.id,
      c.old.bank_name,
      c.old.account_no,
      c.old.account_name,
      c.bankCode,
      c.bankName,
      c.accountNo,
      c.accountName,
      c.amount,
      c.clientKey,
      c.requestHash,
      c.operatorId,
      c.at,
    ],
  );
}

/** One change of the organisation by number (another organisation's answers null, like a missing one). */
export async function changeByNo(
  db: Db,
  org: ChangeOrg | null,
  changeNo: string,
  lock = false,
): Promise<ChangeDbRow | null> {
  const r = await db.query<ChangeDbRow>(
    `select ${COLUMNS} from bank_changes
      where change_no = $1 and ($2::text is null or (org_kind = $2 and org_id = $3::bigint))${lock ? ' for update' : ''}`,
    [changeNo, org?.kind ?? null, org?.id ?? null],
  );
  return r.rows[0] ?? null;
}

export async function changeByClientKey(
  db: Db,
  org: ChangeOrg,
  clientKey: string,
): Promise<ChangeDbRow | null> {
  const r = await db.query<ChangeDbRow>(
    `select ${COLUMNS} from bank_changes where org_kind = $1 and org_id = $2 and client_key = $3`,
    [org.kind, org.id, clientKey],
  );
  return r.rows[0] ?? null;
}

/** The organisation's change in progress (PAY_CHECK or AUDITING), if any. */
export async function openChange(db: Db, org: ChangeOrg): Promise<ChangeDbRow | null> {
  const r = await db.query<ChangeDbRow>(
    `select ${COLUMNS} from bank_changes
      where org_kind = $1 and org_id = $2 and status in ('PAY_CHECK', 'AUDITING')`,
    [org.kind, org.id],
  );
  return r.rows[0] ?? null;
}

export async function orgChanges(db: Db, org: ChangeOrg, limit: number): Promise<ChangeDbRow[]> {
  const r = await db.query<ChangeDbRow>(
    `select ${COLUMNS} from bank_changes where org_kind = $1 and org_id = $2
      order by created_at desc, id desc limit $3`,
    [org.kind, org.id, limit],
  );
  return r.rows;
}

/** Changes of a status for the reviewers, oldest first, with the organisation's number and name. */
export async function changesForReview(
  db: Db,
  status: string,
): Promise<(ChangeDbRow & { org_no: string; org_name: string })[]> {
  const r = await db.query<ChangeDbRow & { org_no: string; org_name: string }>(
    `select ${columns('c.')},
            coalesce(m.mer_no, s.agt_no) as org_no, coalesce(m.name, s.name) as org_name
       from bank_changes c
       left join merchants m on c.org_kind = 'merchant' and m.id = c.org_id
       left join service_providers s on c.org_kind = 'service' and s.id = c.org_id
      where c.status = $1 order by c.created_at, c.id limit 200`,
    [status],
  );
  return r.rows;
}

export async function orgNumber(db: Db, org: ChangeOrg): Promise<{ no: string; name: string } | null> {
  const r = await db.query<{ no: string; name: string }>(
    org.kind === 'merchant'
      ? 'select mer_no as no, name from merchants where id = $1'
      : 'select agt_no as no, name from service_providers where id = $1',
    [org.id],
  );
  return r.rows[0] ?? null;
}

export async function eventsOf(db: Db, changeIds: readonly string[]): Promise<EventDbRow[]> {
  if (changeIds.length === 0) return [];
  const r = await db.query<EventDbRow>(
    `select change_id::text, action, actor, reason, client_key, ok, at from bank_change_events
      where change_id = any($1::bigint[]) order by at, id`,
    [changeIds],
  );
  return r.rows;
}

export async function insertEvent(
  db: Db,
  e: {
    changeId: string;
    action: string;
    actor: string;
    reason?: string;
    clientKey?: string;
    ok?: boolean;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into bank_change_events (change_id, action, actor, reason, client_key, ok, at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [e.changeId, e.action, e.actor, e.reason ?? '', e.clientKey ?? null, e.ok ?? null, e.at],
  );
}

/** An amount try already made with this client key (the same try sent again). */
export async function tryByKey(db: Db, changeId: string, clientKey: string): Promise<{ ok: boolean } | null> {
  const r = await db.query<{ ok: boolean }>(
    'select ok from bank_change_events where change_id = $1 and client_key = $2',
    [changeId, clientKey],
  );
  return r.rows[0] ?? null;
}

export async function setStatus(
  db: Db,
  id: string,
  s: {
    status: string;
    wrongTries?: number;
    reviewer?: string;
    reason?: string;
    reviewed?: boolean;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `update bank_changes set status = $2, wrong_tries = coalesce($3::integer, wrong_tries),
            reviewer = coalesce($4::text, reviewer), review_reason = coalesce($5::text, review_reason),
            reviewed_at = case when $6::boolean then $7::timestamptz else reviewed_at end, updated_at = $7
      where id = $1`,
    [id, s.status, s.wrongTries ?? null, s.reviewer ?? null, s.reason ?? null, s.reviewed ?? false, s.at],
  );
}

/**
 * The bank's answer to a verification payment, once: a change whose payment is no longer PROCESSING is
 * left alone (answers null). A failed payment ends a change still waiting for it (PAY_FAILED).
 */
export async function finishPayment(
  db: Db,
  changeNo: string,
  a: { ok: boolean; ref: string; reason: string; at: Date },
): Promise<ChangeDbRow | null> {
  const r = await db.query<ChangeDbRow>(
    `update bank_changes
        set pay_status = $2, pay_ref = $3, pay_fail_reason = $4, paid_at = case when $5::boolean then $6::timestamptz else null end,
            status = case when not $5::boolean and status = 'PAY_CHECK' then 'PAY_FAILED' else status end,
            updated_at = $6
      where change_no = $1 and pay_status = 'PROCESSING'
      returning ${COLUMNS}`,
    [changeNo, a.ok ? 'PAYOUT_SUCCESS' : 'FAILURE', a.ref, a.reason, a.ok, a.at],
  );
  return r.rows[0] ?? null;
}

/** Verification payments still at the bank (asked again at start). */
export async function paymentsAtBank(db: Db): Promise<{ change_no: string }[]> {
  const r = await db.query<{ change_no: string }>(
    `select change_no from bank_changes where pay_status = 'PROCESSING' order by id`,
  );
  return r.rows;
}

/** The latest verification payments (the demo's view of the local bank: /dev/bank). */
export async function latestPayments(db: Db, limit: number): Promise<ChangeDbRow[]> {
  const r = await db.query<ChangeDbRow>(`select ${COLUMNS} from bank_changes order by id desc limit $1`, [
    limit,
  ]);
  return r.rows;
}

/** The face check (issue 29 point 4) the change was submitted with; '' when none (reviewed on documents). */
export async function setFaceCheck(db: Db, changeId: string, checkNo: string): Promise<void> {
  await db.query('update bank_changes set face_check_no = $2 where id = $1', [changeId, checkNo]);
}

export async function faceCheckOf(db: Db, changeNo: string): Promise<string> {
  const r = await db.query<{ face_check_no: string }>(
    'select face_check_no from bank_changes where change_no = $1',
    [changeNo],
  );
  return r.rows[0]?.face_check_no ?? '';
}

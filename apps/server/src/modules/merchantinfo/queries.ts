import type { Db } from '../../db/types.ts';

/** All SQL of the merchant-information changes (issue 14 point 5). */

export interface MerchantDbRow {
  id: string;
  mer_no: string;
  name: string;
  short_name: string;
  category: 'ENTERPRISE' | 'PERSONAL';
  status: 'normal' | 'frozen' | 'closed';
  mcc: string;
  address: string;
  licence_no: string;
  legal_name: string;
  legal_id_type: string;
  legal_id_no: string;
}

/** The merchant row; `lock` serialises the changes of one merchant (one open change of a kind). */
export async function merchantRow(db: Db, id: string, lock = false): Promise<MerchantDbRow | null> {
  const r = await db.query<MerchantDbRow>(
    `select id, mer_no, name, short_name, category, status, mcc, address, licence_no, legal_name, legal_id_type,
            legal_id_no
       from merchants where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return r.rows[0] ?? null;
}

export interface ProfileDbRow {
  base_info: Record<string, unknown>;
  people: Record<string, unknown>[];
  supplements: Record<string, unknown>[];
}

export async function profile(db: Db, merchantId: string): Promise<ProfileDbRow | null> {
  const r = await db.query<ProfileDbRow>(
    'select base_info, people, supplements from merchant_profiles where merchant_id = $1',
    [merchantId],
  );
  return r.rows[0] ?? null;
}

/** The approved application the merchant was created from (its base information and documents). */
export async function approvedApplication(
  db: Db,
  merchantId: string,
): Promise<{ base_info: Record<string, unknown>; files: Record<string, string> } | null> {
  const r = await db.query<{ base_info: Record<string, unknown>; files: Record<string, string> }>(
    `select base_info, files from merchant_applications where merchant_id = $1 and status = 'APPROVED'
      order by reviewed_at desc nulls last, id desc limit 1`,
    [merchantId],
  );
  return r.rows[0] ?? null;
}

export async function saveProfile(db: Db, merchantId: string, p: ProfileDbRow, at: Date): Promise<void> {
  await db.query(
    `insert into merchant_profiles (merchant_id, base_info, people, supplements, updated_at)
     values ($1, $2::jsonb, $3::jsonb, $4::jsonb, $5)
     on conflict (merchant_id) do update
       set base_info = excluded.base_info, people = excluded.people, supplements = excluded.supplements,
           updated_at = excluded.updated_at`,
    [merchantId, JSON.stringify(p.base_info), JSON.stringify(p.people), JSON.stringify(p.supplements), at],
  );
}

/** The columns of the merchants row the rest of the portal reads, from approved basic information. */
export async function updateMerchantColumns(
  db: Db,
  merchantId: string,
  b: Record<string, unknown>,
): Promise<void> {
  const v = (k: string) => String(b[k] ?? '');
  await db.query(
    `update merchants set name = $2, registered_name = $2, short_name = $3, mcc = $4, address = $5, licence_no = $6,
            legal_name = $7, legal_id_type = $8, legal_id_no = $9
      where id = $1`,
    [
      merchantId,
      v('merc_name'),
      v('merc_short_name'),
      v('mcc'),
      v('address'),
      v('licence_no'),
      v('legal_name'),
      v('id_type'),
      v('id_no'),
    ],
  );
  await db.query(
    `update org_contacts set name = $2 where org_kind = 'merchant' and org_id = $1 and contact_type = 'LEGAL'`,
    [merchantId, v('legal_name')],
  );
}

// Changes.

export interface ChangeFullDbRow {
  id: string;
  change_no: string;
  merchant_id: string;
  mer_no: string;
  kind: 'BASIC' | 'PERSON' | 'EXPIRY' | 'SUPPLEMENT' | 'BANK';
  status: 'PAY_CHECK' | 'AUDITING' | 'NEED_MORE' | 'REJECTED' | 'APPROVED' | 'BLOCKED' | 'CANCELLED';
  old_value: Record<string, unknown>;
  new_value: Record<string, unknown>;
  review_reason: string;
  created_at: Date;
  reviewed_at: Date | null;
}

const CHANGE_COLUMNS = `c.id, c.change_no, c.merchant_id, m.mer_no, c.kind, c.status, c.old_value, c.new_value,
  c.review_reason, c.created_at, c.reviewed_at`;
const OPEN = `('PAY_CHECK', 'AUDITING', 'NEED_MORE')`;

/**
 * Changes of the given kinds, newest first: of one merchant (or every merchant for the reviewer, null),
 * optionally only the open ones or those of one status.
 */
export async function changes(
  db: Db,
  f: { merchantId: string | null; kinds: readonly string[]; openOnly?: boolean; status?: string },
): Promise<ChangeFullDbRow[]> {
  const r = await db.query<ChangeFullDbRow>(
    `select ${CHANGE_COLUMNS} from merchant_change_requests c join merchants m on m.id = c.merchant_id
      where ($1::bigint is null or c.merchant_id = $1) and c.kind = any($2::text[])
        and (not $3 or c.status in ${OPEN}) and ($4::text is null or c.status = $4)
      order by c.created_at desc, c.id desc limit 200`,
    [f.merchantId, f.kinds, f.openOnly ?? false, f.status ?? null],
  );
  return r.rows;
}

/** One change by its number: of one merchant (another's answers null, like a missing one) or any (null). */
export async function changeByNo(
  db: Db,
  merchantId: string | null,
  changeNo: string,
  lock = false,
): Promise<ChangeFullDbRow | null> {
  const r = await db.query<ChangeFullDbRow>(
    `select ${CHANGE_COLUMNS} from merchant_change_requests c join merchants m on m.id = c.merchant_id
      where c.change_no = $1 and ($2::bigint is null or c.merchant_id = $2)${lock ? ' for update of c' : ''}`,
    [changeNo, merchantId],
  );
  return r.rows[0] ?? null;
}

export async function insertChange(
  db: Db,
  c: {
    changeNo: string;
    merchantId: string;
    kind: string;
    oldValue: unknown;
    newValue: unknown;
    createdBy: string;
    at: Date;
  },
): Promise<string> {
  const r = await db.query<{ id: string }>(
    `insert into merchant_change_requests (change_no, merchant_id, kind, status, old_value, new_value, created_by,
       created_at)
     values ($1, $2, $3, 'AUDITING', $4::jsonb, $5::jsonb, $6, $7) returning id`,
    [
      c.changeNo,
      c.merchantId,
      c.kind,
      JSON.stringify(c.oldValue),
      JSON.stringify(c.newValue),
      c.createdBy,
      c.at,
    ],
  );
  return String(r.rows[0].id);
}

/** A change sent back for more, submitted again: its new value, back under review. */
export async function resubmitChange(
  db: Db,
  id: string,
  oldValue: unknown,
  newValue: unknown,
): Promise<void> {
  await db.query(
    `update merchant_change_requests set old_value = $2::jsonb, new_value = $3::jsonb, status = 'AUDITING',
            review_reason = '', reviewed_at = null
      where id = $1`,
    [id, JSON.stringify(oldValue), JSON.stringify(newValue)],
  );
}

export async function setChangeStatus(
  db: Db,
  id: string,
  status: string,
  reason: string,
  reviewedAt: Date | null,
): Promise<void> {
  await db.query(
    'update merchant_change_requests set status = $2, review_reason = $3, reviewed_at = $4 where id = $1',
    [id, status, reason, reviewedAt],
  );
}

/** The face check (issue 29 point 4) a legal representative change was submitted with ('' when none). */
export async function setChangeFaceCheck(db: Db, id: string, checkNo: string): Promise<void> {
  await db.query('update merchant_change_requests set face_check_no = $2 where id = $1', [id, checkNo]);
}

export async function changeFaceCheck(db: Db, changeNo: string): Promise<string> {
  const r = await db.query<{ face_check_no: string }>(
    'select face_check_no from merchant_change_requests where change_no = $1',
    [changeNo],
  );
  return r.rows[0]?.face_check_no ?? '';
}

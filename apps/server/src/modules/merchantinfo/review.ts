import { INFO_CHANGE_KINDS } from '@mp/core/schemas/merchantinfo';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../kernel/errors.ts';
import { insertReviewEvent } from '../changes/index.ts';
import { reasonOf } from '../onboarding/index.ts';
import {
  type ChangeFullDbRow,
  changeByNo,
  changes,
  merchantRow,
  saveProfile,
  setChangeStatus,
  updateMerchantColumns,
} from './queries.ts';
import { changeDetail, inForce } from './service.ts';

/**
 * The provider's review of the merchant-information changes, through the review kit (review-kind.ts):
 * approve (the new value comes into force), reject with a reason (the old value stays), or ask for more
 * (the merchant submits the same change again). The bank-account change is a kind of its own (bankchange).
 */
type Json = Record<string, unknown>;

async function reviewable(db: Db, changeNo: string, lock = false): Promise<ChangeFullDbRow> {
  const c = await changeByNo(db, null, changeNo, lock);
  if (!c || !(INFO_CHANGE_KINDS as readonly string[]).includes(c.kind)) throw new AppError('SCM40401');
  return c;
}

/** The information changes under review, for the review kit's queue. */
export function changesUnderReview(db: Db) {
  return changes(db, { merchantId: null, kinds: INFO_CHANGE_KINDS, status: 'AUDITING' });
}

/** One change as the reviewer sees it (the merchant's detail, its history); null when there is none. */
export async function changeForReview(db: Db, changeNo: string) {
  const c = await changeByNo(db, null, changeNo);
  if (!c || !(INFO_CHANGE_KINDS as readonly string[]).includes(c.kind)) return null;
  return { ...(await changeDetail(db, [c]))[0], mer_no: c.mer_no };
}

/** The new value's changed fields over the value in force (a later approval of another kind is kept). */
function applyFields(current: Json, oldV: Json, newV: Json): Json {
  const out: Json = { ...current, files: { ...((current.files ?? {}) as Json) } };
  for (const [k, v] of Object.entries(newV)) {
    if (k === 'files') {
      const a = (oldV.files ?? {}) as Json;
      const files = out.files as Json;
      for (const [p, no] of Object.entries(v as Json)) if (a[p] !== no) files[p] = no;
      // A document the new value no longer has (an ID type without an opposite side) goes too.
      for (const p of Object.keys(a)) if (!(p in (v as Json))) delete files[p];
    } else if (JSON.stringify(oldV[k] ?? '') !== JSON.stringify(v ?? '')) out[k] = v;
  }
  return out;
}

async function applyChange(tx: Db, c: ChangeFullDbRow, at: Date): Promise<void> {
  const m = await merchantRow(tx, c.merchant_id, true);
  if (!m) throw new AppError('SCM40401');
  const now = await inForce(tx, m);
  const next = { base_info: now.base as Json, people: now.people, supplements: now.supplements };
  if (c.kind === 'BASIC' || c.kind === 'EXPIRY') {
    next.base_info = applyFields(now.base, c.old_value, c.new_value);
  } else if (c.kind === 'PERSON') {
    next.people = (c.new_value.people ?? []) as Json[];
  } else if (c.kind === 'SUPPLEMENT') {
    next.supplements = [...now.supplements, { change_no: c.change_no, ...c.new_value }];
  }
  await saveProfile(tx, m.id, next, at);
  if (c.kind === 'BASIC') await updateMerchantColumns(tx, m.id, next.base_info);
}

/**
 * Decides a change under review in the caller's transaction (ONB10010 when it is not AUDITING): the
 * reason is required to reject or ask for more.
 */
export async function decideChange(
  tx: Db,
  changeNo: string,
  staff: { id: string; name: string },
  action: 'APPROVED' | 'REJECTED' | 'NEED_MORE',
  reason: string,
  at: Date,
): Promise<void> {
  const why = action === 'APPROVED' ? '' : reasonOf(reason);
  const c = await reviewable(tx, changeNo, true);
  if (c.status !== 'AUDITING') throw new AppError('ONB10010');
  if (action === 'APPROVED') await applyChange(tx, c, at);
  await setChangeStatus(tx, c.id, action, why, at);
  await insertReviewEvent(tx, { changeId: c.id, action, actor: staff.name, reason: why, at });
}

import { INFO_CHANGE_KINDS } from '@mp/core/schemas/merchantinfo';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { registerReviewActions, reviewerOf } from '../../http/review-actions.ts';
import { AppError } from '../../kernel/errors.ts';
import type { Ports } from '../../kernel/ports.ts';
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
 * The provider's review of the merchant-information changes: approve (the new value comes into force),
 * reject with a reason (the old value stays), or ask for more (the merchant submits the same change
 * again). Served beside the applications' group as /ops/review/change/<action> (same token, body rules
 * and answer shape) and by `npm run review -- change ...`. The bank-account change is not reviewed here.
 */
export interface ChangeReviewDeps {
  db: Db;
  ports: Pick<Ports, 'clock'>;
}

type Json = Record<string, unknown>;

const Body = z
  .object({
    status: z.enum(['AUDITING', 'NEED_MORE', 'REJECTED', 'APPROVED', 'CANCELLED']).optional(),
    change_no: z.string().max(40).optional(),
    reviewer: z.string().max(60).optional(),
    reason: z.string().max(400).optional(),
  })
  .strict();
type BodyT = z.infer<typeof Body>;

async function reviewable(db: Db, changeNo: string, lock = false): Promise<ChangeFullDbRow> {
  const c = await changeByNo(db, null, changeNo, lock);
  if (!c || !(INFO_CHANGE_KINDS as readonly string[]).includes(c.kind)) throw new AppError('SCM40401');
  return c;
}

export async function listChanges(d: ChangeReviewDeps, status: string) {
  const rows = await changes(d.db, { merchantId: null, kinds: INFO_CHANGE_KINDS, status });
  const details = await changeDetail(d.db, rows);
  return { list: details.map((c, i) => ({ ...c, mer_no: rows[i].mer_no })) };
}

export async function showChange(d: ChangeReviewDeps, changeNo: string) {
  const c = await reviewable(d.db, changeNo);
  return { ...(await changeDetail(d.db, [c]))[0], mer_no: c.mer_no };
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

async function decide(
  d: ChangeReviewDeps,
  changeNo: string,
  reviewer: string,
  action: 'APPROVED' | 'REJECTED' | 'NEED_MORE',
  reason: string,
) {
  const at = d.ports.clock.now();
  await d.db.tx(async (tx) => {
    const c = await reviewable(tx, changeNo, true);
    if (c.status !== 'AUDITING') throw new AppError('ONB10010');
    if (action === 'APPROVED') await applyChange(tx, c, at);
    await setChangeStatus(tx, c.id, action, reason, at);
    await insertReviewEvent(tx, { changeId: c.id, action, actor: reviewer, reason, at });
  });
  return showChange(d, changeNo);
}

export function registerChangeReviewApi(
  app: FastifyInstance,
  deps: ChangeReviewDeps & { token: string | null },
) {
  registerReviewActions(
    app,
    deps.token,
    Body,
    {
      list: (b: BodyT) => listChanges(deps, b.status ?? 'AUDITING'),
      show: (b: BodyT) => showChange(deps, b.change_no ?? ''),
      approve: (b: BodyT) => decide(deps, b.change_no ?? '', reviewerOf(b), 'APPROVED', ''),
      reject: (b: BodyT) =>
        decide(deps, b.change_no ?? '', reviewerOf(b), 'REJECTED', reasonOf(b.reason ?? '')),
      more: (b: BodyT) =>
        decide(deps, b.change_no ?? '', reviewerOf(b), 'NEED_MORE', reasonOf(b.reason ?? '')),
    },
    '/ops/review/change',
  );
}

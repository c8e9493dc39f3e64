import { randomInt } from 'node:crypto';
import type { FaceCheckRowT, FaceDocumentsReqT, FaceOpenReqT } from '@mp/core/schemas/face';
import { macauTime14, startOfYmd, todayYmd } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { ownedFile } from '../files/index.ts';
import {
  expireOpen,
  type FaceDbRow,
  failuresSince,
  insertCheck,
  latestVerified,
  type Org,
  ownCheck,
  recentChecks,
  setStatus,
} from './queries.ts';

type OrgCtx = SignedInContext<'merchant' | 'service'>;

/** The link of a check is valid 30 minutes; three failed checks in a Macau day go to manual review. */
export const LINK_MINUTES = 30;
export const FAILURES_PER_DAY = 3;
/** A passed check confirms a change submitted within this time after it. */
export const PASS_VALID_MINUTES = 60;

const orgOf = (ctx: OrgCtx): Org => ({ kind: ctx.operator.orgKind, id: ctx.operator.orgId });
const dayStart = (at: Date) => startOfYmd(todayYmd(at));

function newCheckNo(at: Date): string {
  return `FC${macauTime14(at).slice(0, 8)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

function rowOf(c: FaceDbRow, failures: number, openUrl = ''): FaceCheckRowT {
  return {
    check_no: c.check_no,
    purpose: c.purpose,
    method: c.method,
    status: c.status,
    reason: c.reason,
    open_url: openUrl,
    expires_at: macauTime14(c.expires_at),
    created_at: macauTime14(c.created_at),
    finished_at: c.finished_at ? macauTime14(c.finished_at) : '',
    failures_today: failures,
  };
}

/** Opens a check at the vendor after the separate consent; FAC10002 after three failures today. */
export async function openCheck(ctx: OrgCtx, body: FaceOpenReqT): Promise<FaceCheckRowT> {
  if (body.consent !== 'Y') throw new AppError('FAC10001', 'consent');
  const org = orgOf(ctx);
  const op = ctx.operator;
  const at = ctx.ports.clock.now();
  const failures = await failuresSince(ctx.db, org, op.id, dayStart(at));
  if (failures >= FAILURES_PER_DAY) throw new AppError('FAC10002');
  const checkNo = newCheckNo(at);
  const returnPath = `/identification?check_no=${checkNo}`;
  const vendor = await ctx.ports.face.open({ reference: checkNo, name: op.name || op.loginName, returnPath });
  const row = await ctx.db.tx(async (tx) => {
    await expireOpen(tx, org, op.id, at);
    const r = await insertCheck(tx, {
      checkNo,
      org,
      operatorId: op.id,
      purpose: body.purpose,
      method: 'FACE',
      status: 'CREATED',
      token: vendor.token,
      fileIds: '',
      consentAt: at,
      expiresAt: new Date(at.getTime() + LINK_MINUTES * 60_000),
      at,
    });
    await recordAudit(ctx, { action: 'face_open', target: `${checkNo} ${body.purpose}` }, tx);
    return r;
  });
  return rowOf(row, failures, vendor.url);
}

const OPEN = new Set(['CREATED', 'IN_PROGRESS', 'PROCESSING']);

/**
 * The check's state: while open, asked of the vendor with the stored token. A link not finished within
 * 30 minutes expires (a decision already PROCESSING at the vendor is still taken). The third failure of
 * the day goes to manual review.
 */
export async function queryResult(ctx: OrgCtx, body: { check_no: string }): Promise<FaceCheckRowT> {
  const org = orgOf(ctx);
  const at = ctx.ports.clock.now();
  const first = await ownCheck(ctx.db, org, body.check_no);
  if (!first) throw new AppError('SCM40401');
  if (first.method === 'FACE' && OPEN.has(first.status)) {
    const vendor = await ctx.ports.face.result(first.vendor_token);
    await ctx.db.tx(async (tx) => {
      const c = await ownCheck(tx, org, body.check_no, true);
      if (!c || !OPEN.has(c.status)) return;
      const expired =
        at > c.expires_at &&
        vendor.state !== 'PROCESSING' &&
        vendor.state !== 'PASSED' &&
        vendor.state !== 'FAILED';
      if (expired) return setStatus(tx, c.id, 'EXPIRED', '', at);
      if (vendor.state === 'WAITING' || vendor.state === c.status) return;
      if (vendor.state === 'PASSED' || vendor.state === 'FAILED') {
        let status: string = vendor.state;
        if (vendor.state === 'FAILED') {
          const before = await failuresSince(tx, org, c.operator_id, dayStart(at));
          if (before + 1 >= FAILURES_PER_DAY) status = 'MANUAL_REVIEW';
        }
        await setStatus(tx, c.id, status, vendor.reason, status === 'MANUAL_REVIEW' ? null : at);
        await recordAudit(ctx, { action: 'face_result', target: `${c.check_no} ${status}` }, tx);
        return;
      }
      await setStatus(tx, c.id, vendor.state, '', null);
    });
  }
  const c = await ownCheck(ctx.db, org, body.check_no);
  if (!c) throw new AppError('SCM40401');
  return rowOf(c, await failuresSince(ctx.db, org, c.operator_id, dayStart(at)));
}

/** The non-biometric alternative: the organisation's own uploads, for a reviewer to check. */
export async function submitDocuments(ctx: OrgCtx, body: FaceDocumentsReqT): Promise<FaceCheckRowT> {
  const org = orgOf(ctx);
  const op = ctx.operator;
  const at = ctx.ports.clock.now();
  const ids = [...new Set(body.file_ids)];
  for (const id of ids) await ownedFile(ctx, { kind: org.kind, key: org.id }, id);
  const row = await ctx.db.tx(async (tx) => {
    await expireOpen(tx, org, op.id, at);
    const r = await insertCheck(tx, {
      checkNo: newCheckNo(at),
      org,
      operatorId: op.id,
      purpose: body.purpose,
      method: 'DOCUMENTS',
      status: 'MANUAL_REVIEW',
      token: '',
      fileIds: ids.join(','),
      consentAt: null,
      expiresAt: at,
      at,
    });
    await recordAudit(ctx, { action: 'face_documents', target: `${r.check_no} ${body.purpose}` }, tx);
    return r;
  });
  return rowOf(row, await failuresSince(ctx.db, org, op.id, dayStart(at)));
}

export async function checkList(ctx: OrgCtx) {
  const org = orgOf(ctx);
  const at = ctx.ports.clock.now();
  const failures = await failuresSince(ctx.db, org, ctx.operator.id, dayStart(at));
  const rows = await recentChecks(ctx.db, org, new Date(at.getTime() - 30 * 86_400_000));
  return { rows: rows.map((r) => rowOf(r, failures)), failures_today: failures };
}

/**
 * For the flows that need a verified person (bank-account change, legal representative change): the
 * number of the organisation's check that verifies the person for the purpose (or the identification)
 * within the last hour: a face check passed, or the documents alternative submitted (its manual review
 * pending) or approved. None: FAC10004, whose text names both ways (docs/decisions.md, "Issue 29 points
 * 4-5"); a check opened but not finished does not count.
 */
export async function verifiedCheckNo(
  db: Db,
  org: Org,
  purpose: 'BANK_CHANGE' | 'LEGAL_CHANGE',
  at: Date,
): Promise<string> {
  const c = await latestVerified(db, org, purpose, new Date(at.getTime() - PASS_VALID_MINUTES * 60_000));
  if (!c) throw new AppError('FAC10004');
  return c.check_no;
}

import { createHash } from 'node:crypto';
import type { XferStatus } from '@mp/core';
import { fileExtension } from '@mp/core';
import { macauTime14 } from '@mp/core/time';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { recordAudit } from '../audit/index.ts';
import {
  checkFileName,
  decodeBase64,
  detectKind,
  ownedFile,
  readContent,
  storeFile,
} from '../files/index.ts';
import {
  countEvidence,
  deleteEvidence,
  type EvidenceDb,
  insertEvidence,
  lockEvidenceScope,
  selectEvidence,
  selectEvidenceFile,
  selectOrder,
  selectTransfer,
} from './queries.ts';

/**
 * Trade-evidence files (issue 26 point 6): a PDF, JPEG or PNG, told by its bytes (a renamed executable is
 * refused), at most 10 MB, at most 20 for one transfer's flow (and 20 for one order); stored through the
 * files module (owner: the merchant, purpose XFER_EVIDENCE) with its SHA-256. Uploaded for a flow (its
 * formId, before the transfer exists; attached to it at submit) or for a trade order. Downloads answer
 * only the caller's merchant's files.
 */
export const MAX_EVIDENCE_BYTES = 10 * 1024 * 1024;
export const MAX_EVIDENCE_FILES = 20;
/** The sealed body of a 10 MB file: base64 in JSON, sealed and base64 again (4/3 twice), and some room. */
export const EVIDENCE_BODY_LIMIT = 19_500_000;
export const EVIDENCE_PURPOSE = 'XFER_EVIDENCE';

const KINDS: Record<string, { kind: string; type: string }> = {
  pdf: { kind: 'pdf', type: 'application/pdf' },
  jpg: { kind: 'jpeg', type: 'image/jpeg' },
  jpeg: { kind: 'jpeg', type: 'image/jpeg' },
  png: { kind: 'png', type: 'image/png' },
};

/** Before processing the flow's transfer still takes documents (a reviewer may ask for them). */
const TAKES_FILES: readonly XferStatus[] = ['SUBMITTED', 'AWAITING_APPROVAL', 'IN_REVIEW', 'DOCS_REQUESTED'];

export const evidenceRow = (e: EvidenceDb) => ({
  file_id: e.file_no,
  file_name: e.file_name,
  content_type: e.content_type,
  size: Number(e.size_bytes),
  sha256: e.sha256,
  order_no: e.order_no,
  created_at: macauTime14(e.created_at),
});

/** The name and content type of acceptable bytes; XBR10016 for anything else. */
export function checkEvidence(fileName: string, content: Buffer): { name: string; contentType: string } {
  const name = checkFileName(fileName);
  if (content.length === 0) throw new AppError('FIL10005', 'file');
  if (content.length > MAX_EVIDENCE_BYTES) throw new AppError('XBR10016', 'file');
  const expected = KINDS[fileExtension(name)];
  // By the bytes: a renamed executable, or a PNG called .pdf, is refused.
  if (!expected || detectKind(content) !== expected.kind) throw new AppError('XBR10016', 'file');
  return { name, contentType: expected.type };
}

/** Exactly one of a flow's formId and an order number. */
async function scopeOf(ctx: SignedInContext, b: { form_id: string; order_no: string }) {
  const formId = b.form_id.trim();
  const orderNo = b.order_no.trim();
  if (!!formId === !!orderNo) throw new AppError('VAL10001', formId ? 'order_no' : 'form_id');
  if (orderNo) {
    const o = await selectOrder(ctx.db, ctx.operator.orgId, orderNo);
    if (!o) throw new AppError('SCM40401', 'order_no');
    return { formId: '', orderId: o.id as string | null, orderNo, transferId: null as string | null };
  }
  if (!/^[A-Za-z0-9]{32}$/.test(formId)) throw new AppError('VAL10001', 'form_id');
  const t = await selectTransfer(ctx.db, { merchantId: ctx.operator.orgId, formId });
  if (t && !TAKES_FILES.includes(t.status as XferStatus)) throw new AppError('XBR10018', 'form_id');
  return { formId, orderId: null, orderNo: '', transferId: t?.id ?? null };
}

export async function uploadEvidence(
  ctx: SignedInContext,
  b: { form_id: string; order_no: string; file_name: string; content_base64: string },
) {
  const merchantId = ctx.operator.orgId;
  const scope = await scopeOf(ctx, b);
  const content = decodeBase64(b.content_base64);
  const { name, contentType } = checkEvidence(b.file_name, content);
  const fileNo = await ctx.db.tx(async (tx) => {
    await lockEvidenceScope(tx, merchantId, scope.orderId ? `o${scope.orderId}` : `f${scope.formId}`);
    const n = await countEvidence(
      tx,
      merchantId,
      scope.orderId ? { orderId: scope.orderId } : { formId: scope.formId },
    );
    if (n >= MAX_EVIDENCE_FILES) throw new AppError('XBR10016', 'file');
    const stored = await storeFile(
      { ...ctx, db: tx },
      { kind: 'merchant', key: merchantId },
      { purpose: EVIDENCE_PURPOSE, name, contentType, content },
    );
    const at = ctx.ports.clock.now();
    await insertEvidence(tx, {
      merchantId,
      fileNo: stored.file_id,
      sha256: stored.sha256,
      formId: scope.formId,
      orderId: scope.orderId,
      at,
    });
    if (scope.transferId)
      await tx.query(`update cb_evidence set transfer_id = $2 where file_no = $1`, [
        stored.file_id,
        scope.transferId,
      ]);
    await recordAudit(
      ctx,
      {
        action: 'xfer_evidence',
        target: scope.orderNo || scope.formId,
        detail: { op: 'upload', file: stored.file_id, sha256: stored.sha256 },
      },
      tx,
    );
    return stored.file_id;
  });
  const row = await selectEvidenceFile(ctx.db, merchantId, fileNo);
  if (!row) throw new AppError('SCM50000');
  return evidenceRow(row);
}

export async function listEvidence(ctx: SignedInContext, b: { form_id: string; order_no: string }) {
  const scope = await scopeOfList(ctx, b);
  const rows = await selectEvidence(ctx.db, ctx.operator.orgId, scope);
  return { rows: rows.map(evidenceRow) };
}

async function scopeOfList(ctx: SignedInContext, b: { form_id: string; order_no: string }) {
  const orderNo = b.order_no.trim();
  if (orderNo) {
    const o = await selectOrder(ctx.db, ctx.operator.orgId, orderNo);
    if (!o) throw new AppError('SCM40401', 'order_no');
    return { orderId: o.id };
  }
  const formId = b.form_id.trim();
  if (!formId) throw new AppError('VAL10001', 'form_id');
  return { formId };
}

/** The caller's merchant's evidence file with its bytes and SHA-256 (another merchant's: FIL10001). */
export async function downloadEvidence(ctx: SignedInContext, fileNo: string) {
  const e = await selectEvidenceFile(ctx.db, ctx.operator.orgId, fileNo.trim());
  if (!e) throw new AppError('FIL10001', 'file_id');
  const f = await ownedFile(ctx, { kind: 'merchant', key: ctx.operator.orgId }, e.file_no);
  const content = await readContent(ctx, f);
  return {
    file_name: f.file_name,
    content_type: f.content_type,
    content: content.toString('base64'),
    sha256: createHash('sha256').update(content).digest('hex'),
  };
}

/** Removes a file from a flow not yet submitted or an order no transfer draws on (XBR10018 after). */
export async function removeEvidence(ctx: SignedInContext, fileNo: string) {
  const e = await selectEvidenceFile(ctx.db, ctx.operator.orgId, fileNo.trim());
  if (!e) throw new AppError('FIL10001', 'file_id');
  if (!(await deleteEvidence(ctx.db, ctx.operator.orgId, e.file_no)))
    throw new AppError('XBR10018', 'file_id');
  await recordAudit(ctx, { action: 'xfer_evidence', target: e.file_no, detail: { op: 'delete' } });
  return { ok: true };
}

import { createHash } from 'node:crypto';
import { FILE_PURPOSES, type FilePurpose, IMAGE_PURPOSES, isImageFileName, newFormId } from '@mp/core';
import type { CallContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { checkUpload, decodeBase64 } from './file-check.ts';
import { type FileDbRow, insertFile, ownFile } from './queries.ts';

/**
 * Uploaded documents: checked (file-check.ts), written to the file-storage port under a key of our own
 * (never the sent name), then recorded. The row is written after the object, so a failed write leaves no
 * row; a crash between the two leaves an object no row names, which nobody can download.
 */
export interface FileOwner {
  kind: 'applicant' | 'merchant' | 'service';
  key: string;
}

export function fileRow(f: FileDbRow) {
  return {
    file_id: f.file_no,
    purpose: f.purpose,
    file_name: f.file_name,
    content_type: f.content_type,
    size: Number(f.size_bytes),
    is_image: f.content_type.startsWith('image/') && isImageFileName(f.file_name),
  };
}

export function checkPurpose(purpose: string): FilePurpose {
  if (!(FILE_PURPOSES as readonly string[]).includes(purpose)) throw new AppError('VAL10037', 'purpose');
  return purpose as FilePurpose;
}

export async function uploadFile(
  ctx: CallContext,
  owner: FileOwner,
  body: { purpose: string; file_name: string; content_base64: string },
) {
  const purpose = checkPurpose(body.purpose);
  const content = decodeBase64(body.content_base64);
  const { name, contentType } = checkUpload(body.file_name, content, IMAGE_PURPOSES.includes(purpose));
  const { sha256: _, ...row } = await storeFile(ctx, owner, { purpose, name, contentType, content });
  return row;
}

/**
 * Writes checked bytes to the file store and records them (a capability with upload rules of its own, such
 * as cross-border trade evidence, checks first and stores through this). Answers the row with its SHA-256.
 */
export async function storeFile(
  ctx: CallContext,
  owner: FileOwner,
  f: { purpose: string; name: string; contentType: string; content: Buffer },
) {
  const { purpose, name, contentType, content } = f;
  const sha256 = createHash('sha256').update(content).digest('hex');
  const fileNo = newFormId();
  const now = ctx.ports.clock.now();
  const storageKey = `uploads/${now.toISOString().slice(0, 7)}/${fileNo}`;
  await ctx.ports.files.put(storageKey, content);
  try {
    await insertFile(ctx.db, {
      fileNo,
      ownerKind: owner.kind,
      ownerKey: owner.key,
      purpose,
      fileName: name,
      contentType,
      size: content.length,
      sha256,
      storageKey,
      at: now,
    });
  } catch (e) {
    await ctx.ports.files.remove(storageKey);
    throw e;
  }
  const row = fileRow({
    id: '',
    file_no: fileNo,
    owner_kind: owner.kind,
    owner_key: owner.key,
    purpose,
    file_name: name,
    content_type: contentType,
    size_bytes: String(content.length),
    storage_key: storageKey,
  });
  return { ...row, sha256 };
}

/** The owner's file, or FIL10001 (another owner's file is answered like a missing one). */
export async function ownedFile(ctx: CallContext, owner: FileOwner, fileNo: string): Promise<FileDbRow> {
  const f = await ownFile(ctx.db, owner.kind, owner.key, fileNo);
  if (!f) throw new AppError('FIL10001');
  return f;
}

export async function readContent(ctx: CallContext, f: FileDbRow): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.ports.files.get(f.storage_key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function fileWithContent(ctx: CallContext, owner: FileOwner, fileNo: string) {
  const f = await ownedFile(ctx, owner, fileNo);
  return { ...fileRow(f), content_base64: (await readContent(ctx, f)).toString('base64') };
}

/** Reads an ID document of the owner through the OCR port; the person confirms what it found. */
export async function ocrFile(ctx: CallContext, owner: FileOwner, fileNo: string) {
  const f = await ownedFile(ctx, owner, fileNo);
  const reading = await ctx.ports.ocr.read(await readContent(ctx, f), f.content_type);
  if (!reading.recognised) return { recognised: false, id_no: '', id_issue_date: '', id_expiry: '' };
  // The validity period reads "issue - expiry": the first date that is not long-term, then the next later one.
  const dates = reading.dates;
  const at = dates.findIndex((d) => d !== '99991231');
  const issue = at >= 0 ? dates[at] : '';
  const expiry = dates.find((d, i) => i > at && d > issue) ?? '';
  return { recognised: true, id_no: reading.idNo, id_issue_date: issue, id_expiry: expiry };
}

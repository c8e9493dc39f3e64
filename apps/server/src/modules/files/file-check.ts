import { fileExtension, type UPLOAD_EXTENSIONS } from '@mp/core';
import { AppError } from '../../kernel/errors.ts';

/** The largest file the portal accepts (bytes): 2 MB (docs/decisions.md, "Uploads"). */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;
/** The upload call's body limit: a 2 MB file travels base64 inside the sealed envelope (about 1.8 times). */
export const UPLOAD_BODY_LIMIT = 4_600_000;

type Kind = 'png' | 'jpeg' | 'gif' | 'pdf' | 'ole' | 'docx' | 'xlsx' | 'zip' | 'text';

const BY_EXTENSION: Record<(typeof UPLOAD_EXTENSIONS)[number], { kind: Kind; type: string }> = {
  png: { kind: 'png', type: 'image/png' },
  jpg: { kind: 'jpeg', type: 'image/jpeg' },
  jpeg: { kind: 'jpeg', type: 'image/jpeg' },
  gif: { kind: 'gif', type: 'image/gif' },
  pdf: { kind: 'pdf', type: 'application/pdf' },
  doc: { kind: 'ole', type: 'application/msword' },
  xls: { kind: 'ole', type: 'application/vnd.ms-excel' },
  docx: { kind: 'docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { kind: 'xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  zip: { kind: 'zip', type: 'application/zip' },
  txt: { kind: 'text', type: 'text/plain' },
};

const starts = (b: Buffer, sig: number[] | string) =>
  b.subarray(0, sig.length).equals(typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig));

/** What the bytes are, by their magic numbers (and, for Office files, their zip entries). */
export function detectKind(b: Buffer): Kind | null {
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(b, 'GIF87a') || starts(b, 'GIF89a')) return 'gif';
  if (starts(b, '%PDF-')) return 'pdf';
  if (starts(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (starts(b, [0x50, 0x4b, 0x03, 0x04]) || starts(b, [0x50, 0x4b, 0x05, 0x06])) {
    const names = b.toString('latin1');
    if (names.includes('[Content_Types].xml') && names.includes('word/')) return 'docx';
    if (names.includes('[Content_Types].xml') && names.includes('xl/')) return 'xlsx';
    return 'zip';
  }
  if (isPlainText(b)) return 'text';
  return null;
}

function isPlainText(b: Buffer): boolean {
  if (b.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
}

/**
 * A file name as sent by a browser may carry no path (no / or \), no control or ' < > characters and no
 * leading dot; FIL10004 otherwise (it is refused, not rewritten, so the person sees what happened). The
 * stored name is the sent one, NFC-normalised.
 */
export function checkFileName(name: string): string {
  const n = name.normalize('NFC');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[/\\\u0000-\u001f\u007f'<>:*?"|]/.test(n) || n.startsWith('.') || n.includes('..') || n.trim() !== n) {
    throw new AppError('FIL10004', 'file_name');
  }
  if (n.length === 0 || n.length > 100) throw new AppError('FIL10004', 'file_name');
  return n;
}

/**
 * The upload rules: an accepted extension (VAL10011), at most 2 MB (FIL10003), not empty (FIL10005), and
 * content that is what the extension says (FIL10002: a renamed file, a script called .png). Images only
 * where `imageOnly` (VAL10038). Answers the content type stored with the file.
 */
export function checkUpload(
  fileName: string,
  content: Buffer,
  imageOnly: boolean,
): { name: string; contentType: string } {
  const name = checkFileName(fileName);
  const ext = fileExtension(name) as keyof typeof BY_EXTENSION;
  const expected = BY_EXTENSION[ext];
  if (!expected) throw new AppError('VAL10011', 'file_name');
  if (imageOnly && !['png', 'jpeg', 'gif'].includes(expected.kind))
    throw new AppError('VAL10038', 'file_name');
  if (content.length === 0) throw new AppError('FIL10005', 'file');
  if (content.length > MAX_FILE_BYTES) throw new AppError('FIL10003', 'file');
  if (detectKind(content) !== expected.kind) throw new AppError('FIL10002', 'file');
  return { name, contentType: expected.type };
}

/** Decodes base64 strictly (a malformed body is SCM40002, not a half-decoded file). */
export function decodeBase64(value: string): Buffer {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 !== 0)
    throw new AppError('SCM40002', 'content_base64');
  return Buffer.from(value, 'base64');
}

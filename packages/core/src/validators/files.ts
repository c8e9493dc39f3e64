import { type Check, isBlank } from './result.ts';

/** Upload rules of spec point 5, judged by the file name's extension, case-insensitively. */

export const UPLOAD_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'txt',
  'zip',
] as const;
/** What an image field accepts. */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'gif', 'jpeg'] as const;
/** The wider set recognised as an image (shown as a preview rather than a download link). */
export const RECOGNISED_IMAGE_EXTENSIONS = [
  ...IMAGE_EXTENSIONS,
  'bmp',
  'webp',
  'svg',
  'tif',
  'tiff',
  'ico',
  'jfif',
] as const;

/**
 * Lower-case extension of a file name, '' when there is none. A browser may hand over a full path
 * (old IE did), so only the part after the last separator counts; a name that is only an extension
 * ('.png') has no base name and so no extension.
 */
export function fileExtension(fileName: unknown): string {
  if (typeof fileName !== 'string') return '';
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

function hasExtension(fileName: unknown, list: readonly string[]): boolean {
  return list.includes(fileExtension(fileName));
}

export function isImageFileName(fileName: unknown): boolean {
  return hasExtension(fileName, RECOGNISED_IMAGE_EXTENSIONS);
}

/** VAL10011 ('格式限制為png|jpg|...') unless the name ends in one of UPLOAD_EXTENSIONS. */
export function validateUploadFileName(fileName: unknown): Check {
  if (isBlank(fileName)) return 'VAL10001';
  return hasExtension(fileName, UPLOAD_EXTENSIONS) ? null : 'VAL10011';
}

export function validateImageFileName(fileName: unknown): Check {
  if (isBlank(fileName)) return 'VAL10001';
  return hasExtension(fileName, IMAGE_EXTENSIONS) ? null : 'VAL10038';
}

import { randomBytes } from 'node:crypto';
import type { Lang } from '@mp/core';
import type { ExportFormat } from '@mp/core/schemas/exports';
import { macauTime14 } from '@mp/core/time';
import { EXTENSIONS } from './produce.ts';
import { sourceName } from './sources.ts';

/** The name the person sees: the source's name in their language and the time it was asked for. */
export function exportFileName(sourceKey: string, lang: Lang, format: ExportFormat, at: Date): string {
  const name = sourceName(sourceKey);
  return `${lang === 'en' ? name.en.replaceAll(' ', '_') : name.zh}_${macauTime14(at)}.${EXTENSIONS[format]}`;
}

/** The storage key: ASCII only, grouped by day, unguessable, whatever the display name. */
export function exportFileKey(jobId: string, format: ExportFormat, at: Date): string {
  return `exports/${macauTime14(at).slice(0, 8)}/${jobId}-${randomBytes(8).toString('hex')}.${EXTENSIONS[format]}`;
}

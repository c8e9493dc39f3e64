import { formatCents } from '@mp/core/money';
import { formatYmd } from '@mp/core/validators/dates';

/** Display forms of the wire values: times yyyymmddHHMMss, dates yyyymmdd, money integer cents. */

/** 'YYYY-MM-DD HH:mm:ss'; '' stays '' and anything else is shown as it came. */
export function formatTime14(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  return m ? `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6]}` : value;
}

/** yyyymmdd as 'YYYY-MM-DD', yyyymm as 'YYYY-MM'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{6}$/.test(value)) return `${value.slice(0, 4)}-${value.slice(4, 6)}`;
  return formatYmd(value);
}

/** Cents as yuan with separators and two decimals (spec point 9). */
export function money(cents: number | string | bigint | null | undefined): string {
  return formatCents(cents);
}

/** 'MOP 1,234.56', for figures that stand alone (cards, totals). */
export function mop(cents: number | string | bigint | null | undefined, currency = 'MOP'): string {
  const text = formatCents(cents);
  return text ? `${currency} ${text}` : '';
}

export function count(n: number | null | undefined): string {
  return typeof n === 'number' && Number.isFinite(n) ? n.toLocaleString('en-US') : '';
}

/** Bytes as B / KB / MB with one decimal. */
export function fileSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

import { centsToYuanString, formatYmd, type Lang, labelOf, type MaskKind, mask } from '@mp/core';
import { macauDateTimeText } from '@mp/core/time';
import type { ExportColumn, ExportRow } from './source.ts';

/**
 * Turns a source row into the cells of one line, in the requester's language and privacy setting.
 * Spreadsheets run a cell that starts with = + - @ (or a tab or CR before them) as a formula, so every
 * text cell starting with one of those gets a leading apostrophe; money and counts are written as numbers
 * and never altered, so a negative amount stays a number.
 */
export type Cell = string | number;
export type Target = 'csv' | 'xlsx';

export interface CellOptions {
  lang: Lang;
  /** The privacy flag: masked:<kind> columns are masked when true. */
  mask: boolean;
  target: Target;
}

/** = + - @ tab CR: the characters a spreadsheet reads as the start of a formula. */
const FORMULA_CODES = new Set([0x3d, 0x2b, 0x2d, 0x40, 0x09, 0x0d]);

/** A text cell that a spreadsheet will show as text, never evaluate. */
export function neutralise(text: string): string {
  return text.length > 0 && FORMULA_CODES.has(text.charCodeAt(0)) ? `'${text}` : text;
}

const asText = (v: unknown): string =>
  v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v);

const TIME14 = /^\d{14}$/;
/** A timestamptz as text ('2026-01-02 04:05:06.123+00', as a driver may hand it over). */
const SQL_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}(:?\d{2})?|Z)$/;

function datetimeText(v: unknown): string {
  if (v instanceof Date) return macauDateTimeText(v.getTime());
  const s = asText(v);
  if (TIME14.test(s)) {
    return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)} ${s.slice(8, 10)}:${s.slice(10, 12)}:${s.slice(12, 14)}`;
  }
  if (SQL_TIME.test(s))
    return macauDateTimeText(Date.parse(s.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')));
  return s;
}

const INTEGER = /^-?\d{1,15}$/;

/** Whole cents as yuan text without BigInt for the common case (|cents| < 2^53). */
function centsText(v: unknown): string | null {
  let n: number;
  if (typeof v === 'number' && Number.isSafeInteger(v)) n = v;
  else if (typeof v === 'string' && INTEGER.test(v)) n = Number(v);
  else return null;
  const abs = n < 0 ? -n : n;
  const frac = abs % 100;
  return `${n < 0 ? '-' : ''}${(abs - frac) / 100}.${frac < 10 ? '0' : ''}${frac}`;
}

type Format = (v: unknown) => Cell;

function formatterOf(c: ExportColumn, o: CellOptions): Format {
  const text = (v: unknown) => neutralise(asText(v));
  switch (c.kind) {
    case 'text':
      return text;
    case 'number':
      return (v) => {
        const s = asText(v);
        if (!INTEGER.test(s)) return neutralise(s);
        return o.target === 'xlsx' ? Number(s) : s;
      };
    case 'money':
      return (v) => {
        if (v === null || v === undefined || v === '') return '';
        const yuan = centsText(v) ?? centsToYuanString(v as string | number | bigint);
        if (yuan === '') return text(v);
        return o.target === 'xlsx' ? Number(yuan) : yuan;
      };
    case 'datetime':
      return (v) => neutralise(datetimeText(v));
    case 'date':
      return (v) => {
        const s = asText(v);
        return neutralise(formatYmd(s.length === 10 && s[4] === '-' ? s.replaceAll('-', '') : s));
      };
    case 'status': {
      const labels = c.labels ?? {};
      // Labels looked up once per export, not once per cell.
      const known = new Map(Object.keys(labels).map((k) => [k, neutralise(labelOf(labels, k, o.lang))]));
      return (v) => {
        if (v === null || v === undefined) return '';
        const s = String(v);
        return known.get(s) ?? neutralise(s);
      };
    }
    default: {
      const kind = c.kind.slice('masked:'.length) as MaskKind;
      return (v) => neutralise(mask(kind, v === null || v === undefined ? '' : String(v), o.mask));
    }
  }
}

/** The header line in the requester's language. */
export function headerCells(columns: readonly ExportColumn[], lang: Lang): string[] {
  return columns.map((c) => neutralise(lang === 'en' ? c.header.en : c.header.zh));
}

/** A function from a row to its cells, compiled once per export. */
export function rowFormatter(columns: readonly ExportColumn[], o: CellOptions): (row: ExportRow) => Cell[] {
  const keys = columns.map((c) => c.key);
  const formats = columns.map((c) => formatterOf(c, o));
  const n = keys.length;
  return (row) => {
    const out = new Array<Cell>(n);
    for (let i = 0; i < n; i++) out[i] = formats[i](row[keys[i]]);
    return out;
  };
}

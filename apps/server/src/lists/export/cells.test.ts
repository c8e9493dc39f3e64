import { centsToYuanString, TXN_RESULT } from '@mp/core';
import { describe, expect, it } from 'vitest';
import { headerCells, neutralise, rowFormatter } from './cells.ts';
import type { ExportColumn } from './source.ts';
import { csvLine, csvText } from './writers/csv.ts';

const t = (zh: string, en: string) => ({ zh, en });
const col = (kind: ExportColumn['kind'], extra: Partial<ExportColumn> = {}): ExportColumn[] => [
  { key: 'v', header: t('值', 'Value'), kind, ...extra },
];
const one = (
  kind: ExportColumn['kind'],
  v: unknown,
  o: { target?: 'csv' | 'xlsx'; mask?: boolean; lang?: 'zh-TW' | 'en' } = {},
) =>
  rowFormatter(col(kind, kind === 'status' ? { labels: TXN_RESULT } : {}), {
    lang: o.lang ?? 'zh-TW',
    mask: o.mask ?? true,
    target: o.target ?? 'csv',
  })({ v })[0];

describe('export cells', () => {
  it('puts an apostrophe before every formula start and nothing else', () => {
    for (const s of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) expect(neutralise(s)).toBe(`'${s}`);
    for (const s of ['', 'abc', '1=1', ' =1', '（=1）', "'=1"]) expect(neutralise(s)).toBe(s);
  });

  it('writes money as yuan exactly like the core rule, as text for CSV and as a number for XLSX', () => {
    for (const cents of [0, 1, 5, 99, 100, 123456, -5, -150, -123456, 999_999_999_999_99]) {
      expect(one('money', cents)).toBe(centsToYuanString(cents));
      expect(one('money', String(cents))).toBe(centsToYuanString(cents));
      expect(one('money', cents, { target: 'xlsx' })).toBe(Number(centsToYuanString(cents)));
    }
    expect(one('money', 12345678901234567n)).toBe('123456789012345.67');
    expect(one('money', null)).toBe('');
    expect(one('money', '=cmd')).toBe("'=cmd");
  });

  it('shows times in Macau whatever shape the driver hands them in', () => {
    const at = new Date('2026-01-02T16:05:06.789Z');
    expect(one('datetime', at)).toBe('2026-01-03 00:05:06');
    expect(one('datetime', '2026-01-02T16:05:06.789+00:00')).toBe('2026-01-03 00:05:06');
    expect(one('datetime', '2026-01-02 16:05:06+00')).toBe('2026-01-03 00:05:06');
    expect(one('datetime', '20260103000506')).toBe('2026-01-03 00:05:06');
    expect(one('datetime', null)).toBe('');
    expect(one('date', '20260103')).toBe('2026-01-03');
    expect(one('date', '2026-01-03')).toBe('2026-01-03');
  });

  it('labels statuses in the language asked for and masks by the privacy flag', () => {
    expect(one('status', 'FAIL')).toBe('失敗');
    expect(one('status', 'FAIL', { lang: 'en' })).toBe('Failed');
    expect(one('status', 'UNKNOWN')).toBe('UNKNOWN');
    expect(one('masked:phone', '13812345678')).toBe('138****5678');
    expect(one('masked:phone', '13812345678', { mask: false })).toBe('13812345678');
    expect(one('masked:phone', '+85366123456', { mask: false })).toBe("'+85366123456");
    expect(one('number', '42', { target: 'xlsx' })).toBe(42);
    expect(one('number', '42')).toBe('42');
    expect(headerCells(col('text'), 'en')).toEqual(['Value']);
  });
});

describe('CSV lines', () => {
  it('quotes what RFC 4180 needs quoted and starts with a byte-order mark', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'two\nlines', 1.5])).toBe(
      'a,"b,c","say ""hi""","two\nlines",1.5\r\n',
    );
    expect(csvText([['x'], ['y']])).toBe('\uFEFFx\r\ny\r\n');
  });
});

import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sheetXml } from '../../../../test/sheet-xml.ts';
import type { Cell } from '../cells.ts';
import { CSV_INTEGER, CSV_NUMBER, CSV_TEXT, SheetBytes, xlsxStream, xlsxStreamOfCsv } from './xlsx.ts';

/**
 * The XLSX writer writes its own sheet XML into a streaming ZIP; these tests open its files with a real
 * reader (exceljs's workbook reader, which checks the ZIP's structure and the sheet XML) and compare what
 * it reads with what was written.
 */
async function* from(rows: readonly Cell[][]): AsyncGenerator<Cell[]> {
  for (const r of rows) yield r;
}

async function read(bytes: Buffer): Promise<{ names: string[]; rows: unknown[][] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((r) => {
    rows.push((r.values as unknown[]).slice(1));
  });
  return { names: wb.worksheets.map((w) => w.name), rows };
}

describe('the XLSX writer', () => {
  it('writes text, numbers and awkward characters that a reader gets back unchanged', async () => {
    const header = ['交易單號', 'Amount', 'Note', 'Count'];
    const rows: Cell[][] = [
      ['T0001', 12.34, 'plain', 3],
      ["'=SUM(A1)", -0.5, '<b>&amp;</b> "quoted"', 0],
      ['  spaces both ends  ', 1234567890.12, "'\ttab", 42],
      ["'\rcarriage", 0.01, 'line\nbreak', -7],
      ['中文澳門 🏦', 100, '', 1],
    ];
    const bytes = await buffer(xlsxStream('Transactions [Q1]', header, from(rows)));
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    const got = await read(bytes);
    expect(got.names).toEqual(['Transactions  Q1 ']);
    expect(got.rows[0]).toEqual(header);
    // An empty text is no cell (read back as nothing), as exceljs's writer did it.
    expect(got.rows.slice(1)).toEqual(rows.map((r) => r.map((v) => (v === '' ? undefined : v))));
  });

  it('drops the control characters XML cannot hold', async () => {
    const bytes = await buffer(xlsxStream('x', ['a'], from([['bell\u0007 and nul\u0000 end']])));
    expect((await read(bytes)).rows[1]).toEqual(['bell and nul end']);
  });

  it('streams many rows into a file a reader opens whole', async () => {
    const n = 20_000;
    async function* many(): AsyncGenerator<Cell[]> {
      for (let i = 0; i < n; i++) yield [`T${i}`, i / 100, `store ${i % 13}`];
    }
    const bytes = await buffer(xlsxStream('big', ['no', 'amount', 'store'], many()));
    const { rows } = await read(bytes);
    expect(rows.length).toBe(n + 1);
    expect(rows[n]).toEqual([`T${n - 1}`, (n - 1) / 100, `store ${(n - 1) % 13}`]);
  });
});

/** The sheet row as the writer first built it, a string encoded afterwards: SheetBytes must write its bytes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML cannot hold.
const INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
function stringRow(cells: readonly Cell[], r: number): string {
  const letter = (i: number) => String.fromCharCode(65 + i);
  let x = `<row r="${r}">`;
  cells.forEach((v, i) => {
    const ref = letter(i) + r;
    if (typeof v === 'number')
      x += Number.isFinite(v)
        ? `<c r="${ref}"><v>${v}</v></c>`
        : `<c r="${ref}" t="inlineStr"><is><t>${v}</t></is></c>`;
    else if (v !== '') {
      const space = /^\s|\s$/.test(v) ? ' xml:space="preserve"' : '';
      const t = v.replace(INVALID, '').replace(/[&<>\r]/g, (c) => ESC[c]);
      x += `<c r="${ref}" t="inlineStr"><is><t${space}>${t}</t></is></c>`;
    }
  });
  return `${x}</row>`;
}

describe('SheetBytes', () => {
  it('writes the bytes of the string form for every kind of character', () => {
    const alphabet = [
      'a',
      'Z',
      '0',
      ' ',
      '=',
      '&',
      '<',
      '>',
      '"',
      "'",
      '\t',
      '\n',
      '\r',
      '\u0000',
      '\u0007',
      '\u001f',
      '\u007f',
      '\u0080',
      '\u00a0',
      'é',
      'ß',
      '\u07ff',
      '\u0800',
      '中',
      '澳',
      '\u3000',
      '\ufeff',
      '\ufffd',
      '\ufffe',
      '\uffff',
      '🏦',
      '\ud83c',
      '\udfe6',
      '\u2028',
    ];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    const texts: string[] = [''];
    for (let k = 0; k < 3000; k++) {
      let t = '';
      const n = next() % 12;
      for (let i = 0; i < n; i++) t += alphabet[next() % alphabet.length];
      texts.push(t);
    }
    texts.push('x'.repeat(70_000), '中'.repeat(30_000));
    const numbers = [0, -0.05, 1234567.89, 1e21, 5e-7, -7, Number.NaN, Number.POSITIVE_INFINITY];
    const rows: Cell[][] = [];
    for (let k = 0; k < texts.length; k += 3)
      rows.push([texts[k], numbers[k % numbers.length], texts[k + 1] ?? '', texts[k + 2] ?? 'end']);
    const w = new SheetBytes(4, 1024);
    const want: string[] = [];
    rows.forEach((row, i) => {
      w.row(row, i + 2);
      want.push(stringRow(row, i + 2));
    });
    expect(w.take().equals(Buffer.from(want.join(''), 'utf8'))).toBe(true);
  });
});

/** A field as PostgreSQL's COPY (format csv) writes it: quoted when it holds a quote, comma, CR or LF. */
const copyField = (s: string | null) =>
  s === null ? '' : s === '' || /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;

describe('SheetBytes.csvRow', () => {
  const INTEGER = /^-?\d{1,15}$/;
  /** The cells the row path makes of a COPY field: money a number, a whole number a number, else text. */
  const cellOf = (kind: number, s: string | null): Cell => {
    const t = s ?? '';
    if (kind === CSV_NUMBER) return t === '' ? '' : Number(t);
    if (kind === CSV_INTEGER) return INTEGER.test(t) ? Number(t) : t;
    return t;
  };
  const texts = [
    null,
    '',
    'plain',
    "'=SUM(A1)",
    'a,b',
    'say "hi"',
    '"',
    '""',
    'two\nlines',
    'cr\rinside',
    '\r\n',
    ' lead',
    'trail ',
    '\u3000全形\u3000',
    '\u00a0nbsp',
    'tab\t',
    '\u000bvt',
    'bell\u0007 nul-free \u001f end',
    '& < > &amp; <b>',
    'x\ufffey\uffffz\ufffd',
    '\ufeffbom',
    'end\u2028',
    '中文澳門 🏦',
    'é',
    '\u205f',
  ];
  const numbers = [
    '0.00',
    '-0.05',
    '0.5',
    '5.00',
    '007.10',
    '-0',
    '1234567.89',
    '123456789012345',
    '1234567890123.45',
    '92233720368547758.07',
    '0.0000001',
    '0.000001',
    '1e5',
    '-',
    '12a',
    '.5',
    '5.',
  ];
  const integers = ['0', '-0', '000123', '-42', '999999999999999', '1234567890123456', "'-", '1.5', 'x'];

  it('writes the bytes `row` writes for the cells of the record, whatever the field', () => {
    const kinds = Uint8Array.from([CSV_TEXT, CSV_NUMBER, CSV_INTEGER, CSV_TEXT]);
    const records: (string | null)[][] = [];
    const n = Math.max(texts.length, numbers.length, integers.length);
    for (let k = 0; k < n * 3; k++)
      records.push([
        texts[k % texts.length],
        k % 7 === 0 ? null : numbers[k % numbers.length],
        k % 5 === 0 ? null : integers[k % integers.length],
        texts[(k * 7 + 3) % texts.length],
      ]);
    const csv = Buffer.from(records.map((r) => `${r.map(copyField).join(',')}\n`).join(''), 'utf8');
    const want = new SheetBytes(4);
    records.forEach((r, i) => {
      want.row(
        r.map((s, c) => cellOf(kinds[c], s)),
        i + 2,
      );
    });
    const wanted = want.take();
    const got = new SheetBytes(4, 1024);
    const parts: Buffer[] = [];
    let p = 0;
    let r = 1;
    for (;;) {
      const next = got.csvRow(csv, p, kinds, ++r);
      if (next < 0) break;
      p = next;
      if (got.length >= 1024) parts.push(got.take());
    }
    parts.push(got.take());
    expect(p).toBe(csv.length);
    expect(Buffer.concat(parts).toString('utf8')).toBe(wanted.toString('utf8'));
  });

  it('answers -1 and writes nothing for a record not whole yet', () => {
    const kinds = Uint8Array.from([CSV_TEXT, CSV_TEXT]);
    const w = new SheetBytes(2);
    for (const part of ['a', 'a,', 'a,"x\n', 'a,"x\ny"', 'a,"x""']) {
      expect(w.csvRow(Buffer.from(part), 0, kinds, 2)).toBe(-1);
      expect(w.length).toBe(0);
    }
    expect(() => w.csvRow(Buffer.from('a,b,c\n'), 0, kinds, 2)).toThrow(/3 fields/);
  });

  it('makes the file xlsxStream makes of the same cells, whatever the chunks', async () => {
    const header = ['Text', 'Amount', 'Count', 'Note'];
    const kinds = Uint8Array.from([CSV_TEXT, CSV_NUMBER, CSV_INTEGER, CSV_TEXT]);
    const records = texts.map((t, k) => [
      t,
      numbers[k % numbers.length],
      integers[k % integers.length],
      texts[(k + 5) % texts.length],
    ]);
    const csv = Buffer.from(records.map((r) => `${r.map(copyField).join(',')}\n`).join(''), 'utf8');
    const cells = records.map((r) => r.map((s, c) => cellOf(kinds[c], s)));
    const wantFile = await buffer(xlsxStream('s', header, from(cells)));
    const want = sheetXml(wantFile);
    for (const cut of [1, 2, 3, 7, 50, 333, csv.length]) {
      const file = await buffer(
        xlsxStreamOfCsv('s', header, kinds, async (write) => {
          let rows = 0;
          for (let i = 0; i < csv.length; i += cut) rows += await write(csv.subarray(i, i + cut));
          expect(rows).toBe(records.length);
        }),
      );
      expect(sheetXml(file), `chunks of ${cut}`).toBe(want);
      if (cut === 333) {
        // A reader opens it and reads what it reads from the file of the cells.
        const got = await read(file);
        expect(got.rows.length).toBe(records.length + 1);
        expect(got).toEqual(await read(wantFile));
      }
    }
  });
});

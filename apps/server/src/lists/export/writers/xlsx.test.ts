import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Cell } from '../cells.ts';
import { xlsxStream } from './xlsx.ts';

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

import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Cell } from '../cells.ts';
import { drained } from './drain.ts';

/** Excel's last row is 1,048,576: with the header line, a sheet holds this many data rows. */
export const ROWS_PER_SHEET = 1_048_575;

/** Excel refuses these in a sheet name and names longer than 31 characters. */
function sheetName(name: string, index: number): string {
  const base = name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 24) || 'Sheet';
  return index === 1 ? base : `${base} (${index})`;
}

/**
 * XLSX bytes of a header and its lines, written by exceljs's streaming writer without styles or shared
 * strings, each row committed as it comes, so memory does not grow with the row count. The producer
 * waits whenever the consumer falls behind. A result above one sheet's capacity continues on a new sheet
 * with the header repeated.
 */
export function xlsxStream(name: string, header: readonly string[], lines: AsyncIterable<Cell[]>): Readable {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const produce = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: false,
      useSharedStrings: false,
    });
    let sheetNo = 1;
    let sheet = workbook.addWorksheet(sheetName(name, sheetNo));
    sheet.addRow(header).commit();
    let inSheet = 0;
    let sinceCheck = 0;
    for await (const line of lines) {
      if (inSheet === ROWS_PER_SHEET) {
        sheet.commit();
        sheetNo += 1;
        sheet = workbook.addWorksheet(sheetName(name, sheetNo));
        sheet.addRow(header).commit();
        inSheet = 0;
      }
      sheet.addRow(line).commit();
      inSheet += 1;
      if (++sinceCheck === 512) {
        sinceCheck = 0;
        await drained(out);
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  produce().catch((e: Error) => out.destroy(e));
  return out;
}

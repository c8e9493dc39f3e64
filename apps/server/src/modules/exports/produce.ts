import type { Readable } from 'node:stream';
import type { ExportFormat } from '@mp/core/schemas/exports';
import type { FileStore } from '../../kernel/ports.ts';
import { type Cell, headerCells, rowFormatter } from '../../lists/export/cells.ts';
import {
  cardFieldsHere,
  copyCsvStream,
  copyXlsxStream,
  csvCopyRanges,
  csvCopySql,
  rangedCopyCsvStream,
} from '../../lists/export/copy-csv.ts';
import type { ExportContext, ExportRow, ExportSource, SqlSelect } from '../../lists/export/source.ts';
import { csvStream } from '../../lists/export/writers/csv.ts';
import { xlsxStream } from '../../lists/export/writers/xlsx.ts';
import { sourceName } from './sources.ts';

export interface ProduceInput {
  ctx: ExportContext;
  source: ExportSource;
  /** The rows of the export the source opened (ExportSource.open), read once as the file is written. */
  rows: AsyncIterable<ExportRow>;
  /**
   * The same rows as one SELECT (OpenedExport.select): a CSV on PostgreSQL is then written by COPY with
   * the cells in SQL (lists/export/copy-csv.ts), byte for byte the file of the row-by-row path.
   */
  select?: SqlSelect;
  format: ExportFormat;
  /** The privacy flag: personal data masked when true. */
  mask: boolean;
  /** Where the file goes in the file store. */
  key: string;
  /** Rows written so far, read by whoever reports progress. */
  progress?: { done: number };
  /** Stops the export between two rows (the job runner's stop, a deleted job). */
  signal?: AbortSignal;
  /**
   * Rows the source's count holds (OpenedExport.count), when known: a CSV by COPY of more than
   * `copyRangeRows` rows is read in ranges by two connections (rangedCopyCsvStream).
   */
  count?: number;
  /**
   * Rows a range of such an export (EXPORT_COPY_RANGE_ROWS; COPY_RANGE_ROWS is the size measured); 0, the
   * default, reads every export by one COPY.
   */
  copyRangeRows?: number;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  CSV: 'text/csv; charset=utf-8',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const EXTENSIONS: Record<ExportFormat, string> = { CSV: 'csv', XLSX: 'xlsx' };

/** The bytes of an export, pulled row by row from the source as the consumer reads them. */
export function exportStream(input: Omit<ProduceInput, 'key'>): { stream: Readable; rows: () => number } {
  const { ctx, source, signal } = input;
  const progress = input.progress ?? { done: 0 };
  const copyOut = ctx.db.copyOut;
  const name = sourceName(source.key);
  const header = headerCells(source.columns, ctx.lang);
  if (input.select && copyOut) {
    const cells = { lang: ctx.lang, mask: input.mask };
    const rangeRows = input.copyRangeRows ?? 0;
    const reader = ctx.db.snapshotReader;
    // Two connections for one export: only with room in the pool beside them (the job's heartbeat, the
    // other requests), and only when the export holds more than one range. No plan when a column cannot be
    // written in SQL or the select names no order key.
    const plan =
      input.format === 'CSV' &&
      reader &&
      rangeRows > 0 &&
      (input.count ?? Number.POSITIVE_INFINITY) > rangeRows &&
      (ctx.db.pool?.().max ?? 0) >= 4
        ? csvCopyRanges(source.columns, cells, input.select)
        : null;
    if (plan && reader) {
      const ranged = rangedCopyCsvStream(
        reader.bind(ctx.db),
        source.columns,
        ctx.lang,
        plan,
        rangeRows,
        progress,
        signal,
      );
      ranged.stream.on('error', () => {});
      return ranged;
    }
    // One COPY: the card columns are masked here as the bytes pass (cheaper than in SQL; MaskedRecordEnds).
    const here = { ...cells, cardHere: input.format === 'CSV' };
    const sql = csvCopySql(source.columns, here, input.select);
    if (sql && input.format === 'CSV') {
      const copied = copyCsvStream(
        copyOut.bind(ctx.db),
        source.columns,
        ctx.lang,
        sql,
        progress,
        signal,
        cardFieldsHere(source.columns, here),
      );
      copied.stream.on('error', () => {});
      return copied;
    }
    if (sql && input.format === 'XLSX') {
      // The same SQL cells, COPY's CSV records written as sheet rows from their bytes (copyXlsxStream).
      const sheet = ctx.lang === 'en' ? name.en : name.zh;
      const stream = copyXlsxStream(
        copyOut.bind(ctx.db),
        source.columns,
        sheet,
        header,
        sql,
        progress,
        signal,
      );
      stream.on('error', () => {});
      return { stream, rows: () => progress.done };
    }
  }
  const target = input.format === 'CSV' ? 'csv' : 'xlsx';
  const format = rowFormatter(source.columns, { lang: ctx.lang, mask: input.mask, target });
  let rows = 0;
  async function* lines(): AsyncGenerator<Cell[]> {
    for await (const row of input.rows) {
      if (signal?.aborted) throw signal.reason ?? new Error('export aborted');
      rows += 1;
      progress.done = rows;
      yield format(row);
    }
  }
  const stream =
    input.format === 'CSV'
      ? csvStream(header, lines())
      : xlsxStream(ctx.lang === 'en' ? name.en : name.zh, header, lines());
  // Rows start flowing at once; a failure before the consumer attaches must not become an uncaught
  // 'error' event. The consumer still sees it: stream.pipeline reports a stream that already failed.
  stream.on('error', () => {});
  return { stream, rows: () => rows };
}

/** Writes an export to the file store under `key`; a failure leaves no file behind (FileStore contract). */
export async function produceExportFile(
  files: FileStore,
  input: ProduceInput,
): Promise<{ size: number; rows: number }> {
  const { stream, rows } = exportStream(input);
  const { size } = await files.put(input.key, stream);
  return { size, rows: rows() };
}

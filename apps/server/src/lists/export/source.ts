import type { Label, LabelSet, MaskKind } from '@mp/core';
import type { AccessRule, OrgKind } from '@mp/core/contract';
import type { z } from 'zod';
import type { SignedInContext } from '../../kernel/context.ts';

/**
 * What an export source is: a query that can be exported, with its columns, its filter schema and how it
 * opens its rows. A module declares its sources with these types and the kit beside them (columns.ts,
 * paged.ts); the one export machine (modules/exports) registers and serves them.
 */

/**
 * How a cell is written. text: as it is, neutralised against formula injection. number: a count, a
 * number cell. money: integer cents written in yuan (a number cell in XLSX). datetime: yyyymmddHHMMss
 * or a Date, shown 'yyyy-mm-dd HH:MM:ss' (Asia/Macau). date: yyyymmdd shown 'yyyy-mm-dd'. status: a key of
 * `labels`, written as its label. masked:<kind>: personal data, masked when the privacy flag is on.
 */
export type ColumnKind = 'text' | 'number' | 'money' | 'datetime' | 'date' | 'status' | `masked:${MaskKind}`;

export interface ExportColumn {
  /** Key of the row object. */
  key: string;
  header: Label;
  kind: ColumnKind;
  /** The label set of a 'status' column. */
  labels?: LabelSet;
}

export type ExportRow = Record<string, unknown>;

/**
 * The context a source reads with: the requester's own call context for a synchronous export, or one
 * rebuilt from the scope captured at job creation for a scheduled one (modules/exports/run-job.ts). Sources read
 * through ctx.db, ctx.operator (scope via http/scope.ts), ctx.lang and ctx.ports.clock only.
 */
export type ExportContext<A extends OrgKind = OrgKind> = SignedInContext<A>;

/** A SELECT statement and its parameters ($1, $2, …). */
export interface SqlSelect {
  sql: string;
  params: unknown[];
  /**
   * The select's ORDER BY as output columns of it, when that order is a unique key all in one direction
   * (e.g. `created_at desc, id desc`, the id output as a column of its own). With it a large CSV on
   * PostgreSQL is read in consecutive key ranges by two connections at once (copy-csv.ts,
   * rangedCopyCsvStream); the extra output columns are not written.
   */
  order?: { keys: readonly string[]; desc: boolean };
}

/** One export of a source, opened: its row count known, its rows not read yet. */
export interface OpenedExport {
  /** Rows the filter holds. */
  count: number;
  /**
   * Every row of the filter, read from the database in batches (keyset or pages) only as it is iterated,
   * never all at once; iterated at most once.
   */
  rows: AsyncIterable<ExportRow>;
  /**
   * The same rows as one SELECT (the same filter, rules, scope and order), one output column per export
   * column named by its key, typed as lists/export/copy-csv.ts says. Optional: with it a CSV on
   * PostgreSQL is written by COPY (the cells in SQL) and `rows` is never read.
   */
  select?: SqlSelect;
}

/**
 * A source's access facts are those of its query page's endpoint (core AccessRule: areas, code,
 * cashierFunction), checked by the one permission rule when the export is asked for and again when a
 * scheduled job runs; a cashier also needs `export` for every source (modules/exports/access.ts).
 */
export interface ExportSource<F = any, A extends OrgKind = OrgKind> extends AccessRule<readonly A[]> {
  key: string;
  /** Shown in the download centre and in file names; defaults to EXPORT_SOURCE[key]. */
  name?: Label;
  /** Schema of `filters` (the query page's filter schema, .strict()). */
  filters: z.ZodType<F>;
  columns: readonly ExportColumn[];
  /**
   * Opens one export of the filter: checks the filter's business rules first (each refusal an AppError with
   * its catalogue code), counts its rows (the source's count or totals query, run once per export) and
   * answers the rows unread, so the count decides synchronous vs scheduled before any row is read.
   */
  open(ctx: ExportContext<A>, filters: F): Promise<OpenedExport>;
}

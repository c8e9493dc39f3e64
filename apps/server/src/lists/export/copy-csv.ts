import { Readable } from 'node:stream';
import { type Lang, labelOf, type MaskKind, maskCard } from '@mp/core';
import type { Db, SnapshotReader } from '../../db/types.ts';
import { youngCollector } from '../../kernel/young-garbage.ts';
import { headerCells, neutralise } from './cells.ts';
import type { ExportColumn, SqlSelect } from './source.ts';
import { csvField, csvLine } from './writers/csv.ts';
import { CSV_INTEGER, CSV_NUMBER, CSV_TEXT, xlsxStreamOfCsv } from './writers/xlsx.ts';

/**
 * CSV straight from PostgreSQL: `COPY (SELECT …) TO STDOUT (FORMAT csv)` over a source's own select
 * (OpenedExport.select), with every cell rule of cells.ts written in SQL — labels in the requester's
 * language, cents as yuan, masking, Macau time, formula neutralising — so that the file is byte for byte
 * the one the row-by-row path writes (test/export-copy.test.ts runs both on the same rows). PostgreSQL's
 * CSV quoting is the encoder's (a field holding `"`, `,`, CR or LF is quoted, quotes doubled); an empty
 * cell is sent as NULL (COPY would quote an empty string), and the record ends (LF) become CRLF here.
 * The single CSV COPY leaves the masked card to this process (MaskedRecordEnds, `cardHere`): it was the
 * dearest rule in SQL.
 *
 * What the select must answer, one output column per export column named by its key: text, status and
 * masked columns as text, `number` an integer, `money` integer cents (bigint), `datetime` a timestamptz,
 * `date` a date. A column the SQL cannot render exactly (masked:name, masked:email) makes the export take
 * the row-by-row path (csvCopySql answers null).
 */

const BOM = '\uFEFF';

/** A string literal, quotes doubled; with a backslash the E'' form, whatever standard_conforming_strings says. */
const lit = (s: string) =>
  s.includes('\\')
    ? ` E'${s.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`
    : `'${s.replaceAll("'", "''")}'`;
const ident = (s: string) => `"${s.replaceAll('"', '""')}"`;

/** A parameter's text as pg sends it: arrays as array literals, dates as ISO instants. */
function paramText(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) {
    const items = v.map((x) =>
      x === null || x === undefined
        ? 'NULL'
        : `"${paramText(x).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
    );
    return `{${items.join(',')}}`;
  }
  if (typeof v === 'object' && v !== null) return JSON.stringify(v);
  return String(v);
}

const FORMULA_START = '(61, 43, 45, 64, 9, 13)'; // = + - @ tab CR
const FORMULA_CODES = new Set([0x3d, 0x2b, 0x2d, 0x40, 0x09, 0x0d]);

/**
 * cells.ts's neutralise with the empty text as NULL: a text starting with = + - @, tab or CR gets a
 * leading apostrophe. `x` should be a plain column: it is read up to three times.
 */
const neutralised = (x: string) =>
  `(case when ascii(${x}) in ${FORMULA_START} then '''' || ${x} when ${x} = '' then null else ${x} end)`;

/** JavaScript's \s, written out so that PostgreSQL's locale does not decide what a space is. */
const JS_SPACE = '[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]';

interface Ends {
  head: number;
  hidden: number;
  tail: number;
}

/** masking.ts's keepEnds as numbers: how many characters of a value of `n` characters stay at each end. */
function keepEnds(n: number, head: number, tail: number, minHidden: number): Ends {
  const hidden = Math.min(n, Math.max(n - head - tail, minHidden));
  const visible = n - hidden;
  const t = Math.min(tail, visible - Math.min(head, Math.floor(visible / 2)));
  return { head: visible - t, hidden, tail: t };
}

/**
 * A masking rule of masking.ts in SQL over text `s`, neutralised, NULL when empty: the lengths below
 * `from` characters one by one, from there on (where the visible ends no longer depend on the length)
 * the ends of `from`. `char_length` counts characters (code points), as the JavaScript rule does. A
 * masked text that shows a head starts with the value's first character (so the apostrophe depends on
 * that character); one that shows none starts with '*', never a formula.
 */
function maskedEnds(s: string, ends: (n: number) => Ends, from: number): string {
  const piece = (e: Ends, hidden: string) => {
    const parts = [e.head ? `left(${s}, ${e.head})` : '', hidden, e.tail ? `right(${s}, ${e.tail})` : ''];
    const text = parts.filter(Boolean).join(' || ');
    if (!text) return 'null';
    return e.head ? `case when ascii(${s}) in ${FORMULA_START} then '''' || ${text} else ${text} end` : text;
  };
  const cases: string[] = [];
  for (let n = 0; n < from; n++) {
    const e = ends(n);
    cases.push(`when ${n} then ${piece(e, e.hidden ? lit('*'.repeat(e.hidden)) : '')}`);
  }
  const big = ends(from);
  // The usual value is long enough: one comparison, then the cut.
  const rest = piece(big, `repeat('*', char_length(${s}) - ${big.head + big.tail})`);
  return `(case when char_length(${s}) >= ${from} then ${rest} else case char_length(${s}) ${cases.join(' ')} end end)`;
}

const MASKS: Partial<Record<MaskKind, (s: string) => string>> = {
  phone: (s) => maskedEnds(s, (n) => keepEnds(n, 3, 4, 4), 11),
  // Spaces are dropped first; the replacement runs only for a value that holds one.
  card: (s) => {
    const ends = (x: string) => maskedEnds(x, (n) => keepEnds(n, 6, 4, 4), 14);
    return `(case when ${s} ~ ${lit(JS_SPACE)} then ${ends(`regexp_replace(${s}, ${lit(`${JS_SPACE}+`)}, '', 'g')`)} else ${ends(s)} end)`;
  },
  id: (s) => maskedEnds(s, (n) => (n >= 15 ? keepEnds(n, 4, 4, 4) : keepEnds(n, 1, 1, 2)), 15),
};

/**
 * One column's cell in SQL over the select's row `r`, NULL for an empty cell (COPY writes NULL as
 * nothing, an empty text as ""), or null when SQL cannot write it exactly.
 */
function cellSql(c: ExportColumn, o: CellOptions): string | null {
  const v = `r.${ident(c.key)}`;
  const text = `${v}::text`;
  // The card masked by this process (MaskedRecordEnds): PostgreSQL sends the value as it is.
  if (maskedHere(c, o)) return text;
  switch (c.kind) {
    case 'text':
      return neutralised(text);
    case 'number':
      return `(case when ${text} ~ '^-?[0-9]{1,15}$' then ${text} else ${neutralised(text)} end)`;
    case 'money':
      // Integer cents times 0.01 is a numeric of scale 2, written as cells.ts's centsText writes yuan:
      // sign, whole yuan, two digits of cents ('-0.05', '0.00', '1234567.89').
      return `(${v} * 0.01)`;
    case 'datetime':
      // Macau is UTC+8 all year (core/time.ts): the same fixed offset as macauDateTimeText, cut to the
      // second as it cuts; a timestamp is written 'YYYY-MM-DD HH:MM:SS' with DateStyle ISO, which every
      // connection of the pool has (postgres-db.ts). Half the cost of to_char.
      return `date_trunc('second', (${v} at time zone 'UTC') + interval '8 hours')`;
    case 'date':
      return `to_char(${v}, 'YYYY-MM-DD')`;
    case 'status': {
      const labels = c.labels ?? {};
      const known = Object.keys(labels).map((k) => {
        const label = labelOf(labels, k, o.lang);
        const shown = label.length > 0 && FORMULA_CODES.has(label.charCodeAt(0)) ? `'${label}` : label;
        return `when ${lit(k)} then ${shown === '' ? 'null' : lit(shown)}`;
      });
      return known.length
        ? `(case ${text} ${known.join(' ')} else ${neutralised(text)} end)`
        : neutralised(text);
    }
    default: {
      if (!o.mask) return neutralised(text);
      const rule = MASKS[c.kind.slice('masked:'.length) as MaskKind];
      return rule ? rule(text) : null;
    }
  }
}

/**
 * Replaces the placeholders $1, $2, … of `sql` by literals of `params` (COPY takes no parameters), as pg
 * would send them (arrays as array literals, dates as ISO text), skipping quoted strings and names. An
 * untyped literal is resolved from its context as an untyped parameter is, so the statement means the same.
 * For the project's generated selects: dollar-quoted strings and comments are not looked into.
 */
export function inlineParams(sql: string, params: readonly unknown[]): string {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i];
    if (ch === "'" || ch === '"') {
      let j = i + 1;
      for (;;) {
        const k = sql.indexOf(ch, j);
        if (k < 0) throw new Error('inlineParams: unterminated quote');
        if (sql[k + 1] === ch) j = k + 2;
        else {
          j = k + 1;
          break;
        }
      }
      out += sql.slice(i, j);
      i = j;
      continue;
    }
    if (ch === '$') {
      const m = /^\$(\d+)/.exec(sql.slice(i, i + 8));
      if (m) {
        const n = Number(m[1]);
        if (n < 1 || n > params.length) throw new Error(`inlineParams: no parameter $${n}`);
        const v = params[n - 1];
        out += v === null || v === undefined ? 'null' : lit(paramText(v));
        i += m[0].length;
        continue;
      }
    }
    out += ch;
    i += 1;
  }
  return out;
}

/**
 * The COPY statement writing the CSV lines (header excluded) of `select` with `columns`, or null when a
 * column cannot be written in SQL exactly as cells.ts writes it.
 */
export function csvCopySql(
  columns: readonly ExportColumn[],
  o: CellOptions,
  select: SqlSelect,
): string | null {
  const cells = cellsSql(columns, o);
  if (cells === null) return null;
  return `copy (select ${cells} from (${inlineParams(select.sql, select.params)}) r) to stdout (format csv)`;
}

/**
 * `cardHere`: masked card columns are sent raw and masked by this process as the bytes pass
 * (MaskedRecordEnds; CSV by one COPY only). In SQL the card's rule (JavaScript's spaces dropped, then the
 * cut) cost PostgreSQL about 0.65 s a million rows, a third of the export's backend time; in the byte loop
 * it costs this process little (bench/README.md, "The card masked as the bytes pass").
 */
export interface CellOptions {
  lang: Lang;
  mask: boolean;
  cardHere?: boolean;
}

/** Whether a column is sent raw and masked by this process (the one rule of cellSql and cardFieldsHere). */
const maskedHere = (c: ExportColumn, o: CellOptions) =>
  o.cardHere === true && o.mask && c.kind === 'masked:card';

/** The positions of the columns MaskedRecordEnds masks when `csvCopySql` ran with these options. */
export function cardFieldsHere(columns: readonly ExportColumn[], o: CellOptions): number[] {
  const at: number[] = [];
  columns.forEach((c, i) => {
    if (maskedHere(c, o)) at.push(i);
  });
  return at;
}

function cellsSql(columns: readonly ExportColumn[], o: CellOptions): string | null {
  const cells: string[] = [];
  for (const c of columns) {
    const cell = cellSql(c, o);
    if (cell === null) return null;
    cells.push(cell);
  }
  return cells.join(', ');
}

/** A position in a select's order: its key columns' values as PostgreSQL writes them as text. */
export type OrderKey = readonly string[];

/**
 * The statements of a CSV export read in consecutive ranges of its select's order key (SqlSelect.order),
 * or null when a column cannot be written in SQL or the select has no such key. A range holds the rows
 * strictly after `lo` (from the first row when null) up to `hi` included (to the last row when null); the
 * ranges (null, k1], (k1, k2], …, (kn, null) hold every row once, in the select's order. The key values
 * are written back as untyped literals, which take the column's type as a parameter would (a timestamp's
 * text keeps its microseconds: every pool connection has DateStyle ISO and TimeZone UTC).
 */
export function csvCopyRanges(
  columns: readonly ExportColumn[],
  o: { lang: Lang; mask: boolean },
  select: SqlSelect,
): {
  copy(lo: OrderKey | null, hi: OrderKey | null): string;
  boundary(lo: OrderKey | null, n: number): string;
} | null {
  const order = select.order;
  const cells = cellsSql(columns, o);
  if (!order || order.keys.length === 0 || cells === null) return null;
  const from = `(${inlineParams(select.sql, select.params)}) r`;
  const keys = order.keys.map((k) => `r.${ident(k)}`);
  const row = (xs: readonly string[]) => (xs.length === 1 ? xs[0] : `(${xs.join(', ')})`);
  const cmp = (op: string, at: OrderKey) => `${row(keys)} ${op} ${row(at.map((v) => lit(v)))}`;
  const after = (lo: OrderKey) => cmp(order.desc ? '<' : '>', lo);
  const upTo = (hi: OrderKey) => cmp(order.desc ? '>=' : '<=', hi);
  const where = (parts: string[]) => (parts.length ? ` where ${parts.join(' and ')}` : '');
  return {
    copy: (lo, hi) => {
      const parts = [...(lo ? [after(lo)] : []), ...(hi ? [upTo(hi)] : [])];
      return `copy (select ${cells} from ${from}${where(parts)}) to stdout (format csv)`;
    },
    // The key of the n-th row after lo, or no row when fewer are left. The outer ORDER BY is the
    // select's own, so PostgreSQL keeps the select's ordered read and stops after n rows.
    boundary: (lo, n) =>
      `select ${keys.map((k, i) => `${k}::text as k${i}`).join(', ')} from ${from}${where(lo ? [after(lo)] : [])} ` +
      `order by ${keys.map((k) => `${k}${order.desc ? ' desc' : ''}`).join(', ')} offset ${n - 1} limit 1`,
  };
}

/**
 * Turns COPY's record ends (LF outside quotes) into CRLF and counts them. A quoted field may hold a
 * line break; it is kept as it is, as the encoder keeps it. Chunks may split anywhere.
 */
export class RecordEnds {
  private quoted = false;
  rows = 0;

  convert(chunk: Buffer): Buffer {
    // Two plain loops over the bytes (a native call a row, indexOf or copy, costs more than both).
    const len = chunk.length;
    let quoted = this.quoted;
    let count = 0;
    for (let i = 0; i < len; i++) {
      const b = chunk[i];
      if (b === 0x22) quoted = !quoted;
      else if (b === 0x0a && !quoted) count++;
    }
    this.rows += count;
    if (count === 0) {
      this.quoted = quoted;
      return chunk;
    }
    const out = Buffer.allocUnsafe(len + count);
    quoted = this.quoted;
    let to = 0;
    for (let i = 0; i < len; i++) {
      const b = chunk[i];
      if (b === 0x22) quoted = !quoted;
      else if (b === 0x0a && !quoted) out[to++] = 0x0d;
      out[to++] = b;
    }
    this.quoted = quoted;
    return out;
  }
}

const STAR = 0x2a;
const QUOTE = 0x22;
/** = + - @ : a value's first byte that makes a spreadsheet read a formula (tab and CR are spaces, dropped). */
const isFormulaByte = (b: number) => b === 0x3d || b === 0x2b || b === 0x2d || b === 0x40;

/**
 * RecordEnds that also masks the card fields (`fields`: their positions in a record) as the bytes pass:
 * PostgreSQL sends the value as it is (csvCopySql with `cardHere`), and each one is written as the SQL rule
 * and cells.ts write it — `maskCard`, then neutralised, empty as nothing, quoted when it holds `"`, `,`, CR
 * or LF. The usual value (unquoted, 14 or more printable ASCII characters, no space) is cut byte by byte:
 * its first 6, a star for each hidden one, its last 4; any other value is decoded and given to maskCard.
 * A field may be split between chunks: its bytes are held until its end.
 */
export class MaskedRecordEnds {
  rows = 0;
  private quoted = false;
  private field = 0;
  private readonly target: boolean[];
  private readonly count: number;
  private collecting: boolean;
  private held = Buffer.allocUnsafe(256);
  private heldLen = 0;
  private out = Buffer.allocUnsafe(0);
  private to = 0;

  constructor(fields: readonly number[]) {
    this.target = [];
    for (const f of fields) this.target[f] = true;
    this.count = fields.length;
    this.collecting = this.target[0] === true;
  }

  convert(chunk: Buffer): Buffer {
    const len = chunk.length;
    // Room for every byte, a CR a record, the held start of a field begun in the chunk before, and an
    // apostrophe a masked field; a value decoded and masked (rare) makes room for itself (flush).
    let ends = 0;
    for (let i = 0; i < len; i++) if (chunk[i] === 0x0a) ends++;
    const room = len + ends + this.heldLen + (ends + 1) * this.count + 16;
    this.out = Buffer.allocUnsafe(room);
    this.to = 0;
    const target = this.target;
    let quoted = this.quoted;
    for (let i = 0; i < len; i++) {
      const b = chunk[i];
      if (b === QUOTE) quoted = !quoted;
      else if (!quoted && (b === 0x2c || b === 0x0a)) {
        if (this.collecting) this.flush();
        if (b === 0x2c) {
          this.field++;
          this.out[this.to++] = b;
        } else {
          this.rows++;
          this.field = 0;
          this.out[this.to++] = 0x0d;
          this.out[this.to++] = b;
        }
        this.collecting = target[this.field] === true;
        continue;
      }
      if (this.collecting) {
        if (this.heldLen === this.held.length) {
          const more = Buffer.allocUnsafe(this.held.length * 2);
          this.held.copy(more, 0, 0, this.heldLen);
          this.held = more;
        }
        this.held[this.heldLen++] = b;
      } else this.out[this.to++] = b;
    }
    this.quoted = quoted;
    return this.out.subarray(0, this.to);
  }

  /** Writes the held field masked, and forgets it. */
  private flush(): void {
    const h = this.held;
    const n = this.heldLen;
    this.heldLen = 0;
    let plain = n >= 14;
    for (let i = 0; plain && i < n; i++) {
      const b = h[i];
      if (b <= 0x20 || b >= 0x7f || b === QUOTE) plain = false;
    }
    const out = this.out;
    if (plain) {
      if (isFormulaByte(h[0])) out[this.to++] = 0x27;
      h.copy(out, this.to, 0, 6);
      this.to += 6;
      out.fill(STAR, this.to, this.to + n - 10);
      this.to += n - 10;
      h.copy(out, this.to, n - 4, n);
      this.to += 4;
      return;
    }
    let value = h.toString('utf8', 0, n);
    if (n > 0 && h[0] === QUOTE) value = value.slice(1, -1).replaceAll('""', '"');
    const cell = neutralise(maskCard(value));
    if (cell === '') return;
    // Quoted as COPY quotes (and the CSV writer: csvField).
    const bytes = Buffer.from(csvField(cell), 'utf8');
    if (this.to + bytes.length > out.length) {
      // Never with COPY's records (a masked value takes at most its raw bytes and an apostrophe, which the
      // room counts), kept for safety: the chunk's bytes so far move to a buffer of their own.
      const more = Buffer.allocUnsafe((this.to + bytes.length) * 2);
      out.copy(more, 0, 0, this.to);
      this.out = more;
    }
    bytes.copy(this.out, this.to);
    this.to += bytes.length;
  }
}

/**
 * The CSV bytes of an export written by PostgreSQL: BOM and header line, then COPY's lines as they come,
 * pulled only as fast as the consumer reads. `progress.done` counts the rows written; `signal` stops it
 * between two chunks. The connection is given back when the data ends, or closed when the stream stops early.
 */
export function copyCsvStream(
  copyOut: NonNullable<Db['copyOut']>,
  columns: readonly ExportColumn[],
  lang: Lang,
  copySql: string,
  progress: { done: number },
  signal?: AbortSignal,
  /** The card fields this process masks (cardFieldsHere), none by default. */
  cardFields: readonly number[] = [],
): { stream: Readable; rows: () => number } {
  const ends = cardFields.length ? new MaskedRecordEnds(cardFields) : new RecordEnds();
  const collect = youngCollector();
  async function* chunks(): AsyncGenerator<Buffer> {
    yield Buffer.from(BOM + csvLine(headerCells(columns, lang)), 'utf8');
    const copy = await copyOut(copySql);
    try {
      for await (const chunk of copy) {
        if (signal?.aborted) throw signal.reason ?? new Error('export aborted');
        const out = ends.convert(chunk as Buffer);
        progress.done = ends.rows;
        collect(out.length);
        yield out;
      }
    } finally {
      if (!copy.readableEnded) copy.destroy();
    }
  }
  return { stream: Readable.from(chunks(), { objectMode: false }), rows: () => ends.rows };
}

/** Rows a range of an export read by two connections (rangedCopyCsvStream): about 5 MB of CSV for the bench's rows. */
export const COPY_RANGE_ROWS = 50_000;

/** Bytes the range being written may hold unread before its COPY is paused (the range ahead is never paused). */
const CURRENT_QUEUE_BYTES = 1 << 20;

/**
 * One range's COPY, read as it comes into a queue (the range ahead: all of it; the range being written: up
 * to CURRENT_QUEUE_BYTES, then its COPY is paused). The queued buffers are copyOut's own, one a socket
 * read, handed on as they are.
 */
class RangeRead {
  private readonly queue: Buffer[] = [];
  private head = 0;
  private bytes = 0;
  private paused = false;
  private limit = Number.POSITIVE_INFINITY;
  private notify: (() => void) | null = null;
  ended = false;

  constructor(
    readonly stream: Readable & { readonly rows: number },
    fail: (e: unknown) => void,
  ) {
    stream.on('data', (c: Buffer) => {
      this.queue.push(c);
      this.bytes += c.length;
      if (this.bytes > this.limit && !this.paused) {
        this.paused = true;
        stream.pause();
      }
      this.notify?.();
    });
    stream.on('end', () => {
      this.ended = true;
      this.notify?.();
    });
    stream.on('error', fail);
  }

  /** This range is now the one written: it is held to CURRENT_QUEUE_BYTES and tells `notify` of its data. */
  current(notify: () => void): void {
    this.limit = CURRENT_QUEUE_BYTES;
    this.notify = notify;
  }

  /** The next queued buffer, or undefined when none is queued. */
  shift(): Buffer | undefined {
    if (this.head === this.queue.length) return undefined;
    const c = this.queue[this.head];
    this.queue[this.head++] = EMPTY;
    if (this.head === this.queue.length) {
      this.queue.length = 0;
      this.head = 0;
    }
    this.bytes -= c.length;
    if (this.paused && this.bytes <= this.limit / 2) {
      this.paused = false;
      this.stream.resume();
    }
    return c;
  }

  /** Records the range's COPY has sent so far (queued or handed on). */
  get rows(): number {
    return this.stream.rows;
  }

  stop(): void {
    if (!this.ended) this.stream.destroy();
  }
}

const EMPTY = Buffer.alloc(0);

/**
 * The CSV bytes of a large export written by two PostgreSQL backends at once: the export's rows are cut into
 * consecutive ranges of its order key (csvCopyRanges, `rangeRows` rows each, each boundary found by the
 * connection that reads the range, just before its COPY), and while one range's COPY streams to the
 * consumer the next range's COPY runs on a second connection and is held in memory (one range ahead at
 * most), so the cells are computed on two cores. Both connections read one snapshot (Db.snapshotReader:
 * REPEATABLE READ, pg_export_snapshot, SET TRANSACTION SNAPSHOT), so a row written during the export is in
 * no range or, had it been there before, in exactly one, as in a single COPY; the bytes are the single
 * COPY's (copyCsvStream). A failure on either connection, or the consumer stopping, ends both: a COPY that
 * has not ended closes its connection, the others go back to the pool.
 */
export function rangedCopyCsvStream(
  snapshotReader: NonNullable<Db['snapshotReader']>,
  columns: readonly ExportColumn[],
  lang: Lang,
  plan: NonNullable<ReturnType<typeof csvCopyRanges>>,
  rangeRows: number,
  progress: { done: number },
  signal?: AbortSignal,
): { stream: Readable; rows: () => number } {
  /** Rows of the ranges written whole. */
  let written = 0;
  const collect = youngCollector();
  interface Range {
    reader: SnapshotReader;
    read: RangeRead;
    hi: OrderKey | null;
  }
  async function* chunks(): AsyncGenerator<Buffer> {
    yield Buffer.from(BOM + csvLine(headerCells(columns, lang)), 'utf8');
    const readers: SnapshotReader[] = [];
    const reads: RangeRead[] = [];
    let failure = null as { error: unknown } | null;
    let wake: (() => void) | null = null;
    const notify = () => {
      const w = wake;
      wake = null;
      w?.();
    };
    const fail = (error: unknown) => {
      failure ??= { error };
      notify();
    };
    const start = async (reader: SnapshotReader, lo: OrderKey | null): Promise<Range> => {
      const next = (await reader.query<Record<string, string>>(plan.boundary(lo, rangeRows))).rows[0];
      const hi = next ? Object.keys(next).map((k) => next[k]) : null;
      const read = new RangeRead(reader.copyOut(plan.copy(lo, hi), { crlf: true }), fail);
      reads.push(read);
      return { reader, read, hi };
    };
    let ahead: Promise<Range> | null = null;
    try {
      written = 0;
      const first = await snapshotReader();
      readers.push(first);
      let current = await start(first, null);
      let spare: SnapshotReader | null = null;
      for (;;) {
        current.read.current(notify);
        ahead = null;
        if (current.hi !== null) {
          const lo = current.hi;
          const other = spare;
          ahead = (async () => {
            let reader = other;
            if (!reader) {
              reader = await snapshotReader(first.snapshot);
              readers.push(reader);
            }
            return start(reader, lo);
          })();
          ahead.catch(fail);
        }
        for (;;) {
          if (failure) throw failure.error;
          if (signal?.aborted) throw signal.reason ?? new Error('export aborted');
          const piece = current.read.shift();
          if (piece) {
            // The records already end in CRLF (copyOut's crlf).
            progress.done = written + current.read.rows;
            collect(piece.length);
            yield piece;
          } else if (current.read.ended) break;
          else await new Promise<void>((resolve) => (wake = resolve));
        }
        written += current.read.rows;
        progress.done = written;
        if (!ahead) return;
        const next: Range = await ahead;
        spare = current.reader;
        current = next;
      }
    } finally {
      // The range ahead may still be starting: wait for it, so that its COPY is stopped and its reader given back.
      if (ahead) await ahead.catch(() => {});
      for (const read of reads) read.stop();
      for (const reader of readers) reader.release();
    }
  }
  return { stream: Readable.from(chunks(), { objectMode: false }), rows: () => written };
}

/** How each column's CSV field becomes a sheet cell, as cells.ts types XLSX cells (money and whole numbers as numbers). */
export function sheetKinds(columns: readonly ExportColumn[]): Uint8Array {
  return Uint8Array.from(columns, (c) =>
    c.kind === 'money' ? CSV_NUMBER : c.kind === 'number' ? CSV_INTEGER : CSV_TEXT,
  );
}

/**
 * The XLSX bytes of an export written by COPY: the same SQL cells as the CSV (csvCopySql), and COPY's CSV
 * records written as sheet rows straight from their bytes (SheetBytes.csvRow: no string a field, the
 * bytes the row path writes for the same cells), so PostgreSQL computes the cells on its core while this
 * process transcodes and deflate runs on the thread pool. `progress.done` counts the rows written;
 * `signal` stops it between two chunks. The connection is given back when the data ends, or closed when
 * the stream stops early.
 */
export function copyXlsxStream(
  copyOut: NonNullable<Db['copyOut']>,
  columns: readonly ExportColumn[],
  name: string,
  header: readonly string[],
  copySql: string,
  progress: { done: number },
  signal?: AbortSignal,
): Readable {
  let rows = 0;
  const collect = youngCollector();
  return xlsxStreamOfCsv(name, header, sheetKinds(columns), async (write) => {
    const copy = await copyOut(copySql);
    try {
      for await (const chunk of copy) {
        if (signal?.aborted) throw signal.reason ?? new Error('export aborted');
        rows += await write(chunk as Buffer);
        progress.done = rows;
        collect((chunk as Buffer).length);
      }
    } finally {
      if (!copy.readableEnded) copy.destroy();
    }
  });
}

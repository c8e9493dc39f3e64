import { PassThrough, type Readable } from 'node:stream';
import type { Cell } from '../cells.ts';
import { ZipWriter } from './zip.ts';

/** Excel's last row is 1,048,576: with the header line, a sheet holds this many data rows. */
export const ROWS_PER_SHEET = 1_048_575;

/** Excel refuses these in a sheet name and names longer than 31 characters. */
function sheetName(name: string, index: number): string {
  const base = name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 24) || 'Sheet';
  return index === 1 ? base : `${base} (${index})`;
}

/** Column letters A, B, …, Z, AA, … of the first `n` columns. */
function columnLetters(n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    let k = i + 1;
    let name = '';
    while (k > 0) {
      const r = (k - 1) % 26;
      name = String.fromCharCode(65 + r) + name;
      k = (k - 1 - r) / 26;
    }
    out.push(name);
  }
  return out;
}

/** Sheet XML gathered into pieces of about this size before it goes to the compressor. */
const PIECE = 64 * 1024;
/** Buffers given back to the sheet writer (SheetBytes.give) kept for the next pieces. */
const SPARE = 4;

// Characters XML 1.0 cannot hold at all (dropped) and those that need escaping. A CR is written as a
// character reference, so the reader gets the CR back instead of XML's end-of-line LF.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to drop.
const INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
const INVALID_ALL = new RegExp(INVALID.source, 'g');
const SPECIAL = /[&<>\r]/;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };

/** XML text of `s` (for the small workbook parts; sheet rows are written byte by byte by SheetBytes). */
function xmlText(s: string): string {
  const t = INVALID.test(s) ? s.replace(INVALID_ALL, '') : s;
  return SPECIAL.test(t) ? t.replace(/[&<>\r]/g, (c) => ESCAPES[c]) : t;
}

/** Whitespace at either end is kept only with xml:space="preserve". */
const EDGE_SPACE = /^\s|\s$/;
/** A character that may be JavaScript's \s (the regular expression decides): most cells skip the test. */
const maySpace = (c: number) => c <= 0x20 || c === 0xa0 || c >= 0x1680;

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';

const bytesOf = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));
const ROW_OPEN = bytesOf('<row r="');
const ROW_CLOSE = bytesOf('</row>');
const TAG_END = bytesOf('">');
const NUMBER_OPEN = bytesOf('"><v>');
const NUMBER_CLOSE = bytesOf('</v></c>');
const TEXT_OPEN = bytesOf('" t="inlineStr"><is><t');
const PRESERVE = bytesOf(' xml:space="preserve"');
const TEXT_CLOSE = bytesOf('</t></is></c>');
const AMP = bytesOf('&amp;');
const LT = bytesOf('&lt;');
const GT = bytesOf('&gt;');
const CR = bytesOf('&#13;');

/**
 * How a cell of COPY's CSV is written into the sheet (SheetBytes.csvRow), as cells.ts types XLSX cells:
 * TEXT as text; NUMBER (money: yuan) as a number whatever it holds; INTEGER as a number when it is a
 * whole number of at most 15 digits, as text otherwise.
 */
export const CSV_TEXT = 0;
export const CSV_NUMBER = 1;
export const CSV_INTEGER = 2;

// What a byte of a CSV field's content takes (csvRow): copied, dropped (controls XML 1.0 cannot hold),
// escaped (& < > CR), a doubled quote of a quoted field (one quote written), or the lead byte 0xEF of
// U+FFFE and U+FFFF (dropped, as SheetBytes.text drops them).
const COPIED = 0;
const DROPPED = 1;
const ESCAPED = 2;
const QUOTE = 3;
const LEAD_EF = 4;
const BYTE_CLASS = new Uint8Array(256);
for (let c = 0; c < 0x20; c++) BYTE_CLASS[c] = DROPPED;
BYTE_CLASS[0x09] = COPIED;
BYTE_CLASS[0x0a] = COPIED;
for (const c of [0x0d, 0x26, 0x3c, 0x3e]) BYTE_CLASS[c] = ESCAPED;
BYTE_CLASS[0x22] = QUOTE;
BYTE_CLASS[0xef] = LEAD_EF;

/** Whether the UTF-8 character at `p` is one of JavaScript's \s (EDGE_SPACE's test, on bytes). */
function spaceAt(b: Buffer, p: number): boolean {
  const c = b[p];
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  const c1 = b[p + 1];
  const c2 = b[p + 2];
  switch (c) {
    case 0xc2:
      return c1 === 0xa0; // U+00A0
    case 0xe1:
      return c1 === 0x9a && c2 === 0x80; // U+1680
    case 0xe2: // U+2000-200A, U+2028, U+2029, U+202F, U+205F
      return (
        (c1 === 0x80 && (c2 <= 0x8a || c2 === 0xa8 || c2 === 0xa9 || c2 === 0xaf)) ||
        (c1 === 0x81 && c2 === 0x9f)
      );
    case 0xe3:
      return c1 === 0x80 && c2 === 0x80; // U+3000
    case 0xef:
      return c1 === 0xbb && c2 === 0xbf; // U+FEFF
    default:
      return false;
  }
}

/** Whether a field's content bytes [from, to) start or end with a space (xml:space="preserve"). */
function edgeSpace(b: Buffer, from: number, to: number): boolean {
  if (spaceAt(b, from)) return true;
  let last = to - 1;
  // Back to the first byte of the last character (continuation bytes are 10xxxxxx).
  while (last > from && (b[last] & 0xc0) === 0x80) last--;
  return spaceAt(b, last);
}

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;

/** Copies the first `n` bytes of `b` into `out` at `o`; answers the position after them. */
function copyInto(out: Uint8Array, o: number, b: Uint8Array, n = b.length): number {
  for (let i = 0; i < n; i++) out[o++] = b[i];
  return o;
}

/**
 * The sheet XML of rows, written straight into bytes: each cell's characters are escaped, dropped or
 * UTF-8 encoded in one pass, and the fixed pieces are copied as bytes. Building each row as a string and
 * encoding it afterwards cost about five times as much (flattening the concatenated string, then UTF-8),
 * more than deflate itself. The bytes are those of the string writer (`<c r="A2" t="inlineStr">…`, an
 * empty text no cell, a CR as &#13;), so readers see the same file.
 */
export class SheetBytes {
  private buf: Buffer;
  private pos = 0;
  private readonly cellOpen: Uint8Array[];
  private readonly rowNo = new Uint8Array(16);
  private rowNoLen = 0;
  private rowNoValue = -1;
  private readonly spare: Buffer[] = [];
  /** Where each field of the CSV record being written ends (csvRow). */
  private ends = new Int32Array(16);

  constructor(
    columns: number,
    private readonly piece = PIECE,
  ) {
    this.buf = Buffer.allocUnsafe(piece * 2);
    this.cellOpen = columnLetters(columns).map((l) => bytesOf(`<c r="${l}`));
  }

  /** Bytes written since the last take. */
  get length(): number {
    return this.pos;
  }

  /** The bytes written so far (handed over: the writer continues in another buffer). */
  take(): Buffer {
    const out = this.buf.subarray(0, this.pos);
    this.buf = this.spare.pop() ?? Buffer.allocUnsafe(this.piece * 2);
    this.pos = 0;
    return out;
  }

  /**
   * Gives back the buffer under bytes `take` handed over, once nobody reads them any more (deflate took
   * them in): the next pieces are written into it instead of a new buffer each, so an export does not
   * leave a trail of buffers for the garbage collector (they were half of its peak memory).
   */
  give(bytes: Buffer): void {
    const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.buffer.byteLength - bytes.byteOffset);
    if (b.length === this.piece * 2 && this.spare.length < SPARE) this.spare.push(b);
  }

  private room(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.pos + n));
    this.buf.copy(bigger, 0, 0, this.pos);
    this.buf = bigger;
  }

  private put(b: Uint8Array): void {
    const buf = this.buf;
    let p = this.pos;
    for (let i = 0; i < b.length; i++) buf[p++] = b[i];
    this.pos = p;
  }

  /** Text known to be ASCII without XML specials (numbers). */
  private ascii(s: string): void {
    this.room(s.length);
    const buf = this.buf;
    let p = this.pos;
    for (let i = 0; i < s.length; i++) buf[p++] = s.charCodeAt(i);
    this.pos = p;
  }

  /** XML text: & < > escaped, CR as &#13;, what XML 1.0 cannot hold dropped, the rest UTF-8. */
  text(s: string): void {
    const n = s.length;
    this.room(n * 6);
    const buf = this.buf;
    let p = this.pos;
    for (let i = 0; i < n; i++) {
      let c = s.charCodeAt(i);
      if (c < 0x80) {
        if (c > 0x3e || (c >= 0x20 && c !== 0x26 && c !== 0x3c && c !== 0x3e)) buf[p++] = c;
        else if (c === 0x26 || c === 0x3c || c === 0x3e || c === 0x0d) {
          const e = c === 0x26 ? AMP : c === 0x3c ? LT : c === 0x3e ? GT : CR;
          for (let k = 0; k < e.length; k++) buf[p++] = e[k];
        } else if (c === 0x09 || c === 0x0a) buf[p++] = c;
        // Other control characters: dropped.
      } else if (c < 0x800) {
        buf[p++] = 0xc0 | (c >> 6);
        buf[p++] = 0x80 | (c & 0x3f);
      } else if (c >= 0xd800 && c <= 0xdfff) {
        const d = i + 1 < n ? s.charCodeAt(i + 1) : 0;
        if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
          c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
          i++;
          buf[p++] = 0xf0 | (c >> 18);
          buf[p++] = 0x80 | ((c >> 12) & 0x3f);
          buf[p++] = 0x80 | ((c >> 6) & 0x3f);
          buf[p++] = 0x80 | (c & 0x3f);
        } else {
          // A lone surrogate: U+FFFD, as Buffer.from(…, 'utf8') writes it.
          buf[p++] = 0xef;
          buf[p++] = 0xbf;
          buf[p++] = 0xbd;
        }
      } else if (c < 0xfffe) {
        buf[p++] = 0xe0 | (c >> 12);
        buf[p++] = 0x80 | ((c >> 6) & 0x3f);
        buf[p++] = 0x80 | (c & 0x3f);
      }
      // U+FFFE and U+FFFF: dropped.
    }
    this.pos = p;
  }

  /** The row number's digits, counted up in place from one row to the next. */
  private setRowNo(r: number): void {
    const no = this.rowNo;
    if (r === this.rowNoValue + 1) {
      let i = this.rowNoLen - 1;
      while (i >= 0 && no[i] === 0x39) no[i--] = 0x30;
      if (i >= 0) no[i] += 1;
      else {
        no.copyWithin(1, 0, this.rowNoLen);
        no[0] = 0x31;
        this.rowNoLen += 1;
      }
    } else {
      const rs = String(r);
      for (let i = 0; i < rs.length; i++) no[i] = rs.charCodeAt(i);
      this.rowNoLen = rs.length;
    }
    this.rowNoValue = r;
  }

  /** One row; `r` is its 1-based row number. */
  row(cells: readonly Cell[], r: number): void {
    this.setRowNo(r);
    // Fixed pieces of one cell (about 40 bytes) and the row's ends.
    this.room(64 + cells.length * 64);
    this.put(ROW_OPEN);
    this.putRowNo();
    this.put(TAG_END);
    for (let i = 0; i < cells.length; i++) this.cell(i, cells[i]);
    this.room(16);
    this.put(ROW_CLOSE);
  }

  /** One cell of the current row, in column `i`. */
  private cell(i: number, v: Cell): void {
    if (typeof v === 'number') {
      this.room(128);
      this.put(this.cellOpen[i]);
      this.putRowNo();
      if (Number.isFinite(v)) {
        this.put(NUMBER_OPEN);
        this.ascii(String(v));
        this.room(64);
        this.put(NUMBER_CLOSE);
      } else {
        this.put(TEXT_OPEN);
        this.put(TAG_END.subarray(1));
        this.ascii(String(v));
        this.room(64);
        this.put(TEXT_CLOSE);
      }
    } else if (v !== '') {
      // An empty text is no cell at all, as exceljs wrote it (a reader sees an empty cell).
      this.room(128);
      this.put(this.cellOpen[i]);
      this.putRowNo();
      this.put(TEXT_OPEN);
      if ((maySpace(v.charCodeAt(0)) || maySpace(v.charCodeAt(v.length - 1))) && EDGE_SPACE.test(v))
        this.put(PRESERVE);
      this.put(TAG_END.subarray(1));
      this.text(v);
      this.room(64);
      this.put(TEXT_CLOSE);
    }
  }

  /**
   * One row straight from one record of COPY's CSV (format csv: `,` between fields, LF after the record,
   * a field quoted when it holds `"`, `,`, CR or LF, quotes doubled, an empty field unquoted), its fields
   * typed by `kinds` (CSV_TEXT, CSV_NUMBER, CSV_INTEGER), without a string a field: the bytes are those
   * `row` writes for the cells the field's text makes (an empty text no cell; a number as `String(Number(s))`
   * writes it). Answers where the next record starts, or -1 when this one does not end within `buf`
   * (nothing is written then).
   */
  csvRow(buf: Buffer, start: number, kinds: Uint8Array, r: number): number {
    const width = kinds.length;
    if (this.ends.length < width) this.ends = new Int32Array(width);
    const ends = this.ends;
    // First the field ends (a comma or the LF outside quotes): the record must be whole.
    const len = buf.length;
    let quoted = false;
    let f = 0;
    let q = start;
    for (; q < len; q++) {
      const c = buf[q];
      if (c === 0x22) quoted = !quoted;
      else if (!quoted && (c === 0x2c || c === 0x0a)) {
        if (f < width) ends[f] = q;
        f++;
        if (c === 0x0a) break;
      }
    }
    if (q >= len) return -1;
    if (f !== width) throw new Error(`COPY record of ${f} fields, ${width} expected`);
    this.setRowNo(r);
    // Fixed pieces (under 100 bytes a cell) and the content: a byte becomes at most 5 (&amp;, &#13;).
    this.room(64 + width * 128 + (q - start) * 5);
    let out = this.buf;
    let o = this.pos;
    o = copyInto(out, o, ROW_OPEN);
    o = copyInto(out, o, this.rowNo, this.rowNoLen);
    o = copyInto(out, o, TAG_END);
    let s = start;
    for (let i = 0; i < width; i++) {
      const e = ends[i];
      // An empty field (NULL) is no cell, whatever the kind.
      if (e > s) {
        let written = -1;
        if (kinds[i] !== CSV_TEXT && buf[s] !== 0x22) {
          written = this.csvNumber(buf, s, e, kinds[i], i, out, o);
          out = this.buf;
        }
        o = written >= 0 ? written : this.csvText(buf, s, e, i, out, o);
      }
      s = e + 1;
    }
    o = copyInto(out, o, ROW_CLOSE);
    this.pos = o;
    return q + 1;
  }

  /** A text cell from the field [s, e) (quoted or not) at `o` of `out`; answers the position after it. */
  private csvText(buf: Buffer, s: number, e: number, i: number, out: Buffer, o: number): number {
    let from = s;
    let to = e;
    if (buf[s] === 0x22) {
      from += 1;
      to -= 1;
    }
    if (to === from) return o; // "": an empty text, no cell
    o = copyInto(out, o, this.cellOpen[i]);
    o = copyInto(out, o, this.rowNo, this.rowNoLen);
    o = copyInto(out, o, TEXT_OPEN);
    if (edgeSpace(buf, from, to)) o = copyInto(out, o, PRESERVE);
    out[o++] = 0x3e;
    for (let k = from; k < to; k++) {
      const c = buf[k];
      const cls = BYTE_CLASS[c];
      if (cls === COPIED) out[o++] = c;
      else if (cls === ESCAPED)
        o = copyInto(out, o, c === 0x26 ? AMP : c === 0x3c ? LT : c === 0x3e ? GT : CR);
      else if (cls === QUOTE) {
        // Within a quoted field a quote is always doubled: one is written.
        out[o++] = 0x22;
        k++;
      } else if (cls === LEAD_EF) {
        if (buf[k + 1] === 0xbf && (buf[k + 2] === 0xbe || buf[k + 2] === 0xbf)) k += 2;
        else out[o++] = c;
      }
      // DROPPED: nothing.
    }
    return copyInto(out, o, TEXT_CLOSE);
  }

  /**
   * A number cell from the unquoted field [s, e) at `o` of `out`, its digits as `String(Number(text))`
   * writes them (no leading zeros, no trailing zeros after the point nor a point without digits after it,
   * no minus before zero) where that is exact: a plain decimal of at most 15 digits, no exponent form.
   * Answers the position after the cell, or -1 for a CSV_INTEGER field that is not a whole number of at
   * most 15 digits (a text cell, as the row path makes it). Any other field is written by `cell` from
   * `Number(text)`, as the row path writes it.
   */
  private csvNumber(
    buf: Buffer,
    s: number,
    e: number,
    kind: number,
    i: number,
    out: Buffer,
    o: number,
  ): number {
    let p = s;
    const negative = buf[p] === 0x2d;
    if (negative) p++;
    let intFrom = p;
    while (p < e && isDigit(buf[p])) p++;
    const intTo = p;
    let fracFrom = p;
    let fracTo = p;
    if (kind === CSV_NUMBER && p < e - 1 && buf[p] === 0x2e) {
      fracFrom = ++p;
      while (p < e && isDigit(buf[p])) p++;
      fracTo = p;
    }
    const plain = p === e && intTo > intFrom;
    if (kind === CSV_INTEGER && (!plain || intTo - intFrom > 15)) return -1;
    while (intFrom < intTo && buf[intFrom] === 0x30) intFrom++;
    while (fracTo > fracFrom && buf[fracTo - 1] === 0x30) fracTo--;
    let zeros = 0;
    if (intFrom === intTo) while (fracFrom + zeros < fracTo && buf[fracFrom + zeros] === 0x30) zeros++;
    if (!plain || intTo - intFrom + (fracTo - fracFrom) > 15 || (intFrom === intTo && zeros >= 6)) {
      // Not a plain decimal, or one this shortcut cannot write exactly: the row path's Number(text).
      this.pos = o;
      this.cell(i, Number(buf.toString('utf8', s, e)));
      return this.pos;
    }
    o = copyInto(out, o, this.cellOpen[i]);
    o = copyInto(out, o, this.rowNo, this.rowNoLen);
    o = copyInto(out, o, NUMBER_OPEN);
    if (intFrom === intTo && fracTo === fracFrom) out[o++] = 0x30;
    else {
      if (negative) out[o++] = 0x2d;
      if (intFrom === intTo) out[o++] = 0x30;
      for (let k = intFrom; k < intTo; k++) out[o++] = buf[k];
      if (fracTo > fracFrom) {
        out[o++] = 0x2e;
        for (let k = fracFrom; k < fracTo; k++) out[o++] = buf[k];
      }
    }
    return copyInto(out, o, NUMBER_CLOSE);
  }

  /** Raw text (the sheet's head and tail), UTF-8. */
  raw(s: string): void {
    const b = Buffer.from(s, 'utf8');
    this.room(b.length);
    this.put(b);
  }

  private putRowNo(): void {
    const buf = this.buf;
    const no = this.rowNo;
    let p = this.pos;
    for (let i = 0; i < this.rowNoLen; i++) buf[p++] = no[i];
    this.pos = p;
  }
}

const CONTENT_TYPES = (sheets: number) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  Array.from(
    { length: sheets },
    (_, i) =>
      `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join('') +
  '</Types>';

const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';

const attr = (s: string) => xmlText(s).replace(/"/g, '&quot;');

const WORKBOOK = (names: readonly string[]) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>' +
  names.map((n, i) => `<sheet name="${attr(n)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
  '</sheets></workbook>';

const WORKBOOK_RELS = (sheets: number) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  Array.from(
    { length: sheets },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('') +
  '</Relationships>';

/**
 * XLSX bytes of a header and its lines: the sheet XML (inline strings, no styles, no shared strings) is
 * written here and deflated as it comes into a streaming ZIP (zip.ts), so memory does not grow with the
 * row count and no spreadsheet library is involved; the sheets come first, the workbook parts that list
 * them last. The producer waits whenever the consumer falls behind. A result above one sheet's capacity
 * continues on a new sheet with the header repeated. Deflate level 1: about a third quicker than the
 * default for a fifth more bytes.
 */
export function xlsxStream(name: string, header: readonly string[], lines: AsyncIterable<Cell[]>): Readable {
  return sheetStream(name, header, async (write) => {
    for await (const line of lines) await write(line);
  });
}

/**
 * xlsxStream over COPY's CSV (lists/export/copy-csv.ts): `feed` hands over the chunks as they come
 * (records may be cut anywhere) to `write`, which writes every whole record as a sheet row straight from
 * the bytes (SheetBytes.csvRow, fields typed by `kinds`) and answers how many it wrote.
 */
export function xlsxStreamOfCsv(
  name: string,
  header: readonly string[],
  kinds: Uint8Array,
  feed: (write: (chunk: Buffer) => Promise<number>) => Promise<void>,
): Readable {
  return sheetStream(name, header, async (_line, sheet) => {
    // A record cut by a chunk's end waits in `rest` and is joined to the next chunk in `joined`: both
    // are kept from chunk to chunk (a new buffer a chunk cost as much memory as the sheet's pieces).
    let rest = Buffer.allocUnsafe(4096);
    let restLength = 0;
    let joined = Buffer.allocUnsafe(0);
    await feed(async (chunk) => {
      let buf = chunk;
      if (restLength > 0) {
        const n = restLength + chunk.length;
        if (joined.length < n) joined = Buffer.allocUnsafe(Math.max(n, joined.length * 2));
        rest.copy(joined, 0, 0, restLength);
        chunk.copy(joined, restLength);
        buf = joined.subarray(0, n);
        restLength = 0;
      }
      let p = 0;
      let rows = 0;
      while (p < buf.length) {
        // A promise only when the row sent a piece to the compressor: one await a piece, not a row.
        let next = sheet.csvRow(buf, p, kinds);
        if (typeof next !== 'number') next = await next;
        if (next < 0) break;
        p = next;
        rows += 1;
      }
      if (p < buf.length) {
        restLength = buf.length - p;
        if (rest.length < restLength) rest = Buffer.allocUnsafe(Math.max(restLength, rest.length * 2));
        buf.copy(rest, 0, p);
      }
      return rows;
    });
    if (restLength > 0) throw new Error('COPY data ended inside a record');
  });
}

/** `write` answers a promise only when the line made it wait (a piece went to the compressor). */
type RowWriter = (line: readonly Cell[]) => Promise<void> | undefined;

/**
 * Rows of COPY's CSV: `csvRow` writes the record at `start` (SheetBytes.csvRow) as the next row and
 * answers where the next record starts, -1 when this one is not whole.
 */
interface CsvRowWriter {
  csvRow(buf: Buffer, start: number, kinds: Uint8Array): Promise<number> | number;
}

function sheetStream(
  name: string,
  header: readonly string[],
  feed: (write: RowWriter, csv: CsvRowWriter) => Promise<void>,
): Readable {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const produce = async () => {
    const zip = new ZipWriter(out, 1);
    const rows = new SheetBytes(header.length);
    const names: string[] = [];
    let sheet: Awaited<ReturnType<ZipWriter['entry']>> | null = null;
    let r = 0;
    const flush = async () => {
      if (rows.length && sheet) {
        const piece = rows.take();
        await sheet.write(piece, () => rows.give(piece));
      }
    };
    const openSheet = async () => {
      names.push(sheetName(name, names.length + 1));
      sheet = await zip.entry(`xl/worksheets/sheet${names.length}.xml`);
      r = 1;
      rows.raw(SHEET_HEAD);
      rows.row(header, r);
    };
    const closeSheet = async () => {
      rows.raw(SHEET_TAIL);
      await flush();
      await sheet?.close();
    };
    await openSheet();
    const nextSheet = async (line: readonly Cell[]) => {
      await closeSheet();
      await openSheet();
      r += 1;
      rows.row(line, r);
    };
    const csvNextSheet = async (buf: Buffer, start: number, kinds: Uint8Array) => {
      await closeSheet();
      await openSheet();
      return csv.csvRow(buf, start, kinds);
    };
    const csv: CsvRowWriter = {
      csvRow(buf, start, kinds) {
        if (out.destroyed) throw out.errored ?? new Error('export stream closed');
        // A record follows (bytes are left): a full sheet is closed before it, never after the last row.
        if (r - 1 === ROWS_PER_SHEET) return csvNextSheet(buf, start, kinds);
        const next = rows.csvRow(buf, start, kinds, r + 1);
        if (next < 0) return next;
        r += 1;
        return rows.length >= PIECE ? flush().then(() => next) : next;
      },
    };
    await feed((line) => {
      if (out.destroyed) throw out.errored ?? new Error('export stream closed');
      if (r - 1 === ROWS_PER_SHEET) return nextSheet(line);
      r += 1;
      rows.row(line, r);
      return rows.length >= PIECE ? flush() : undefined;
    }, csv);
    await closeSheet();
    await zip.file('[Content_Types].xml', CONTENT_TYPES(names.length));
    await zip.file('_rels/.rels', ROOT_RELS);
    await zip.file('xl/workbook.xml', WORKBOOK(names));
    await zip.file('xl/_rels/workbook.xml.rels', WORKBOOK_RELS(names.length));
    await zip.finish();
    out.end();
  };
  produce().catch((e: Error) => out.destroy(e));
  return out;
}

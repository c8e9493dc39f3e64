/**
 * The channels' daily settlement file (docs/protocol.md, "Channel settlement files"): the one definition of
 * its format, written by the payment-network simulator and read, strictly, by reconciliation.
 *
 *   channel_ref,order_no,mer_no,type,amount,currency,fee,time      <- header, exactly
 *   WX20250301...,T2025030100000123,M00000000001,PAYMENT,12000,MOP,36,20250301103000
 *   RF20250301...,R2025030100000007,M00000000001,REFUND,2500,MOP,0,20250301154500
 *   TRAILER,2,9500                                                 <- data lines, net total (payments - refunds)
 */

export const CHANNEL_FILE_HEADER = 'channel_ref,order_no,mer_no,type,amount,currency,fee,time';
export type ChannelLineType = 'PAYMENT' | 'REFUND';

export interface ChannelLine {
  /** The channel's own reference of the payment or refund. */
  channelRef: string;
  /** Our number: the transaction's txn_no (a payment) or the refund's refund_no (a refund). */
  orderNo: string;
  /** Our merchant number, as the channel knows the sub-merchant. */
  merNo: string;
  type: ChannelLineType;
  /** Cents, > 0. */
  amount: number;
  currency: string;
  /** The channel's fee, cents (information: not compared with our fees). */
  fee: number;
  /** yyyymmddHHMMss, Macau. */
  time: string;
}

/** A line's signed contribution to a net total: payments add, refunds take off. */
export const signedAmount = (type: ChannelLineType | string, amount: number) =>
  type === 'REFUND' ? -amount : amount;

/** The file's text for these lines (the trailer's count and net total computed from them). */
export function writeChannelFile(lines: readonly ChannelLine[]): string {
  const body = lines.map((l) =>
    [l.channelRef, l.orderNo, l.merNo, l.type, l.amount, l.currency, l.fee, l.time].join(','),
  );
  const total = lines.reduce((s, l) => s + signedAmount(l.type, l.amount), 0);
  return `${[CHANNEL_FILE_HEADER, ...body, `TRAILER,${lines.length},${total}`].join('\n')}\n`;
}

/** A line read well: its line number in the file (1 = the header) and its text. */
export interface ReadLine extends ChannelLine {
  lineNo: number;
  text: string;
}

export type FileProblemKind = 'MALFORMED_LINE' | 'DUPLICATE_LINE' | 'FILE_HEADER' | 'FILE_TRAILER';

export interface FileProblem {
  kind: FileProblemKind;
  lineNo: number;
  text: string;
  /** What is wrong, in words (English: the staff's working language for file problems). */
  problem: string;
  /** The merchant number the line names, when it could be read ('' otherwise). */
  merNo: string;
}

export interface ReadFile {
  /** The well-formed lines, each (type, order number) once: the first occurrence. */
  lines: ReadLine[];
  problems: FileProblem[];
  /** Data lines in the file (header and trailer not counted). */
  dataLines: number;
  trailer: { count: number; total: number } | null;
}

const REF = /^[A-Za-z0-9_-]{1,64}$/;
const MER = /^[A-Za-z0-9]{1,32}$/;
const CENTS = /^[1-9]\d{0,14}$/;
const FEE = /^(0|[1-9]\d{0,14})$/;
const CURRENCY = /^[A-Z]{3}$/;
const TIME14 = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;
const TRAILER = /^TRAILER,(0|[1-9]\d{0,9}),(0|-?[1-9]\d{0,15})$/;

function validTime14(s: string): boolean {
  const m = TIME14.exec(s);
  if (!m) return false;
  const [y, mo, d, h, mi, se] = m.slice(1).map(Number);
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi, se));
  return (
    t.getUTCFullYear() === y &&
    t.getUTCMonth() === mo - 1 &&
    t.getUTCDate() === d &&
    t.getUTCHours() === h &&
    t.getUTCMinutes() === mi &&
    t.getUTCSeconds() === se
  );
}

/** Why a data line is not well formed, or null when it is. */
function lineProblem(f: string[]): string | null {
  if (f.length !== 8) return `expected 8 fields, found ${f.length}`;
  const [ref, order, mer, type, amount, currency, fee, time] = f;
  if (!REF.test(ref)) return 'channel_ref is empty or has characters outside A-Z, a-z, 0-9, _ and -';
  if (!REF.test(order)) return 'order_no is empty or has characters outside A-Z, a-z, 0-9, _ and -';
  if (!MER.test(mer)) return 'mer_no is empty or not alphanumeric';
  if (type !== 'PAYMENT' && type !== 'REFUND') return 'type is neither PAYMENT nor REFUND';
  if (!CENTS.test(amount)) return 'amount is not a positive whole number of cents';
  if (!CURRENCY.test(currency)) return 'currency is not a three-letter code';
  if (!FEE.test(fee)) return 'fee is not a whole number of cents';
  if (!validTime14(time)) return 'time is not a valid yyyymmddHHMMss';
  return null;
}

/**
 * Reads a channel file strictly. Never throws: a wrong header rejects the whole file (no line read); a
 * malformed line, a line whose (type, order number) came before, and a missing or wrong trailer are each
 * reported with their line number, and the rest of the file is still read.
 */
export function readChannelFile(content: Buffer | string): ReadFile {
  let text = typeof content === 'string' ? content : content.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const rows = text.split(/\r?\n/);
  // One final newline ends the last line; it is not an empty line of its own.
  if (rows.length > 1 && rows[rows.length - 1] === '') rows.pop();
  const out: ReadFile = { lines: [], problems: [], dataLines: 0, trailer: null };
  if (rows[0] !== CHANNEL_FILE_HEADER) {
    out.problems.push({
      kind: 'FILE_HEADER',
      lineNo: 1,
      text: (rows[0] ?? '').slice(0, 500),
      problem: `the first line is not the header "${CHANNEL_FILE_HEADER}": the file was not read`,
      merNo: '',
    });
    return out;
  }
  const last = rows.length - 1;
  const hasTrailer = last >= 1 && rows[last].startsWith('TRAILER');
  const end = hasTrailer ? last : rows.length;
  const seen = new Map<string, number>();
  let total = 0;
  let malformed = 0;
  for (let i = 1; i < end; i++) {
    const lineNo = i + 1;
    const raw = rows[i];
    out.dataLines++;
    const f = raw.split(',');
    const problem = lineProblem(f);
    if (problem) {
      malformed++;
      out.problems.push({
        kind: 'MALFORMED_LINE',
        lineNo,
        text: raw.slice(0, 500),
        problem,
        merNo: f.length >= 3 && MER.test(f[2]) ? f[2] : '',
      });
      continue;
    }
    const line: ReadLine = {
      channelRef: f[0],
      orderNo: f[1],
      merNo: f[2],
      type: f[3] as ChannelLineType,
      amount: Number(f[4]),
      currency: f[5],
      fee: Number(f[6]),
      time: f[7],
      lineNo,
      text: raw,
    };
    total += signedAmount(line.type, line.amount);
    const key = `${line.type}:${line.orderNo}`;
    const first = seen.get(key);
    if (first !== undefined) {
      out.problems.push({
        kind: 'DUPLICATE_LINE',
        lineNo,
        text: raw,
        problem: `the ${line.type.toLowerCase()} ${line.orderNo} was already listed on line ${first}: not matched again`,
        merNo: line.merNo,
      });
      continue;
    }
    seen.set(key, lineNo);
    out.lines.push(line);
  }
  if (!hasTrailer) {
    out.problems.push({
      kind: 'FILE_TRAILER',
      lineNo: rows.length + 1,
      text: '',
      problem: 'the file has no trailer line: it may be cut short',
      merNo: '',
    });
    return out;
  }
  const m = TRAILER.exec(rows[last]);
  if (!m) {
    out.problems.push({
      kind: 'FILE_TRAILER',
      lineNo: last + 1,
      text: rows[last].slice(0, 500),
      problem: 'the trailer is not "TRAILER,<count>,<net total in cents>"',
      merNo: '',
    });
    return out;
  }
  out.trailer = { count: Number(m[1]), total: Number(m[2]) };
  if (out.trailer.count !== out.dataLines) {
    out.problems.push({
      kind: 'FILE_TRAILER',
      lineNo: last + 1,
      text: rows[last],
      problem: `the trailer counts ${out.trailer.count} lines, the file has ${out.dataLines}`,
      merNo: '',
    });
  } else if (malformed === 0 && out.trailer.total !== total) {
    out.problems.push({
      kind: 'FILE_TRAILER',
      lineNo: last + 1,
      text: rows[last],
      problem: `the trailer's net total is ${out.trailer.total}, the lines add up to ${total}`,
      merNo: '',
    });
  }
  return out;
}

import { inflateSync } from 'node:zlib';
import type { OcrPort, OcrReading } from '../kernel/ports.ts';

/**
 * Local OCR adapter: it does not look at pixels. It reads the text layer a scanner or a phone app leaves
 * in the file (a PNG's tEXt / iTXt / zTXt chunks, a PDF's uncompressed or Flate-compressed text strings,
 * a plain text file) and finds in it an ID number and the dates, as an OCR engine would answer them.
 * Without such a layer it answers "not recognised", and the person types the values.
 */
export function createLocalOcr(): OcrPort {
  return {
    async read(content, contentType) {
      return readIdText(textLayer(content, contentType));
    },
  };
}

const PNG_SIG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The text a file carries beside its image, '' when none. */
export function textLayer(content: Buffer, contentType: string): string {
  if (contentType === 'image/png' && content.subarray(0, 8).equals(PNG_SIG)) return pngText(content);
  if (contentType === 'application/pdf') return pdfText(content);
  if (contentType === 'text/plain') return content.toString('utf8');
  return '';
}

function pngText(png: Buffer): string {
  const out: string[] = [];
  let at = 8;
  while (at + 12 <= png.length) {
    const len = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + len);
    if (data.length < len) break;
    const nul = data.indexOf(0);
    if (type === 'tEXt' && nul > 0) out.push(data.subarray(nul + 1).toString('latin1'));
    if (type === 'zTXt' && nul > 0) out.push(safeInflate(data.subarray(nul + 2)));
    if (type === 'iTXt' && nul > 0) {
      // keyword \0 compressed-flag method language \0 translated \0 text
      const compressed = data[nul + 1] === 1;
      let p = nul + 3;
      for (let i = 0; i < 2; i++) p = data.indexOf(0, p) + 1;
      if (p > 0) out.push(compressed ? safeInflate(data.subarray(p)) : data.subarray(p).toString('utf8'));
    }
    if (type === 'IEND') break;
    at += 12 + len;
  }
  return out.join('\n');
}

function safeInflate(b: Buffer): string {
  try {
    return inflateSync(b, { maxOutputLength: 1 << 20 }).toString('utf8');
  } catch {
    return '';
  }
}

/** Strings of a PDF's text operators, from plain and Flate-compressed streams. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [raw];
  const stream = /stream\r?\n/g;
  for (let m = stream.exec(raw); m; m = stream.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const inflated = safeInflate(pdf.subarray(start, end));
    if (inflated) parts.push(inflated);
    stream.lastIndex = end;
  }
  const strings: string[] = [];
  for (const part of parts)
    for (const s of part.matchAll(/\(((?:\\.|[^\\)])*)\)\s*T[jJ]/g)) strings.push(s[1]);
  return strings.join('\n');
}

const DATE = /(?<!\d)((?:19|20)\d{2})[-./年]?(0[1-9]|1[0-2])[-./月]?(0[1-9]|[12]\d|3[01])日?(?!\d)/g;
const LONG_TERM = /長期|长期|long[- ]?term/i;
const ID_NO = [
  /(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])/,
  /(?<![0-9A-Za-z])[A-Za-z]\d{6,10}(?:\([A-Za-z0-9]\))?(?![0-9A-Za-z])/,
  /(?<![0-9A-Za-z])[A-Za-z]{3}\d{15}(?![0-9A-Za-z])/,
  /(?<![0-9A-Za-z])[A-Za-z0-9]{5,17}(?![0-9A-Za-z])/,
];

/** An ID number and the dates found in a text, in reading order. */
export function readIdText(text: string): OcrReading {
  const withoutDates = text.replace(DATE, ' ');
  let idNo = '';
  for (const re of ID_NO) {
    const m = re.exec(withoutDates);
    // The last, loosest pattern needs a digit (a word is not a number).
    if (m && /\d/.test(m[0])) {
      idNo = m[0].toUpperCase();
      break;
    }
  }
  const dates: { at: number; ymd: string }[] = [];
  for (const m of text.matchAll(DATE)) dates.push({ at: m.index ?? 0, ymd: `${m[1]}${m[2]}${m[3]}` });
  const long = LONG_TERM.exec(text);
  if (long) dates.push({ at: long.index, ymd: '99991231' });
  dates.sort((a, b) => a.at - b.at);
  return { recognised: idNo !== '', idNo, dates: dates.map((d) => d.ymd) };
}

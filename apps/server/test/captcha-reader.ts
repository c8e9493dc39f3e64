import { inflateSync } from 'node:zlib';

/**
 * What an attacker does with a captcha answer before trying to see it: read it out of the payload. Every
 * string of the answer is looked at as text and, when it is a data: URL, as its decoded bytes (and, for a
 * PNG, its text chunks and inflated pixel rows as text too).
 */

export interface PngChunk {
  type: string;
  data: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The chunks of a PNG file, or null when the bytes are not one. */
export function pngChunks(bytes: Buffer): PngChunk[] | null {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const out: PngChunk[] = [];
  let at = 8;
  while (at + 8 <= bytes.length) {
    const len = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString('latin1');
    out.push({ type, data: bytes.subarray(at + 8, at + 8 + len) });
    at += 12 + len;
  }
  return out;
}

/** Every text form of one answer field: the string, its decoded bytes, PNG text chunks, inflated pixels. */
export function textsOf(value: string): string[] {
  const texts = [value];
  const m = /^data:[^,]*?(;base64)?,(.*)$/s.exec(value);
  if (!m) return texts;
  const bytes = m[1] ? Buffer.from(m[2], 'base64') : Buffer.from(decodeURIComponent(m[2]), 'utf8');
  texts.push(bytes.toString('latin1'));
  const chunks = pngChunks(bytes);
  if (chunks) {
    for (const c of chunks) {
      if (c.type === 'zTXt' || c.type === 'iTXt') texts.push(c.data.toString('latin1'));
      if (c.type === 'tEXt') texts.push(c.data.toString('latin1'));
    }
    const idat = Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data));
    if (idat.length) texts.push(inflateSync(idat).toString('latin1'));
  }
  return texts;
}

/** The string fields of an answer (nested objects included). */
export function stringsOf(data: unknown): string[] {
  if (typeof data === 'string') return [data];
  if (data && typeof data === 'object') return Object.values(data).flatMap(stringsOf);
  return [];
}

/**
 * The gap's x read from a slide captcha's markup: the SVG answer drew the gap as the last jigsaw path, at
 * `M<x> <y+8>` (the regex that solved 200 puzzles of 200; the piece's own outline, at x 0, is passed
 * over). Null when no text form holds such a path.
 */
export function readSlideGap(data: unknown): number | null {
  let found: number | null = null;
  for (const text of stringsOf(data).flatMap(textsOf)) {
    for (const m of text.matchAll(/<path d="M(\d+(?:\.\d+)?) \d+(?:\.\d+)? h13/g)) {
      if (Number(m[1]) > 0) found = Number(m[1]);
    }
  }
  return found;
}

/** True when any text form of the answer holds vector markup (SVG, paths, text elements). */
export function hasVectorMarkup(data: unknown): boolean {
  return stringsOf(data)
    .flatMap(textsOf)
    .some((t) => /<svg|<path|<text|<glyph|\sd="[Mm]/.test(t));
}

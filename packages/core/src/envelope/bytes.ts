/**
 * Byte helpers shared by the browser and Node without any `node:` import (the portal bundles this file).
 * Decoders are strict: one canonical text per byte string, so a mangled field fails loudly.
 */
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_CODES = Uint8Array.from(B64, (c) => c.charCodeAt(0));
const B64_INDEX = new Int16Array(256).fill(-1);
for (let i = 0; i < B64.length; i++) B64_INDEX[B64_CODES[i]] = i;
const PAD = 61; // '='

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

const utf8Encoder = new TextEncoder();
// fatal: invalid UTF-8 inside an authenticated plaintext is an error, not U+FFFD.
const utf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const asciiDecoder = new TextDecoder();

interface NodeBufferLike {
  from(b: ArrayBufferLike, offset: number, length: number): { toString(encoding: 'base64'): string };
}
/** Node's Buffer where there is one (the server), whose base64 is native; the browser has none. */
const nodeBuffer = (globalThis as { Buffer?: NodeBufferLike }).Buffer;

/**
 * Standard base64 with padding (RFC 4648 section 4). On the server Node's native encoder writes it: the
 * portable loop below cost about 0.1 ms of every sealed answer there (issue 31 point 5).
 */
export function toBase64(bytes: Uint8Array): string {
  if (nodeBuffer) return nodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  return toBase64Portable(bytes);
}

/** toBase64 without Node: what the browser runs. */
export function toBase64Portable(bytes: Uint8Array): string {
  // Writing character codes into bytes and decoding them once is several times faster than string
  // concatenation for the page-sized answers the server seals on every call.
  const n = bytes.length;
  const out = new Uint8Array(Math.ceil(n / 3) * 4);
  let o = 0;
  let i = 0;
  for (; i + 2 < n; i += 3) {
    const v = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out[o++] = B64_CODES[v >> 18];
    out[o++] = B64_CODES[(v >> 12) & 63];
    out[o++] = B64_CODES[(v >> 6) & 63];
    out[o++] = B64_CODES[v & 63];
  }
  if (n - i === 1) {
    const v = bytes[i];
    out[o++] = B64_CODES[v >> 2];
    out[o++] = B64_CODES[(v & 3) << 4];
    out[o++] = PAD;
    out[o++] = PAD;
  } else if (n - i === 2) {
    const v = (bytes[i] << 8) | bytes[i + 1];
    out[o++] = B64_CODES[v >> 10];
    out[o++] = B64_CODES[(v >> 4) & 63];
    out[o++] = B64_CODES[(v & 15) << 2];
    out[o++] = PAD;
  }
  return asciiDecoder.decode(out);
}

/** Canonical padded base64 to bytes; null for anything else (whitespace, URL alphabet, stray bits). */
export function fromBase64(text: string): Uint8Array | null {
  const len = text.length;
  if (len % 4 !== 0) return null;
  // One native encode, then table lookups on bytes: faster than charCodeAt per character. A non-ASCII
  // character becomes several bytes and fails the length check.
  const src = utf8Encoder.encode(text);
  if (src.length !== len) return null;
  if (len === 0) return src;
  const pad = src[len - 1] !== PAD ? 0 : src[len - 2] === PAD ? 2 : 1;
  const out = new Uint8Array((len / 4) * 3 - pad);
  const full = pad === 0 ? len : len - 4;
  const idx = B64_INDEX;
  let o = 0;
  for (let i = 0; i < full; i += 4) {
    // A -1 (not in the alphabet) sets the sign bit of v.
    const v = (idx[src[i]] << 18) | (idx[src[i + 1]] << 12) | (idx[src[i + 2]] << 6) | idx[src[i + 3]];
    if (v < 0) return null;
    out[o++] = v >> 16;
    out[o++] = (v >> 8) & 255;
    out[o++] = v & 255;
  }
  if (pad === 0) return out;
  const a = idx[src[full]];
  const b = idx[src[full + 1]];
  if ((a | b) < 0) return null;
  if (pad === 2) {
    // The unused low bits must be zero: one canonical text per byte string.
    if ((b & 15) !== 0) return null;
    out[o] = (a << 2) | (b >> 4);
    return out;
  }
  const c = idx[src[full + 2]];
  if (c < 0 || (c & 3) !== 0) return null;
  out[o++] = (a << 2) | (b >> 4);
  out[o] = ((b & 15) << 4) | (c >> 2);
  return out;
}

/** Lower-case hex. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += HEX[bytes[i]];
  return out;
}

/** Hex (either case, even length) to bytes; null for anything else. */
export function fromHex(text: string): Uint8Array | null {
  if (text.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(text)) return null;
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return out;
}

export function utf8(text: string): Uint8Array {
  return utf8Encoder.encode(text);
}

/** Strict UTF-8 decode; null when the bytes are not UTF-8. */
export function fromUtf8(bytes: Uint8Array): string | null {
  try {
    return utf8Decoder.decode(bytes);
  } catch {
    return null;
  }
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  let total = 0;
  for (const p of parts) total += p.length;
  const out = new Uint8Array(total);
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

/** Compares in time that depends only on the lengths, so a MAC check leaks nothing about the tag. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

/** PEM armour to DER bytes for the given label (e.g. 'PRIVATE KEY'); null when it is not that PEM. */
export function pemToDer(pem: string, label: string): Uint8Array | null {
  const m = new RegExp(`^-----BEGIN ${label}-----([A-Za-z0-9+/=\\s]+)-----END ${label}-----\\s*$`).exec(
    pem.trim(),
  );
  return m ? fromBase64(m[1].replace(/\s+/g, '')) : null;
}

/** DER bytes to PEM armour with 64-character lines. */
export function derToPem(der: Uint8Array, label: string): string {
  const lines = toBase64(der).match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

import { toHex } from './bytes.ts';
import { openBytes, sealBytes } from './cipher.ts';
import { ENVELOPE } from './limits.ts';
import { decodeData, decodeRequest, encodeData, encodeRequest } from './plaintext.ts';
import type { CipherKey, Primitives, RequestPlaintext } from './types.ts';

/**
 * The four messages of a call. `ts`, `nonce` and `iv` are injectable only so that docs/protocol.md can
 * publish exact vectors; the product always lets them default to the clock and fresh randomness.
 */
export interface SealOptions {
  ts?: number;
  nonce?: string;
  iv?: Uint8Array;
}

export async function sealRequestWith(
  p: Primitives,
  key: CipherKey,
  body: object,
  opts: SealOptions = {},
): Promise<string> {
  const nonce = opts.nonce ?? toHex(p.randomBytes(ENVELOPE.nonceBytes));
  const plaintext = encodeRequest(body, opts.ts ?? Date.now(), nonce);
  return sealBytes(p, key, 'req', plaintext, opts.iv);
}

export async function openRequestWith(
  p: Primitives,
  key: CipherKey,
  d: unknown,
  maxChars: number = ENVELOPE.maxRequestDChars,
): Promise<RequestPlaintext> {
  return decodeRequest(await openBytes(p, key, 'req', d, maxChars));
}

export async function sealResponseWith(
  p: Primitives,
  key: CipherKey,
  data: unknown,
  iv?: Uint8Array,
): Promise<string> {
  return sealBytes(p, key, 'res', encodeData(data), iv);
}

export async function openResponseWith(
  p: Primitives,
  key: CipherKey,
  d: unknown,
  maxChars: number = ENVELOPE.maxResponseDChars,
): Promise<Record<string, unknown>> {
  return decodeData(await openBytes(p, key, 'res', d, maxChars));
}

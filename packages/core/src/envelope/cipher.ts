import { concatBytes, constantTimeEqual, fromBase64, toBase64, utf8 } from './bytes.ts';
import { ENVELOPE } from './limits.ts';
import { type CipherKey, type Direction, EnvelopeError, type Primitives, type SecretType } from './types.ts';

/**
 * The symmetric layer of both modes (docs/protocol.md, "Sealing d"):
 * RSA mode  d = base64(iv[12] || AES-256-GCM(K, iv, plaintext, aad = dir) || tag[16])
 * SM2 mode  d = base64(iv[16] || SM4-CBC-PKCS7(K[0..16], iv, plaintext) || HMAC-SM3(K[16..32], dir || iv || c))
 */
const DIRECTION_BYTES: Record<Direction, Uint8Array> = { req: utf8('req'), res: utf8('res') };

/** The usable key of K for the given mode. */
export async function deriveCipherKey(
  p: Primitives,
  secretType: SecretType,
  k: Uint8Array,
): Promise<CipherKey> {
  if (k.length !== ENVELOPE.keyBytes) throw new EnvelopeError('decrypt', 'session key has the wrong length');
  if (secretType === 'RSA') return { secretType, aes: await p.importAesKey(k) };
  return { secretType, enc: k.slice(0, 16), mac: k.slice(16, 32) };
}

/** Seals plaintext bytes into d. `iv` is injectable only for the published test vectors. */
export async function sealBytes(
  p: Primitives,
  key: CipherKey,
  dir: Direction,
  plaintext: Uint8Array,
  iv?: Uint8Array,
): Promise<string> {
  return sealWithAad(p, key, DIRECTION_BYTES[dir], plaintext, iv);
}

/** sealBytes with any associated data (the password binding of bind.ts uses the field name). */
export async function sealWithAad(
  p: Primitives,
  key: CipherKey,
  aad: Uint8Array,
  plaintext: Uint8Array,
  iv?: Uint8Array,
): Promise<string> {
  if (key.secretType === 'RSA') {
    const nonce = iv ?? p.randomBytes(ENVELOPE.gcmIvBytes);
    return toBase64(concatBytes(nonce, await p.aesGcmEncrypt(key.aes, nonce, plaintext, aad)));
  }
  const cbcIv = iv ?? p.randomBytes(ENVELOPE.cbcIvBytes);
  const c = await p.sm4CbcEncrypt(key.enc, cbcIv, plaintext);
  const mac = await p.hmacSm3(key.mac, concatBytes(aad, cbcIv, c));
  return toBase64(concatBytes(cbcIv, c, mac));
}

/** Opens d; every failure is an EnvelopeError. The SM2 MAC is verified before anything is decrypted. */
export async function openBytes(
  p: Primitives,
  key: CipherKey,
  dir: Direction,
  d: unknown,
  maxChars: number,
): Promise<Uint8Array> {
  return openWithAad(p, key, DIRECTION_BYTES[dir], d, maxChars);
}

/** openBytes with any associated data. */
export async function openWithAad(
  p: Primitives,
  key: CipherKey,
  aad: Uint8Array,
  d: unknown,
  maxChars: number,
): Promise<Uint8Array> {
  if (typeof d !== 'string' || d.length === 0) throw new EnvelopeError('format', 'd is empty');
  if (d.length > maxChars) throw new EnvelopeError('format', 'd is too long');
  const bytes = fromBase64(d);
  if (!bytes) throw new EnvelopeError('format', 'd is not base64');

  if (key.secretType === 'RSA') {
    if (bytes.length < ENVELOPE.gcmIvBytes + ENVELOPE.gcmTagBytes)
      throw new EnvelopeError('format', 'd is too short');
    const iv = bytes.subarray(0, ENVELOPE.gcmIvBytes);
    const sealed = bytes.subarray(ENVELOPE.gcmIvBytes);
    try {
      return await p.aesGcmDecrypt(key.aes, iv, sealed, aad);
    } catch {
      throw new EnvelopeError('decrypt', 'AES-GCM tag does not verify');
    }
  }

  const head = ENVELOPE.cbcIvBytes;
  const cLength = bytes.length - head - ENVELOPE.macBytes;
  if (cLength < 16 || cLength % 16 !== 0) throw new EnvelopeError('format', 'd has the wrong length');
  const iv = bytes.subarray(0, head);
  const c = bytes.subarray(head, head + cLength);
  const tag = bytes.subarray(head + cLength);
  let ok = false;
  try {
    ok = constantTimeEqual(await p.hmacSm3(key.mac, concatBytes(aad, iv, c)), tag);
  } catch {
    ok = false;
  }
  if (!ok) throw new EnvelopeError('decrypt', 'HMAC-SM3 does not verify');
  try {
    return await p.sm4CbcDecrypt(key.enc, iv, c);
  } catch {
    throw new EnvelopeError('decrypt', 'SM4-CBC padding is invalid');
  }
}

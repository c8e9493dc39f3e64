import { fromBase64, toBase64, toHex, utf8 } from './bytes.ts';
import { ENVELOPE } from './limits.ts';
import { EnvelopeError, type Primitives, type PublicKeys, type SecretType } from './types.ts';

/**
 * `t`, the wrapped session key (docs/protocol.md, "Wrapping K"):
 * RSA mode  t = base64(RSA-OAEP-SHA256(server RSA public key, K))
 * SM2 mode  t = hex(SM2-encrypt(server SM2 public key, K)), C1C3C2, C1 without the '04' prefix
 */
const SM2_T = /^[0-9a-f]{256}$/;
const SM2_PUBLIC = /^04[0-9a-fA-F]{128}$/;

/** Checks the shape of t before any private-key work; returns the RSA ciphertext bytes or the SM2 hex. */
export function parseWrappedKey(secretType: unknown, t: unknown): Uint8Array | string {
  if (typeof t !== 'string' || t.length === 0) throw new EnvelopeError('format', 't is empty');
  if (t.length > ENVELOPE.maxTChars) throw new EnvelopeError('format', 't is too long');
  if (secretType === 'RSA') {
    const bytes = fromBase64(t);
    if (!bytes || bytes.length < 64) throw new EnvelopeError('format', 't is not an RSA-wrapped key');
    return bytes;
  }
  if (secretType === 'SM2') {
    // 64 hex of C1, 64 of C3 and 64 of C2 for the 32 bytes of K.
    if (!SM2_T.test(t)) throw new EnvelopeError('format', 't is not an SM2-wrapped key');
    return t;
  }
  throw new EnvelopeError('format', 'unknown secret type');
}

/** sid = the first 32 hex characters of SHA-256(t) (RSA) or SM3(t) (SM2), over t's ASCII text. */
export async function sessionIdOf(p: Primitives, secretType: SecretType, t: string): Promise<string> {
  parseWrappedKey(secretType, t);
  const digest = secretType === 'RSA' ? await p.sha256(utf8(t)) : await p.sm3(utf8(t));
  return toHex(digest).slice(0, ENVELOPE.sidChars);
}

/** Wraps K to the server's public key of the given mode. A bad public key is EnvelopeError('format'). */
export async function wrapKey(
  p: Primitives,
  secretType: SecretType,
  keys: PublicKeys,
  k: Uint8Array,
): Promise<string> {
  if (secretType === 'RSA') {
    const spki = typeof keys.rsa_public_key === 'string' ? fromBase64(keys.rsa_public_key) : null;
    if (!spki || spki.length === 0) throw new EnvelopeError('format', 'the RSA public key is not base64');
    try {
      return toBase64(await p.rsaOaepEncrypt(await p.importRsaPublicKey(spki), k));
    } catch {
      throw new EnvelopeError('format', 'the RSA public key is unusable');
    }
  }
  if (secretType === 'SM2') {
    const pub = keys.sm2_public_key;
    if (typeof pub !== 'string' || !SM2_PUBLIC.test(pub)) {
      throw new EnvelopeError('format', 'the SM2 public key must be 04 + 128 hex characters');
    }
    try {
      return await p.sm2Encrypt(pub.toLowerCase(), k);
    } catch {
      throw new EnvelopeError('format', 'the SM2 public key is not a point of the curve');
    }
  }
  throw new EnvelopeError('format', 'unknown secret type');
}

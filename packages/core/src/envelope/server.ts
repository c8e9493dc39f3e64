import { toBase64 } from './bytes.ts';
import { deriveCipherKey } from './cipher.ts';
import { KeyCache, type KeyCacheOptions } from './key-cache.ts';
import { ENVELOPE } from './limits.ts';
import { openRequestWith, sealResponseWith } from './messages.ts';
import {
  EnvelopeError,
  type Primitives,
  type RsaKeyHandle,
  type SecretType,
  type ServerCrypto,
  type ServerKeys,
  type SessionKey,
} from './types.ts';
import { webPrimitives } from './web-primitives.ts';
import { parseWrappedKey, sessionIdOf } from './wrapped-key.ts';

const SM2_PRIVATE = /^[0-9a-fA-F]{64}$/;

/**
 * The server side of the envelope over its two private keys. Garbage from the network only ever yields
 * EnvelopeError; an unusable private key is a plain Error (a configuration fault, answered as 500).
 */
export function createServerCrypto(opts: {
  rsaPrivateKeyPem: string;
  sm2PrivateKeyHex: string;
  primitives?: Primitives;
  cache?: KeyCacheOptions;
  /** Longest request d accepted (default ENVELOPE.maxRequestDChars). */
  maxRequestDChars?: number;
}): ServerCrypto {
  const p = opts.primitives ?? webPrimitives;
  const maxRequestDChars = opts.maxRequestDChars ?? ENVELOPE.maxRequestDChars;
  const cache = new KeyCache<SessionKey>(opts.cache);
  // The same keys found by the text of t itself: a call of a known session costs one Map lookup instead
  // of decoding t's 344 base64 characters and hashing them (SHA-256 / SM3) to find its sid. The sid cache
  // above stays the single place a key is unwrapped; this one only remembers which t led to it.
  const byT = new KeyCache<SessionKey>(opts.cache);
  const sm2Private = opts.sm2PrivateKeyHex.toLowerCase();

  const rsaKey: Promise<RsaKeyHandle> = Promise.resolve()
    .then(() => p.importRsaPrivateKey(opts.rsaPrivateKeyPem))
    .catch((error: unknown) => {
      throw new Error(`the RSA private key is unusable: ${(error as Error)?.message ?? error}`);
    });
  // Observed here so a bad key does not surface as an unhandled rejection before ready() is awaited.
  rsaKey.catch(() => undefined);

  async function unwrapWithSid(secretType: SecretType, t: string, sid: string): Promise<SessionKey> {
    const wrapped = parseWrappedKey(secretType, t);
    let k: Uint8Array;
    if (secretType === 'RSA') {
      const handle = await rsaKey;
      try {
        k = await p.rsaOaepDecrypt(handle, wrapped as Uint8Array);
      } catch {
        throw new EnvelopeError('decrypt', 't does not unwrap with the server RSA key');
      }
    } else {
      if (!SM2_PRIVATE.test(sm2Private)) throw new Error('the SM2 private key must be 64 hex characters');
      try {
        k = await p.sm2Decrypt(sm2Private, wrapped as string);
      } catch {
        throw new EnvelopeError('decrypt', 't does not unwrap with the server SM2 key');
      }
    }
    return { ...(await deriveCipherKey(p, secretType, k)), sid };
  }

  const crypto: ServerCrypto = {
    sessionIdOf: (secretType, t) => sessionIdOf(p, secretType, t),

    async unwrap(secretType, t) {
      return unwrapWithSid(secretType, t, await sessionIdOf(p, secretType, t));
    },

    async keyFor(secretType, t) {
      const known = typeof t === 'string' ? byT.get(`${secretType}:${t}`) : undefined;
      if (known) return known;
      const sid = await sessionIdOf(p, secretType, t);
      const key = await cache.getOrLoad(`${secretType}:${sid}`, () => unwrapWithSid(secretType, t, sid));
      byT.set(`${secretType}:${t}`, key);
      return key;
    },

    openRequest: (key, d, maxChars) => openRequestWith(p, key, d, Math.max(maxChars ?? 0, maxRequestDChars)),

    sealResponse: (key, data) => sealResponseWith(p, key, data),

    async ready() {
      await rsaKey;
      if (!SM2_PRIVATE.test(sm2Private)) throw new Error('the SM2 private key must be 64 hex characters');
    },
  };
  return crypto;
}

/** A fresh RSA-2048 and SM2 key pair for the server (stored once, shared by every server process). */
export async function generateServerKeys(primitives: Primitives = webPrimitives): Promise<ServerKeys> {
  const rsa = await primitives.generateRsaKeyPair();
  const sm2 = await primitives.generateSm2KeyPair();
  return {
    rsaPrivateKeyPem: rsa.privateKeyPem,
    rsaPublicKeySpkiB64: toBase64(rsa.publicKeySpkiDer),
    sm2PrivateKeyHex: sm2.privateKeyHex,
    sm2PublicKeyHex: sm2.publicKeyHex,
  };
}

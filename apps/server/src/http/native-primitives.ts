import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  createSecretKey,
  generateKeyPair,
  type KeyObject,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
  randomFillSync,
} from 'node:crypto';
import { promisify } from 'node:util';
import { type Primitives, webPrimitives } from '@mp/core';

const generateKeyPairAsync = promisify(generateKeyPair);

/**
 * Small random values (an IV of 12 or 16 bytes per call, a nonce) are cut from a pool the CSPRNG refills
 * 4 KB at a time: one system call for some 300 IVs instead of one each. Every byte is handed out once.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolAt = POOL_BYTES;
function pooledRandom(length: number): Uint8Array {
  if (length > 256) return randomBytes(length);
  if (poolAt + length > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafe(POOL_BYTES));
    poolAt = 0;
  }
  // A copy, not a view: the caller owns its bytes and the pool's are never handed out twice.
  const out = Buffer.from(pool.subarray(poolAt, poolAt + length));
  poolAt += length;
  return out;
}

/**
 * The envelope primitives on node:crypto (OpenSSL): SM3, HMAC-SM3, SM4-CBC, AES-256-GCM and RSA-OAEP run
 * natively, several times faster than WebCrypto's promise round trips and pure-JS SM4. Node cannot do SM2
 * encryption, so SM2 stays on sm-crypto-v2 (once per session, when a key is unwrapped).
 */
export const nativePrimitives: Primitives = {
  name: 'native',

  randomBytes: pooledRandom,

  sha256: (data) => createHash('sha256').update(data).digest(),

  sm3: (data) => createHash('sm3').update(data).digest(),

  hmacSm3: (key, data) => createHmac('sm3', key).update(data).digest(),

  importAesKey(raw) {
    if (raw.length !== 32) throw new Error('AES-256 key must be 32 bytes');
    return createSecretKey(raw);
  },

  aesGcmEncrypt(key, iv, plaintext, aad) {
    const cipher = createCipheriv('aes-256-gcm', key as KeyObject, iv, { authTagLength: 16 });
    cipher.setAAD(aad);
    return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  },

  aesGcmDecrypt(key, iv, sealed, aad) {
    if (sealed.length < 16) throw new Error('AES-GCM input shorter than its tag');
    const decipher = createDecipheriv('aes-256-gcm', key as KeyObject, iv, { authTagLength: 16 });
    decipher.setAAD(aad);
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  },

  sm4CbcEncrypt(key, iv, plaintext) {
    const cipher = createCipheriv('sm4-cbc', key, iv);
    return Buffer.concat([cipher.update(plaintext), cipher.final()]);
  },

  sm4CbcDecrypt(key, iv, ciphertext) {
    if (ciphertext.length === 0 || ciphertext.length % 16 !== 0) throw new Error('bad SM4-CBC length');
    const decipher = createDecipheriv('sm4-cbc', key, iv);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  },

  importRsaPublicKey: (spkiDer) =>
    createPublicKey({ key: Buffer.from(spkiDer), format: 'der', type: 'spki' }),

  importRsaPrivateKey(pkcs8Pem) {
    const key = createPrivateKey(pkcs8Pem);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not an RSA private key');
    return key;
  },

  rsaOaepEncrypt: (publicKey, data) => publicEncrypt(oaep(publicKey as KeyObject), data),

  rsaOaepDecrypt: (privateKey, data) => privateDecrypt(oaep(privateKey as KeyObject), data),

  sm2Encrypt: (publicKeyHex, data) => webPrimitives.sm2Encrypt(publicKeyHex, data),

  sm2Decrypt: (privateKeyHex, cipherHex) => webPrimitives.sm2Decrypt(privateKeyHex, cipherHex),

  async generateRsaKeyPair() {
    const { privateKey, publicKey } = await generateKeyPairAsync('rsa', {
      modulusLength: 2048,
      publicExponent: 0x10001,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    return { privateKeyPem: privateKey, publicKeySpkiDer: publicKey };
  },

  generateSm2KeyPair: () => webPrimitives.generateSm2KeyPair(),
};

/** OAEP with SHA-256 for both the OAEP digest and MGF1, as WebCrypto's RSA-OAEP/SHA-256 does. */
function oaep(key: KeyObject) {
  return { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' };
}

import { sm2, sm3, sm4 } from 'sm-crypto-v2';
import { derToPem, fromHex, pemToDer } from './bytes.ts';
import type { AesKeyHandle, Primitives, RsaKeyHandle } from './types.ts';

/**
 * The envelope primitives on WebCrypto (`globalThis.crypto.subtle`, present in browsers on https or
 * localhost and in Node 20) and sm-crypto-v2 for SM2/SM3/SM4. No `node:` import: the portal bundles it.
 */
export const webPrimitives: Primitives = {
  name: 'web',

  randomBytes(length) {
    return globalThis.crypto.getRandomValues(new Uint8Array(length));
  },

  async sha256(data) {
    return new Uint8Array(await subtle().digest('SHA-256', buf(data)));
  },

  sm3(data) {
    return hexBytes(sm3(data));
  },

  hmacSm3(key, data) {
    return hexBytes(sm3(data, { key, mode: 'hmac' }));
  },

  importAesKey(raw) {
    if (raw.length !== 32) throw new Error('AES-256 key must be 32 bytes');
    return subtle().importKey('raw', buf(raw), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
  },

  async aesGcmEncrypt(key, iv, plaintext, aad) {
    const params = { name: 'AES-GCM', iv: buf(iv), additionalData: buf(aad), tagLength: 128 };
    return new Uint8Array(await subtle().encrypt(params, cryptoKey(key), buf(plaintext)));
  },

  async aesGcmDecrypt(key, iv, sealed, aad) {
    const params = { name: 'AES-GCM', iv: buf(iv), additionalData: buf(aad), tagLength: 128 };
    return new Uint8Array(await subtle().decrypt(params, cryptoKey(key), buf(sealed)));
  },

  sm4CbcEncrypt(key, iv, plaintext) {
    // Padding is done here, and byte arrays are passed, because sm-crypto-v2 reads strings as UTF-8 on
    // encrypt but as hex on decrypt, and its unpadding accepts a pad byte of 0.
    return sm4.encrypt(pkcs7Pad(plaintext), key, { mode: 'cbc', iv, padding: 'none', output: 'array' });
  },

  sm4CbcDecrypt(key, iv, ciphertext) {
    if (ciphertext.length === 0 || ciphertext.length % 16 !== 0) throw new Error('bad SM4-CBC length');
    const padded = sm4.decrypt(ciphertext, key, { mode: 'cbc', iv, padding: 'none', output: 'array' });
    return pkcs7Unpad(padded);
  },

  importRsaPublicKey(spkiDer) {
    return subtle().importKey('spki', buf(spkiDer), RSA_OAEP, false, ['encrypt']);
  },

  importRsaPrivateKey(pkcs8Pem) {
    const der = pemToDer(pkcs8Pem, 'PRIVATE KEY');
    if (!der) throw new Error('the RSA private key must be PKCS#8 PEM');
    return subtle().importKey('pkcs8', buf(der), RSA_OAEP, false, ['decrypt']);
  },

  async rsaOaepEncrypt(publicKey, data) {
    return new Uint8Array(await subtle().encrypt({ name: 'RSA-OAEP' }, cryptoKey(publicKey), buf(data)));
  },

  async rsaOaepDecrypt(privateKey, data) {
    return new Uint8Array(await subtle().decrypt({ name: 'RSA-OAEP' }, cryptoKey(privateKey), buf(data)));
  },

  sm2Encrypt(publicKeyHex, data) {
    return sm2.doEncrypt(data, publicKeyHex, 1);
  },

  sm2Decrypt(privateKeyHex, cipherHex) {
    const out: Uint8Array | unknown[] = sm2.doDecrypt(cipherHex, privateKeyHex, 1, { output: 'array' });
    // sm-crypto-v2 answers a plain empty array (not a Uint8Array) when C3 does not verify.
    if (!(out instanceof Uint8Array)) throw new Error('SM2 C3 does not verify');
    return out;
  },

  async generateRsaKeyPair() {
    const pair = await subtle().generateKey(
      { ...RSA_OAEP, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['encrypt', 'decrypt'],
    );
    const pkcs8 = new Uint8Array(await subtle().exportKey('pkcs8', pair.privateKey));
    const spki = new Uint8Array(await subtle().exportKey('spki', pair.publicKey));
    return { privateKeyPem: derToPem(pkcs8, 'PRIVATE KEY'), publicKeySpkiDer: spki };
  },

  generateSm2KeyPair() {
    const pair = sm2.generateKeyPairHex();
    return { privateKeyHex: pair.privateKey, publicKeyHex: pair.publicKey };
  },
};

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  // Browsers hide crypto.subtle on plain http other than localhost.
  if (!s) throw new Error('WebCrypto is unavailable: serve the portal over https or on localhost');
  return s;
}

function cryptoKey(handle: AesKeyHandle | RsaKeyHandle): CryptoKey {
  return handle as CryptoKey;
}

/** WebCrypto wants ArrayBuffer-backed views; copy only when the view sits on something else. */
function buf(u: Uint8Array): Uint8Array<ArrayBuffer> {
  return u.buffer instanceof ArrayBuffer ? (u as Uint8Array<ArrayBuffer>) : new Uint8Array(u);
}

function hexBytes(hex: string): Uint8Array {
  const out = fromHex(hex);
  if (!out) throw new Error('unexpected hex from sm-crypto-v2');
  return out;
}

function pkcs7Pad(data: Uint8Array): Uint8Array {
  const pad = 16 - (data.length % 16);
  const out = new Uint8Array(data.length + pad);
  out.set(data);
  out.fill(pad, data.length);
  return out;
}

function pkcs7Unpad(data: Uint8Array): Uint8Array {
  const pad = data[data.length - 1];
  if (pad < 1 || pad > 16 || pad > data.length) throw new Error('bad PKCS#7 padding');
  for (let i = data.length - pad; i < data.length; i++)
    if (data[i] !== pad) throw new Error('bad PKCS#7 padding');
  return data.slice(0, data.length - pad);
}

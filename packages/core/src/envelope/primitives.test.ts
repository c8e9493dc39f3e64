import { sm2 } from 'sm-crypto-v2';
import { describe, expect, it } from 'vitest';
import { fromHex, toBase64, toHex, utf8 } from './bytes.ts';
import { webPrimitives as p } from './web-primitives.ts';

/** Published vectors against the browser primitives (the node:crypto ones are checked in apps/server). */
const hex = (h: string) => fromHex(h)!;

describe('SM3 (GB/T 32905-2016 example 1)', () => {
  it("hashes 'abc'", async () => {
    expect(toHex(await p.sm3(utf8('abc')))).toBe(
      '66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0',
    );
  });
});

describe('SM4 (GB/T 32907-2016 example 1)', () => {
  it('encrypts the standard block (CBC with a zero iv = ECB on the first block)', async () => {
    const key = hex('0123456789abcdeffedcba9876543210');
    const out = await p.sm4CbcEncrypt(key, new Uint8Array(16), key);
    // One full block of plaintext gains a second block of PKCS#7 padding.
    expect(out.length).toBe(32);
    expect(toHex(out.subarray(0, 16))).toBe('681edf34d206965e86b3e94f536e4246');
    expect(toHex(await p.sm4CbcDecrypt(key, new Uint8Array(16), out))).toBe(
      '0123456789abcdeffedcba9876543210',
    );
  });

  it('refuses bad padding and bad lengths', async () => {
    const key = hex('0123456789abcdeffedcba9876543210');
    const iv = new Uint8Array(16);
    const sealed = await p.sm4CbcEncrypt(key, iv, utf8('fifteen bytes!!'));
    expect(sealed.length).toBe(16);
    const flipped = Uint8Array.from(sealed);
    flipped[15] ^= 1;
    await expect(async () => p.sm4CbcDecrypt(key, iv, flipped)).rejects.toThrow();
    await expect(async () => p.sm4CbcDecrypt(key, iv, sealed.subarray(0, 15))).rejects.toThrow();
    await expect(async () => p.sm4CbcDecrypt(key, iv, new Uint8Array(0))).rejects.toThrow();
    // A block that decrypts to a pad byte of 0 must fail too (sm-crypto-v2 alone would accept it).
    const zeroPad = await p.sm4CbcEncrypt(key, iv, new Uint8Array(16));
    await expect(async () => p.sm4CbcDecrypt(key, iv, zeroPad.subarray(0, 16))).rejects.toThrow();
  });
});

describe('HMAC-SM3 (GM/T 0042-2015 appendix D.3)', () => {
  it('matches the published MACs', async () => {
    const key32 = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
    const msg = utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'.repeat(2));
    expect(toHex(await p.hmacSm3(key32, msg))).toBe(
      'ca05e144ed05d1857840d1f318a4a8669e559fc8391f414485bfdf7bb408963a',
    );
    expect(toHex(await p.hmacSm3(new Uint8Array(32).fill(0x0b), utf8('Hi There')))).toBe(
      'c0ba18c68b90c88bc07de794bfc7d2c8d19ec31ed8773bc2b390c9604e0be11e',
    );
    expect(toHex(await p.hmacSm3(utf8('Jefe'), utf8('what do ya want for nothing?')))).toBe(
      '2e87f1d16862e6d964b50a5200bf2b10b764faa9680a296a2405f24bec39f882',
    );
  });
});

describe('AES-256-GCM (McGrew-Viega test case 16)', () => {
  const K = hex('feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308');
  const P = hex(
    'd9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39',
  );
  const A = hex('feedfacedeadbeeffeedfacedeadbeefabaddad2');
  const IV = hex('cafebabefacedbaddecaf888');
  const C =
    '522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662';
  const T = '76fc6ece0f4e1768cddf8853bb2d551b';

  it('encrypts to the published ciphertext and tag', async () => {
    const key = await p.importAesKey(K);
    expect(toHex(await p.aesGcmEncrypt(key, IV, P, A))).toBe(C + T);
    expect(toHex(await p.aesGcmDecrypt(key, IV, hex(C + T), A))).toBe(toHex(P));
  });

  it('refuses a flipped tag or other AAD', async () => {
    const key = await p.importAesKey(K);
    const badTag = hex(C + T);
    badTag[badTag.length - 1] ^= 1;
    await expect(async () => p.aesGcmDecrypt(key, IV, badTag, A)).rejects.toThrow();
    await expect(async () => p.aesGcmDecrypt(key, IV, hex(C + T), utf8('other'))).rejects.toThrow();
  });
});

describe('SHA-256 (FIPS 180-2 appendix B.1)', () => {
  it("hashes 'abc'", async () => {
    expect(toHex(await p.sha256(utf8('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('SM2 with sm-crypto-v2', () => {
  it('encrypts and decrypts a session key, C1C3C2 without the 04 prefix', async () => {
    const pair = await p.generateSm2KeyPair();
    expect(pair.publicKeyHex).toMatch(/^04[0-9a-f]{128}$/);
    const k = p.randomBytes(32);
    const t = await p.sm2Encrypt(pair.publicKeyHex, k);
    expect(t).toMatch(/^[0-9a-f]{256}$/);
    expect(toHex(await p.sm2Decrypt(pair.privateKeyHex, t))).toBe(toHex(k));
    // C3 = SM3(x2 || M || y2): a flipped C2 byte no longer verifies.
    const tampered = t.slice(0, 250) + (t[250] === '0' ? '1' : '0') + t.slice(251);
    await expect(async () => p.sm2Decrypt(pair.privateKeyHex, tampered)).rejects.toThrow();
    const other = await p.generateSm2KeyPair();
    await expect(async () => p.sm2Decrypt(other.privateKeyHex, t)).rejects.toThrow();
  });

  it('signs and verifies with the default user id', async () => {
    const pair = await p.generateSm2KeyPair();
    const signature = sm2.doSignature('merchant portal', pair.privateKeyHex, { hash: true });
    expect(sm2.doVerifySignature('merchant portal', signature, pair.publicKeyHex, { hash: true })).toBe(true);
    expect(sm2.doVerifySignature('merchant portal!', signature, pair.publicKeyHex, { hash: true })).toBe(
      false,
    );
  });
});

describe('RSA-OAEP-SHA256 with WebCrypto', () => {
  it('wraps and unwraps 32 bytes with a generated key', async () => {
    const pair = await p.generateRsaKeyPair();
    expect(pair.privateKeyPem.startsWith('-----BEGIN PRIVATE KEY-----')).toBe(true);
    const pub = await p.importRsaPublicKey(pair.publicKeySpkiDer);
    const priv = await p.importRsaPrivateKey(pair.privateKeyPem);
    const k = p.randomBytes(32);
    const wrapped = await p.rsaOaepEncrypt(pub, k);
    expect(wrapped.length).toBe(256);
    expect(toHex(await p.rsaOaepDecrypt(priv, wrapped))).toBe(toHex(k));
    const again = await p.rsaOaepEncrypt(pub, k);
    expect(toBase64(again)).not.toBe(toBase64(wrapped));
    wrapped[10] ^= 1;
    await expect(async () => p.rsaOaepDecrypt(priv, wrapped)).rejects.toThrow();
  });
});

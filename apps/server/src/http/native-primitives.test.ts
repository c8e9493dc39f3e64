import {
  constants,
  createCipheriv,
  createHash,
  createHmac,
  createPublicKey,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import {
  createClientSession,
  createServerCrypto,
  EnvelopeError,
  generateServerKeys,
  type Primitives,
  type SecretType,
  webPrimitives,
} from '@mp/core';
import { VECTORS as V } from '@mp/core/envelope/vectors';
import { describe, expect, it } from 'vitest';
import { nativePrimitives as n } from './native-primitives.ts';

const hex = (h: string) => Buffer.from(h, 'hex');
const toHex = (u: Uint8Array) => Buffer.from(u).toString('hex');
const keys = { rsa_public_key: V.rsa.publicKeySpkiB64, sm2_public_key: V.sm2.publicKeyHex };
const MODES: SecretType[] = ['RSA', 'SM2'];

describe('node:crypto primitives against published vectors', () => {
  it('SM3, SM4, HMAC-SM3, SHA-256', async () => {
    expect(toHex(await n.sm3(Buffer.from('abc')))).toBe(
      '66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0',
    );
    const sm4Key = hex('0123456789abcdeffedcba9876543210');
    const block = await n.sm4CbcEncrypt(sm4Key, new Uint8Array(16), sm4Key);
    expect(toHex(block.subarray(0, 16))).toBe('681edf34d206965e86b3e94f536e4246');
    const key32 = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
    const msg = Buffer.from('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'.repeat(2));
    expect(toHex(await n.hmacSm3(key32, msg))).toBe(
      'ca05e144ed05d1857840d1f318a4a8669e559fc8391f414485bfdf7bb408963a',
    );
    expect(toHex(await n.sha256(Buffer.from('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('AES-256-GCM (McGrew-Viega test case 16)', async () => {
    const key = await n.importAesKey(hex('feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308'));
    const P = hex(
      'd9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39',
    );
    const A = hex('feedfacedeadbeeffeedfacedeadbeefabaddad2');
    const IV = hex('cafebabefacedbaddecaf888');
    const CT =
      '522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662' +
      '76fc6ece0f4e1768cddf8853bb2d551b';
    expect(toHex(await n.aesGcmEncrypt(key, IV, P, A))).toBe(CT);
    expect(toHex(await n.aesGcmDecrypt(key, IV, hex(CT), A))).toBe(toHex(P));
    const badTag = hex(CT);
    badTag[badTag.length - 1] ^= 1;
    await expect(async () => n.aesGcmDecrypt(key, IV, badTag, A)).rejects.toThrow();
    // A truncated tag must not be accepted as a shorter valid tag.
    await expect(async () => n.aesGcmDecrypt(key, IV, hex(CT).subarray(0, 70), A)).rejects.toThrow();
  });

  it('RSA-OAEP round trip and the published t', async () => {
    const priv = await n.importRsaPrivateKey(V.rsa.privateKeyPem);
    expect(toHex(await n.rsaOaepDecrypt(priv, Buffer.from(V.rsa.t, 'base64')))).toBe(V.k);
    const pub = await n.importRsaPublicKey(Buffer.from(V.rsa.publicKeySpkiB64, 'base64'));
    const k = randomBytes(32);
    expect(toHex(await n.rsaOaepDecrypt(priv, await n.rsaOaepEncrypt(pub, k)))).toBe(toHex(k));
  });
});

describe('node:crypto and web primitives agree byte for byte', () => {
  const lengths = [0, 1, 15, 16, 17, 31, 32, 33, 100, 4096];

  it('hashes and MACs', async () => {
    for (const length of lengths) {
      const data = randomBytes(length);
      const key = randomBytes(16);
      expect(toHex(await n.sha256(data))).toBe(toHex(await webPrimitives.sha256(data)));
      expect(toHex(await n.sm3(data))).toBe(toHex(await webPrimitives.sm3(data)));
      expect(toHex(await n.hmacSm3(key, data))).toBe(toHex(await webPrimitives.hmacSm3(key, data)));
    }
  });

  it('SM4-CBC and AES-256-GCM, each opening the other', async () => {
    for (const length of lengths) {
      const data = randomBytes(length);
      const sm4Key = randomBytes(16);
      const iv16 = randomBytes(16);
      const nSm4 = await n.sm4CbcEncrypt(sm4Key, iv16, data);
      expect(toHex(await webPrimitives.sm4CbcEncrypt(sm4Key, iv16, data))).toBe(toHex(nSm4));
      expect(toHex(await webPrimitives.sm4CbcDecrypt(sm4Key, iv16, nSm4))).toBe(toHex(data));

      const raw = randomBytes(32);
      const iv12 = randomBytes(12);
      const aad = Buffer.from('req');
      const nGcm = await n.aesGcmEncrypt(await n.importAesKey(raw), iv12, data, aad);
      const wGcm = await webPrimitives.aesGcmEncrypt(await webPrimitives.importAesKey(raw), iv12, data, aad);
      expect(toHex(wGcm)).toBe(toHex(nGcm));
      expect(toHex(await n.aesGcmDecrypt(await n.importAesKey(raw), iv12, wGcm, aad))).toBe(toHex(data));
    }
  });

  it('refuse the same bad SM4 padding', async () => {
    const key = randomBytes(16);
    const iv = randomBytes(16);
    for (const pad of [0, 17, 255]) {
      // A block whose plaintext ends in an invalid pad byte, made by encrypting without padding.
      const plain = Buffer.alloc(16, pad);
      const c = createCipheriv('sm4-cbc', key, iv).setAutoPadding(false);
      const sealed = Buffer.concat([c.update(plain), c.final()]);
      await expect(async () => n.sm4CbcDecrypt(key, iv, sealed)).rejects.toThrow();
      await expect(async () => webPrimitives.sm4CbcDecrypt(key, iv, sealed)).rejects.toThrow();
    }
  });

  it('RSA keys of either implementation work in the other', async () => {
    const native = await n.generateRsaKeyPair();
    const web = await webPrimitives.generateRsaKeyPair();
    for (const pair of [native, web]) {
      for (const [enc, dec] of [
        [n, webPrimitives],
        [webPrimitives, n],
      ] as [Primitives, Primitives][]) {
        const k = randomBytes(32);
        const wrapped = await enc.rsaOaepEncrypt(await enc.importRsaPublicKey(pair.publicKeySpkiDer), k);
        expect(
          toHex(await dec.rsaOaepDecrypt(await dec.importRsaPrivateKey(pair.privateKeyPem), wrapped)),
        ).toBe(toHex(k));
      }
    }
  });
});

describe('the envelope across implementations', () => {
  const cases: [string, Primitives, Primitives][] = [
    ['web client -> native server', webPrimitives, n],
    ['native client -> web server', n, webPrimitives],
  ];

  for (const mode of MODES) {
    for (const [name, clientP, serverP] of cases) {
      it(`${mode}: ${name}`, async () => {
        const server = createServerCrypto({
          rsaPrivateKeyPem: V.rsa.privateKeyPem,
          sm2PrivateKeyHex: V.sm2.privateKeyHex,
          primitives: serverP,
        });
        const client = await createClientSession({ secretType: mode, keys, primitives: clientP });
        const key = await server.keyFor(mode, client.t);
        expect(key.sid).toBe(client.sid);
        const body = { mer_name: '澳門測試商戶', refund_amount: 100, items: [1, 2, 3] };
        expect((await server.openRequest(key, await client.sealRequest(body))).body).toEqual(body);
        const data = { total: 3, rows: [{ name: '退款' }] };
        expect(await client.openResponse(await server.sealResponse(key, data))).toEqual(data);

        const d = await client.sealRequest({ x: 1 });
        const flipped = Buffer.from(d, 'base64');
        flipped[flipped.length - 1] ^= 1;
        await expect(server.openRequest(key, flipped.toString('base64'))).rejects.toBeInstanceOf(
          EnvelopeError,
        );
      });
    }
  }

  it('native server crypto reproduces the vectors and refuses garbage with EnvelopeError', async () => {
    const server = createServerCrypto({
      rsaPrivateKeyPem: V.rsa.privateKeyPem,
      sm2PrivateKeyHex: V.sm2.privateKeyHex,
      primitives: n,
    });
    await server.ready();
    for (const [mode, v] of [
      ['RSA', V.rsa],
      ['SM2', V.sm2],
    ] as const) {
      const key = await server.keyFor(mode, v.t);
      expect(key.sid).toBe(v.sid);
      expect(await server.openRequest(key, v.requestD)).toEqual({ ts: V.ts, nonce: V.nonce, body: V.body });
      for (const g of ['', 'AAAA', v.requestD.slice(0, -8), v.responseD, 'x'.repeat(100)]) {
        await expect(server.openRequest(key, g)).rejects.toBeInstanceOf(EnvelopeError);
      }
    }
  });

  it('keys generated with native primitives serve web clients', async () => {
    const fresh = await generateServerKeys(n);
    const server = createServerCrypto({
      rsaPrivateKeyPem: fresh.rsaPrivateKeyPem,
      sm2PrivateKeyHex: fresh.sm2PrivateKeyHex,
      primitives: n,
    });
    const freshKeys = { rsa_public_key: fresh.rsaPublicKeySpkiB64, sm2_public_key: fresh.sm2PublicKeyHex };
    for (const mode of MODES) {
      const client = await createClientSession({ secretType: mode, keys: freshKeys });
      const key = await server.keyFor(mode, client.t);
      expect((await server.openRequest(key, await client.sealRequest({ ok: 1 }))).body).toEqual({ ok: 1 });
    }
  });
});

/**
 * docs/protocol.md rebuilt from its own words with bare node:crypto calls, sharing no code with the
 * envelope: if the document and the implementation drift apart, this fails.
 */
describe('docs/protocol.md followed by hand', () => {
  const K = hex(V.k);
  const plaintext = Buffer.from(V.requestPlaintext, 'utf8');

  it('RSA mode: d = base64(iv || AES-256-GCM(K, iv, plaintext, aad=dir) || tag)', () => {
    const iv = hex(V.rsa.requestIv);
    const cipher = createCipheriv('aes-256-gcm', K, iv);
    cipher.setAAD(Buffer.from('req'));
    const d = Buffer.concat([iv, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]).toString(
      'base64',
    );
    expect(d).toBe(V.rsa.requestD);
    const sid = createHash('sha256').update(V.rsa.t, 'ascii').digest('hex').slice(0, 32);
    expect(sid).toBe(V.rsa.sid);
    const unwrapped = privateDecrypt(
      { key: V.rsa.privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(V.rsa.t, 'base64'),
    );
    expect(unwrapped.toString('hex')).toBe(V.k);
    const rewrapped = publicEncrypt(
      {
        key: createPublicKey({
          key: Buffer.from(V.rsa.publicKeySpkiB64, 'base64'),
          format: 'der',
          type: 'spki',
        }),
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      K,
    );
    // The published public key belongs to the published private key.
    const again = privateDecrypt(
      { key: V.rsa.privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      rewrapped,
    );
    expect(rewrapped.length).toBe(256);
    expect(again.toString('hex')).toBe(V.k);
  });

  it('SM2 mode: d = base64(iv || SM4-CBC(K[0..16]) || HMAC-SM3(K[16..32], dir || iv || c))', () => {
    const iv = hex(V.sm2.requestIv);
    const cipher = createCipheriv('sm4-cbc', K.subarray(0, 16), iv);
    const c = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    const mac = createHmac('sm3', K.subarray(16, 32))
      .update(Buffer.concat([Buffer.from('req'), iv, c]))
      .digest();
    expect(Buffer.concat([iv, c, mac]).toString('base64')).toBe(V.sm2.requestD);
    expect(createHash('sm3').update(V.sm2.t, 'ascii').digest('hex').slice(0, 32)).toBe(V.sm2.sid);
  });

  it('responses use dir = res and the JSON of the data object', () => {
    const data = Buffer.from(V.responsePlaintext, 'utf8');
    const ivR = hex(V.rsa.responseIv);
    const gcm = createCipheriv('aes-256-gcm', K, ivR);
    gcm.setAAD(Buffer.from('res'));
    const rsaD = Buffer.concat([ivR, gcm.update(data), gcm.final(), gcm.getAuthTag()]).toString('base64');
    expect(rsaD).toBe(V.rsa.responseD);

    const ivS = hex(V.sm2.responseIv);
    const cbc = createCipheriv('sm4-cbc', K.subarray(0, 16), ivS);
    const c = Buffer.concat([cbc.update(data), cbc.final()]);
    const mac = createHmac('sm3', K.subarray(16, 32))
      .update(Buffer.concat([Buffer.from('res'), ivS, c]))
      .digest();
    expect(Buffer.concat([ivS, c, mac]).toString('base64')).toBe(V.sm2.responseD);
  });
});

import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64, utf8 } from './bytes.ts';
import { sealBytes } from './cipher.ts';
import { createClientSession } from './client.ts';
import { createServerCrypto, generateServerKeys } from './server.ts';
import { EnvelopeError, type Primitives, type PublicKeys, type SecretType } from './types.ts';
import { VECTORS } from './vectors.ts';
import { webPrimitives } from './web-primitives.ts';

const keys: PublicKeys = {
  rsa_public_key: VECTORS.rsa.publicKeySpkiB64,
  sm2_public_key: VECTORS.sm2.publicKeyHex,
};
const server = createServerCrypto({
  rsaPrivateKeyPem: VECTORS.rsa.privateKeyPem,
  sm2PrivateKeyHex: VECTORS.sm2.privateKeyHex,
});
const MODES: SecretType[] = ['RSA', 'SM2'];

/** Expects an EnvelopeError of the given kind (and nothing else) from the call. */
async function expectEnvelopeError(call: () => Promise<unknown>, kind?: 'decrypt' | 'format'): Promise<void> {
  let caught: unknown;
  try {
    await call();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(EnvelopeError);
  if (kind) expect((caught as EnvelopeError).kind).toBe(kind);
}

function flipBit(d: string, byteIndex: number): string {
  const bytes = fromBase64(d)!;
  const i = byteIndex < 0 ? bytes.length + byteIndex : byteIndex;
  bytes[i] ^= 0x01;
  return toBase64(bytes);
}

describe.each(MODES)('envelope round trip, %s mode', (mode) => {
  it('carries a request and a response with Chinese text, and t/sid agree on both sides', async () => {
    const client = await createClientSession({ secretType: mode, keys });
    const key = await server.keyFor(mode, client.t);
    expect(key.sid).toBe(client.sid);
    expect(await server.sessionIdOf(mode, client.t)).toBe(client.sid);
    expect(client.sid).toMatch(/^[0-9a-f]{32}$/);

    const body = { login_name: 'demo', mer_name: '澳門測試商戶 €', page: { no: 1, size: 20 } };
    const d = await client.sealRequest(body, 1_700_000_000_000);
    const opened = await server.openRequest(key, d);
    expect(opened.body).toEqual(body);
    expect(opened.ts).toBe(1_700_000_000_000);
    expect(opened.nonce).toMatch(/^[0-9a-f]{32}$/);

    const data = { rows: [{ amount: 12345, name: '收款' }], total: 1 };
    expect(await client.openResponse(await server.sealResponse(key, data))).toEqual(data);
  });

  it('gives every request a fresh nonce and iv', async () => {
    const client = await createClientSession({ secretType: mode, keys });
    const key = await server.keyFor(mode, client.t);
    const d1 = await client.sealRequest({ a: 1 }, 1);
    const d2 = await client.sealRequest({ a: 1 }, 1);
    expect(d1).not.toBe(d2);
    const [p1, p2] = [await server.openRequest(key, d1), await server.openRequest(key, d2)];
    expect(p1.nonce).not.toBe(p2.nonce);
  });

  it('refuses a flipped bit in the iv, the ciphertext and the tag/MAC', async () => {
    const client = await createClientSession({ secretType: mode, keys });
    const key = await server.keyFor(mode, client.t);
    const d = await client.sealRequest({ refund_amount: 100 });
    for (const at of [0, 20, -1])
      await expectEnvelopeError(() => server.openRequest(key, flipBit(d, at)), 'decrypt');
  });

  it('binds direction: a response cannot be opened as a request, nor a request as a response', async () => {
    const client = await createClientSession({ secretType: mode, keys });
    const key = await server.keyFor(mode, client.t);
    const res = await server.sealResponse(key, { ts: 1, nonce: '0'.repeat(32), body: {} });
    await expectEnvelopeError(() => server.openRequest(key, res), 'decrypt');
    const req = await client.sealRequest({ x: 1 });
    await expectEnvelopeError(() => client.openResponse(req), 'decrypt');
  });

  it('refuses d sealed under another session key (t swapped)', async () => {
    const a = await createClientSession({ secretType: mode, keys });
    const b = await createClientSession({ secretType: mode, keys });
    const keyB = await server.keyFor(mode, b.t);
    await expectEnvelopeError(async () => server.openRequest(keyB, await a.sealRequest({ x: 1 })), 'decrypt');
  });

  it('refuses garbage d with EnvelopeError only', async () => {
    const client = await createClientSession({ secretType: mode, keys });
    const key = await server.keyFor(mode, client.t);
    const d = await client.sealRequest({ x: 1 });
    const garbage: unknown[] = [
      '',
      'not base64!',
      'QUJD',
      d.slice(0, 20),
      d.slice(0, -4),
      `${d}AAAA`,
      toBase64(new Uint8Array(63)),
      toBase64(new Uint8Array(80)),
      'A'.repeat(5 * 1024 * 1024),
      undefined,
      null,
      42,
      { d },
    ];
    for (const g of garbage) await expectEnvelopeError(() => server.openRequest(key, g as string));
    await expectEnvelopeError(() => client.openResponse(''), 'format');
  });

  it('refuses authentic plaintexts of the wrong shape with format errors', async () => {
    const client = await createClientSession({ secretType: mode, keys });
    const key = await server.keyFor(mode, client.t);
    const seal = (text: string) => sealBytes(webPrimitives, key, 'req', utf8(text));
    const nonce = '0123456789abcdef0123456789abcdef';
    const shapes = [
      '[]',
      '"text"',
      'null',
      '{}',
      `{"nonce":"${nonce}","body":{}}`,
      '{"ts":1,"body":{}}',
      `{"ts":1,"nonce":"${nonce}"}`,
      `{"ts":"1","nonce":"${nonce}","body":{}}`,
      `{"ts":1.5,"nonce":"${nonce}","body":{}}`,
      `{"ts":1,"nonce":"XYZ","body":{}}`,
      `{"ts":1,"nonce":"${nonce.toUpperCase()}","body":{}}`,
      `{"ts":1,"nonce":"${nonce}","body":[]}`,
      `{"ts":1,"nonce":"${nonce}","body":{},"extra":1}`,
    ];
    for (const text of shapes)
      await expectEnvelopeError(async () => server.openRequest(key, await seal(text)), 'format');
    await expectEnvelopeError(async () => server.openRequest(key, await seal('{not json')), 'decrypt');
    const valid = await server.openRequest(key, await seal(`{"ts":1,"nonce":"${nonce}","body":{"a":[1]}}`));
    expect(valid).toEqual({ ts: 1, nonce, body: { a: [1] } });
  });

  it('refuses to seal what is not a JSON object', async () => {
    const client = await createClientSession({ secretType: mode, keys });
    const key = await server.keyFor(mode, client.t);
    // A rejected promise, not a synchronous throw, so that callers' .catch() sees it.
    await expect(client.sealRequest([] as unknown as object)).rejects.toBeInstanceOf(EnvelopeError);
    await expect(server.sealResponse(key, [])).rejects.toBeInstanceOf(EnvelopeError);
    await expectEnvelopeError(() => client.sealRequest({ n: 1n } as unknown as object), 'format');
    await expectEnvelopeError(() => server.sealResponse(key, null), 'format');
    await expectEnvelopeError(() => server.sealResponse(key, 'text'), 'format');
  });
});

describe('wrapped keys', () => {
  it('refuses malformed t before any private-key work', async () => {
    const longT = 'A'.repeat(2052);
    for (const t of ['', longT, 'not base64', 'AAAA', '中文']) {
      await expectEnvelopeError(async () => server.sessionIdOf('RSA', t), 'format');
      await expectEnvelopeError(() => server.keyFor('RSA', t), 'format');
    }
    for (const t of ['', 'ab', 'g'.repeat(256), 'A'.repeat(256), '0'.repeat(258)]) {
      await expectEnvelopeError(async () => server.sessionIdOf('SM2', t), 'format');
      await expectEnvelopeError(() => server.unwrap('SM2', t), 'format');
    }
    await expectEnvelopeError(() => server.unwrap('DES' as SecretType, 'AAAA'), 'format');
  });

  it('refuses a well-formed t that does not unwrap with the server key', async () => {
    const rsaT = toBase64(new Uint8Array(256).fill(7));
    await expectEnvelopeError(() => server.unwrap('RSA', rsaT), 'decrypt');
    const sm2T =
      VECTORS.sm2.t.slice(0, 200) + (VECTORS.sm2.t[200] === 'a' ? 'b' : 'a') + VECTORS.sm2.t.slice(201);
    await expectEnvelopeError(() => server.unwrap('SM2', sm2T), 'decrypt');
    // C1 that is not a point of the curve.
    await expectEnvelopeError(() => server.unwrap('SM2', '0'.repeat(256)), 'decrypt');
    // A t of one mode presented as the other.
    await expectEnvelopeError(() => server.unwrap('SM2', VECTORS.rsa.t));
  });

  it('refuses bad public keys on the client with format errors', async () => {
    await expectEnvelopeError(
      () => createClientSession({ secretType: 'RSA', keys: { ...keys, rsa_public_key: 'AAAA' } }),
      'format',
    );
    await expectEnvelopeError(
      () =>
        createClientSession({ secretType: 'SM2', keys: { ...keys, sm2_public_key: `04${'1'.repeat(128)}` } }),
      'format',
    );
    await expectEnvelopeError(() =>
      createClientSession({ secretType: 'SM2', keys: { ...keys, sm2_public_key: '' } }),
    );
  });
});

describe('server keys and caching', () => {
  it('works end to end with freshly generated keys', async () => {
    const fresh = await generateServerKeys();
    expect(fresh.sm2PublicKeyHex).toMatch(/^04[0-9a-f]{128}$/);
    const crypto = createServerCrypto({
      rsaPrivateKeyPem: fresh.rsaPrivateKeyPem,
      sm2PrivateKeyHex: fresh.sm2PrivateKeyHex,
    });
    await crypto.ready();
    const freshKeys = { rsa_public_key: fresh.rsaPublicKeySpkiB64, sm2_public_key: fresh.sm2PublicKeyHex };
    for (const mode of MODES) {
      const client = await createClientSession({ secretType: mode, keys: freshKeys });
      const key = await crypto.keyFor(mode, client.t);
      expect((await crypto.openRequest(key, await client.sealRequest({ ok: true }))).body).toEqual({
        ok: true,
      });
      // The vectors' server cannot unwrap a key wrapped to another server.
      await expectEnvelopeError(() => server.unwrap(mode, client.t), 'decrypt');
    }
  });

  it('unwraps once per session, also under concurrent first calls', async () => {
    let unwraps = 0;
    const counting: Primitives = {
      ...webPrimitives,
      rsaOaepDecrypt(key, data) {
        unwraps++;
        return webPrimitives.rsaOaepDecrypt(key, data);
      },
      sm2Decrypt(key, data) {
        unwraps++;
        return webPrimitives.sm2Decrypt(key, data);
      },
    };
    const crypto = createServerCrypto({
      rsaPrivateKeyPem: VECTORS.rsa.privateKeyPem,
      sm2PrivateKeyHex: VECTORS.sm2.privateKeyHex,
      primitives: counting,
    });
    for (const mode of MODES) {
      const client = await createClientSession({ secretType: mode, keys });
      unwraps = 0;
      const first = await Promise.all([1, 2, 3, 4].map(() => crypto.keyFor(mode, client.t)));
      const later = await crypto.keyFor(mode, client.t);
      expect(unwraps).toBe(1);
      expect(new Set([...first, later]).size).toBe(1);
      await crypto.unwrap(mode, client.t);
      expect(unwraps).toBe(2);
    }
  });

  it('does not cache failures, and reports an unusable private key as a plain Error', async () => {
    const broken = createServerCrypto({ rsaPrivateKeyPem: 'nonsense', sm2PrivateKeyHex: 'xyz' });
    await expect(broken.ready()).rejects.toThrow(/RSA private key is unusable/);
    const caught = await broken.keyFor('RSA', VECTORS.rsa.t).catch((e: unknown) => e);
    expect(caught).toBeInstanceOf(Error);
    expect(caught).not.toBeInstanceOf(EnvelopeError);
    const sm2Caught = await broken.keyFor('SM2', VECTORS.sm2.t).catch((e: unknown) => e);
    expect(sm2Caught).not.toBeInstanceOf(EnvelopeError);
  });
});

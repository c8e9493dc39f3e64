import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bindSecret, openBound } from './bind.ts';
import { fromBase64, fromHex, fromUtf8, toHex } from './bytes.ts';
import { deriveCipherKey } from './cipher.ts';
import { openResponseWith, sealRequestWith, sealResponseWith } from './messages.ts';
import { encodeData, encodeRequest } from './plaintext.ts';
import { createServerCrypto } from './server.ts';
import type { SecretType } from './types.ts';
import { VECTORS } from './vectors.ts';
import { webPrimitives as p } from './web-primitives.ts';

const V = VECTORS;
const modes = [
  ['RSA', V.rsa],
  ['SM2', V.sm2],
] as const satisfies readonly (readonly [SecretType, unknown])[];

describe('protocol test vectors (docs/protocol.md)', () => {
  it('serialise the plaintexts exactly', () => {
    expect(fromUtf8(encodeRequest(V.body, V.ts, V.nonce))).toBe(V.requestPlaintext);
    expect(fromUtf8(encodeData(V.data))).toBe(V.responsePlaintext);
  });

  it.each(modes)('%s: seal to the published d from fixed K, iv, ts and nonce', async (mode, v) => {
    const key = await deriveCipherKey(p, mode, fromHex(V.k)!);
    const iv = fromHex(v.requestIv)!;
    expect(await sealRequestWith(p, key, V.body, { ts: V.ts, nonce: V.nonce, iv })).toBe(v.requestD);
    expect(await sealResponseWith(p, key, V.data, fromHex(v.responseIv)!)).toBe(v.responseD);
  });

  it('the published t values unwrap to K', async () => {
    const rsaKey = await p.importRsaPrivateKey(V.rsa.privateKeyPem);
    expect(toHex(await p.rsaOaepDecrypt(rsaKey, fromBase64(V.rsa.t)!))).toBe(V.k);
    expect(toHex(await p.sm2Decrypt(V.sm2.privateKeyHex, V.sm2.t))).toBe(V.k);
  });

  it.each(modes)('%s: the server opens the published d under the key of the published t', async (mode, v) => {
    const server = createServerCrypto({
      rsaPrivateKeyPem: V.rsa.privateKeyPem,
      sm2PrivateKeyHex: V.sm2.privateKeyHex,
    });
    expect(await server.sessionIdOf(mode, v.t)).toBe(v.sid);
    const key = await server.keyFor(mode, v.t);
    expect(key.sid).toBe(v.sid);
    expect(await server.openRequest(key, v.requestD)).toEqual({ ts: V.ts, nonce: V.nonce, body: V.body });
    expect(await openResponseWith(p, key, v.responseD)).toEqual(V.data);
  });

  it('bind the login password to its one-time secret in both modes (section 9)', async () => {
    const b = V.bind;
    const rsaIv = fromHex(V.rsa.requestIv)!;
    const sm2Iv = fromHex(V.sm2.requestIv)!;
    expect(await bindSecret(p, 'RSA', b.secret, b.purpose, b.field, b.password, rsaIv)).toBe(b.rsaBound);
    expect(await bindSecret(p, 'SM2', b.secret, b.purpose, b.field, b.password, sm2Iv)).toBe(b.sm2Bound);
    expect(await openBound(p, 'RSA', b.secret, b.purpose, b.field, b.rsaBound)).toBe(b.password);
    expect(await openBound(p, 'SM2', b.secret, b.purpose, b.field, b.sm2Bound)).toBe(b.password);
    // Another purpose, field or secret does not open it; nor does a clear password.
    await expect(openBound(p, 'RSA', b.secret, 'pay', b.field, b.rsaBound)).rejects.toThrow();
    await expect(openBound(p, 'SM2', b.secret, b.purpose, 'pay_password', b.sm2Bound)).rejects.toThrow();
    await expect(
      openBound(p, 'RSA', `${b.secret.slice(1)}x`, b.purpose, b.field, b.rsaBound),
    ).rejects.toThrow();
    await expect(openBound(p, 'RSA', b.secret, b.purpose, b.field, b.password)).rejects.toThrow();
  });

  it.each(modes)(
    '%s: seals the gateway call and its answer to the published req_data and res_data',
    async (mode, v) => {
      const g = V.gateway;
      expect(fromUtf8(encodeRequest(g.body, V.ts, V.nonce))).toBe(g.requestPlaintext);
      expect(fromUtf8(encodeData(g.answer))).toBe(g.responsePlaintext);
      const key = await deriveCipherKey(p, mode, fromHex(V.k)!);
      const [req, res] = mode === 'RSA' ? [g.rsaRequestD, g.rsaResponseD] : [g.sm2RequestD, g.sm2ResponseD];
      expect(
        await sealRequestWith(p, key, g.body, { ts: V.ts, nonce: V.nonce, iv: fromHex(v.requestIv)! }),
      ).toBe(req);
      expect(await sealResponseWith(p, key, g.answer, fromHex(v.responseIv)!)).toBe(res);
      const opened = await openResponseWith(p, key, res);
      expect(opened).toEqual(g.answer);
    },
  );

  it('are shown verbatim in docs/protocol.md', () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/protocol.md'), 'utf8');
    const expected: string[] = [
      V.k,
      String(V.ts),
      V.nonce,
      V.requestPlaintext,
      V.responsePlaintext,
      ...V.rsa.privateKeyPem.split('\n'),
    ];
    for (const v of [V.rsa, V.sm2])
      expected.push(v.t, v.sid, v.requestIv, v.requestD, v.responseIv, v.responseD);
    expected.push(V.rsa.publicKeySpkiB64, V.sm2.privateKeyHex, V.sm2.publicKeyHex);
    expected.push(V.bind.secret, V.bind.rsaKey, V.bind.sm2Key, V.bind.rsaBound, V.bind.sm2Bound);
    const g = V.gateway;
    expected.push(
      g.requestPlaintext,
      g.responsePlaintext,
      g.rsaRequestD,
      g.rsaResponseD,
      g.sm2RequestD,
      g.sm2ResponseD,
    );
    for (const value of expected)
      expect(doc.includes(value), `docs/protocol.md lacks ${value.slice(0, 40)}`).toBe(true);
  });
});

import { sm2, sm3 } from 'sm-crypto-v2';
import { describe, expect, it } from 'vitest';
import { ClientHelper, checkValue, HELPER_ALERTS, type HelperAlert, type HelperCtx } from './helper.ts';
import { type HelperLicence, hostMatches, licenceProblem, signLicence } from './licence.ts';

const issuer = sm2.generateKeyPairHex();
const host = 'shop.example.mo';

function licence(over: Partial<HelperLicence> = {}): HelperLicence {
  const base = {
    type: 'PRODUCT',
    subject: 'M0001',
    hosts: ['*.example.mo', 'pay.other.mo'],
    not_after: '20271231',
    issued_at: '20261129',
  };
  return signLicence({ ...base, ...over }, issuer.privateKey);
}

function helper(l: HelperLicence | null, opts: { host?: string; today?: string } = {}) {
  const alerts: HelperAlert[] = [];
  const h = new ClientHelper({
    licence: l,
    host: opts.host ?? host,
    today: opts.today ?? '20261129',
    verifyKeyHex: issuer.publicKey,
    alert: (t) => alerts.push(t),
  });
  return { h, alerts };
}

describe('vectors of the primitives the helper stands on', () => {
  it('SM4 check value: GB/T 32907 example key gives 681edf34', () => {
    // SM4-ECB(0123456789abcdeffedcba9876543210, 0123456789abcdeffedcba9876543210) = 681edf34d206965e…;
    // the check value encrypts a zero block instead.
    expect(checkValue('0123456789abcdeffedcba9876543210')).toBe('2677f46b');
    expect(checkValue('0123456789ABCDEFFEDCBA9876543210')).toBe('2677f46b');
  });
  it('SM3 of "abc" (GB/T 32905 example)', () => {
    expect(sm3('abc')).toBe('66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0');
  });
});

describe('licence', () => {
  it('host patterns', () => {
    expect(hostMatches('a.example.mo', '*.example.mo')).toBe(true);
    expect(hostMatches('A.B.Example.MO.', '*.example.mo')).toBe(true);
    expect(hostMatches('example.mo', '*.example.mo')).toBe(false);
    expect(hostMatches('badexample.mo', '*.example.mo')).toBe(false);
    expect(hostMatches('pay.other.mo', 'pay.other.mo')).toBe(true);
    expect(hostMatches('x.pay.other.mo', 'pay.other.mo')).toBe(false);
  });
  it('a product licence checks the host', () => {
    const check = { host, today: '20261129', verifyKeyHex: issuer.publicKey };
    expect(licenceProblem(licence(), check)).toBeNull();
    expect(licenceProblem(licence(), { ...check, host: 'pay.other.mo' })).toBeNull();
    expect(licenceProblem(licence(), { ...check, host: 'evil.mo' })).toBe('host');
  });
  it('a test licence ends after its not-after date (that day included)', () => {
    const l = licence({ type: 'TEST', hosts: [], not_after: '20261130' });
    const check = { host: 'anything', verifyKeyHex: issuer.publicKey };
    expect(licenceProblem(l, { ...check, today: '20261130' })).toBeNull();
    expect(licenceProblem(l, { ...check, today: '20261201' })).toBe('expired');
  });
  it('another type, a bad signature, another issuer, no licence', () => {
    const check = { host, today: '20261129', verifyKeyHex: issuer.publicKey };
    expect(licenceProblem(licence({ type: 'DEV' }), check)).toBe('type');
    expect(licenceProblem({ ...licence(), hosts: ['*.mo'] }, check)).toBe('signature');
    expect(licenceProblem({ ...licence(), signature: 'zz' }, check)).toBe('signature');
    const other = sm2.generateKeyPairHex();
    expect(licenceProblem(licence(), { ...check, verifyKeyHex: other.publicKey })).toBe('signature');
    expect(licenceProblem(null, check)).toBe('missing');
  });
});

describe('the flag: while off, key generation, init, envelope and unwrap alert and answer false', () => {
  const cases: [string, HelperLicence | null, { host?: string; today?: string }][] = [
    ['expired test licence', licence({ type: 'TEST', not_after: '20261128' }), {}],
    ['product licence, other host', licence(), { host: 'evil.mo' }],
    ['other type', licence({ type: 'TRIAL' }), {}],
    ['bad signature', { ...licence(), subject: 'M0002' }, {}],
  ];
  for (const [name, l, opts] of cases)
    it(name, async () => {
      const ok = helper(licence());
      const ctx = ok.h.init() as HelperCtx;
      const { h, alerts } = helper(l, opts);
      expect(h.licenceValid).toBe(false);
      expect(await h.generateKeyPair()).toBe(false);
      expect(h.init()).toBe(false);
      expect(await h.envelope(ctx, { peerPublicKey: 'x', zek: 'x', zak: 'x', signPrivateKey: 'x' })).toBe(
        false,
      );
      expect(await h.unwrap(ctx, { enStr: 'x', privateKey: 'x', senderPublicKey: 'x' })).toBe(false);
      expect(alerts).toEqual(Array(4).fill(HELPER_ALERTS.licence));
    });
  it('starts true with a good licence', () => {
    expect(helper(licence()).h.licenceValid).toBe(true);
  });
});

describe('envelope and unwrap: the result codes', () => {
  const zek = '0123456789abcdeffedcba9876543210';
  const zak = '00112233445566778899aabbccddeeff';

  async function setup() {
    const { h, alerts } = helper(licence());
    const ctx = h.init() as HelperCtx;
    const sender = (await h.generateKeyPair()) as { privateKey: string; publicKey: string };
    const receiver = (await h.generateKeyPair()) as { privateKey: string; publicKey: string };
    const enStr = (await h.envelope(ctx, {
      peerPublicKey: receiver.publicKey,
      zek,
      zak,
      signPrivateKey: sender.privateKey,
    })) as string;
    const open = (s: string | null, over: Partial<{ privateKey: string; senderPublicKey: string }> = {}) =>
      h.unwrap(ctx, {
        enStr: s,
        privateKey: receiver.privateKey,
        senderPublicKey: sender.publicKey,
        ...over,
      });
    /** Changes field i and signs again with the sender's key (so the signature passes). */
    const resign = (i: number, value: string) => {
      const parts = enStr.split('|').slice(0, 5);
      parts[i] = value;
      const body = parts.join('|');
      return `${body}|${sm2.doSignature(body, sender.privateKey, { hash: true })}`;
    };
    return { h, ctx, alerts, enStr, open, resign, sender, receiver };
  }

  it('0 verify successed, with both keys', async () => {
    const { open, enStr } = await setup();
    expect(enStr.split('|')).toHaveLength(6);
    expect(enStr.split('|')[2]).toBe('2677f46b');
    expect(await open(enStr)).toEqual({ code: 0, msg: 'verify successed', zek, zak });
  });
  it('-1 enStr is null!', async () => {
    const { open } = await setup();
    expect(await open(null)).toEqual({ code: -1, msg: 'enStr is null!' });
    expect(await open('')).toEqual({ code: -1, msg: 'enStr is null!' });
  });
  it('-102 invalid signature: a changed envelope, or another sender', async () => {
    const { open, enStr } = await setup();
    const parts = enStr.split('|');
    parts[4] = parts[4].replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(await open(parts.join('|'))).toEqual({ code: -102, msg: 'invalid signature' });
    const other = sm2.generateKeyPairHex();
    expect(await open(enStr, { senderPublicKey: other.publicKey })).toEqual({
      code: -102,
      msg: 'invalid signature',
    });
  });
  it('-31 and -32: check values', async () => {
    const { open, resign } = await setup();
    expect(await open(resign(2, '00000000'))).toEqual({ code: -31, msg: 'zek checkval compare fail!' });
    expect(await open(resign(3, '00000000'))).toEqual({ code: -32, msg: 'zak checkval compare fail!' });
  });
  it('-1 compare fail!: the MAC', async () => {
    const { open, resign } = await setup();
    expect(await open(resign(4, '0'.repeat(64)))).toEqual({ code: -1, msg: 'compare fail!' });
  });
  it('-2 with the exception text: not our key, or a malformed envelope', async () => {
    const { open, enStr } = await setup();
    const wrong = sm2.generateKeyPairHex();
    const r = await open(enStr, { privateKey: wrong.privateKey });
    expect(r).toEqual({ code: -2, msg: 'SM2 C3 does not verify' });
    expect(await open('a|b')).toEqual({ code: -2, msg: 'malformed envelope' });
  });
  it('RSA peer: round trip, and the RSA alerts', async () => {
    const { h, ctx, alerts, sender } = await setup();
    const rsa = (await h.generateKeyPair('RSA')) as { privateKey: string; publicKey: string };
    const enStr = (await h.envelope(ctx, {
      peerPublicKey: rsa.publicKey,
      zek,
      zak,
      signPrivateKey: sender.privateKey,
    })) as string;
    expect(enStr.startsWith('RSA|')).toBe(true);
    expect(
      await h.unwrap(ctx, { enStr, privateKey: rsa.privateKey, senderPublicKey: sender.publicKey }),
    ).toEqual({
      code: 0,
      msg: 'verify successed',
      zek,
      zak,
    });
    expect(await h.encryptFor(ctx, rsa.publicKey, '00'.repeat(191))).toBe(false);
    expect(await h.encryptFor(ctx, 'bm90IGEga2V5', '00')).toBe(false);
    expect(alerts).toEqual([HELPER_ALERTS.rsaTooLong, HELPER_ALERTS.rsaKey]);
  });
  it('alerts: ctx is null!, input is null!, key error!, iv error!', async () => {
    const { h, ctx, alerts, receiver, sender } = await setup();
    expect(
      await h.envelope(null, {
        peerPublicKey: receiver.publicKey,
        zek,
        zak,
        signPrivateKey: sender.privateKey,
      }),
    ).toBe(false);
    expect(
      await h.envelope(
        { id: 'forged' },
        { peerPublicKey: receiver.publicKey, zek, zak, signPrivateKey: sender.privateKey },
      ),
    ).toBe(false);
    expect(await h.envelope(ctx, { peerPublicKey: '', zek, zak, signPrivateKey: sender.privateKey })).toBe(
      false,
    );
    expect(
      await h.envelope(ctx, {
        peerPublicKey: receiver.publicKey,
        zek: 'abc',
        zak,
        signPrivateKey: sender.privateKey,
      }),
    ).toBe(false);
    expect(h.sm4Encrypt(ctx, zek, '00', 'hello')).toBe(false);
    expect(alerts).toEqual([
      HELPER_ALERTS.ctx,
      HELPER_ALERTS.ctx,
      HELPER_ALERTS.input,
      HELPER_ALERTS.key,
      HELPER_ALERTS.iv,
    ]);
  });
  it('SM4-CBC with an iv round trip', async () => {
    const { h, ctx } = await setup();
    const iv = 'fedcba98765432100123456789abcdef';
    const c = h.sm4Encrypt(ctx, zek, iv, '澳門 MOP') as string;
    expect(c).toMatch(/^[0-9a-f]{32}$/);
    expect(h.sm4Decrypt(ctx, zek, iv, c)).toBe('澳門 MOP');
  });
});

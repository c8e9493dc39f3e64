import { sm2, sm3, sm4 } from 'sm-crypto-v2';
import { fromBase64, fromHex, toHex, utf8 } from '../envelope/bytes.ts';
import { webPrimitives } from '../envelope/web-primitives.ts';
import { type HelperLicence, type LicenceCheck, licenceProblem } from './licence.ts';

/**
 * The client encryption helper of spec point 8: key generation, a context (init), a key envelope for a
 * peer (SM2 or RSA public key) and its unwrap, SM4 with an iv. docs/decisions.md, "The client encryption
 * helper". Results of unwrap carry the spec's codes and messages; the other operations show one of the
 * spec's alerts (through `alert`) and answer false, as the spec says.
 */

export const HELPER_RESULTS = {
  OK: { code: 0, msg: 'verify successed' },
  EMPTY: { code: -1, msg: 'enStr is null!' },
  MAC: { code: -1, msg: 'compare fail!' },
  ZEK: { code: -31, msg: 'zek checkval compare fail!' },
  ZAK: { code: -32, msg: 'zak checkval compare fail!' },
  SIGNATURE: { code: -102, msg: 'invalid signature' },
} as const;

/** -2 carries the exception's own text. */
export type HelperCode = 0 | -1 | -2 | -31 | -32 | -102;

export interface HelperResult {
  code: HelperCode;
  msg: string;
  /** The unwrapped keys (32 hex each), on code 0 only. */
  zek?: string;
  zak?: string;
}

export const HELPER_ALERTS = {
  licence: 'license verify error!',
  ctx: 'ctx is null!',
  key: 'key error!',
  input: 'input is null!',
  iv: 'iv error!',
  rsaTooLong: 'Message too long for RSA',
  rsaKey: 'Invalid RSA public key',
} as const;

export type HelperAlert = (typeof HELPER_ALERTS)[keyof typeof HELPER_ALERTS];

/** A context made by init; the operations refuse anything else ('ctx is null!'). */
export interface HelperCtx {
  readonly id: string;
}

export interface HelperOptions extends LicenceCheck {
  licence: HelperLicence | null;
  /** How an alert is shown; the browser's `alert` by default. */
  alert?: (text: HelperAlert) => void;
}

/** The key pair of the helper: SM2 (hex) or RSA-2048 (PKCS#8 PEM private, SPKI base64 public). */
export type HelperKeyPair =
  | { kind: 'SM2'; privateKey: string; publicKey: string }
  | { kind: 'RSA'; privateKey: string; publicKey: string };

/** RSA-OAEP (SHA-256) with a 2048-bit key carries at most 256 - 2*32 - 2 bytes. */
const RSA_OAEP_MAX = 190;
const HEX32 = /^[0-9a-fA-F]{32}$/;
const HEX64 = /^[0-9a-fA-F]{64}$/;
const SM2_PUBLIC = /^04[0-9a-fA-F]{128}$/;

/** Key check value: the first 4 bytes (8 hex) of SM4-ECB of a zero block under the key. */
export function checkValue(keyHex: string): string {
  return (sm4.encrypt(new Uint8Array(16), keyHex.toLowerCase(), { padding: 'none' }) as string).slice(0, 8);
}

/** The MAC of an envelope: HMAC-SM3 under ZAK of the encrypted part, hex. */
function macOf(zakHex: string, data: string): string {
  return sm3(data, { key: zakHex.toLowerCase(), mode: 'hmac' });
}

export class ClientHelper {
  /** Starts true; the licence check at construction may turn it false (spec point 8). */
  licenceValid = true;
  readonly licenceProblem: ReturnType<typeof licenceProblem>;
  private readonly contexts = new WeakSet<HelperCtx>();
  private readonly show: (text: HelperAlert) => void;

  constructor(opts: HelperOptions) {
    this.show =
      opts.alert ??
      ((text) => {
        (globalThis as { alert?: (t: string) => void }).alert?.(text);
      });
    this.licenceProblem = licenceProblem(opts.licence, opts);
    if (this.licenceProblem) this.licenceValid = false;
  }

  private refuse(text: HelperAlert): false {
    this.show(text);
    return false;
  }

  private usable(ctx: HelperCtx | null | undefined): boolean {
    if (!this.licenceValid) return this.refuse(HELPER_ALERTS.licence);
    if (!ctx || !this.contexts.has(ctx)) return this.refuse(HELPER_ALERTS.ctx);
    return true;
  }

  /** A context for the other operations. */
  init(): HelperCtx | false {
    if (!this.licenceValid) return this.refuse(HELPER_ALERTS.licence);
    const ctx: HelperCtx = { id: toHex(webPrimitives.randomBytes(16)) };
    this.contexts.add(ctx);
    return ctx;
  }

  /** A new key pair (SM2 by default). */
  async generateKeyPair(kind: 'SM2' | 'RSA' = 'SM2'): Promise<HelperKeyPair | false> {
    if (!this.licenceValid) return this.refuse(HELPER_ALERTS.licence);
    if (kind === 'SM2') {
      const p = sm2.generateKeyPairHex();
      return { kind, privateKey: p.privateKey, publicKey: p.publicKey };
    }
    const p = await webPrimitives.generateRsaKeyPair();
    return { kind, privateKey: p.privateKeyPem, publicKey: btoa(String.fromCharCode(...p.publicKeySpkiDer)) };
  }

  /** A random key of 16 bytes (32 hex), for a ZEK or a ZAK. */
  randomKey(): string {
    return toHex(webPrimitives.randomBytes(16));
  }

  /**
   * Encrypts `dataHex` for a peer's public key: SM2 ('04' + x + y, C1C3C2 hex) or RSA (SPKI base64,
   * RSA-OAEP SHA-256, hex). RSA refuses more than 190 bytes.
   */
  async encryptFor(ctx: HelperCtx | null, peerPublicKey: string, dataHex: string): Promise<string | false> {
    if (!this.usable(ctx)) return false;
    if (!peerPublicKey || !dataHex) return this.refuse(HELPER_ALERTS.input);
    const data = fromHex(dataHex);
    if (!data) return this.refuse(HELPER_ALERTS.input);
    if (SM2_PUBLIC.test(peerPublicKey)) return webPrimitives.sm2Encrypt(peerPublicKey, data);
    const spki = fromBase64(peerPublicKey);
    if (!spki) return this.refuse(HELPER_ALERTS.rsaKey);
    let key: object;
    try {
      key = await webPrimitives.importRsaPublicKey(spki);
    } catch {
      return this.refuse(HELPER_ALERTS.rsaKey);
    }
    if (data.length > RSA_OAEP_MAX) return this.refuse(HELPER_ALERTS.rsaTooLong);
    return toHex(await webPrimitives.rsaOaepEncrypt(key, data));
  }

  /**
   * The key envelope: ZEK || ZAK encrypted for the peer, their check values, an HMAC-SM3 under ZAK and the
   * sender's SM2 signature, as `ALG|cipher|zekCheck|zakCheck|mac|signature`.
   */
  async envelope(
    ctx: HelperCtx | null,
    e: { peerPublicKey: string; zek: string; zak: string; signPrivateKey: string },
  ): Promise<string | false> {
    if (!this.usable(ctx)) return false;
    if (!e?.peerPublicKey || !e.zek || !e.zak || !e.signPrivateKey) return this.refuse(HELPER_ALERTS.input);
    if (!HEX32.test(e.zek) || !HEX32.test(e.zak) || !HEX64.test(e.signPrivateKey))
      return this.refuse(HELPER_ALERTS.key);
    const alg = SM2_PUBLIC.test(e.peerPublicKey) ? 'SM2' : 'RSA';
    const cipher = await this.encryptFor(ctx, e.peerPublicKey, e.zek + e.zak);
    if (cipher === false) return false;
    const body = [alg, cipher, checkValue(e.zek), checkValue(e.zak), macOf(e.zak, cipher)].join('|');
    return `${body}|${sm2.doSignature(body, e.signPrivateKey, { hash: true })}`;
  }

  /**
   * Opens an envelope with the own private key (SM2 hex or RSA PKCS#8 PEM) after checking the sender's
   * signature; the checks come in the order of their codes' meaning: input, signature, decryption, the
   * two check values, the MAC.
   */
  async unwrap(
    ctx: HelperCtx | null,
    u: { enStr: string | null | undefined; privateKey: string; senderPublicKey: string },
  ): Promise<HelperResult | false> {
    if (!this.usable(ctx)) return false;
    if (!u?.enStr) return { ...HELPER_RESULTS.EMPTY };
    if (!u.privateKey || !u.senderPublicKey) return this.refuse(HELPER_ALERTS.input);
    try {
      const parts = u.enStr.split('|');
      if (parts.length !== 6) throw new Error('malformed envelope');
      const [alg, cipher, zekCheck, zakCheck, mac, signature] = parts;
      const body = parts.slice(0, 5).join('|');
      if (!sm2.doVerifySignature(body, signature, u.senderPublicKey, { hash: true }))
        return { ...HELPER_RESULTS.SIGNATURE };
      let plain: Uint8Array;
      if (alg === 'SM2') plain = await webPrimitives.sm2Decrypt(u.privateKey, cipher);
      else if (alg === 'RSA') {
        const raw = fromHex(cipher);
        if (!raw) throw new Error('malformed RSA cipher');
        plain = await webPrimitives.rsaOaepDecrypt(
          await webPrimitives.importRsaPrivateKey(u.privateKey),
          raw,
        );
      } else throw new Error(`unknown algorithm ${alg}`);
      if (plain.length !== 32) throw new Error('the envelope does not hold two 16-byte keys');
      const keys = toHex(plain);
      const zek = keys.slice(0, 32);
      const zak = keys.slice(32);
      if (checkValue(zek) !== zekCheck.toLowerCase()) return { ...HELPER_RESULTS.ZEK };
      if (checkValue(zak) !== zakCheck.toLowerCase()) return { ...HELPER_RESULTS.ZAK };
      if (macOf(zak, cipher) !== mac.toLowerCase()) return { ...HELPER_RESULTS.MAC };
      return { ...HELPER_RESULTS.OK, zek, zak };
    } catch (err) {
      return { code: -2, msg: err instanceof Error ? err.message : String(err) };
    }
  }

  /** SM4-CBC (PKCS#7) of UTF-8 text under a 32-hex key and a 32-hex iv; hex out. */
  sm4Encrypt(ctx: HelperCtx | null, keyHex: string, ivHex: string, text: string): string | false {
    if (!this.usable(ctx)) return false;
    if (!keyHex || !ivHex || !text) return this.refuse(HELPER_ALERTS.input);
    if (!HEX32.test(keyHex)) return this.refuse(HELPER_ALERTS.key);
    if (!HEX32.test(ivHex)) return this.refuse(HELPER_ALERTS.iv);
    return sm4.encrypt(utf8(text), keyHex.toLowerCase(), { mode: 'cbc', iv: ivHex.toLowerCase() }) as string;
  }

  /** Inverse of sm4Encrypt; false (with 'key error!') when the key does not open it. */
  sm4Decrypt(ctx: HelperCtx | null, keyHex: string, ivHex: string, cipherHex: string): string | false {
    if (!this.usable(ctx)) return false;
    if (!keyHex || !ivHex || !cipherHex) return this.refuse(HELPER_ALERTS.input);
    if (!HEX32.test(keyHex)) return this.refuse(HELPER_ALERTS.key);
    if (!HEX32.test(ivHex)) return this.refuse(HELPER_ALERTS.iv);
    try {
      const out = sm4.decrypt(cipherHex, keyHex.toLowerCase(), {
        mode: 'cbc',
        iv: ivHex.toLowerCase(),
      }) as string;
      return out;
    } catch {
      return this.refuse(HELPER_ALERTS.key);
    }
  }
}

import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { sm2, sm3, sm4 } from 'sm-crypto';

/**
 * A second implementation of the protocol, written from docs/protocol.md and docs/api.md alone: the
 * SM2/SM3/SM4 primitives come from `sm-crypto` (not the project's sm-crypto-v2), RSA-OAEP and AES-GCM
 * from WebCrypto, SHA-256 from node:crypto. Nothing here imports packages/core: if the server and this
 * file agree, the documents are enough to write a client.
 */
export type Mode = 'RSA' | 'SM2';

const subtle = webcrypto.subtle;
const enc = new TextEncoder();
const dec = new TextDecoder('utf-8', { fatal: true });
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');
const unb64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

export interface Session {
  mode: Mode;
  key: Uint8Array;
  t: string;
  sid: string;
}

/** Section 2: wrap a fresh 32-byte K to the server's public key; section 3: sid. */
export async function newSession(
  mode: Mode,
  keys: { rsa_public_key: string; sm2_public_key: string },
  key = new Uint8Array(randomBytes(32)),
): Promise<Session> {
  let t: string;
  if (mode === 'RSA') {
    const pub = await subtle.importKey(
      'spki',
      unb64(keys.rsa_public_key),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    t = b64(new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, pub, key)));
  } else {
    t = sm2.doEncrypt(Array.from(key), keys.sm2_public_key, 1);
  }
  return { mode, key, t, sid: sidOf(mode, t) };
}

export function sidOf(mode: Mode, t: string): string {
  const h = mode === 'RSA' ? createHash('sha256').update(t, 'ascii').digest('hex') : sm3(t);
  return h.slice(0, 32);
}

/** Section 5: seal a plaintext for a direction ('req' or 'res'; section 9: a field name). */
export async function seal(s: Session, dir: string, plaintext: string, iv?: Uint8Array): Promise<string> {
  const data = enc.encode(plaintext);
  if (s.mode === 'RSA') {
    const nonce = iv ?? new Uint8Array(randomBytes(12));
    const k = await subtle.importKey('raw', s.key, 'AES-GCM', false, ['encrypt']);
    const out = new Uint8Array(
      await subtle.encrypt(
        { name: 'AES-GCM', iv: nonce, additionalData: enc.encode(dir), tagLength: 128 },
        k,
        data,
      ),
    );
    return b64(concat(nonce, out));
  }
  const nonce = iv ?? new Uint8Array(randomBytes(16));
  const c = Uint8Array.from(
    sm4.encrypt(Array.from(data), Array.from(s.key.slice(0, 16)), {
      mode: 'cbc',
      iv: Array.from(nonce),
      padding: 'pkcs#7',
      output: 'array',
    }),
  );
  const mac = Buffer.from(
    sm3(Array.from(concat(enc.encode(dir), nonce, c)), { key: Array.from(s.key.slice(16, 32)) }),
    'hex',
  );
  return b64(concat(nonce, c, mac));
}

/** Section 5: open a sealed d of a direction; throws when it does not authenticate. */
export async function open(s: Session, dir: 'req' | 'res', d: string): Promise<string> {
  const raw = unb64(d);
  if (s.mode === 'RSA') {
    const k = await subtle.importKey('raw', s.key, 'AES-GCM', false, ['decrypt']);
    const out = await subtle.decrypt(
      { name: 'AES-GCM', iv: raw.slice(0, 12), additionalData: enc.encode(dir), tagLength: 128 },
      k,
      raw.slice(12),
    );
    return dec.decode(out);
  }
  const iv = raw.slice(0, 16);
  const c = raw.slice(16, raw.length - 32);
  const mac = raw.slice(raw.length - 32);
  const want = sm3(Array.from(concat(enc.encode(dir), iv, c)), { key: Array.from(s.key.slice(16, 32)) });
  if (want !== hex(mac)) throw new Error('MAC does not verify');
  const p = sm4.decrypt(Array.from(c), Array.from(s.key.slice(0, 16)), {
    mode: 'cbc',
    iv: Array.from(iv),
    padding: 'pkcs#7',
    output: 'array',
  });
  return dec.decode(Uint8Array.from(p));
}

/**
 * Section 9: a password bound to a one-time secret for a purpose ('login' or 'pay'): the sealing of
 * section 5 under SHA-256 (RSA) or SM3 (SM2) of 'mp-bind-v1:<purpose>:<secret>', the field name in place
 * of the direction.
 */
export async function bindPassword(
  mode: Mode,
  secret: string,
  purpose: 'login' | 'pay',
  field: string,
  password: string,
  iv?: Uint8Array,
): Promise<string> {
  const text = `mp-bind-v1:${purpose}:${secret}`;
  const kb =
    mode === 'RSA' ? createHash('sha256').update(text, 'utf8').digest() : Buffer.from(sm3(text), 'hex');
  return seal({ mode, key: new Uint8Array(kb), t: '', sid: '' }, field, password, iv);
}

/** Section 2, the other side (for the published vectors only): unwrap t with the test private key. */
export async function unwrapRsa(pkcs8Pem: string, t: string): Promise<Uint8Array> {
  const der = unb64(pkcs8Pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''));
  const priv = await subtle.importKey('pkcs8', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'decrypt',
  ]);
  return new Uint8Array(await subtle.decrypt({ name: 'RSA-OAEP' }, priv, unb64(t)));
}

export function unwrapSm2(privateKeyHex: string, t: string): Uint8Array {
  return Uint8Array.from(sm2.doDecrypt(t, privateKeyHex, 1, { output: 'array' }) as unknown as number[]);
}

export interface Answer {
  status: number;
  json: any;
  /** The opened d (encrypted success) or data (plain), else undefined. */
  data: any;
  setCookie: string | null;
}

/** A client of docs/api.md's classic calls: cookie jar of one cookie, form token, one session. */
export class IndependentClient {
  cookie: string | null = null;
  formToken: string | null = null;
  session: Session | null = null;

  constructor(readonly baseUrl: string) {}

  private async post(
    url: string,
    form: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const h: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', ...headers };
    if (this.cookie) h.cookie = this.cookie;
    const r = await fetch(this.baseUrl + url, {
      method: 'POST',
      headers: h,
      body: new URLSearchParams(form).toString(),
    });
    const setCookie = r.headers.get('set-cookie');
    if (setCookie) {
      const first = setCookie.split(';')[0];
      this.cookie = first.endsWith('=') ? null : first;
    }
    const json = await r.json();
    let data: any;
    if (json.enc_sts === '1') {
      if (!this.session || json.t !== this.session.sid) throw new Error('the answer is not for this session');
      data = JSON.parse(await open(this.session, 'res', json.d));
    } else data = json.data;
    return { status: r.status, json, data, setCookie };
  }

  /** A start-up (plain) call: the body's fields as form fields, plus enter=PC. */
  plain(url: string, body: Record<string, string> = {}): Promise<Answer> {
    return this.post(url, { ...body, enter: 'PC' });
  }

  /**
   * An encrypted call. `order` reorders the plaintext's keys (section 4 says the server reads an object,
   * so order must not matter); `formToken: null` leaves the header out.
   */
  async call(
    url: string,
    body: Record<string, unknown> = {},
    opts: { formToken?: string | null; order?: string[]; enter?: string | null } = {},
  ): Promise<Answer> {
    if (!this.session) throw new Error('no session: fetch the keys first');
    const fields: Record<string, unknown> = {
      ts: Date.now(),
      nonce: hex(new Uint8Array(randomBytes(16))),
      body,
    };
    const keys = opts.order ?? ['ts', 'nonce', 'body'];
    const plaintext = `{${keys.map((k) => `${JSON.stringify(k)}:${JSON.stringify(fields[k])}`).join(',')}}`;
    const form: Record<string, string> = { t: this.session.t, d: await seal(this.session, 'req', plaintext) };
    if (opts.enter !== null) form.enter = opts.enter ?? 'PC';
    const token = opts.formToken === undefined ? this.formToken : opts.formToken;
    return this.post(url, form, token ? { formToken: token } : {});
  }
}

import {
  type ClientSession,
  createClientSession,
  type PublicKeys,
  type SecretType,
  webPrimitives,
} from '@mp/core';
import { type BoundFields, bindBody, boundFieldsIn, type OneTimeSecret } from '@mp/core/envelope/bind';

export interface EndpointEntry {
  url: string;
  encrypted: boolean;
  /** The contract's bound password fields (docs/protocol.md section 9). */
  bound?: BoundFields;
  /** A cross-border gateway endpoint (docs/protocol.md section 7): call() speaks its envelope. */
  gateway?: { method: 'GET' | 'POST' };
}
export type EndpointIndex = Map<string, EndpointEntry>;

/** The calls that issue a one-time value a password is bound to, and where their answer keeps it. */
const ISSUERS: Record<string, { secret: string; key: string }> = {
  'admin/getLoginSalt': { secret: 'salt', key: 'salt_key' },
  'admin/getEncryptSalt': { secret: 'salt', key: 'salt_key' },
  'secret/getR0Str': { secret: 'r0', key: 'r0_key' },
};
const FETCH_FOR: Record<BoundFields['purpose'], string> = {
  login: 'admin/getLoginSalt',
  pay: 'admin/getEncryptSalt',
};

export interface Gda {
  msg_cd: string;
  msg_inf: string;
}

export interface CallResult<T = Record<string, any>> {
  status: number;
  gda: Gda;
  /** The opened `d` (encrypted calls) or `data` (plain calls); undefined on errors. */
  data: T;
  /** The JSON body exactly as the server answered it. */
  raw: any;
  headers: Headers;
}

export interface CallOptions {
  /** Overrides the remembered form token; null sends none. */
  formToken?: string | null;
  lang?: 'zh-TW' | 'en';
  /** Client clock used for the request's ts (stale-request tests). */
  now?: number;
  headers?: Record<string, string>;
  /** true: hand back the answer as sent, without opening d. */
  raw?: boolean;
  /**
   * Bound password fields (docs/protocol.md section 9): by default the client binds them as the portal
   * does, to a fresh one-time value, or to the one whose secret the body's key field names (a test that
   * fetched the salt itself). false sends the body exactly as given.
   */
  bind?: boolean;
  /** Called with the body as sealed (after binding): what a captured, decrypted request shows. */
  onSealed?: (body: Record<string, unknown>) => void;
}

export interface PostResult {
  status: number;
  text: string;
  json: any;
  headers: Headers;
}

export interface CbResult<T = Record<string, any>> {
  status: number;
  code: string;
  message: string;
  data: T;
  raw: any;
}

/**
 * A browser as the server sees it: cookie jar, form token from the login answer, one encryption session
 * made the way the portal makes it (secret/secretFlag, then admin/getRsaPublicKey, then a wrapped key).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  formToken: string | null = null;
  lang: 'zh-TW' | 'en' = 'zh-TW';
  private session: Promise<ClientSession> | null = null;
  /** The one-time values this client was issued: secret -> key. */
  private readonly oneTimes = new Map<string, string>();

  constructor(
    public baseUrl: string,
    private readonly index: EndpointIndex,
  ) {}

  /**
   * Sends the next calls to another server, with the same cookies, form token and encryption session:
   * what a load balancer does between two calls of one browser.
   */
  useServer(baseUrl: string): this {
    this.baseUrl = baseUrl;
    return this;
  }

  /** Full URL path and encryption of 'admin/login', 'query:trade/x' or '/syf-mms/sys-mms/admin/login'. */
  resolve(prefixPath: string): EndpointEntry {
    const hit = this.index.get(prefixPath);
    if (hit) return hit;
    if (prefixPath.startsWith('/')) return { url: prefixPath, encrypted: true };
    return { url: `/syf-mms/sys-mms/${prefixPath}`, encrypted: true };
  }

  /** The encryption session, made on first use in the server's secret type. */
  encryption(): Promise<ClientSession> {
    this.session ??= (async () => {
      const flag = await this.call<{ secret_type: SecretType }>('secret/secretFlag');
      const keys = await this.call<PublicKeys>('admin/getRsaPublicKey');
      return createClientSession({ secretType: flag.data.secret_type, keys: keys.data });
    })();
    return this.session;
  }

  /** Sealed form fields of a body, for tests that replay or tamper with them. */
  async seal(body: object, now?: number): Promise<{ t: string; d: string; enter: 'PC' }> {
    const s = await this.encryption();
    return { t: s.t, d: await s.sealRequest(body, now), enter: 'PC' };
  }

  private headers(opts: { formToken?: string | null; lang?: string; headers?: Record<string, string> }) {
    const h: Record<string, string> = { 'x-lang': opts.lang ?? this.lang, ...opts.headers };
    const token = opts.formToken === undefined ? this.formToken : opts.formToken;
    if (token) h.formToken = token;
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return h;
  }

  private keepCookies(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k, v] = a.trim().split('=');
        if (k.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (k.toLowerCase() === 'expires') return new Date(v).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** A raw POST (malformed-input tests): form fields or a ready body string, with the jar's cookies. */
  async post(
    path: string,
    body: Record<string, string> | string | undefined,
    headers: Record<string, string> = {},
  ): Promise<PostResult> {
    const h = this.headers({ headers, formToken: headers.formToken ?? null });
    let payload: string | undefined;
    if (typeof body === 'string') payload = body;
    else if (body) {
      payload = new URLSearchParams(body).toString();
      h['content-type'] ??= 'application/x-www-form-urlencoded';
    }
    const res = await fetch(this.baseUrl + this.resolve(path).url, {
      method: 'POST',
      headers: h,
      body: payload,
    });
    this.keepCookies(res);
    const text = await res.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, text, json, headers: res.headers };
  }

  /** One classic call through the real envelope; the answer's d is opened. */
  async call<T = Record<string, any>>(
    prefixPath: string,
    body: Record<string, unknown> = {},
    opts: CallOptions = {},
  ): Promise<CallResult<T>> {
    const target = this.resolve(prefixPath);
    if (target.gateway) return this.callGateway<T>(target, body, opts);
    let fields: Record<string, string>;
    if (target.encrypted) {
      if (target.bound && opts.bind !== false) body = await this.bindFields(target.bound, body);
      opts.onSealed?.(body);
      fields = await this.seal(body, opts.now);
    } else {
      fields = { enter: 'PC' };
      for (const [k, v] of Object.entries(body)) fields[k] = typeof v === 'string' ? v : JSON.stringify(v);
    }
    const res = await fetch(this.baseUrl + target.url, {
      method: 'POST',
      headers: { ...this.headers(opts), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    this.keepCookies(res);
    const raw = await res.json();
    let data: any = raw.data;
    if (raw.enc_sts === '1' && typeof raw.d === 'string')
      data = await (await this.encryption()).openResponse(raw.d);
    const issuer = ISSUERS[prefixPath];
    if (issuer && data && typeof data[issuer.secret] === 'string')
      this.oneTimes.set(data[issuer.secret], data[issuer.key]);
    return { status: res.status, gda: raw.gda, data, raw, headers: res.headers };
  }

  /**
   * A gateway endpoint called like a classic one (the access sweep): its `{ code, message, data }` read
   * as a gda. '0' and '90001' are SCM00000; other codes as they are ('50001', the gateway's one session code).
   */
  private async callGateway<T>(
    target: EndpointEntry,
    body: Record<string, unknown>,
    opts: CallOptions,
  ): Promise<CallResult<T>> {
    if (target.encrypted && target.bound && opts.bind !== false)
      body = await this.bindFields(target.bound, body);
    const path = target.url.replace(/^\/syf-cbps-cny-gateway\//, '');
    const r = await this.cb<T>(path, body, {
      ...opts,
      encrypted: target.encrypted,
      method: target.gateway?.method,
    });
    const msgCd = r.code === '0' || r.code === '90001' ? 'SCM00000' : r.code;
    return {
      status: r.status,
      gda: { msg_cd: msgCd, msg_inf: r.message },
      data: r.data as T,
      raw: r.raw,
      headers: new Headers(),
    };
  }

  /** A one-time value for a purpose, fetched as the portal fetches it; null when the server refuses. */
  async oneTime(purpose: BoundFields['purpose']): Promise<OneTimeSecret | null> {
    const path = FETCH_FOR[purpose];
    const r = await this.call<Record<string, string>>(path);
    const names = ISSUERS[path];
    return r.gda.msg_cd === 'SCM00000' ? { secret: r.data[names.secret], key: r.data[names.key] } : null;
  }

  /**
   * Binds the password fields of a body. The key field may name a secret this client was issued (a test
   * that fetched the salt itself): that value is used. Absent, a fresh value is fetched. Anything else
   * (an invented key) goes as it is, with the passwords in clear, for the server to refuse.
   */
  async bindFields(spec: BoundFields, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (boundFieldsIn(spec, body).length === 0) return body;
    const given = body[spec.key];
    let one: OneTimeSecret | null = null;
    if (typeof given === 'string' && this.oneTimes.has(given))
      one = { secret: given, key: this.oneTimes.get(given) as string };
    else if (given === undefined) one = await this.oneTime(spec.purpose);
    if (!one) return body;
    const s = await this.encryption();
    return bindBody(webPrimitives, s.secretType, spec, body, one);
  }

  /** getLoginSalt, then the login call; remembers the form token of a successful login. */
  async login(loginName: string, password: string, endpoint = 'admin/login'): Promise<CallResult> {
    const salt = await this.call<{ salt: string }>('admin/getLoginSalt');
    if (salt.gda.msg_cd !== 'SCM00000') return salt;
    const r = await this.call(endpoint, { login_name: loginName, password, login_salt: salt.data.salt });
    if (r.gda.msg_cd === 'SCM00000') this.formToken = r.data.form_token;
    return r;
  }

  /** One cross-border gateway call: JSON { req_data } with encryptInfo, or the plain body. */
  async cb<T = Record<string, any>>(
    path: string,
    body: Record<string, unknown> = {},
    opts: CallOptions & { encrypted?: boolean; method?: 'GET' | 'POST' } = {},
  ): Promise<CbResult<T>> {
    const encrypted = opts.encrypted !== false;
    const h: Record<string, string> = { ...this.headers(opts), sessionVersion: '1.0' };
    const s = encrypted ? await this.encryption() : null;
    if (s) h.encryptInfo = s.t;
    let url = `${this.baseUrl}/syf-cbps-cny-gateway/${path}`;
    const init: RequestInit = { method: opts.method ?? 'POST', headers: h };
    if (opts.method === 'GET') {
      const q = new URLSearchParams();
      for (const [k, v] of Object.entries(body)) q.set(k, typeof v === 'string' ? v : JSON.stringify(v));
      q.set('_t', String(Date.now()));
      url += `?${q}`;
    } else {
      h['content-type'] = 'application/json';
      init.body = JSON.stringify(s ? { req_data: await s.sealRequest(body, opts.now) } : body);
    }
    const res = await fetch(url, init);
    this.keepCookies(res);
    const raw = await res.json();
    const answer = typeof raw.res_data === 'string' && s ? await s.openResponse<any>(raw.res_data) : raw;
    return { status: res.status, code: answer.code, message: answer.message, data: answer.data, raw };
  }
}

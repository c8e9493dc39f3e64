import { type AnswerOf, type Contract, type RequestOf, urlOf } from '@mp/core/contract';
import type { BindPurpose, BoundFields, OneTimeSecret } from '@mp/core/envelope/bind';
import { sealClassicForm } from '@mp/core/envelope/classic';
import type { ClientSession, SecretType } from '@mp/core/envelope/types';
import { isSuccess, SCHEDULED_DOWNLOAD_CODE, SESSION_INVALID_CODES } from '@mp/core/msgCode';
import { catalogueTextLoaded } from '../i18n/catalogue.ts';
import { currentLang, i18n } from '../i18n/index.ts';
import {
  clearLogin,
  readSession,
  SESSION,
  setTrainingDue,
  signInPath,
  TRAINING_PATH,
} from '../storage/browserStorage.ts';
import { ApiError, TransportError } from './errors.ts';
import { exchange } from './http.ts';
import { beginLoading } from './loading.ts';
import { goTo } from './navigation.ts';
import { notifier } from './notify.ts';

/** Classic request time-out (spec point 9). */
export const CLASSIC_TIMEOUT_MS = 60_000;
/** Local codes for failures that never reached a server answer. */
export const LOCAL_CODES = { timeout: 'SCM50400', unreachable: 'SCM50000', decrypt: 'SCM40003' } as const;

export interface CallOptions {
  /** Codes the page handles itself: no toast, the answer is handed back. */
  handleCodes?: readonly string[];
  /** No toast at all (start-up calls, background refreshes). */
  quiet?: boolean;
  /** false = do not count this call in the loading overlay (captcha, start-up). */
  loading?: boolean;
  timeoutMs?: number;
}

export type ApiResult<T> =
  | { ok: true; code: string; message: string; data: T }
  | { ok: false; code: string; message: string; data?: undefined };

interface ClassicAnswer {
  gda?: { msg_cd?: unknown; msg_inf?: unknown };
  enc_sts?: unknown;
  d?: unknown;
  t?: unknown;
  data?: unknown;
}

function plainFields(body: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    if (v !== undefined && v !== null) out[k] = typeof v === 'string' ? v : JSON.stringify(v);
  }
  return out;
}

function headers(): Record<string, string> {
  const h: Record<string, string> = { 'x-lang': currentLang() };
  const token = readSession(SESSION.formToken);
  if (token) h.formToken = token;
  return h;
}

/** The answer's own text, else the catalogue's (its texts load once: i18n/catalogue.ts), else a generic one. */
async function textOf(code: string, msgInf: unknown): Promise<string> {
  if (typeof msgInf === 'string' && msgInf) return msgInf;
  const generic = i18n.t('api.failed', { code });
  return catalogueTextLoaded(code, generic);
}

/**
 * How a call is sealed: the tab's encryption session and the one-time values passwords are bound to
 * (api/random.ts puts the tab's together; api/client.ts calls with it). null = plain calls only (the
 * start-up's public-key fetch, which comes before any session).
 */
export interface Sealing {
  session(): Promise<ClientSession>;
  /** Forgets the session (the server could not decrypt it); the next call makes one. */
  drop(): void;
  secretType(): SecretType;
  oneTimeFor(purpose: BindPurpose): Promise<ApiResult<OneTimeSecret>>;
}

/** What the client needs to know of an endpoint: where it goes, whether it is sealed, whether it is long. */
type Target = Pick<Contract, 'prefix' | 'path' | 'encrypted' | 'long'>;

async function send(
  target: Target,
  body: Record<string, unknown>,
  timeoutMs: number,
  sealing: Sealing | null,
): Promise<{ answer: ClassicAnswer; session: ClientSession | null }> {
  let session: ClientSession | null = null;
  let fields: Record<string, string>;
  if (target.encrypted === false) {
    fields = { ...plainFields(body), enter: 'PC' };
  } else {
    try {
      if (!sealing) throw new TransportError('cipher', 'a plain-only call to an encrypted endpoint');
      session = await sealing.session();
    } catch (e) {
      throw e instanceof TransportError ? e : new TransportError('cipher', String(e));
    }
    fields = { ...(await sealClassicForm(session, body)) };
  }
  const res = await exchange(
    urlOf(target),
    { method: 'POST', headers: headers(), body: new URLSearchParams(fields) },
    timeoutMs,
  );
  const answer = res.json as ClassicAnswer | undefined;
  if (!answer || typeof answer !== 'object' || typeof answer.gda?.msg_cd !== 'string') {
    throw new TransportError('http', res.statusText || String(res.status));
  }
  return { answer, session };
}

/** The server's refusal of a cashier whose required course is due (docs/decisions.md, issue 29 points 4-5). */
const TRAINING_DUE_CODE = 'TRN10003';

/**
 * One classic call: encrypts the body (t, d, enter=PC), posts it, opens the answer and applies the rules of
 * spec point 8 in one place. It always resolves: { ok: true, data } on success, otherwise { ok: false,
 * code, message } after telling the person (or, for SCM40025 and handleCodes, leaving that to the page).
 */
export async function classicCall<C extends Contract>(
  contract: C,
  body: RequestOf<C>,
  opts: CallOptions,
  sealing: Sealing | null,
): Promise<ApiResult<AnswerOf<C>>> {
  const target: Target = contract;
  let fields = body as Record<string, unknown>;
  const bound: BoundFields | undefined = contract.encrypted === false ? undefined : contract.bound;
  if (
    sealing &&
    bound &&
    fields[bound.key] === undefined &&
    bound.fields.some((f) => typeof fields[f] === 'string')
  ) {
    // Passwords travel bound to a one-time value of their purpose (docs/protocol.md section 9); a page
    // hands over the password itself. A failure to get the value has been told already.
    const one = await sealing.oneTimeFor(bound.purpose);
    if (!one.ok) return one;
    try {
      const { bindPasswords } = await import('./cipher.ts');
      fields = await bindPasswords(sealing.secretType(), bound, fields, one.data);
    } catch {
      const message = i18n.t('api.cipherUnavailable');
      if (!opts.quiet) notifier().error(message);
      return { ok: false, code: LOCAL_CODES.decrypt, message };
    }
  }
  const end = opts.loading === false ? () => undefined : beginLoading();
  const toast = (text: string) => {
    if (!opts.quiet) notifier().error(text);
  };
  try {
    let sent = await send(target, fields, opts.timeoutMs ?? CLASSIC_TIMEOUT_MS, sealing);
    if (sent.answer.gda?.msg_cd === LOCAL_CODES.decrypt && sent.session && sealing) {
      // The server no longer knows this session (restart, new key): make a fresh one and try once more.
      sealing.drop();
      sent = await send(target, fields, opts.timeoutMs ?? CLASSIC_TIMEOUT_MS, sealing);
    }
    const { answer, session } = sent;
    const code = String(answer.gda?.msg_cd);
    const message = await textOf(code, answer.gda?.msg_inf);

    if (SESSION_INVALID_CODES.includes(code)) {
      const to = signInPath();
      clearLogin();
      toast(message);
      goTo(to);
      return { ok: false, code, message };
    }
    if (code === TRAINING_DUE_CODE) {
      // A cashier's required course is due (login, or a yearly refresh that lapsed during the session):
      // to the training page, the only one open; its other calls there fail quietly.
      setTrainingDue(true);
      if (globalThis.location?.pathname !== TRAINING_PATH) {
        toast(message);
        goTo(TRAINING_PATH);
      }
      return { ok: false, code, message };
    }
    if (code === SCHEDULED_DOWNLOAD_CODE || opts.handleCodes?.includes(code)) {
      return { ok: false, code, message };
    }
    if (!isSuccess(code)) {
      toast(message);
      return { ok: false, code, message };
    }
    let data: unknown = {};
    if (session === null) data = answer.data ?? {};
    else if (answer.enc_sts === '1' && typeof answer.d === 'string')
      data = await session.openResponse(answer.d);
    return { ok: true, code, message, data: data as AnswerOf<C> };
  } catch (e) {
    if (e instanceof TransportError && e.kind === 'timeout') {
      const message = i18n.t('api.timeout');
      if (!target.long) toast(message);
      return { ok: false, code: LOCAL_CODES.timeout, message };
    }
    if (e instanceof TransportError && (e.kind === 'network' || e.kind === 'http')) {
      const message = i18n.t('api.unreachable');
      toast(message);
      return { ok: false, code: LOCAL_CODES.unreachable, message };
    }
    if (e instanceof TransportError && e.kind === 'cipher') {
      const message = i18n.t('api.cipherUnavailable');
      toast(message);
      return { ok: false, code: LOCAL_CODES.decrypt, message };
    }
    // Anything else is the envelope refusing the answer (bad key, bad MAC, bad JSON).
    const message = i18n.t('api.decryptFailed');
    toast(message);
    return { ok: false, code: LOCAL_CODES.decrypt, message };
  } finally {
    end();
  }
}

/** For React Query: the data of a successful call, or an ApiError (the person has been told already). */
export function unwrap<T>(r: ApiResult<T>): T {
  if (r.ok) return r.data;
  throw new ApiError(r.code, r.message);
}

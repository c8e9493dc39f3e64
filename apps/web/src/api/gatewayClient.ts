import { CB_CODES } from '@mp/core/catalogue';
import { type AnswerOf, type Contract, type RequestOf, urlOf } from '@mp/core/contract';
import { GATEWAY_SESSION_VERSION, openGatewayResponse, sealGatewayRequest } from '@mp/core/envelope/gateway';
import { currentLang, i18n } from '../i18n/index.ts';
import { clearLogin, readSession, SESSION, signInPath } from '../storage/browserStorage.ts';
import { TransportError } from './errors.ts';
import { exchange } from './http.ts';
import { beginLoading } from './loading.ts';
import { goTo } from './navigation.ts';
import { notifier } from './notify.ts';
import { type ClientSession, clientSession } from './session.ts';

/** Cross-border request time-out (spec point 9). */
export const CROSS_BORDER_TIMEOUT_MS = 320_000;

export interface CbOptions {
  /** Codes the page handles itself (no toast). */
  handleCodes?: readonly string[];
  loading?: boolean;
  timeoutMs?: number;
}

export type CbResult<T> =
  | { ok: true; code: string; message: string; data: T }
  | { ok: false; code: string; message: string; data?: undefined };

function query(params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null) q.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  // A timestamp on every GET so that no cache between us and the gateway answers an old result.
  q.set('_t', String(Date.now()));
  return q.toString();
}

/**
 * One call to the cross-border gateway (spec points 7 and 8): JSON { req_data } sealed with the same
 * encryption session as the classic calls, headers formToken, sessionVersion 1.0 and encryptInfo = t; the
 * answer's res_data opens to { code, message, data }. HTTP failures throw the status text; every other
 * outcome resolves.
 */
export async function cbCall<C extends Contract>(
  contract: C,
  input: RequestOf<C>,
  opts: CbOptions = {},
): Promise<CbResult<AnswerOf<C>>> {
  const body = input as Record<string, unknown>;
  const method = contract.method ?? 'POST';
  const end = opts.loading === false ? () => undefined : beginLoading();
  try {
    // A plain call (comm/createR0) travels in clear: the session random comes before any encryption.
    const plain = contract.encrypted === false;
    const session: ClientSession | null = plain ? null : await clientSession();
    const h: Record<string, string> = { sessionVersion: GATEWAY_SESSION_VERSION, 'x-lang': currentLang() };
    const token = readSession(SESSION.formToken);
    if (token) h.formToken = token;
    let url = urlOf(contract);
    const init: RequestInit = { method, headers: h };
    if (method === 'GET') {
      if (session) h.encryptInfo = session.t;
      url += `?${query(body)}`;
    } else if (session) {
      const sealed = await sealGatewayRequest(session, body);
      Object.assign(h, sealed.headers, { 'Content-Type': 'application/json' });
      init.body = JSON.stringify(sealed.body);
    } else {
      h['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }

    const res = await exchange(url, init, opts.timeoutMs ?? CROSS_BORDER_TIMEOUT_MS);
    const raw = res.json as
      | { res_data?: unknown; code?: unknown; message?: unknown; data?: unknown }
      | undefined;
    const readable = !!raw && (typeof raw.res_data === 'string' || typeof raw.code === 'string');
    // An HTTP failure without a gateway answer (proxy error page, crash) throws its status text.
    if (!res.ok && !readable) throw new Error(res.statusText || String(res.status));

    let answer: { code: string; message: string; data: unknown };
    try {
      if (raw && typeof raw.res_data === 'string') {
        if (!session) throw new Error('an encrypted answer to a plain call');
        answer = await openGatewayResponse(session, raw);
      } else if (raw && typeof raw.code === 'string') {
        // Plain answers: createR0, and errors the gateway gives before it could open the request.
        answer = {
          code: raw.code,
          message: typeof raw.message === 'string' ? raw.message : '',
          data: raw.data,
        };
      } else {
        throw new Error('no answer');
      }
    } catch {
      const message = i18n.t('api.decryptFailed');
      notifier().error(message);
      return { ok: false, code: 'DECRYPT', message };
    }

    const { code, message } = answer;
    if (code === CB_CODES.OK || code === CB_CODES.EXPORT_OK) {
      return { ok: true, code, message, data: answer.data as AnswerOf<C> };
    }
    if (code === CB_CODES.SESSION_EXPIRED) {
      notifier().error(message || i18n.t('api.sessionExpired'));
      const to = signInPath();
      clearLogin();
      goTo(to);
      return { ok: false, code, message };
    }
    if (opts.handleCodes?.includes(code)) return { ok: false, code, message };
    if (code === CB_CODES.RATE_DIALOG) {
      notifier().dialog(i18n.t('api.dialogTitle'), message, i18n.t('api.confirm'));
      return { ok: false, code, message };
    }
    notifier().error(message || i18n.t('api.failed', { code }));
    return { ok: false, code, message };
  } catch (e) {
    if (e instanceof TransportError && e.kind === 'timeout') {
      const message = i18n.t('api.timeout');
      if (!contract.long) notifier().error(message);
      return { ok: false, code: 'TIMEOUT', message };
    }
    if (e instanceof TransportError) throw new Error(e.message);
    throw e;
  } finally {
    end();
  }
}

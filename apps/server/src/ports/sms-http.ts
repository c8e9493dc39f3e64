import type { SmsSettings } from '../config.ts';
import type { Logger } from '../kernel/log.ts';
import type { SmsPort } from '../kernel/ports.ts';
import { maskTail } from './sms-local.ts';

/**
 * The HTTP SMS gateway adapter (SMS_TRANSPORT=http, issue 30, point 4): each text is one
 * `POST SMS_HTTP_URL` with the JSON `{ "to": "+85366123456", "text": "…" }` and, with SMS_HTTP_TOKEN,
 * `Authorization: Bearer <token>`. A 2xx answer is sent; any other answer, a time-out or a refused
 * connection throws, and the caller reports the send as failed. The text is never logged (one-time codes).
 */
export function createHttpSms(
  settings: Extract<SmsSettings, { transport: 'http' }>,
  opts: { log?: Logger; fetch?: typeof fetch } = {},
): SmsPort {
  const doFetch = opts.fetch ?? fetch;
  return {
    async send(to, text) {
      const number = `${to.areaCode}${to.mobile}`;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (settings.token) headers.authorization = `Bearer ${settings.token}`;
      const r = await doFetch(settings.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: number, text }),
        signal: AbortSignal.timeout(settings.timeoutMs),
        redirect: 'error',
      });
      // Read (and drop) the body so the connection can be reused.
      const answer = (await r.text()).slice(0, 200);
      if (!r.ok) throw new Error(`SMS gateway answered ${r.status}: ${answer}`);
      opts.log?.info({ channel: 'sms', target: maskTail(number), status: r.status }, 'sms (http gateway)');
    },
  };
}

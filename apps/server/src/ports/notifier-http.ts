import type { NotifierPort, NotifyOutcome } from './types.ts';

const EXCERPT_CHARS = 200;

/**
 * The notifier is already the real thing: an HTTP POST with fetch to the merchant's URL, bounded by a
 * timeout. It reports what happened (status, the start of the answer, time taken) instead of throwing,
 * because a merchant's server being down is an outcome to show, not an error of ours. Redirects are not
 * followed: a notification goes to the URL the merchant registered, nowhere else.
 */
export function createHttpNotifier(): NotifierPort {
  return {
    async post(url, jsonBody, opts): Promise<NotifyOutcome> {
      const started = performance.now();
      const took = () => Math.round(performance.now() - started);
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', ...opts.headers },
          body: jsonBody,
          redirect: 'manual',
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
        const text = await res.text().catch(() => '');
        return {
          result: res.status >= 200 && res.status < 300 ? 'OK' : 'HTTP_ERROR',
          httpStatus: res.status,
          responseExcerpt: Array.from(text).slice(0, EXCERPT_CHARS).join(''),
          error: '',
          durationMs: took(),
        };
      } catch (e) {
        const err = e as Error & { cause?: { code?: string; message?: string } };
        const timeout = err.name === 'TimeoutError' || err.name === 'AbortError';
        return {
          result: timeout ? 'TIMEOUT' : 'NETWORK_ERROR',
          httpStatus: 0,
          responseExcerpt: '',
          error: timeout
            ? `no answer within ${opts.timeoutMs} ms`
            : (err.cause?.code ?? err.cause?.message ?? err.message),
          durationMs: took(),
        };
      }
    },
  };
}

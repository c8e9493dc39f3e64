import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { NotifierPort, NotifyOutcome } from '../kernel/ports.ts';
import { type CheckedTarget, checkTarget, type LookupAll } from './notify-target.ts';

const EXCERPT_CHARS = 200;
/** At most this much of an answer is read; the rest is dropped with the connection. */
export const MAX_RESPONSE_BYTES = 16 * 1024;

export interface HttpNotifierOptions {
  /** NOTIFY_ALLOW_PRIVATE=1: loopback and private targets pass (development, local test receivers). */
  allowPrivate?: boolean;
  /** Host name resolution (tests pin names to addresses); the system resolver by default. */
  lookup?: LookupAll;
}

/** A lookup that answers only the checked address: the connection cannot go anywhere else. */
function pinnedLookup(target: CheckedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

function send(
  target: CheckedTarget,
  jsonBody: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<{ status: number; text: string }> {
  const client = target.url.protocol === 'https:' ? https : http;
  const body = Buffer.from(jsonBody, 'utf8');
  return new Promise((resolve, reject) => {
    const req = client.request(
      target.url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': String(body.length),
          ...headers,
        },
        lookup: pinnedLookup(target),
        // A fresh connection each time: a pooled socket would carry no check of its own.
        agent: false,
        signal,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          res.removeAllListeners('data');
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        };
        res.on('data', (chunk: Buffer) => {
          const room = MAX_RESPONSE_BYTES - size;
          chunks.push(chunk.subarray(0, room));
          size += Math.min(room, chunk.length);
          if (size >= MAX_RESPONSE_BYTES) {
            done();
            res.destroy();
          }
        });
        res.on('end', done);
        res.on('error', done);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function withDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The notifier: an HTTP POST to the merchant's URL. It reports what happened (status, the start of the
 * answer, time taken) instead of throwing, because a merchant's server being down is an outcome to show,
 * not an error of ours. The target is checked first (notify-target.ts: a host that resolves to a private,
 * loopback, link-local, metadata... address is refused unless allowPrivate) and the connection goes to the
 * checked address. Redirects are not followed: a notification goes to the URL the merchant registered,
 * nowhere else. One deadline covers resolving, connecting and reading; at most MAX_RESPONSE_BYTES are read.
 */
export function createHttpNotifier(options: HttpNotifierOptions = {}): NotifierPort {
  const targetOptions = { allowPrivate: options.allowPrivate ?? false, lookup: options.lookup };
  return {
    async checkTarget(url) {
      const r = await checkTarget(url, targetOptions);
      return r.ok ? null : r.refusal;
    },

    async post(url, jsonBody, opts): Promise<NotifyOutcome> {
      const started = performance.now();
      const took = () => Math.round(performance.now() - started);
      const signal = AbortSignal.timeout(opts.timeoutMs);
      try {
        const checked = await withDeadline(checkTarget(url, targetOptions), signal);
        if (!checked.ok) {
          return {
            result: 'NETWORK_ERROR',
            httpStatus: 0,
            responseExcerpt: '',
            error: `refused: ${checked.refusal.detail}`,
            durationMs: took(),
            refused: checked.refusal,
          };
        }
        const res = await withDeadline(send(checked.target, jsonBody, opts.headers ?? {}, signal), signal);
        return {
          result: res.status >= 200 && res.status < 300 ? 'OK' : 'HTTP_ERROR',
          httpStatus: res.status,
          responseExcerpt: Array.from(res.text).slice(0, EXCERPT_CHARS).join(''),
          error: '',
          durationMs: took(),
        };
      } catch (e) {
        const err = e as Error & { code?: string; cause?: { code?: string; message?: string } };
        const timeout = signal.aborted || err.name === 'TimeoutError' || err.name === 'AbortError';
        return {
          result: timeout ? 'TIMEOUT' : 'NETWORK_ERROR',
          httpStatus: 0,
          responseExcerpt: '',
          error: timeout
            ? `no answer within ${opts.timeoutMs} ms`
            : (err.code ?? err.cause?.code ?? err.cause?.message ?? err.message),
          durationMs: took(),
        };
      }
    },
  };
}

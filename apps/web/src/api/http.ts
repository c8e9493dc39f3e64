import { TransportError } from './errors.ts';

export interface HttpAnswer {
  status: number;
  statusText: string;
  ok: boolean;
  /** The parsed JSON body, or undefined when the body is not JSON (a proxy's error page, an empty body). */
  json: unknown;
}

/**
 * One HTTP exchange with a time-out that covers the whole answer, body included: an unanswered request
 * ends as a 'timeout' TransportError, never hangs the page.
 */
export async function exchange(url: string, init: RequestInit, timeoutMs: number): Promise<HttpAnswer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const res = await fetch(url, { ...init, signal: controller.signal, credentials: 'same-origin' });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, statusText: res.statusText, ok: res.ok, json };
  } catch (e) {
    if (timedOut) throw new TransportError('timeout', 'timeout');
    throw new TransportError('network', e instanceof Error ? e.message : String(e));
  } finally {
    clearTimeout(timer);
  }
}

import { getPowChallenge } from '@mp/core/contracts/captcha';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../api/client.ts';

/** The browser check's state: the page shows and announces it (issue 32, point 7). */
export type PowStatus = 'idle' | 'checking' | 'done' | 'failed';
export interface PowAnswer {
  key: string;
  nonce: string;
}

/** Digests per slice: between slices the page yields to the browser, so typing and painting go on. */
const SLICE = 256;

function zeroBits(d: Uint8Array): number {
  let bits = 0;
  for (const byte of d) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/**
 * Finds digits `nonce` with SHA-256(challenge + nonce) starting with `difficulty` zero bits (WebCrypto),
 * in slices of SLICE digests with a macrotask between them. Null when aborted.
 */
export async function solvePow(
  challenge: string,
  difficulty: number,
  signal: AbortSignal,
): Promise<string | null> {
  const enc = new TextEncoder();
  for (let n = 0; n < 1e15; n += SLICE) {
    if (signal.aborted) return null;
    const digests = await Promise.all(
      Array.from({ length: SLICE }, (_, i) =>
        crypto.subtle.digest('SHA-256', enc.encode(challenge + (n + i))),
      ),
    );
    const hit = digests.findIndex((d) => zeroBits(new Uint8Array(d)) >= difficulty);
    if (hit >= 0) return String(n + hit);
    await new Promise((r) => setTimeout(r, 0));
  }
  return null;
}

interface Run {
  abort: AbortController;
  expiresAt: number;
  promise: Promise<PowAnswer | null>;
}

/**
 * The proof-of-work sign-in check (CAPTCHA=pow or choice): fetches a challenge and solves it in the
 * background as soon as it is enabled; `answer()` gives a live answer for the login, starting again when the
 * last one failed or is about to expire. Each answer is single use: call `refresh()` after every attempt.
 */
export function usePowCheck(enabled: boolean) {
  const [status, setStatus] = useState<PowStatus>('idle');
  const run = useRef<Run | null>(null);

  const refresh = useCallback(() => {
    run.current?.abort.abort();
    const abort = new AbortController();
    const r: Run = { abort, expiresAt: Number.POSITIVE_INFINITY, promise: Promise.resolve(null) };
    setStatus('checking');
    r.promise = (async () => {
      const got = await call(getPowChallenge, {}, { loading: false, quiet: true });
      if (abort.signal.aborted) return null;
      if (!got.ok) {
        setStatus('failed');
        return null;
      }
      // A margin of 15 s: an answer found near the end is fetched again rather than refused by the server.
      r.expiresAt = Date.now() + Math.max(0, got.data.expires_in - 15) * 1000;
      const nonce = await solvePow(got.data.challenge, got.data.difficulty, abort.signal);
      if (nonce === null) return null;
      setStatus('done');
      return { key: got.data.captcha_key, nonce };
    })();
    run.current = r;
  }, []);

  useEffect(() => {
    if (enabled) refresh();
    else {
      run.current?.abort.abort();
      run.current = null;
      setStatus('idle');
    }
    return () => run.current?.abort.abort();
  }, [enabled, refresh]);

  const answer = useCallback(async (): Promise<PowAnswer | null> => {
    if (!run.current || Date.now() > run.current.expiresAt) refresh();
    const first = run.current as Run;
    const a = await first.promise;
    if (a) return a;
    // Failed or replaced: once more, with the run in progress or a new one.
    if (run.current === first) refresh();
    return (run.current as Run).promise;
  }, [refresh]);

  return { status, refresh, answer };
}

import { getLoginSalt } from '@mp/core/contracts/auth';
import { getR0Str } from '@mp/core/contracts/startup';
import type { ApiResult } from './client.ts';
import { call } from './client.ts';
import { secretType } from './session.ts';

/**
 * The one-time random a login password is bound to (admin/getLoginSalt, or secret/getR0Str in national-
 * cipher mode). In SM2 mode the start-up already fetched the first one; it is used once, while still fresh.
 */
let first: { r0: string; until: number } | null = null;

export function rememberFirstRandom(r0: string, expiresInSec: number): void {
  // A little before the server's own expiry, so that a random is never sent just as it lapses.
  first = { r0, until: Date.now() + Math.max(0, expiresInSec - 10) * 1000 };
}

export async function loginRandom(): Promise<ApiResult<string>> {
  if (secretType() === 'SM2') {
    const kept = first;
    first = null;
    if (kept && Date.now() < kept.until) return { ok: true, code: 'SCM00000', message: '', data: kept.r0 };
    const r = await call(getR0Str, {});
    return r.ok ? { ...r, data: r.data.r0 } : r;
  }
  const r = await call(getLoginSalt, {});
  return r.ok ? { ...r, data: r.data.salt } : r;
}

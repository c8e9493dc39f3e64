import type { AnswerOf, Contract, RequestOf } from '@mp/core/contract';
import { getEncryptSalt, getLoginSalt } from '@mp/core/contracts/auth';
import { getR0Str } from '@mp/core/contracts/startup';
import type { BindPurpose, OneTimeSecret } from '@mp/core/envelope/bind';
import { type ApiResult, classicCall, type Sealing } from './classic-call.ts';
import { clientSession, dropClientSession, secretType } from './session.ts';

/**
 * The one-time values passwords are bound to (docs/protocol.md section 9): a login's from
 * admin/getLoginSalt, or secret/getR0Str in national-cipher mode; a payment password's from
 * admin/getEncryptSalt. Each answers a secret (bound with, never sent) and its key (sent). In SM2 mode the
 * start-up already fetched the first R0; it is used once, while still fresh.
 */
let first: { one: OneTimeSecret; until: number } | null = null;

export function rememberFirstRandom(r0: string, r0Key: string, expiresInSec: number): void {
  // A little before the server's own expiry, so that a random is never sent just as it lapses.
  first = { one: { secret: r0, key: r0Key }, until: Date.now() + Math.max(0, expiresInSec - 10) * 1000 };
}

const ok = (data: OneTimeSecret): ApiResult<OneTimeSecret> => ({
  ok: true,
  code: 'SCM00000',
  message: '',
  data,
});

export async function loginRandom(): Promise<ApiResult<OneTimeSecret>> {
  if (secretType() === 'SM2') {
    const kept = first;
    first = null;
    if (kept && Date.now() < kept.until) return ok(kept.one);
    const r = await call(getR0Str, {});
    return r.ok ? ok({ secret: r.data.r0, key: r.data.r0_key }) : r;
  }
  const r = await call(getLoginSalt, {});
  return r.ok ? ok({ secret: r.data.salt, key: r.data.salt_key }) : r;
}

export async function oneTimeFor(purpose: BindPurpose): Promise<ApiResult<OneTimeSecret>> {
  if (purpose === 'login') return loginRandom();
  const r = await call(getEncryptSalt, {});
  return r.ok ? ok({ secret: r.data.salt, key: r.data.salt_key }) : r;
}

/** How this tab seals its calls: its encryption session and the one-time values above (api/client.ts). */
export const tabSealing: Sealing = {
  session: clientSession,
  drop: dropClientSession,
  secretType,
  oneTimeFor,
};

function call<C extends Contract>(contract: C, body: RequestOf<C>): Promise<ApiResult<AnswerOf<C>>> {
  return classicCall(contract, body, {}, tabSealing);
}

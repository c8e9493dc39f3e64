import { ONE_TIME_TTL_MS, type OneTimeKind, type OneTimeStore } from '../../http/one-time.ts';

/**
 * One-time randoms of the auth calls. A login accepts the salt of admin/getLoginSalt or the R0 of
 * secret/getR0Str (the start-up sequence fetches R0 first); either is spent by the attempt.
 */
export async function issueSalt(oneTime: OneTimeStore, kind: 'login_salt' | 'oper_salt' | 'encrypt_salt') {
  return { salt: await oneTime.issue(kind), expires_in: ONE_TIME_TTL_MS / 1000 };
}

export async function consumeSalt(oneTime: OneTimeStore, kind: OneTimeKind, value: string): Promise<boolean> {
  return oneTime.consume(kind, value);
}

export async function consumeLoginRandom(oneTime: OneTimeStore, value: string): Promise<boolean> {
  return (await oneTime.consume('login_salt', value)) || (await oneTime.consume('r0', value));
}

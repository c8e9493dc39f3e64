import { type BoundIssuer, issueBound } from '../../http/bound.ts';
import type { OneTimeKind, OneTimeStore } from '../../kernel/stores.ts';
import { ONE_TIME_TTL_MS } from '../../state/one-time.ts';

/**
 * One-time values of the auth calls. getLoginSalt (login, both modes), getR0Str (login, SM2 mode only) and
 * getEncryptSalt (payment passwords) answer a secret and its key: the password is bound to the secret, the
 * request carries the key (docs/protocol.md section 9). getOperSalt stays a plain one-time random.
 */
export async function issueBoundSalt(oneTime: OneTimeStore, issuer: BoundIssuer) {
  const { key, secret } = await issueBound(oneTime, issuer);
  return { salt: secret, salt_key: key, expires_in: ONE_TIME_TTL_MS / 1000 };
}

export async function issueSalt(oneTime: OneTimeStore, kind: 'oper_salt') {
  return { salt: await oneTime.issue(kind), expires_in: ONE_TIME_TTL_MS / 1000 };
}

export async function consumeSalt(oneTime: OneTimeStore, kind: OneTimeKind, value: string): Promise<boolean> {
  return oneTime.consume(kind, value);
}

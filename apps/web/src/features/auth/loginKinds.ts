import * as c from '@mp/core/contracts/auth';

/** The four sign-in doors of docs/decisions.md ("Login"): who signs in, and through which endpoint. */
export const LOGIN_KINDS = [
  { kind: 'merchant', contract: c.login },
  { kind: 'operator', contract: c.meradmOperLoginNew },
  { kind: 'service', contract: c.agtOperLoginNew },
  { kind: 'group', contract: c.groupLogin },
] as const;

export type LoginKind = (typeof LOGIN_KINDS)[number]['kind'];

export function isLoginKind(v: unknown): v is LoginKind {
  return LOGIN_KINDS.some((k) => k.kind === v);
}

export function loginContractOf(kind: LoginKind): typeof c.login {
  return LOGIN_KINDS.find((k) => k.kind === kind)?.contract ?? c.login;
}

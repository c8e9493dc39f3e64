/** The four sign-in doors of docs/decisions.md ("Login"): who signs in, and through which endpoint. */
export const LOGIN_KINDS = [
  { kind: 'merchant', path: 'admin/login' },
  { kind: 'operator', path: 'meradm/meradmOperLoginNew' },
  { kind: 'service', path: 'agt/agtOperLoginNew' },
  { kind: 'group', path: 'admin/groupLogin' },
] as const;

export type LoginKind = (typeof LOGIN_KINDS)[number]['kind'];

export function isLoginKind(v: unknown): v is LoginKind {
  return LOGIN_KINDS.some((k) => k.kind === v);
}

export function loginPathOf(kind: LoginKind): string {
  return LOGIN_KINDS.find((k) => k.kind === kind)?.path ?? 'admin/login';
}

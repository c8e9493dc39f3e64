import type { z } from 'zod';
import type { BoundFields } from './envelope/bind.ts';
import type { PermissionCode } from './permissions.ts';
import type { Area, PortalArea } from './routes.ts';
import type { CashierFunction } from './schemas/cashiers.ts';

/** The signed-in areas: the organisation kinds a person can belong to. */
export type OrgKind = Exclude<Area, 'public'>;

/** Every signed-in area, the back office's too: for the calls every signed-in person makes (sign out, password, sessions). */
export const EVERY_AREA = ['merchant', 'service', 'group', 'provider'] as const satisfies readonly OrgKind[];

/** The four classic prefixes of spec point 7 and the cross-border gateway: the one table of them. */
export const PREFIXES = {
  main: '/syf-mms/sys-mms/',
  query: '/syf-mms/sys-mms-query/',
  account: '/syf-mms/sys-account-mang/',
  gather: '/syf-mms/sys-gatherfee/',
  crossborder: '/syf-cbps-cny-gateway/',
  /** The provider's back office (issue 25): not in the spec; the classic envelope and sessions. */
  staff: '/syf-mms/sys-staff/',
} as const;
export type Prefix = keyof typeof PREFIXES;
export type ClassicPrefix = Exclude<Prefix, 'crossborder'>;

/**
 * A permission code chosen by a field of the request body: the value's code binds like `code` (where the
 * caller's area gates it). A value the map does not list needs no further code, nor does a body that
 * holds every field of `unless` (ending a statement subscription: `{ frequency: 'OFF' }`).
 */
export interface CodeFrom {
  field: string;
  /** The code of each value (a value not listed needs no further code). */
  codes?: Readonly<Record<string, PermissionCode>>;
  /** The code a non-empty value needs, whatever it is (a role's codes, role_id given: 1222). */
  whenPresent?: PermissionCode;
  unless?: Readonly<Record<string, string>>;
}

/**
 * The access facts of an endpoint that the permission rule (access.ts) reads: who may call it, the whole
 * rule (a refusal is SCM40301). The server's gate enforces them on every call; the portal reads the same
 * facts to hide or explain what a person may not do; the access sweep probes each of them.
 */
export interface AccessRule<Areas extends readonly OrgKind[] = readonly OrgKind[]> {
  /**
   * Organisation kinds that may call it (default: the portal's areas, merchant, service and group: the
   * provider's staff call only what names 'provider'); a handler's operator is typed to them.
   */
  areas?: Areas;
  /** Permission code, required where the caller's area has a page gated by it (access.ts, mayUseCode). */
  code?: PermissionCode;
  /** A further code chosen by a body field (the statement kind's export code, say). */
  codeFrom?: CodeFrom;
  /**
   * One of these codes, of those the caller's area gates (none gated: no code needed): an answer that
   * serves several pages (the security pages' shared information).
   */
  anyCode?: readonly PermissionCode[];
  /** A cashier must hold this function too (other operators pass). */
  cashierFunction?: CashierFunction;
  /** Only an operator acting for the whole organisation (administrator, operator of every store). */
  wholeOrg?: boolean;
  /** Only the organisation's administrator (the operator kind), whatever codes a role holds. */
  adminOnly?: boolean;
}

/** Who may call without a session, with one, or with one whose password change is due. */
export type Access = 'public' | 'session' | 'session-pwd-change';

/**
 * A confirmed money move (docs/adding-a-capability.md, "How to build a confirmed money move"). Idempotent:
 * the body's `key` field carries a client key of one rule (a formId, formid.ts; another shape SCM40002);
 * the same key with the same request answers the first result again, with another request SCM40900.
 * Confirmed by what `confirm` names: the operator's payment password (`pay_password`, bound for the `pay`
 * purpose), an SMS code of the move's scene (`sms_code`), both, or nothing more ('none': idempotent only).
 * The server's endpoint layer carries it out (apps/server/src/modules/security/money-move.ts); the request
 * schema carries the fields it implies (moneyMoveFields, checked by the server's contract tests).
 */
export interface MoneyMove {
  /** The body field with the client key. */
  key: 'client_key';
  /** What confirms the move besides the key. */
  confirm: 'payPassword' | 'sms' | 'both' | 'none';
}

/** The request fields a money move implies: the key, then the payment password and the SMS code it asks for. */
export function moneyMoveFields(m: MoneyMove): string[] {
  return [
    m.key,
    ...(m.confirm === 'payPassword' || m.confirm === 'both' ? ['pay_password'] : []),
    ...(m.confirm === 'sms' || m.confirm === 'both' ? ['sms_code'] : []),
  ];
}

/**
 * One endpoint of spec point 7, defined once and read by both sides: the server implements it (the
 * contract plus a handler), the portal calls it (`call(contract, body)`, typed by the schemas), and the
 * OpenAPI document is generated from it.
 */
export interface Contract<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Acc extends Access = Access,
  Areas extends readonly OrgKind[] = readonly OrgKind[],
> extends AccessRule<Areas> {
  prefix: Prefix;
  /** Path under the prefix, exactly the spec's name, e.g. 'admin/login'. */
  path: string;
  /** Capability folder that implements it (apps/server/src/modules/<capability>). */
  capability: string;
  /**
   * public: no session needed. session: a live session whose password is not due for change.
   * session-pwd-change: a live session, allowed while a first-login or 90-day change is pending.
   */
  access: Acc;
  /** A state-changing call: with a session, the formToken header must match the session's. */
  mutates: boolean;
  /** Default true. false only for the pre-key start-up and captcha calls, which answer a plain `data`. */
  encrypted?: boolean;
  /** Gateway only: GET reads its body from the query string; it must not mutate. */
  method?: 'POST' | 'GET';
  /** Heavy queries and exports may outlast the time-out: the portal stays quiet and offers a scheduled download. */
  long?: boolean;
  /**
   * Password fields that travel bound to a one-time value (docs/protocol.md section 9): the server's
   * endpoint layer opens them before the handler runs, the portal's and the tests' clients bind them.
   */
  bound?: BoundFields;
  /** A confirmed money move: idempotent by a client key, confirmed by a payment password and/or SMS code. */
  moneyMove?: MoneyMove;
  /** Decrypted request body (use .strict()). */
  request: Req;
  /** The answer's data object. Server tests check every answer against it. */
  answer: Res;
  /** One line for the OpenAPI description. */
  summary: string;
}

export type RequestOf<C extends Contract> = z.input<C['request']>;
export type ParsedRequestOf<C extends Contract> = z.output<C['request']>;
export type AnswerOf<C extends Contract> = z.output<C['answer']>;

/** Declares a contract; the literal types of its access and areas are kept (a handler's context reads them). */
export function contract<
  Req extends z.ZodType,
  Res extends z.ZodType,
  Acc extends Access,
  const Areas extends readonly OrgKind[] = readonly PortalArea[],
>(c: Contract<Req, Res, Acc, Areas>): Contract<Req, Res, Acc, Areas> {
  return c;
}

/** The contract of each signed-in area (a page of every area calls `X_OF_AREA[area]`). */
export function byArea<M, S, G>(merchant: M, service: S, group: G) {
  return { merchant, service, group } as const;
}

/** The areas a contract admits, as a type: a signed-in handler's operator belongs to one of them. */
export type AreaOf<C extends Pick<Contract, 'areas'>> = NonNullable<C['areas']>[number];

/** Where a contract is posted: its prefix and path. */
export function urlOf(c: Pick<Contract, 'prefix' | 'path'>): string {
  return PREFIXES[c.prefix] + c.path;
}

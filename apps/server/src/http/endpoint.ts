import type { Area, Lang, MsgCode, PermissionCode } from '@mp/core';
import type { CashierFunction } from '@mp/core/schemas/cashiers';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { Ports } from '../ports/types.ts';
import type { Stores } from '../state/stores.ts';

/** The four classic prefixes of spec point 7. */
export const PREFIXES = {
  main: '/syf-mms/sys-mms/',
  query: '/syf-mms/sys-mms-query/',
  account: '/syf-mms/sys-account-mang/',
  gather: '/syf-mms/sys-gatherfee/',
} as const;
export type Prefix = keyof typeof PREFIXES;

export type OrgKind = Exclude<Area, 'public'>;

/** The signed-in operator as every handler sees it. Ids are bigint columns, carried as strings. */
export interface Operator {
  id: string;
  orgKind: OrgKind;
  orgId: string;
  kind: 'admin' | 'operator' | 'cashier';
  loginName: string;
  name: string;
  roleId: string | null;
  codes: ReadonlySet<PermissionCode>;
  /** null = every store of the organisation; otherwise the permitted store ids. */
  storeIds: readonly string[] | null;
  allowRefund: boolean;
  /**
   * A cashier's functions (basic and additional, allow_refund included when the switch is on); null for
   * every other kind of operator, whom functions do not limit.
   */
  cashierFunctions: ReadonlySet<CashierFunction> | null;
  mustChangePassword: boolean;
}

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface CallContext {
  db: Db;
  config: Config;
  ports: Ports;
  /** Short-lived state (one-time randoms, captcha answers): this app's backend, memory or Redis. */
  stores: Stores;
  lang: Lang;
  ip: string;
  userAgent: string;
  log: Logger;
  operator: Operator | null;
  session: { id: string; formToken: string } | null;
  /** Ends any current session, creates a new one (new id, new form token) and sets the cookie. */
  startSession(operatorId: string): Promise<{ formToken: string }>;
  /** Ends the current session server-side and clears the cookie. */
  endSession(reason: string): Promise<void>;
}

export interface EndpointDef<S extends z.ZodType = z.ZodType> {
  prefix: Prefix;
  /** Path under the prefix, exactly the spec's name, e.g. 'admin/login'. */
  path: string;
  /**
   * public: no session needed. session: a live session whose password is not due for change.
   * session-pwd-change: a live session, allowed while a first-login or 90-day change is pending.
   */
  access: 'public' | 'session' | 'session-pwd-change';
  /** Default true. false only for the pre-key start-up calls, which answer a plain `data`. */
  encrypted?: boolean;
  /** A state-changing call: with a session, the formToken header must match the session's. */
  mutates: boolean;
  /** Permission code the operator must hold. */
  code?: PermissionCode;
  /** Organisation kinds that may call it (default: all). */
  areas?: readonly OrgKind[];
  /** A cashier must hold this function too (other operators pass); SCM40301 otherwise. */
  cashierFunction?: CashierFunction;
  /**
   * Only an operator who acts for the whole organisation (the administrator, or an operator of every
   * store) may call it: the organisation's signing key, notification URLs and certificate.
   */
  wholeOrg?: boolean;
  /** Per-endpoint rate limit, keyed by client IP. */
  rateLimit?: { max: number; windowMs: number };
  /** Request body schema (use .strict()). */
  schema: S;
  /** Schema of the answer's data object; optional, used for the OpenAPI document only. */
  response?: z.ZodType;
  /** One line for the OpenAPI description. */
  summary: string;
  handler: (ctx: CallContext, body: z.infer<S>) => Promise<Record<string, unknown>>;
}

export function endpoint<S extends z.ZodType>(def: EndpointDef<S>): EndpointDef<S> {
  return def;
}

/** A catalogue answer: the http layer answers `gda.msg_cd = code` with the catalogue text. */
export class AppError extends Error {
  constructor(
    readonly code: MsgCode,
    /** Optional field name or detail appended to the message (never secrets). */
    readonly detail?: string,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** The signed-in operator of a call; SCM60401 when there is none (an endpoint reachable without a session). */
export function signedIn(ctx: Pick<CallContext, 'operator'>): Operator {
  if (!ctx.operator) throw new AppError('SCM60401');
  return ctx.operator;
}

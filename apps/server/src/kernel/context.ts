import type { Lang, PermissionCode } from '@mp/core';
import type { OrgKind } from '@mp/core/contract';
import type { CashierFunction } from '@mp/core/schemas/cashiers';
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import { AppError } from './errors.ts';
import type { Logger } from './log.ts';
import type { Ports } from './ports.ts';
import type { Stores } from './stores.ts';

/**
 * The signed-in operator as every handler sees it, of an organisation kind among A (a contract's areas).
 * Ids are bigint columns, carried as strings.
 */
export interface Operator<A extends OrgKind = OrgKind> {
  id: string;
  orgKind: A;
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
  /**
   * A cashier without a pass in force of the required cashier course (http/training-due.ts): every call
   * but training's and the session's own is refused (TRN10003) until it is passed.
   */
  trainingDue?: boolean;
}

/**
 * What a handler, a service or a background job works with: the database, configuration, ports, the
 * short-lived stores, the caller's language and client, the log, and the operator and session, if any.
 */
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

/**
 * The context of a signed-in contract's handler (http/endpoint.ts, HandlerContext): the gate has found a
 * live session, so the operator is there, of one of the contract's areas A.
 */
export interface SignedInContext<A extends OrgKind = OrgKind> extends CallContext {
  operator: Operator<A>;
}

/** The context as signed in; SCM60401 when there is no operator (endpoint() asserts it once per call). */
export function signedIn<A extends OrgKind = OrgKind>(ctx: CallContext): SignedInContext<A> {
  if (!ctx.operator) throw new AppError('SCM60401');
  return ctx as SignedInContext<A>;
}

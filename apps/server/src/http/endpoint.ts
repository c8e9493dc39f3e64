import type { CB_CODES, Lang, MsgCode, PermissionCode } from '@mp/core';
import type { Contract } from '@mp/core/contract';
import type { CashierFunction } from '@mp/core/schemas/cashiers';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { Ports } from '../ports/types.ts';
import type { Stores } from '../state/stores.ts';

export type { OrgKind } from '@mp/core/contract';
export { PREFIXES, type Prefix } from '@mp/core/contract';

import type { OrgKind } from '@mp/core/contract';

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

/**
 * A server endpoint: the contract of packages/core (prefix, path, schemas, access facts) plus its
 * handler. The http layer reads the contract's fields directly.
 */
export interface EndpointDef<C extends Contract = Contract> extends Contract {
  /** The contract this endpoint implements (null only for the test-only endpoints of the http tests). */
  contract: C | null;
  /** Per-endpoint rate limit, keyed by client IP. */
  rateLimit?: { max: number; windowMs: number };
  /** Gateway only: '90001' for the exports. */
  okCode?: typeof CB_CODES.OK | typeof CB_CODES.EXPORT_OK;
  /** A larger request body than the server's 256 KB (the file uploads); bytes. */
  bodyLimit?: number;
  handler: (ctx: CallContext, body: z.output<C['request']>) => Promise<Record<string, unknown>>;
}

/** What a module writes beside the contract. */
export interface EndpointImpl<C extends Contract> {
  handler: (ctx: CallContext, body: z.output<C['request']>) => Promise<z.input<C['answer']>>;
  rateLimit?: { max: number; windowMs: number };
  okCode?: typeof CB_CODES.OK | typeof CB_CODES.EXPORT_OK;
  /** A larger request body than the server's 256 KB (the file uploads); bytes. */
  bodyLimit?: number;
}

/** Implements a contract. */
export function endpoint<C extends Contract>(c: C, impl: EndpointImpl<C>): EndpointDef<C>;
/** A test-only endpoint without a contract (the http layer's own tests). */
export function endpoint<S extends z.ZodType>(def: LegacyDef<S>): EndpointDef;
export function endpoint(a: Contract | LegacyDef, impl?: EndpointImpl<Contract>): EndpointDef {
  if (impl) {
    const c = a as Contract;
    return { ...c, contract: c, ...impl } as EndpointDef;
  }
  const { schema, response, handler, rateLimit, okCode, ...rest } = a as LegacyDef;
  return {
    ...rest,
    capability: 'test',
    request: schema,
    answer: response ?? z.record(z.string(), z.unknown()),
    contract: null,
    handler,
    rateLimit,
    okCode,
  } as EndpointDef;
}

/** The shape of a contract-less endpoint, for tests of the http layer. */
export interface LegacyDef<S extends z.ZodType = z.ZodType>
  extends Omit<Contract, 'request' | 'answer' | 'capability'> {
  schema: S;
  response?: z.ZodType;
  rateLimit?: { max: number; windowMs: number };
  okCode?: typeof CB_CODES.OK | typeof CB_CODES.EXPORT_OK;
  handler: (ctx: CallContext, body: z.infer<S>) => Promise<Record<string, unknown>>;
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

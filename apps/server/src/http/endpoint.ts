import type { CB_CODES } from '@mp/core';
import type { AreaOf, Contract } from '@mp/core/contract';
import { z } from 'zod';
import { type CallContext, type SignedInContext, signedIn } from '../kernel/context.ts';

/**
 * The context a contract's handler receives: a public contract's may have no operator; a signed-in
 * contract's has one (the gate found a live session), of one of the contract's areas.
 */
export type HandlerContext<C extends Contract> = C['access'] extends 'public'
  ? CallContext
  : SignedInContext<AreaOf<C>>;

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
  handler: (ctx: HandlerContext<C>, body: z.output<C['request']>) => Promise<z.input<C['answer']>>;
  rateLimit?: { max: number; windowMs: number };
  okCode?: typeof CB_CODES.OK | typeof CB_CODES.EXPORT_OK;
  /** A larger request body than the server's 256 KB (the file uploads); bytes. */
  bodyLimit?: number;
}

/**
 * Implements a contract. The gate (http/gates.ts) applies the contract's whole access rule before the
 * handler runs; a signed-in contract's handler gets its context with the operator there.
 */
export function endpoint<C extends Contract>(c: C, impl: EndpointImpl<C>): EndpointDef<C>;
/** A test-only endpoint without a contract (the http layer's own tests). */
export function endpoint<S extends z.ZodType>(def: LegacyDef<S>): EndpointDef;
export function endpoint(a: Contract | LegacyDef, impl?: EndpointImpl<Contract>): EndpointDef {
  if (impl) {
    const c = a as Contract;
    const run = impl.handler as (ctx: CallContext, body: unknown) => Promise<Record<string, unknown>>;
    const handler =
      c.access === 'public' ? run : (ctx: CallContext, body: unknown) => run(signedIn(ctx), body);
    return { ...c, contract: c, ...impl, handler } as EndpointDef;
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

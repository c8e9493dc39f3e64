import { isBlank, type MsgCode } from '@mp/core';
import type { Contract, MoneyMove } from '@mp/core/contract';
import type { AuditAction } from '@mp/core/schemas/audit';
import type { Db } from '../../db/types.ts';
import { type EndpointDef, type EndpointImpl, endpoint, type HandlerContext } from '../../http/endpoint.ts';
import { checkClientKey, type MoveSteps, runMove } from '../../idempotency/move.ts';
import type { CallContext, Operator, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { claimOperatorCode, spendCode } from './op-codes.ts';
import { verifyPayPassword } from './pay-password.ts';
import type { CodeScene } from './texts.ts';

/**
 * The confirmed money move of a contract's `moneyMove` facet, carried out for the handler: the one
 * client-key rule, the request hash and the stored answer (idempotency/move.ts), and the one verifier of
 * the payment password (its lock counter: security/pay-password.ts, PAY_MAX_TRIES) and of the SMS code
 * (its tries: the code store). docs/adding-a-capability.md, "How to build a confirmed money move".
 */

/** How a refused confirmation is recorded and answered. */
export interface MoveConfirm {
  /** The audit action a wrong payment password is recorded under (ok false), and its target. */
  audit: { action: AuditAction; target?: string };
  /** The scene of the SMS code, when the facet asks for one. */
  scene?: CodeScene;
  /** The password's refusals answered without naming the field (refunds: the wire as it always was). */
  bare?: boolean;
  /** LOG10012 (no payment password set) audited and named like a wrong one (bank change, as it was). */
  auditUnset?: boolean;
}

/** What the handler of a money move gets besides its body. */
export interface MoveCall {
  /** The client key, checked (SCM40002 naming the field): for a handler whose first refusal is the key's. */
  checkKey(): string;
  /** The move's steps (idempotency/move.ts runMove) with the confirmation of the facet. */
  run<T, R>(steps: MoveSteps<T, R> & { confirm?: MoveConfirm }): Promise<R>;
}

const asText = (v: unknown) => (typeof v === 'string' ? v : '');

async function checkPayPassword(ctx: CallContext, op: Operator, password: string, c: MoveConfirm) {
  const field = c.bare ? undefined : 'pay_password';
  if (isBlank(password)) throw new AppError('VAL10036', field);
  try {
    await verifyPayPassword(ctx, op, password);
  } catch (e) {
    const audited: MsgCode[] = c.auditUnset ? ['LOG10011', 'LOG10012', 'SEC10005'] : ['LOG10011', 'SEC10005'];
    if (!(e instanceof AppError && audited.includes(e.code))) throw e;
    await recordAudit(ctx, {
      action: c.audit.action,
      ok: false,
      ...(c.audit.target === undefined ? {} : { target: c.audit.target }),
      detail: { reason: 'pay_password', code: e.code },
    });
    throw field ? new AppError(e.code, field) : e;
  }
}

/** Claims one try of the SMS code (each refusal names `sms_code`); answers its spending, for the move's transaction. */
async function claimSmsCode(ctx: CallContext, op: Operator, code: string, scene: CodeScene | undefined) {
  if (!scene) throw new Error('a money move confirmed by SMS needs its scene');
  if (isBlank(code)) throw new AppError('VAL10034', 'sms_code');
  let codeId: string;
  try {
    codeId = await claimOperatorCode(ctx, op, scene, code.trim());
  } catch (e) {
    if (e instanceof AppError) throw new AppError(e.code, 'sms_code');
    throw e;
  }
  return (tx: Db) => spendCode({ ...ctx, db: tx }, codeId);
}

/**
 * The one verifier of a money move: the payment password of every request (wrong ones counted, audited,
 * locked after PAY_MAX_TRIES), then the SMS code of a first request (one try spent now, the code used up
 * in the move's transaction). A repeat of a used key is answered after the password, without a new code.
 */
async function confirmMove(
  ctx: SignedInContext,
  facet: MoneyMove,
  body: Record<string, unknown>,
  c: MoveConfirm | undefined,
  repeat: boolean,
): Promise<((tx: Db) => Promise<void>) | undefined> {
  if (facet.confirm === 'none') return undefined;
  if (!c) throw new Error('a confirmed money move states how its refusals are audited');
  const op = ctx.operator;
  if (facet.confirm !== 'sms') await checkPayPassword(ctx, op, asText(body.pay_password), c);
  if (facet.confirm === 'payPassword' || repeat) return undefined;
  return claimSmsCode(ctx, op, asText(body.sms_code), c.scene);
}

function moveCall(ctx: SignedInContext, facet: MoneyMove, body: Record<string, unknown>): MoveCall {
  return {
    checkKey: () => checkClientKey(body[facet.key], facet.key),
    run: ({ confirm, ...steps }) =>
      runMove(
        {
          db: ctx.db,
          key: body[facet.key],
          now: () => ctx.ports.clock.now(),
          confirm: (repeat) => confirmMove(ctx, facet, body, confirm, repeat),
        },
        steps,
      ),
  };
}

/** A money move's implementation: its handler gets the move besides the body. */
export interface MoveImpl<C extends Contract> extends Omit<EndpointImpl<C>, 'handler'> {
  handler: (
    ctx: HandlerContext<C>,
    body: Parameters<EndpointImpl<C>['handler']>[1],
    move: MoveCall,
  ) => ReturnType<EndpointImpl<C>['handler']>;
}

/** The endpoints served through moneyMoveEndpoint (a test holds: exactly those of a contract with the facet). */
export const moneyMoveEndpoints = new WeakSet<EndpointDef>();

/** Implements a contract with a `moneyMove` facet: endpoint() with the move carried out for the handler. */
export function moneyMoveEndpoint<C extends Contract>(c: C, impl: MoveImpl<C>): EndpointDef<C> {
  const facet = c.moneyMove;
  if (!facet) throw new Error(`${c.path}: a money move's contract states its moneyMove facet`);
  if (c.access === 'public') throw new Error(`${c.path}: a money move is made by a signed-in operator`);
  const def = endpoint(c, {
    ...impl,
    handler: (ctx, body) =>
      impl.handler(ctx, body, moveCall(ctx as SignedInContext, facet, body as Record<string, unknown>)),
  });
  moneyMoveEndpoints.add(def as EndpointDef);
  return def;
}

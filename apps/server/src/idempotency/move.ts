import { isFormId } from '@mp/core';
import type { Db } from '../db/types.ts';
import { AppError } from '../kernel/errors.ts';
import { findKey, once, requestHash, type StoredKey, sameRequest } from './index.ts';

/**
 * The idempotent half of a confirmed money move (the `moneyMove` facet of a contract, packages/core
 * contract.ts): one client-key rule, the request hash, the stored answer. The confirmation (payment
 * password, SMS code) is handed in by the endpoint layer's wrapper (modules/security/money-move.ts).
 */

/** The one client-key rule: a formId (docs/protocol.md, "Client keys"); another shape is SCM40002 naming the field. */
export function checkClientKey(key: unknown, field = 'client_key'): string {
  if (!isFormId(key)) throw new AppError('SCM40002', field);
  return key;
}

/** What a handler gives for its move. */
export interface MoveSteps<T, R> {
  /** Whose keys and for what, e.g. `refund:<merchant id>`. */
  scope: string;
  /** The request's deciding values: the same key may only ever repeat the same request (SCM40900). */
  hash: readonly string[];
  /**
   * Checks of a first request made before its confirmation, so that a typo does not cost a password try
   * (skipped for a repeat). A refusal here that only means a twin request has just used this key (and,
   * say, the amount) answers that request instead.
   */
  check?: () => Promise<void>;
  /** The move, once, in the key's database transaction (the SMS code is spent in it first). */
  work: (tx: Db, at: Date, hash: string) => Promise<T>;
  /** The answer: from what `work` returned, or from the stored answer of a repeat (`replayed`). */
  answer: (stored: T, replayed: boolean) => Promise<R>;
  /**
   * A row of the move written with this key but without a key row (demo data, rows older than the keys'
   * table): its hash and answer count as the key's. Also asked when the work meets a unique violation.
   */
  legacy?: () => Promise<StoredKey<T> | null>;
}

export interface MoveRun {
  db: Db;
  /** The body's client key, as sent. */
  key: unknown;
  now: () => Date;
  /**
   * The confirmation, after the key's checks: the payment password for every request, an SMS code for a
   * first one (`repeat` false). Answers what to do in the move's transaction (spending the SMS code).
   */
  confirm: (repeat: boolean) => Promise<((tx: Db) => Promise<void>) | undefined>;
}

export const isUniqueViolation = (e: unknown): boolean => (e as { code?: string } | null)?.code === '23505';

/**
 * The steps of a confirmed money move, in this order: the client key's form; what the key was first used
 * for (another request: SCM40900, before any password); the first request's checks; the confirmation
 * (a repeat too: the password is asked again); a repeat answers its stored answer; otherwise the work runs
 * once per (scope, key) with its answer stored (idempotency/index.ts, once).
 */
export async function runMove<T, R>(run: MoveRun, steps: MoveSteps<T, R>): Promise<R> {
  const key = checkClientKey(run.key);
  const hash = requestHash(...steps.hash);
  const stored = async () => (await findKey<T>(run.db, steps.scope, key)) ?? (await steps.legacy?.()) ?? null;
  let earlier = await stored();
  if (!earlier && steps.check) {
    try {
      await steps.check();
    } catch (e) {
      earlier = await stored();
      if (!earlier) throw e;
    }
  }
  if (earlier) sameRequest(earlier, hash);
  const spend = await run.confirm(earlier !== null);
  if (earlier) return steps.answer(earlier.answer, true);
  const at = run.now();
  let made: { answer: T; replayed: boolean };
  try {
    made = await once(run.db, { scope: steps.scope, key, hash, at }, async (tx) => {
      await spend?.(tx);
      return steps.work(tx, at, hash);
    });
  } catch (e) {
    const legacy = isUniqueViolation(e) ? await steps.legacy?.() : null;
    if (!legacy) throw e;
    sameRequest(legacy, hash);
    return steps.answer(legacy.answer, true);
  }
  return steps.answer(made.answer, made.replayed);
}

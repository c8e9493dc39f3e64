import { createHash } from 'node:crypto';
import type { Db } from '../db/types.ts';
import { AppError } from '../kernel/errors.ts';
import { claimKey, selectKey, storeAnswer } from './queries.ts';

/**
 * One idempotency mechanism for requests that move money or change state once (refunds today;
 * withdrawals, recharges, transfers and payment audits next): the client sends a key with the request;
 * the first request with that key does the work and its answer is stored with the key, in the work's
 * own database transaction; the same key with the same request answers that stored result (the work is
 * never done twice, even when the requests arrive at the same moment); the same key with another request
 * is refused with SCM40900. A request refused by its work (it throws) leaves no key behind.
 *
 *   const req = { scope: `refund:${merchantId}`, key: body.client_key, hash: requestHash(txnNo, amount), at: now };
 *   const { answer, replayed } = await once(ctx.db, req, async (tx) => { ...work on tx...; return answer; });
 */

export interface IdempotentRequest {
  /** Whose keys and for what, e.g. `refund:<merchant id>`: the same key in two scopes is two keys. */
  scope: string;
  /** The client's key (the caller checks its form, e.g. a 32-character form id). */
  key: string;
  /** requestHash() of what the request asks for: the same key may only ever repeat the same request. */
  hash: string;
  /** When the key is first used (ports.clock). */
  at: Date;
}

export interface StoredKey<T> {
  hash: string;
  answer: T;
}

/** SHA-256 (hex) of the request's deciding values, one per line. */
export function requestHash(...parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

/** SCM40900 unless the stored key was first used for this same request. */
export function sameRequest(stored: { hash: string }, hash: string): void {
  if (stored.hash !== hash) throw new AppError('SCM40900');
}

/**
 * What a key was first used for and answered, or null when it is unused, read without a lock: for checks
 * made before the work (e.g. answering a repeat without asking for a password again). once() decides.
 */
export async function findKey<T>(db: Db, scope: string, key: string): Promise<StoredKey<T> | null> {
  const row = await selectKey(db, scope, key);
  return row ? { hash: row.request_hash, answer: row.answer as T } : null;
}

/**
 * Runs `work` once per (scope, key), in one database transaction with the key: the key row is claimed
 * (a request with the same key at the same moment waits on its row lock), the work runs on `tx`, its
 * answer (JSON) is stored with the key, all committed together. A key already used answers its stored
 * answer with `replayed: true`, or SCM40900 when it was used for another request. When the work throws,
 * the transaction rolls back and the key stays unused.
 */
export async function once<T>(
  db: Db,
  req: IdempotentRequest,
  work: (tx: Db) => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  return db.tx(async (tx) => {
    // A twin request holding the key makes the claim wait until it ends: committed, its row is read under
    // its lock; rolled back, the key is free and the next claim takes it.
    for (let attempt = 0; attempt < 3; attempt++) {
      if (await claimKey(tx, req.scope, req.key, req.hash, req.at)) {
        const answer = await work(tx);
        await storeAnswer(tx, req.scope, req.key, answer);
        return { answer, replayed: false };
      }
      const row = await selectKey(tx, req.scope, req.key, true);
      if (row) {
        sameRequest({ hash: row.request_hash }, req.hash);
        return { answer: row.answer as T, replayed: true };
      }
    }
    throw new AppError('SCM50000');
  });
}

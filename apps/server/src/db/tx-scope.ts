import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './types.ts';

/**
 * Remembers the transaction a piece of async code runs in, so that a query made on the outer Db inside
 * `tx(fn)` joins that transaction. On PGlite (one connection) the alternative is a dead lock: the outer
 * query would wait for the transaction that waits for it.
 */
interface TxFrame {
  owner: object;
  db: Db;
  open: boolean;
}

const frames = new AsyncLocalStorage<TxFrame>();

export function currentTx(owner: object): Db | null {
  const f = frames.getStore();
  return f && f.owner === owner && f.open ? f.db : null;
}

export async function runInTx<T>(owner: object, db: Db, fn: (db: Db) => Promise<T>): Promise<T> {
  const frame: TxFrame = { owner, db, open: true };
  try {
    return await frames.run(frame, () => fn(db));
  } finally {
    // Work left running after fn (fire-and-forget) must not use a finished transaction.
    frame.open = false;
  }
}

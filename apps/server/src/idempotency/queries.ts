import type { Db } from '../db/types.ts';

/** The SQL of idempotency_keys (migration 0005). */

export interface KeyRow {
  request_hash: string;
  answer: unknown;
}

/** Claims a key for this transaction; false when it exists (or another transaction claimed it and committed). */
export async function claimKey(db: Db, scope: string, key: string, hash: string, at: Date): Promise<boolean> {
  const r = await db.query(
    `insert into idempotency_keys (scope, key, request_hash, created_at) values ($1, $2, $3, $4)
      on conflict (scope, key) do nothing`,
    [scope, key, hash, at.toISOString()],
  );
  return r.rowCount === 1;
}

/** A key's row; `lock` takes its row lock until the transaction ends. */
export async function selectKey(db: Db, scope: string, key: string, lock = false): Promise<KeyRow | null> {
  const r = await db.query<KeyRow>(
    `select request_hash, answer from idempotency_keys where scope = $1 and key = $2${lock ? ' for update' : ''}`,
    [scope, key],
  );
  return r.rows[0] ?? null;
}

export async function storeAnswer(db: Db, scope: string, key: string, answer: unknown): Promise<void> {
  await db.query('update idempotency_keys set answer = $3::jsonb where scope = $1 and key = $2', [
    scope,
    key,
    JSON.stringify(answer ?? null),
  ]);
}

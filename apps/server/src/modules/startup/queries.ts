import type { Db } from '../../db/types.ts';

/** Every SQL statement of the start-up calls. */

/** The value of a system_params row, null when there is none. */
export async function systemParam(db: Db, name: string): Promise<string | null> {
  const row = (await db.query<{ value: string }>('select value from system_params where name = $1', [name]))
    .rows[0];
  return row ? row.value : null;
}

/** The server's public keys, one row per kind (RSA, SM2). */
export async function serverPublicKeys(db: Db): Promise<{ kind: string; public_key: string }[]> {
  return (await db.query<{ kind: string; public_key: string }>('select kind, public_key from server_keys'))
    .rows;
}

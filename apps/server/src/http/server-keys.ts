import { generateServerKeys, type ServerKeys } from '@mp/core';
import type { Db } from '../db/types.ts';

interface KeyRow {
  kind: 'RSA' | 'SM2';
  private_key: string;
  public_key: string;
}

/**
 * The envelope key pairs, made at the first start and shared by every server process on the database.
 * Insert-if-absent then re-read: two servers starting at once both end up with the winner's keys.
 * `made`: pairs the caller began making before the database was open (a new data directory), used if
 * the database has none; otherwise they are made here.
 */
export async function loadServerKeys(db: Db, made?: Promise<ServerKeys>): Promise<ServerKeys> {
  const read = async () =>
    (await db.query<KeyRow>('select kind, private_key, public_key from server_keys')).rows;
  let rows = await read();
  if (rows.length < 2) {
    const k = await (made ?? generateServerKeys());
    await db.query(
      `insert into server_keys (kind, private_key, public_key) values ('RSA', $1, $2), ('SM2', $3, $4)
       on conflict (kind) do nothing`,
      [k.rsaPrivateKeyPem, k.rsaPublicKeySpkiB64, k.sm2PrivateKeyHex, k.sm2PublicKeyHex],
    );
    rows = await read();
  }
  const rsa = rows.find((r) => r.kind === 'RSA');
  const sm2 = rows.find((r) => r.kind === 'SM2');
  if (!rsa || !sm2) throw new Error('server_keys lacks the RSA or SM2 key pair');
  return {
    rsaPrivateKeyPem: rsa.private_key,
    rsaPublicKeySpkiB64: rsa.public_key,
    sm2PrivateKeyHex: sm2.private_key,
    sm2PublicKeyHex: sm2.public_key,
  };
}

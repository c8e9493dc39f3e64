import { createClientSession, createServerCrypto } from '@mp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/harness.ts';
import type { Db } from '../db/types.ts';
import { loadServerKeys } from './server-keys.ts';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
});
afterAll(async () => {
  await close?.();
});

describe('server keys', () => {
  it('are made once: servers starting at the same time end up with the same pair', async () => {
    await db.query('delete from server_keys');
    const [a, b] = await Promise.all([loadServerKeys(db), loadServerKeys(db)]);
    expect(a).toEqual(b);
    expect(await loadServerKeys(db)).toEqual(a);
    expect((await db.query('select count(*)::int n from server_keys')).rows[0].n).toBe(2);
  });

  it('form working pairs for both modes', async () => {
    const k = await loadServerKeys(db);
    const server = createServerCrypto({
      rsaPrivateKeyPem: k.rsaPrivateKeyPem,
      sm2PrivateKeyHex: k.sm2PrivateKeyHex,
    });
    const keys = { rsa_public_key: k.rsaPublicKeySpkiB64, sm2_public_key: k.sm2PublicKeyHex };
    for (const secretType of ['RSA', 'SM2'] as const) {
      const client = await createClientSession({ secretType, keys });
      const key = await server.unwrap(secretType, client.t);
      expect((await server.openRequest(key, await client.sealRequest({ mode: secretType }))).body).toEqual({
        mode: secretType,
      });
    }
  });
});

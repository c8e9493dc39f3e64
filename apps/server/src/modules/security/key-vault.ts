import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../../db/types.ts';
import { type KeyOrg, keyEncryptionKey } from './queries.ts';

/**
 * Signing keys are secrets shared with the merchant: the server must be able to compute signatures with
 * them, so they are stored encrypted (AES-256-GCM), not hashed. The key-encryption key lives in
 * system_params, created at first use; the ciphertext is bound to its organisation (AAD), so a copied
 * row does not decrypt for another merchant. A deployment that keeps keys in an HSM or KMS replaces
 * this file.
 */
const VERSION = 'v1';
const kekCache = new WeakMap<Db, Promise<Buffer>>();

function kekOf(db: Db, at: Date): Promise<Buffer> {
  let k = kekCache.get(db);
  if (!k) {
    k = keyEncryptionKey(db, randomBytes(32).toString('base64'), at).then((v) => Buffer.from(v, 'base64'));
    // A failed first read must not poison the cache.
    k.catch(() => kekCache.delete(db));
    kekCache.set(db, k);
  }
  return k;
}

/** What a sealed secret is bound to: its organisation (a signing key) or its owner (a staff member's TOTP key). */
type Owner = Pick<KeyOrg, 'id'> & { kind: string };
const aad = (org: Owner) => Buffer.from(`${org.kind}:${org.id}`);

export async function sealKey(db: Db, org: Owner, key: string, at: Date): Promise<string> {
  const kek = await kekOf(db, at);
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', kek, iv);
  c.setAAD(aad(org));
  const body = Buffer.concat([c.update(key, 'utf8'), c.final(), c.getAuthTag()]);
  return `${VERSION}.${Buffer.concat([iv, body]).toString('base64url')}`;
}

export async function openKey(db: Db, org: Owner, sealed: string, at: Date): Promise<string> {
  const [version, data] = sealed.split('.');
  if (version !== VERSION || !data) throw new Error('unknown signing-key format');
  const raw = Buffer.from(data, 'base64url');
  const kek = await kekOf(db, at);
  const d = createDecipheriv('aes-256-gcm', kek, raw.subarray(0, 12));
  d.setAAD(aad(org));
  d.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([d.update(raw.subarray(12, raw.length - 16)), d.final()]).toString('utf8');
}

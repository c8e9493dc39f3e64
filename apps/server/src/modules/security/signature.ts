import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/types.ts';
import { openKey } from './key-vault.ts';
import { findKey, type KeyOrg } from './queries.ts';

/**
 * How a merchant's messages are signed with its signing key (docs/api.md, "Signatures"): HMAC-SHA256,
 * lower-case hex, over the canonical string. For an object that string is its fields sorted by name as
 * `name=value` joined with '&', leaving out `sign` and empty values (nested values as JSON); a string
 * payload is signed as it is.
 */
export const SIGN_TYPE = 'HMAC-SHA256';
/** After a rotation the previous key still verifies this long, so a merchant can switch without downtime. */
export const KEY_OVERLAP_MS = 24 * 3_600_000;

export function canonicalString(payload: string | Record<string, unknown>): string {
  if (typeof payload === 'string') return payload;
  return Object.keys(payload)
    .filter((k) => k !== 'sign' && payload[k] !== undefined && payload[k] !== null && payload[k] !== '')
    .sort()
    .map((k) => {
      const v = payload[k];
      return `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`;
    })
    .join('&');
}

export function signPayload(key: string, payload: string | Record<string, unknown>): string {
  return createHmac('sha256', key).update(canonicalString(payload), 'utf8').digest('hex');
}

function sameHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(b)) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b.toLowerCase(), 'hex'));
}

export type VerifiedBy = 'CURRENT' | 'PREVIOUS' | null;

/**
 * Checks a signature made with an organisation's signing key: the key in force, or the previous one
 * until its overlap window ends. Answers which key matched, null for none.
 */
export async function verifyOrgSignature(
  db: Db,
  org: KeyOrg,
  payload: string | Record<string, unknown>,
  signature: string,
  now: Date = new Date(),
): Promise<VerifiedBy> {
  const row = await findKey(db, org);
  if (!row) return null;
  if (sameHex(signPayload(await openKey(db, org, row.key_enc, now), payload), signature)) return 'CURRENT';
  if (row.prev_key_enc && row.prev_valid_until && row.prev_valid_until > now) {
    const prev = await openKey(db, org, row.prev_key_enc, now);
    if (sameHex(signPayload(prev, payload), signature)) return 'PREVIOUS';
  }
  return null;
}

/** The merchant form of verifyOrgSignature (a service provider's key: verifyOrgSignature with 'service'). */
export function verifySignature(
  db: Db,
  merchantId: string,
  payload: string | Record<string, unknown>,
  signature: string,
  now: Date = new Date(),
): Promise<VerifiedBy> {
  return verifyOrgSignature(db, { kind: 'merchant', id: merchantId }, payload, signature, now);
}

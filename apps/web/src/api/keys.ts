import { getRsaPublicKey } from '@mp/core/contracts/startup';
import type { PublicKeys } from '@mp/core/envelope/types';
import { LOCAL, readLocal, writeLocal } from '../storage/browserStorage.ts';
import { classicCall, LOCAL_CODES } from './classic-call.ts';
import { TransportError } from './errors.ts';

/**
 * The server's public keys (start-up step 4). Kept in localStorage 'publicKey' as the answer's JSON, so a
 * reload can encrypt at once; the start-up fetch refreshes it.
 */
let inflight: Promise<PublicKeys> | null = null;

function isKeys(v: unknown): v is PublicKeys {
  const k = v as Partial<PublicKeys> | null;
  return !!k && typeof k.rsa_public_key === 'string' && typeof k.sm2_public_key === 'string';
}

export function storedPublicKeys(): PublicKeys | null {
  const raw = readLocal(LOCAL.publicKey);
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    return isKeys(v) ? v : null;
  } catch {
    return null;
  }
}

export function fetchPublicKeys(): Promise<PublicKeys> {
  // Plain (before any session): no sealing.
  const p = classicCall(getRsaPublicKey, {}, { loading: false, quiet: true }, null).then((r) => {
    if (!r.ok) throw new TransportError(r.code === LOCAL_CODES.timeout ? 'timeout' : 'network', r.message);
    if (!isKeys(r.data)) throw new TransportError('cipher', 'malformed public key answer');
    const keys = { rsa_public_key: r.data.rsa_public_key, sm2_public_key: r.data.sm2_public_key };
    writeLocal(LOCAL.publicKey, JSON.stringify(keys));
    return keys;
  });
  inflight = p;
  p.then(
    () => {
      if (inflight === p) inflight = null;
    },
    () => {
      if (inflight === p) inflight = null;
    },
  );
  return p;
}

/** The keys to encrypt with now: the start-up fetch if it is still running, else the stored ones. */
export function publicKeys(): Promise<PublicKeys> {
  if (inflight) return inflight;
  const stored = storedPublicKeys();
  return stored ? Promise.resolve(stored) : fetchPublicKeys();
}

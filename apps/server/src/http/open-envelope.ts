import { EnvelopeError, isFresh, type SessionKey } from '@mp/core';
import { ProtocolError } from './answer.ts';
import type { Platform } from './platform.ts';

/** The session key of a wrapped t, unwrapped once per session (cached by sid). Undecryptable: SCM40003. */
export async function sessionKeyOf(p: Platform, t: string): Promise<SessionKey> {
  try {
    return await p.crypto.keyFor(p.config.secretType, t);
  } catch (e) {
    if (e instanceof EnvelopeError) throw new ProtocolError('SCM40003');
    throw e;
  }
}

/**
 * Decrypts a request `d` and refuses a stale (|now - ts| > 5 min) or replayed (nonce seen) body with
 * SCM40004. The nonce is remembered only after the timestamp passed, so stale floods cost no memory.
 */
export async function openSealed(
  p: Platform,
  key: SessionKey,
  d: string,
  maxChars?: number,
): Promise<unknown> {
  let plain: { ts: number; nonce: string; body: unknown };
  try {
    plain = await p.crypto.openRequest(key, d, maxChars);
  } catch (e) {
    if (e instanceof EnvelopeError) throw new ProtocolError('SCM40003');
    throw e;
  }
  if (!isFresh(plain.ts, p.ports.clock.now().getTime())) throw new ProtocolError('SCM40004', 'ts');
  if (!(await p.stores.nonces.firstSeen(plain.nonce))) throw new ProtocolError('SCM40004', 'nonce');
  return plain.body;
}

import { deriveCipherKey } from './cipher.ts';
import { ENVELOPE } from './limits.ts';
import { openResponseWith, sealRequestWith } from './messages.ts';
import type { ClientSession, Primitives, PublicKeys, SecretType } from './types.ts';
import { webPrimitives } from './web-primitives.ts';
import { sessionIdOf, wrapKey } from './wrapped-key.ts';

/**
 * A client session: a fresh random K wrapped once to the server's public key of the mode. The portal keeps
 * one per page load; the test client and the benchmark make as many as they like.
 */
export async function createClientSession(opts: {
  secretType: SecretType;
  keys: PublicKeys;
  primitives?: Primitives;
}): Promise<ClientSession> {
  const p = opts.primitives ?? webPrimitives;
  const k = p.randomBytes(ENVELOPE.keyBytes);
  const t = await wrapKey(p, opts.secretType, opts.keys, k);
  return clientSessionOf(p, opts.secretType, k, t);
}

/** A session around a known K and its t (the vectors use this; the product goes through createClientSession). */
export async function clientSessionOf(
  p: Primitives,
  secretType: SecretType,
  k: Uint8Array,
  t: string,
): Promise<ClientSession> {
  const key = await deriveCipherKey(p, secretType, k);
  const sid = await sessionIdOf(p, secretType, t);
  return {
    secretType,
    t,
    sid,
    sealRequest: (body, now) => sealRequestWith(p, key, body, { ts: now ?? Date.now() }),
    openResponse: async <T>(d: string) => (await openResponseWith(p, key, d)) as T,
  };
}

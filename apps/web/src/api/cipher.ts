import { createClientSession } from '@mp/core/envelope/client';
import type { ClientSession, PublicKeys, SecretType } from '@mp/core/envelope/types';

/**
 * packages/core's envelope (WebCrypto RSA-OAEP + AES-GCM, or SM2 + SM4 + HMAC-SM3 through sm-crypto-v2).
 * Its own chunk: loaded with the first encrypted call, so the login page renders without it.
 */
export function openClientSession(args: {
  secretType: SecretType;
  keys: PublicKeys;
}): Promise<ClientSession> {
  return createClientSession(args);
}

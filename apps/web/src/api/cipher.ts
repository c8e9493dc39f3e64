import { type BoundFields, bindBody, type OneTimeSecret } from '@mp/core/envelope/bind';
import { createClientSession } from '@mp/core/envelope/client';
import type { ClientSession, PublicKeys, SecretType } from '@mp/core/envelope/types';
import { webPrimitives } from '@mp/core/envelope/web-primitives';

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

/** Binds the password fields of a body to a one-time value (docs/protocol.md section 9). */
export function bindPasswords<B extends Record<string, unknown>>(
  secretType: SecretType,
  spec: BoundFields,
  body: B,
  oneTime: OneTimeSecret,
): Promise<B> {
  return bindBody(webPrimitives, secretType, spec, body, oneTime);
}

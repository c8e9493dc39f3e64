import type { ClientSession, PublicKeys, SecretType } from '@mp/core/envelope/types';
import { LOCAL, readLocal, SESSION, writeSession } from '../storage/browserStorage.ts';
import { publicKeys } from './keys.ts';

export type { ClientSession };
export type SessionFactory = (args: { secretType: SecretType; keys: PublicKeys }) => Promise<ClientSession>;

// The crypto code (and sm-crypto-v2) loads with the first encrypted call, not with the login page.
const coreFactory: SessionFactory = (args) => import('./cipher.ts').then((m) => m.openClientSession(args));

let factory: SessionFactory = coreFactory;
let current: Promise<ClientSession> | null = null;

export function secretType(): SecretType {
  return readLocal(LOCAL.secretType) === 'SM2' ? 'SM2' : 'RSA';
}

/**
 * The encryption session of this tab: created once from the server's public key, reused by every call.
 * sessionStorage 'encSession' records its identifier and mode; the key itself never leaves memory, so a
 * reload makes a new session (the server unwraps it once and caches it like the first).
 */
export function clientSession(): Promise<ClientSession> {
  if (!current) {
    const p = publicKeys()
      .then((keys) => factory({ secretType: secretType(), keys }))
      .then((s) => {
        writeSession(SESSION.encSession, JSON.stringify({ sid: s.sid, secretType: s.secretType }));
        return s;
      });
    current = p;
    p.catch(() => {
      if (current === p) current = null;
    });
  }
  return current;
}

/** Forget the session (the server could not decrypt it, or the secret type changed); the next call makes one. */
export function dropClientSession(): void {
  current = null;
}

/** Starts loading the crypto code early so the first click does not wait for it. */
export function warmUpCipher(): void {
  void clientSession().catch(() => undefined);
}

/** Tests replace the crypto; null restores packages/core's envelope. */
export function setSessionFactory(f: SessionFactory | null): void {
  factory = f ?? coreFactory;
  current = null;
}

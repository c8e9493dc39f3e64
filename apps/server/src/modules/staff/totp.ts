import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * The second factor of the back office's staff: TOTP of RFC 6238 (SHA-1, 6 digits, 30-second steps, the
 * authenticator apps' default) through `otpauth`, and the one-time recovery codes. A code is accepted for
 * the step before and after the current one (clock drift); the caller keeps the last accepted step, so a
 * code is never accepted twice.
 */
export const ISSUER = 'MacauPay back office';
const PERIOD = 30;

export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

export function otpauthUri(secret: string, loginName: string): string {
  return totpOf(secret, loginName).toString();
}

/** The time step a code belongs to (within one step of now), or null when it is not a code of this secret. */
export function stepOfCode(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** The code of a secret at a moment (tests and the demo's sign-in helper). */
export function codeAt(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/** Ten recovery codes as shown (`ab3de-fg7hk`), from an alphabet without look-alikes. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const b = randomBytes(10);
    const s = Array.from(b, (x) => ALPHABET[x % ALPHABET.length]).join('');
    return `${s.slice(0, 5)}-${s.slice(5)}`;
  });
}

/** How a recovery code or token is kept: sha-256 of its normal form (case, spaces and dashes do not count). */
export function hashCode(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random one-time value (enrolment tickets, API tokens). */
export function randomToken(prefix = ''): string {
  return prefix + randomBytes(24).toString('base64url');
}

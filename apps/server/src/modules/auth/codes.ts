import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Verification codes (spec): 6 digits, 5 minutes, single use, at most 5 tries, resend after 60 s. */
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_TRIES = 5;
export const CODE_RESEND_MS = 60_000;
/** A reset token is what a correct code buys: 10 minutes to choose the new password, once. */
export const RESET_TOKEN_TTL_MS = 10 * 60_000;

export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form (schema: SHA-256(id || code)): binding the row id stops one hash matching two rows. */
export function codeHash(rowId: string, secret: string): string {
  return createHash('sha256').update(`${rowId}${secret}`).digest('hex');
}

export function codeMatches(rowId: string, secret: string, storedHash: string): boolean {
  const a = Buffer.from(codeHash(rowId, secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function newTokenSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** Reset tokens travel as `<row id>.<secret>`; anything else is not a token. */
export function parseResetToken(token: string): { id: string; secret: string } | null {
  const m = /^(\d{1,18})\.([A-Za-z0-9_-]{32})$/.exec(token);
  return m ? { id: m[1], secret: m[2] } : null;
}

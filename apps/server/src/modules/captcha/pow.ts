import { createHash, randomBytes } from 'node:crypto';

/**
 * The proof-of-work check (issue 32, point 7; docs/decisions.md "An accessible sign-in check"): the browser
 * tries nonces until SHA-256(challenge + nonce) starts with `difficulty` zero bits. Nothing to read, drag
 * or remember: a person who cannot see the picture waits a second or two instead. It costs a script the
 * same work per sign-in attempt as the picture costs it one request.
 */
export const POW_NONCE = /^\d{1,16}$/;

export const newPowChallenge = () => randomBytes(16).toString('hex');

/** The zero bits SHA-256(challenge + nonce) starts with. */
export function leadingZeroBits(challenge: string, nonce: string): number {
  const digest = createHash('sha256')
    .update(challenge + nonce, 'utf8')
    .digest();
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    bits += Math.clz32(byte) - 24;
    break;
  }
  return bits;
}

export function powSolves(challenge: string, difficulty: number, nonce: string): boolean {
  return POW_NONCE.test(nonce) && leadingZeroBits(challenge, nonce) >= difficulty;
}

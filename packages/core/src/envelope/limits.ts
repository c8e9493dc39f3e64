/** Sizes and time windows of the envelope protocol (docs/protocol.md). */
export const ENVELOPE = {
  /** Bytes of the session key K. */
  keyBytes: 32,
  /** AES-GCM iv (RSA mode) and SM4-CBC iv (SM2 mode). */
  gcmIvBytes: 12,
  gcmTagBytes: 16,
  cbcIvBytes: 16,
  macBytes: 32,
  /** Bytes of randomness in a request nonce (shown as 32 hex characters). */
  nonceBytes: 16,
  /** Hex characters of a session identifier. */
  sidChars: 32,
  /** Longest t accepted before any RSA/SM2 work. */
  maxTChars: 2048,
  /** Longest request d accepted before any decryption. */
  maxRequestDChars: 4 * 1024 * 1024,
  /** Longest response d a client opens. */
  maxResponseDChars: 128 * 1024 * 1024,
  /** A request whose ts is further than this from the server clock is stale. */
  replayWindowMs: 5 * 60 * 1000,
  /** A login salt (getLoginSalt / getR0Str) is single use and lives this long. */
  loginSaltTtlMs: 2 * 60 * 1000,
} as const;

/** The replay window rule: a request's ts must be within 5 minutes of the server clock, either way. */
export function isFresh(ts: number, now: number, windowMs: number = ENVELOPE.replayWindowMs): boolean {
  return Number.isFinite(ts) && Math.abs(now - ts) <= windowMs;
}

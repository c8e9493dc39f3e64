/**
 * Random identifiers from a reduced alphabet (spec point 3: the cross-border formId, 32 characters,
 * without look-alike characters). Also the idempotency key of a money-moving call.
 */

/** Returns n random bytes. Injected so tests can drive the sampler; the default is the platform CSPRNG. */
export type RandomBytes = (n: number) => Uint8Array;

export const cryptoRandomBytes: RandomBytes = (n) => globalThis.crypto.getRandomValues(new Uint8Array(n));

export const FORM_ID_LENGTH = 32;
/** 56 characters: digits and letters without 0 O o 1 l I. */
export const FORM_ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';

/** Gives up on a random source that keeps returning only rejected bytes (a broken source, not bad luck). */
const MAX_ROUNDS = 1000;

/**
 * `length` characters drawn uniformly from `alphabet`. A byte maps to `byte % size` only when it is below
 * the largest multiple of size that fits in a byte; the rest are rejected, otherwise the first
 * `256 % size` characters would come up more often.
 */
export function randomString(
  length: number,
  alphabet: string,
  random: RandomBytes = cryptoRandomBytes,
): string {
  const size = alphabet.length;
  if (size < 2 || size > 256) throw new RangeError('alphabet must have 2 to 256 characters');
  if (!Number.isSafeInteger(length) || length < 0) throw new RangeError('length must be a whole number');
  const limit = 256 - (256 % size);
  let out = '';
  for (let round = 0; out.length < length; round++) {
    if (round >= MAX_ROUNDS) throw new Error('random source returned no usable bytes');
    for (const byte of random(length - out.length)) {
      if (byte < limit) out += alphabet[byte % size];
      if (out.length === length) break;
    }
  }
  return out;
}

/** A new 32-character formId. */
export function newFormId(random: RandomBytes = cryptoRandomBytes): string {
  return randomString(FORM_ID_LENGTH, FORM_ID_ALPHABET, random);
}

const FORM_ID = new RegExp(`^[${FORM_ID_ALPHABET}]{${FORM_ID_LENGTH}}$`);

/** True for a string that newFormId could have produced. */
export function isFormId(value: unknown): value is string {
  return typeof value === 'string' && FORM_ID.test(value);
}

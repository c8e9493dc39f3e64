import { randomBytes, randomInt } from 'node:crypto';

/** A whole number in [min, max) from the system's secure generator. */
export const int = (min: number, max: number) => randomInt(min, max);
/** A number in [min, max) from the system's secure generator (positions, sizes, angles). */
export const real = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
export const pick = <T>(xs: readonly T[]): T => xs[randomInt(xs.length)];

/**
 * A fast generator (xorshift128) seeded from the secure one, for the per-pixel grain only: a secure call per
 * pixel would cost more than the drawing, and the grain hides nothing an attacker could predict from it.
 */
export function grainSource(): () => number {
  const b = randomBytes(16);
  const s = Uint32Array.of(b.readUInt32LE(0), b.readUInt32LE(4), b.readUInt32LE(8), b.readUInt32LE(12));
  if (s.every((v) => v === 0)) s[0] = 1;
  return () => {
    let t = s[3];
    const u = s[0];
    s[3] = s[2];
    s[2] = s[1];
    s[1] = u;
    t ^= t << 11;
    t ^= t >>> 8;
    s[0] = t ^ u ^ (u >>> 19);
    return s[0] / 4_294_967_296;
  };
}

import { describe, expect, it } from 'vitest';
import { FORM_ID_ALPHABET, FORM_ID_LENGTH, isFormId, newFormId, randomString } from './formid.ts';

/** A random source that hands out the given bytes in order, cycling. */
function scripted(bytes: number[]) {
  let i = 0;
  return (n: number) => Uint8Array.from({ length: n }, () => bytes[i++ % bytes.length]);
}

describe('newFormId', () => {
  it('is 32 characters of the alphabet, without look-alikes', () => {
    expect(FORM_ID_ALPHABET).toHaveLength(56);
    expect(FORM_ID_ALPHABET).not.toMatch(/[0Oo1lI]/);
    expect(new Set(FORM_ID_ALPHABET).size).toBe(56);
    const id = newFormId();
    expect(id).toHaveLength(FORM_ID_LENGTH);
    expect(isFormId(id)).toBe(true);
    expect(id).not.toMatch(/[0Oo1lI]/);
  });

  it('differs between calls', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newFormId()));
    expect(ids.size).toBe(200);
  });

  it('maps every accepted byte value to each character equally often and skips the rest', () => {
    const all = Array.from({ length: 256 }, (_, b) => b);
    const out = randomString(224 * 2, FORM_ID_ALPHABET, scripted(all));
    const counts = new Map<string, number>();
    for (const c of out) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(56);
    expect([...counts.values()].every((n) => n === 8)).toBe(true);
  });

  it('rejects bytes from 224 up instead of folding them onto the first characters', () => {
    const id = newFormId(scripted([224, 255, 0, 230, 57]));
    // 0 -> '2' and 57 % 56 = 1 -> '3'; the other bytes are skipped.
    expect(id).toBe('23'.repeat(16));
  });

  it('refuses a broken random source instead of looping forever', () => {
    expect(() => newFormId(() => new Uint8Array(32).fill(255))).toThrow();
  });

  it('isFormId refuses other strings', () => {
    expect(isFormId('2'.repeat(31))).toBe(false);
    expect(isFormId(`${'2'.repeat(31)}0`)).toBe(false);
    expect(isFormId(null)).toBe(false);
  });
});

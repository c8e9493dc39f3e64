import { describe, expect, it } from 'vitest';
import { textCheck } from './textRules.ts';

// The name fields of the operator, role and cashier forms (issue 15, point 3): the same core rule as the
// server, so a name that reads backwards or hides a character is refused before it is sent.

describe('textCheck (operator, role and cashier names)', () => {
  const name = textCheck(30, true);
  it.each([
    '\u202E',
    '\u202A',
    '\u2066',
    '\u2069',
    '\u200B',
    '\u200D',
    '\u200F',
    '\u2060',
    '\uFEFF',
    '\u180E',
    '\u00AD',
  ])('refuses %j inside, at the start and at the end', (ch) => {
    for (const v of [`財務${ch}主管`, `${ch}財務主管`, `財務主管${ch}`]) expect(name(v)).toBe('VAL10039');
  });
  it('keeps the other rules and their order (the server answers the same code)', () => {
    expect(name('')).toBe('VAL10001');
    expect(name("O'Brien")).toBe('VAL10007');
    expect(name(' 財務')).toBe('VAL10005');
    expect(name('x'.repeat(31))).toBe('VAL10008');
    expect(name('財務主管（澳門）')).toBeNull();
    expect(textCheck(100, false)('')).toBeNull();
  });
});

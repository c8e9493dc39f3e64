import { describe, expect, it } from 'vitest';
import { validateNewPassword, validatePassword } from './password.ts';

describe('validatePassword', () => {
  it.each(['abcd1234', 'A1b2C3d4e5F6g7H8i9J0', 'Pa$$w0rd!', '12345678a'])('accepts %s', (pw) => {
    expect(validatePassword(pw)).toBeNull();
  });
  it.each([
    ['abc1234', 'too short'],
    [`${'a1'.repeat(10)}x`, 'too long'],
    ['abcdefgh', 'no digit'],
    ['12345678', 'no letter'],
    ['abcd 1234', 'a space'],
    ['密碼abcd1234', 'not ASCII'],
  ])('refuses %s (%s)', (pw) => {
    expect(validatePassword(pw)).toBe('VAL10021');
  });
  it('asks for a password when empty', () => {
    expect(validatePassword('')).toBe('VAL10036');
    expect(validatePassword(undefined)).toBe('VAL10036');
  });
});

describe('validateNewPassword', () => {
  it('accepts a proper change', () => {
    expect(validateNewPassword({ old: 'oldpass11', next: 'newpass22', confirm: 'newpass22' })).toBeNull();
  });
  it('refuses the old password again', () => {
    expect(validateNewPassword({ old: 'samepass1', next: 'samepass1', confirm: 'samepass1' })).toBe(
      'VAL10019',
    );
  });
  it('refuses a confirmation that differs', () => {
    expect(validateNewPassword({ old: 'oldpass11', next: 'newpass22', confirm: 'newpass23' })).toBe(
      'VAL10020',
    );
  });
  it('checks the new format before anything else about it', () => {
    expect(validateNewPassword({ old: 'short1', next: 'short1', confirm: 'x' })).toBe('VAL10021');
    expect(validateNewPassword({ old: 'oldpass11', next: '', confirm: '' })).toBe('VAL10036');
  });
  it('needs the old password when the form has one, and not in the reset flow', () => {
    expect(validateNewPassword({ old: '', next: 'newpass22', confirm: 'newpass22' })).toBe('VAL10036');
    expect(validateNewPassword({ next: 'newpass22', confirm: 'newpass22' })).toBeNull();
  });
});

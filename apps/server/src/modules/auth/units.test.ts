import { macauTime14 } from '@mp/core/time';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, verifyPasswordOrDummy } from '../../crypto/password-hash.ts';
import { codeHash, codeMatches, newSixDigitCode, newTokenSecret, parseResetToken } from './codes.ts';
import { changeReason, PASSWORD_MAX_AGE_MS } from './password-policy.ts';

describe('verification codes', () => {
  it('are 6 digits', () => {
    for (let i = 0; i < 200; i++) expect(newSixDigitCode()).toMatch(/^\d{6}$/);
  });
  it('are stored as SHA-256(id || code), bound to the row', () => {
    const h = codeHash('42', '123456');
    expect(h).toBe('5f1eedb6c88810a46449ae66a256ddbac4c504cac849e9e6bf8b36d6122aa457');
    expect(codeMatches('42', '123456', h)).toBe(true);
    expect(codeMatches('43', '123456', h)).toBe(false);
    expect(codeMatches('42', '123457', h)).toBe(false);
    expect(codeMatches('42', '123456', 'not-hex')).toBe(false);
  });
  it('reset tokens parse only in their own shape', () => {
    const secret = newTokenSecret();
    expect(parseResetToken(`17.${secret}`)).toEqual({ id: '17', secret });
    expect(parseResetToken(secret)).toBeNull();
    expect(parseResetToken(`x.${secret}`)).toBeNull();
    expect(parseResetToken(`17.${secret}!`)).toBeNull();
  });
});

describe('argon2id password hashes', () => {
  it('verify the right password only, and a malformed hash never throws', async () => {
    const h = await hashPassword('Passw0rd2024');
    expect(h.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await verifyPassword(h, 'Passw0rd2024')).toBe(true);
    expect(await verifyPassword(h, 'Passw0rd2025')).toBe(false);
    expect(await verifyPassword('garbage', 'Passw0rd2024')).toBe(false);
    expect(await verifyPasswordOrDummy(null, 'Passw0rd2024')).toBe(false);
    expect(await verifyPasswordOrDummy(h, 'Passw0rd2024')).toBe(true);
  });
});

describe('forced password change', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  it('is FIRST when set by an administrator, EXPIRED after 90 days, none otherwise', () => {
    const fresh = new Date(now.getTime() - 86_400_000);
    const old = new Date(now.getTime() - PASSWORD_MAX_AGE_MS);
    expect(changeReason({ must_change_password: true, password_changed_at: fresh }, now)).toBe('FIRST');
    expect(changeReason({ must_change_password: false, password_changed_at: old }, now)).toBe('EXPIRED');
    expect(changeReason({ must_change_password: true, password_changed_at: old }, now)).toBe('EXPIRED');
    expect(changeReason({ must_change_password: false, password_changed_at: fresh }, now)).toBe('');
  });
});

describe('wire times', () => {
  it('are yyyymmddHHMMss in Macau time', () => {
    expect(macauTime14(new Date('2026-01-31T16:05:09Z'))).toBe('20260201000509');
    expect(macauTime14(null)).toBe('');
  });
});

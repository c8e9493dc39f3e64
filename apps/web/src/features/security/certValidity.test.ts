import { macauTime14 } from '@mp/core/time';
import { describe, expect, it } from 'vitest';
import { certInForce } from './certValidity.ts';

describe('certificate validity', () => {
  // 2026-11-22 06:38:28 UTC is 14:38:28 in Macau.
  const now = new Date(Date.UTC(2026, 10, 22, 6, 38, 28));

  it('writes the moment as the server does, in Macau time', () => {
    expect(macauTime14(now)).toBe('20261122143828');
    expect(macauTime14(new Date(Date.UTC(2026, 11, 31, 16, 0, 0)))).toBe('20270101000000');
  });

  it('is in force from its first to its last second, Macau time', () => {
    expect(certInForce({ valid_from: '20261122143828', valid_to: '20271122143828' }, now)).toBe(true);
    expect(certInForce({ valid_from: '20261122143829', valid_to: '20271122143828' }, now)).toBe(false);
    expect(certInForce({ valid_from: '20251122000000', valid_to: '20261122143827' }, now)).toBe(false);
  });

  it('reads date-only validity as whole days', () => {
    expect(certInForce({ valid_from: '20261122', valid_to: '20261122' }, now)).toBe(true);
    expect(certInForce({ valid_from: '20261123', valid_to: '20271231' }, now)).toBe(false);
  });
});

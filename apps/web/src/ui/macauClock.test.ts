import { describe, expect, it } from 'vitest';
import { macauNow } from './macauClock.ts';

describe('macauNow', () => {
  it("reads Macau's wall clock whatever the browser's zone", () => {
    // 16:30 UTC on 29 November is 00:30 on 30 November in Macau: the new business day.
    const d = macauNow(new Date('2026-11-29T16:30:15Z'));
    expect(d.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-30 00:30:15');
    expect(macauNow(new Date('2026-11-29T03:00:00Z')).format('YYYYMMDDHHmm')).toBe('202611291100');
  });
});

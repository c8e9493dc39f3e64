import { describe, expect, it } from 'vitest';
import { niceAxis } from './chartScale.ts';

describe('niceAxis', () => {
  it('rounds the maximum up to a nice step', () => {
    expect(niceAxis(370)).toEqual({ max: 400, step: 100 });
    expect(niceAxis(901)).toEqual({ max: 1000, step: 250 });
    expect(niceAxis(7)).toEqual({ max: 8, step: 2 });
  });

  it('keeps the largest value inside the axis', () => {
    for (const v of [1, 3, 99, 1234, 55555, 3_238_160]) {
      const a = niceAxis(v);
      expect(a.max).toBeGreaterThanOrEqual(v);
      expect(a.max).toBeLessThan(v * 3);
    }
  });

  it('gives an empty chart an axis', () => {
    expect(niceAxis(0)).toEqual({ max: 4, step: 1 });
  });
});

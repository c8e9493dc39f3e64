import { afterEach, describe, expect, it, vi } from 'vitest';
import { youngCollector } from './young-garbage.ts';

const g = globalThis as { gc?: unknown };
const before = g.gc;
afterEach(() => {
  g.gc = before;
});

describe('youngCollector', () => {
  it('asks for one minor collection each time the bytes handed on pass the threshold', () => {
    const gc = vi.fn();
    g.gc = gc;
    const collect = youngCollector(100);
    collect(60);
    expect(gc).not.toHaveBeenCalled();
    collect(60); // 120: one collection, the count starts again
    expect(gc).toHaveBeenCalledTimes(1);
    expect(gc).toHaveBeenLastCalledWith({ type: 'minor' });
    collect(99);
    expect(gc).toHaveBeenCalledTimes(1);
    collect(1);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it('does nothing when the process runs without --expose-gc', () => {
    g.gc = undefined;
    const collect = youngCollector(1);
    expect(() => collect(10_000_000)).not.toThrow();
  });
});

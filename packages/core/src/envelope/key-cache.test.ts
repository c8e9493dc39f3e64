import { describe, expect, it } from 'vitest';
import { KeyCache } from './key-cache.ts';

describe('KeyCache', () => {
  it('drops the least recently used entry when full', () => {
    const cache = new KeyCache<number>({ maxEntries: 2, now: () => 0 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('expires an entry unused for ttlMs, and each use extends it', () => {
    let now = 0;
    const cache = new KeyCache<string>({ ttlMs: 100, now: () => now });
    cache.set('k', 'v');
    now = 90;
    expect(cache.get('k')).toBe('v');
    now = 180;
    expect(cache.get('k')).toBe('v');
    now = 281;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('shares one load among concurrent misses and forgets a failed load', async () => {
    const cache = new KeyCache<number>();
    let loads = 0;
    const load = async () => {
      loads++;
      return 42;
    };
    expect(await Promise.all([cache.getOrLoad('x', load), cache.getOrLoad('x', load)])).toEqual([42, 42]);
    expect(await cache.getOrLoad('x', load)).toBe(42);
    expect(loads).toBe(1);

    const failing = async (): Promise<number> => {
      loads++;
      throw new Error('no');
    };
    await expect(cache.getOrLoad('y', failing)).rejects.toThrow('no');
    expect(await cache.getOrLoad('y', load)).toBe(42);
    expect(loads).toBe(3);
  });
});

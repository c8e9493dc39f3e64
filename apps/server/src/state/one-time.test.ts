import { describe, expect, it } from 'vitest';
import { createMemoryNonceStore } from './nonce-store.ts';
import { createMemoryOneTimeStore, ONE_TIME_LENGTH } from './one-time.ts';
import { TtlMap } from './ttl-map.ts';

describe('one-time randoms', () => {
  it('issues 32 characters of an unambiguous alphabet, consumed once and only for their kind', async () => {
    const store = createMemoryOneTimeStore();
    const r0 = await store.issue('r0');
    expect(r0).toHaveLength(ONE_TIME_LENGTH);
    expect(r0).toMatch(/^[A-HJ-NP-Za-km-z2-9]+$/);
    expect(await store.consume('login_salt', r0)).toBe(false);
    expect(await store.consume('r0', r0)).toBe(true);
    expect(await store.consume('r0', r0)).toBe(false);
    expect(await store.consume('r0', 'x')).toBe(false);
  });

  it('forgets a random after its lifetime', async () => {
    let now = 1_000_000;
    const store = createMemoryOneTimeStore(100, () => now);
    const salt = await store.issue('login_salt');
    now += 2 * 60_000 + 1;
    expect(await store.consume('login_salt', salt)).toBe(false);
  });
});

describe('nonce store', () => {
  it('accepts a nonce once within its lifetime', async () => {
    let now = 0;
    const nonces = createMemoryNonceStore(100, () => now);
    expect(await nonces.firstSeen('a')).toBe(true);
    expect(await nonces.firstSeen('a')).toBe(false);
    now += 9 * 60_000;
    expect(await nonces.firstSeen('a')).toBe(false);
    now += 2 * 60_000;
    expect(await nonces.firstSeen('a')).toBe(true);
  });
});

describe('TtlMap', () => {
  it('stays within its bound, dropping the oldest entries first', () => {
    const map = new TtlMap<number>(3, () => 0);
    for (let i = 0; i < 5; i++) map.set(`k${i}`, i, 1000);
    expect(map.size).toBe(3);
    expect(map.get('k0')).toBeUndefined();
    expect(map.get('k4')).toBe(4);
    expect(map.take('k4')).toBe(4);
    expect(map.has('k4')).toBe(false);
  });
});

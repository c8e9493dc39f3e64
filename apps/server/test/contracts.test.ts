import { PREFIXES, urlOf } from '@mp/core/contract';
import { ALL_CONTRACTS } from '@mp/core/contracts/index';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../src/modules/index.ts';

// One contract per endpoint (docs/adding-a-capability.md): the server implements exactly the contracts of
// packages/core, each once, and nothing else; the portal calls the same objects.
describe('contracts and endpoints', () => {
  it('gives every contract exactly one server endpoint', () => {
    const missing = ALL_CONTRACTS.filter((c) => allEndpoints.filter((e) => e.contract === c).length !== 1);
    expect(missing.map((c) => `${c.prefix}:${c.path}`)).toEqual([]);
  });

  it('gives every server endpoint a contract of packages/core', () => {
    const loose = allEndpoints.filter((e) => !e.contract || !ALL_CONTRACTS.includes(e.contract));
    expect(loose.map((e) => `${e.prefix}:${e.path}`)).toEqual([]);
  });

  it('has one contract per URL, under one of the prefixes of spec point 7', () => {
    const urls = ALL_CONTRACTS.map(urlOf);
    expect(new Set(urls).size).toBe(urls.length);
    for (const c of ALL_CONTRACTS) expect(Object.keys(PREFIXES)).toContain(c.prefix);
  });

  it('is implemented in the capability folder the contract names', async () => {
    const wrong: string[] = [];
    for (const cap of new Set(ALL_CONTRACTS.map((c) => c.capability))) {
      const mod = (await import(`../src/modules/${cap}/index.ts`)) as { endpoints?: { contract: unknown }[] };
      for (const c of ALL_CONTRACTS.filter((x) => x.capability === cap)) {
        if (!mod.endpoints?.some((e) => e.contract === c)) wrong.push(`${c.path} (${cap})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

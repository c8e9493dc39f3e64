import { expect, it } from 'vitest';

/** Test support: the checks every pair of message sets (zh-TW and en) must pass. */
export type Tree = { [k: string]: string | Tree };

/** Every text of a message set by its dotted key. */
export function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

/**
 * Adds to the describe block around it the tests that the two languages of a message set agree: the
 * same keys, no empty text, the same {{placeholders}} in each text.
 */
export function itKeepsParity(zhTree: Tree, enTree: Tree): void {
  const zh = leaves(zhTree);
  const english = leaves(enTree);

  it('have the same keys in zh-TW and en', () => {
    expect([...english.keys()].sort()).toEqual([...zh.keys()].sort());
  });

  it('have no empty text', () => {
    for (const [key, text] of [...zh, ...english]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of zh) expect(vars(english.get(key) ?? ''), key).toEqual(vars(text));
  });
}

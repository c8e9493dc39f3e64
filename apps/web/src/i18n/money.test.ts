import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { i18n } from './index.ts';
import { moneyEn } from './money-en.ts';
import { moneyZhTW } from './money-zh-TW.ts';
import { zhTW } from './zh-TW.ts';

type Tree = { [k: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

describe('money message sets', () => {
  const zh = leaves(moneyZhTW);
  const english = leaves(moneyEn as Tree);

  it('have the same keys in zh-TW and en, none empty', () => {
    expect([...english.keys()].sort()).toEqual([...zh.keys()].sort());
    for (const [key, text] of [...zh, ...english]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of zh) expect(vars(english.get(key) ?? ''), key).toEqual(vars(text));
  });

  it('never overwrite a key of the main message sets', () => {
    expect(Object.keys(zhTW)).not.toContain('money');
    expect(Object.keys(en)).not.toContain('money');
  });

  it("keep the spec's verbatim button text and join the portal's sets once loaded", async () => {
    expect(zh.get('export.appoint')).toBe('预约下载');
    expect(i18n.exists('money.export.appoint')).toBe(false);
    await import('./money.ts');
    expect(i18n.getFixedT('zh-TW')('money.export.appoint')).toBe('预约下载');
    expect(i18n.getFixedT('en')('money.list.found', { n: '12' })).toBe('12 found');
  });
});

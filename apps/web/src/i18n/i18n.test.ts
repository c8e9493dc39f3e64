import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
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

describe('message sets', () => {
  const zh = leaves(zhTW);
  const english = leaves(en as Tree);

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

  it("keep the spec's verbatim texts in zh-TW", () => {
    expect(zh.get('shell.forbidden')).toBe('无访问权限');
    expect(zh.get('api.timeout')).toBe('请求超时，请稍后再试');
    expect(zh.get('api.decryptFailed')).toBe('解密出错');
    expect(zh.get('api.confirm')).toBe('确定');
  });
});

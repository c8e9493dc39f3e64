import { describe, expect, it } from 'vitest';
import { adminEn } from './admin-en.ts';
import { adminZhTW } from './admin-zh-TW.ts';
import { en } from './en.ts';
import { i18n } from './index.ts';
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

describe('administration message sets', () => {
  const zh = leaves(adminZhTW);
  const english = leaves(adminEn as Tree);

  it('have the same keys in zh-TW and en, none empty', () => {
    expect([...english.keys()].sort()).toEqual([...zh.keys()].sort());
    for (const [key, text] of [...zh, ...english]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of zh) expect(vars(english.get(key) ?? ''), key).toEqual(vars(text));
  });

  it('never overwrite a key of the main message sets', () => {
    const top = Object.keys(adminZhTW);
    for (const k of top) {
      expect(Object.keys(zhTW), k).not.toContain(k);
      expect(Object.keys(en), k).not.toContain(k);
    }
  });

  it('are found by i18next once the area has loaded them', async () => {
    expect(i18n.exists('security.key.onceOnly')).toBe(false);
    await import('./admin.ts');
    await i18n.changeLanguage('en');
    expect(i18n.t('security.key.onceOnly')).toBe(adminEn.security.key.onceOnly);
    await i18n.changeLanguage('zh-TW');
    expect(i18n.t('operators.tempSent', { to: '+853 66****56' })).toContain('+853 66****56');
    expect(i18n.t('shell.forbidden')).toBe('无访问权限');
  });
});

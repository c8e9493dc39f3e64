import { describe, expect, it } from 'vitest';
import { adminEn } from './admin-en.ts';
import { adminZhTW } from './admin-zh-TW.ts';
import { en } from './en.ts';
import { i18n } from './index.ts';
import { itKeepsParity, type Tree } from './testing/parity.ts';
import { zhTW } from './zh-TW.ts';

describe('administration message sets', () => {
  itKeepsParity(adminZhTW, adminEn as Tree);

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

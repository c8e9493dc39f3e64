import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { i18n } from './index.ts';
import { moneyEn } from './money-en.ts';
import { moneyZhTW } from './money-zh-TW.ts';
import { itKeepsParity, leaves, type Tree } from './testing/parity.ts';
import { zhTW } from './zh-TW.ts';

describe('money message sets', () => {
  itKeepsParity(moneyZhTW, moneyEn as Tree);

  it('never overwrite a key of the main message sets', () => {
    expect(Object.keys(zhTW)).not.toContain('money');
    expect(Object.keys(en)).not.toContain('money');
  });

  it("keep the spec's verbatim button text and join the portal's sets once loaded", async () => {
    expect(leaves(moneyZhTW).get('export.appoint')).toBe('预约下载');
    expect(i18n.exists('money.export.appoint')).toBe(false);
    await import('./money.ts');
    expect(i18n.getFixedT('zh-TW')('money.export.appoint')).toBe('预约下载');
    expect(i18n.getFixedT('en')('money.list.found', { n: '12' })).toBe('12 found');
  });
});

import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import './messages.ts';
import { readText } from './readText.ts';

describe('what a provider read, in the page language', () => {
  it('names the balance and the activity range and page in zh-TW and en, and keeps anything else as logged', async () => {
    await i18n.changeLanguage('zh-TW');
    const zh = i18n.getFixedT('zh-TW');
    expect(readText('balance', zh)).toBe('賬戶餘額');
    expect(readText('20261101-20261107 p2', zh)).toBe('2026-11-01 至 2026-11-07，第 2 頁');
    const en = i18n.getFixedT('en');
    expect(readText('balance', en)).toBe('Account balance');
    expect(readText('20261101-20261107 p2', en)).toBe('2026-11-01 to 2026-11-07, page 2');
    expect(readText('something else', en)).toBe('something else');
  });
});

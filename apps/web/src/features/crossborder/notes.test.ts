import './messages.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { noteText } from './notes.ts';

describe("a transfer's note in the session's language", () => {
  afterAll(() => i18n.changeLanguage('zh-TW'));

  it("words a reviewer's reason code and keeps the free text, in both languages", async () => {
    await i18n.changeLanguage('en');
    expect(noteText('INFO_MISMATCH')).toBe('Information does not match');
    expect(noteText('ORDERS_SHORT|訂單 A1 已用完')).toBe(
      'The trade orders do not cover the amount: 訂單 A1 已用完',
    );
    expect(noteText('ACCOUNT_CLOSED')).toContain('account is closed');
    await i18n.changeLanguage('zh-TW');
    expect(noteText('INFO_MISMATCH')).toBe('資料不一致');
    expect(noteText('ACCOUNT_CLOSED')).toContain('收款賬戶已關閉');
    // An older note in plain text, and none.
    expect(noteText('資料不一致')).toBe('資料不一致');
    expect(noteText('')).toBe('');
  });
});

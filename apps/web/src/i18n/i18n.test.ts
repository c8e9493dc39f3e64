import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { itKeepsParity, leaves, type Tree } from './testing/parity.ts';
import { zhTW } from './zh-TW.ts';

describe('message sets', () => {
  itKeepsParity(zhTW, en as Tree);

  it("keep the spec's verbatim texts in zh-TW", () => {
    const zh = leaves(zhTW);
    expect(zh.get('shell.forbidden')).toBe('無訪問權限');
    expect(zh.get('api.timeout')).toBe('請求超時，請稍後再試');
    expect(zh.get('api.decryptFailed')).toBe('解密出錯');
    expect(zh.get('api.confirm')).toBe('確定');
  });
});

import { describe, expect, it } from 'vitest';
import * as statuses from './statuses.ts';
import {
  crossBorderStatusOptions,
  formatCertEndDate,
  fundOrderStatusLabels,
  ID_TYPE,
  isOf,
  labelOf,
  optionsOf,
  PAY_TYPE,
  RECHARGE_STATUS,
  TXN_RESULT,
  WITHDRAWAL_STATUS,
} from './statuses.ts';

const HAS_SIMPLIFIED_ONLY = /[这个们说对时发会为审结败处关闭态额账户银设证]/;

describe('label sets', () => {
  const sets = Object.entries(statuses).filter(
    ([name, v]) => /^[A-Z_]+$/.test(name) && typeof v === 'object' && v !== null && !('zh' in v),
  );

  it('covers the enums of spec point 4 and the platform schema', () => {
    const names = sets.map(([n]) => n);
    for (const n of [
      'ORDER_STATUS',
      'WITHDRAWAL_STATUS',
      'PAYOUT_STATUS',
      'PAYMENT_AUDIT_STATUS',
      'MERCHANT_CATEGORY',
    ]) {
      expect(names).toContain(n);
    }
    expect(Object.keys(PAY_TYPE)).toEqual(['WECHAT', 'ALIPAY', 'UNIONPAY', 'MCB', 'HUAYIN']);
    expect(Object.keys(TXN_RESULT)).toEqual(['SUCCESS', 'FAIL', 'PENDING', 'PROCESSING', 'CLOSED']);
  });

  it('gives every value a non-empty label in both languages, zh in traditional characters', () => {
    for (const [name, set] of sets) {
      for (const [value, label] of Object.entries(set as Record<string, { zh: string; en: string }>)) {
        expect(label.zh, `${name}.${value}`).not.toBe('');
        expect(label.en, `${name}.${value}`).not.toBe('');
        expect(label.zh, `${name}.${value}`).not.toMatch(HAS_SIMPLIFIED_ONLY);
      }
    }
  });
});

describe('labelOf', () => {
  it('gives the label in the language asked', () => {
    expect(labelOf(PAY_TYPE, 'HUAYIN', 'zh-TW')).toBe('華銀快付');
    expect(labelOf(PAY_TYPE, 'HUAYIN', 'en')).toBe('Huayin Express');
    expect(labelOf(ID_TYPE, 'PASSPORT', 'zh-TW')).toBe('護照');
  });
  it('returns an unknown value itself and null as empty', () => {
    expect(labelOf(PAY_TYPE, 'PAYPAL', 'en')).toBe('PAYPAL');
    expect(labelOf(PAY_TYPE, 'toString', 'en')).toBe('toString');
    expect(labelOf(PAY_TYPE, null, 'en')).toBe('');
  });
  it('isOf accepts own keys only', () => {
    expect(isOf(TXN_RESULT, 'CLOSED')).toBe(true);
    expect(isOf(TXN_RESULT, 'closed')).toBe(false);
    expect(isOf(TXN_RESULT, 'constructor')).toBe(false);
    expect(isOf(TXN_RESULT, 1)).toBe(false);
  });
  it('optionsOf lists values in declaration order', () => {
    expect(optionsOf(WITHDRAWAL_STATUS, 'en').map((o) => o.value)).toEqual([
      'INIT',
      'PROCESSING',
      'PAYOUT_SUCCESS',
      'FAILURE',
    ]);
  });
});

describe('crossBorderStatusOptions', () => {
  it('puts all first and hides INIT', () => {
    expect(crossBorderStatusOptions('en')).toEqual([
      { value: '', label: 'All' },
      { value: 'PROCESSING', label: 'Processing' },
      { value: 'PAYOUT_SUCCESS', label: 'Withdrawal succeeded' },
      { value: 'FAILURE', label: 'Withdrawal failed' },
    ]);
    expect(crossBorderStatusOptions('zh-TW')[0]).toEqual({ value: '', label: '全部' });
  });
});

describe('formatCertEndDate', () => {
  it('shows 99991231 as long-term', () => {
    expect(formatCertEndDate('99991231', 'zh-TW')).toBe('長期');
    expect(formatCertEndDate('99991231', 'en')).toBe('Long-term');
  });
  it('shows other dates as yyyy-mm-dd and leaves anything else alone', () => {
    expect(formatCertEndDate('20360615', 'en')).toBe('2036-06-15');
    expect(formatCertEndDate('2036', 'en')).toBe('2036');
    expect(formatCertEndDate(null, 'en')).toBe('');
  });
});

describe('fund order status labels (issue 32)', () => {
  it('a recharge reads as a recharge, a withdrawal as a withdrawal', () => {
    expect(fundOrderStatusLabels('RECHARGE').PAYOUT_SUCCESS).toEqual({
      zh: '充值成功',
      en: 'Recharge succeeded',
    });
    expect(fundOrderStatusLabels('WITHDRAW').PAYOUT_SUCCESS?.en).toBe('Withdrawal succeeded');
    expect(Object.keys(RECHARGE_STATUS)).toEqual(Object.keys(WITHDRAWAL_STATUS));
  });
});

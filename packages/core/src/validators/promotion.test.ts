import { describe, expect, it } from 'vitest';
import { type PromotionInput, validatePromotion } from './promotion.ts';

const discount: PromotionInput = {
  kind: 'DISCOUNT',
  nameZh: '週末八五折',
  nameEn: 'Weekend 15% off',
  discountRate: 85,
  capFlag: 'Y',
  perTxnCapCents: 5000n,
  periodAmountCapCents: '1000000',
  periodCountCap: '500',
  startTime: '20261201',
  endTime: '20261231',
  contactName: '陳大文',
  contactPhone: '66123456',
  remark: '',
};
const reduction: PromotionInput = {
  kind: 'REDUCTION',
  nameZh: '滿100減10',
  thresholdCents: 10000n,
  reductionCents: 1000n,
  capFlag: 'N',
  startTime: '20261201000000',
  endTime: '20261231235959',
};

const check = (patch: Partial<PromotionInput>, base = discount) => validatePromotion({ ...base, ...patch });

describe('validatePromotion', () => {
  it('accepts complete discount and reduction campaigns', () => {
    expect(validatePromotion(discount)).toBeNull();
    expect(validatePromotion(reduction)).toBeNull();
    expect(check({ nameZh: '' })).toBeNull();
    expect(check({ nameEn: undefined })).toBeNull();
    expect(check({ discountRate: '1' })).toBeNull();
    expect(check({ discountRate: 99 })).toBeNull();
  });

  it('refuses an unknown kind', () => {
    expect(check({ kind: 'GIFT' })).toEqual({ field: 'kind', code: 'VAL10037' });
  });

  it('needs the Chinese or the English name', () => {
    expect(check({ nameZh: '', nameEn: ' ' })).toEqual({ field: 'nameZh', code: 'VAL10031' });
  });

  it('takes an English name of English only, at most 30 characters', () => {
    expect(check({ nameEn: '週末折扣' })).toEqual({ field: 'nameEn', code: 'VAL10030' });
    expect(check({ nameEn: 'a'.repeat(31) })).toEqual({ field: 'nameEn', code: 'VAL10030' });
    expect(check({ nameEn: 'a'.repeat(30) })).toBeNull();
    expect(check({ nameEn: '2026' })).toEqual({ field: 'nameEn', code: 'VAL10030' });
    expect(check({ nameEn: "Chan's <b>" })).toEqual({ field: 'nameEn', code: 'VAL10007' });
    expect(check({ nameZh: '<週末>' })).toEqual({ field: 'nameZh', code: 'VAL10007' });
  });

  it('takes a discount rate of 1 to 99', () => {
    for (const v of [0, 100, '0', '100', 85.5, '85.5', 'abc', '', undefined]) {
      expect(check({ discountRate: v })).toEqual({ field: 'discountRate', code: 'VAL10028' });
    }
  });

  it('needs a reduction smaller than the designated spending, both above 0', () => {
    expect(check({ reductionCents: 10000n }, reduction)).toEqual({
      field: 'reductionCents',
      code: 'VAL10032',
    });
    expect(check({ reductionCents: 10001n }, reduction)).toEqual({
      field: 'reductionCents',
      code: 'VAL10032',
    });
    expect(check({ reductionCents: 9999n }, reduction)).toBeNull();
    expect(check({ thresholdCents: 0n }, reduction)).toEqual({ field: 'thresholdCents', code: 'VAL10029' });
    expect(check({ reductionCents: '-1' }, reduction)).toEqual({ field: 'reductionCents', code: 'VAL10029' });
    expect(check({ reductionCents: '10.5' }, reduction)).toEqual({
      field: 'reductionCents',
      code: 'VAL10029',
    });
  });

  it('needs the cap-setting choice and, with caps, caps above 0', () => {
    expect(check({ capFlag: undefined })).toEqual({ field: 'capFlag', code: 'VAL10033' });
    expect(check({ perTxnCapCents: 0 })).toEqual({ field: 'perTxnCapCents', code: 'VAL10029' });
    expect(check({ periodAmountCapCents: '-5' })).toEqual({
      field: 'periodAmountCapCents',
      code: 'VAL10029',
    });
    expect(check({ periodCountCap: '0' })).toEqual({ field: 'periodCountCap', code: 'VAL10029' });
    expect(check({ periodCountCap: 2.5 })).toEqual({ field: 'periodCountCap', code: 'VAL10029' });
    expect(check({ perTxnCapCents: '', periodAmountCapCents: null, periodCountCap: undefined })).toEqual({
      field: 'perTxnCapCents',
      code: 'VAL10029',
    });
    expect(check({ perTxnCapCents: '', periodAmountCapCents: null })).toBeNull();
    // Caps off: cap fields are not looked at.
    expect(check({ capFlag: 'N', perTxnCapCents: 0 })).toBeNull();
  });

  it('needs the period, well formed and in order', () => {
    expect(check({ startTime: '' })).toEqual({ field: 'startTime', code: 'VAL10033' });
    expect(check({ endTime: undefined })).toEqual({ field: 'endTime', code: 'VAL10033' });
    expect(check({ startTime: '2026-12-01' })).toEqual({ field: 'startTime', code: 'VAL10013' });
    expect(check({ endTime: '20261231250000' })).toEqual({ field: 'endTime', code: 'VAL10013' });
    expect(check({ startTime: '20261231', endTime: '20261201' })).toEqual({
      field: 'endTime',
      code: 'VAL10017',
    });
    expect(check({ startTime: '20261201', endTime: '20261201' })).toBeNull();
    expect(check({ startTime: '20261201120000', endTime: '20261201' })).toBeNull();
  });

  it('needs a valid mobile as contact phone when one is given', () => {
    expect(check({ contactPhone: '28123456' })).toEqual({ field: 'contactPhone', code: 'VAL10004' });
    expect(check({ contactPhone: '13812345678' })).toBeNull();
    expect(check({ contactAreaCode: '+853', contactPhone: '13812345678' })).toEqual({
      field: 'contactPhone',
      code: 'VAL10004',
    });
    expect(check({ contactPhone: '' })).toBeNull();
  });

  it('keeps free text clean and bounded', () => {
    expect(check({ remark: 'a'.repeat(201) })).toEqual({ field: 'remark', code: 'VAL10008' });
    expect(check({ remark: ' note' })).toEqual({ field: 'remark', code: 'VAL10005' });
    expect(check({ contactName: "O'Neil" })).toEqual({ field: 'contactName', code: 'VAL10007' });
  });
});

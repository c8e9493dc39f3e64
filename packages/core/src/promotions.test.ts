import { describe, expect, it } from 'vitest';
import {
  alertLevel,
  type CampaignTerms,
  campaignDiscount,
  nearThreshold,
  parseShares,
  previewBill,
  refundShare,
  splitDiscount,
} from './promotions.ts';

const discount = (rate: number, more: Partial<CampaignTerms> = {}): CampaignTerms => ({
  kind: 'DISCOUNT',
  rate,
  threshold: null,
  reduction: null,
  perTxnCap: null,
  amountCap: null,
  ...more,
});
const reduction = (threshold: number, off: number, more: Partial<CampaignTerms> = {}): CampaignTerms => ({
  kind: 'REDUCTION',
  rate: null,
  threshold,
  reduction: off,
  perTxnCap: null,
  amountCap: null,
  ...more,
});

describe('campaignDiscount (the rule vectors)', () => {
  it.each([
    ['15% off 19.99 floors to 2.99', discount(85), 1999, {}, 299],
    ['10% off 0.09 is nothing', discount(90), 9, {}, 0],
    ['1% paid of 100.00', discount(1), 10_000, {}, 9900],
    ['99% paid of 0.99 floors to 0', discount(99), 99, {}, 0],
    ['capped per transaction', discount(50, { perTxnCap: 500 }), 10_000, {}, 500],
    ['cut to what is left of the budget', discount(50, { amountCap: 1000 }), 10_000, { used: 800 }, 200],
    ['nothing when the budget is spent', discount(50, { amountCap: 1000 }), 10_000, { used: 1000 }, 0],
    ['a reduction below its threshold', reduction(10_000, 1500), 9999, {}, 0],
    ['a reduction at its threshold', reduction(10_000, 1500), 10_000, {}, 1500],
    [
      'a reduction under the per-transaction cap',
      reduction(10_000, 1500, { perTxnCap: 1000 }),
      20_000,
      {},
      1000,
    ],
    ['the payer pays 0.01 at least', reduction(100, 99), 100, { otherDiscount: 1 }, 98],
    ['a bill of 0.01 gets nothing', discount(1), 1, {}, 0],
    ['a rate outside 1-99 gets nothing', discount(100), 10_000, {}, 0],
  ])('%s', (_, terms, amount, more, expected) => {
    expect(campaignDiscount(terms, { amount, ...more })).toBe(expected);
  });

  it('previews what the payer pays and the merchant receives', () => {
    expect(previewBill(discount(80), 12_345)).toEqual({
      amount: 12_345,
      discount: 2469,
      payer: 9876,
      merchant: 9876,
      parts: { merchant: 2469, provider: 0, scheme: 0 },
    });
    // With funders the merchant also receives their parts: 9876 + 740 + 1234.
    expect(previewBill(discount(80), 12_345, { provider: 30, scheme: 50 })).toMatchObject({
      payer: 9876,
      merchant: 11_850,
      parts: { merchant: 495, provider: 740, scheme: 1234 },
    });
  });
});

describe('funders', () => {
  it('splits a discount: provider and scheme floored, the merchant the rest', () => {
    expect(splitDiscount(2469, { provider: 30, scheme: 50 })).toEqual({
      merchant: 495,
      provider: 740,
      scheme: 1234,
    });
    expect(splitDiscount(1, { provider: 50, scheme: 50 })).toEqual({ merchant: 1, provider: 0, scheme: 0 });
    expect(splitDiscount(100, { provider: 100, scheme: 0 })).toEqual({
      merchant: 0,
      provider: 100,
      scheme: 0,
    });
  });

  it.each([
    ['', '', { provider: 0, scheme: 0 }],
    ['30', '70', { provider: 30, scheme: 70 }],
    ['60', '50', null],
    ['12.5', '', null],
    ['１０', '', null],
    ['-1', '', null],
  ])('shares %s + %s', (p, s, expected) => {
    expect(parseShares(p, s)).toEqual(expected);
  });
});

describe('refundShare', () => {
  it('gives back the refund’s floored share, and the last refund the rest', () => {
    expect(refundShare(1000, 10_001, 0, 3000)).toBe(299);
    expect(refundShare(1000, 10_001, 3000, 7001)).toBe(701);
    expect(refundShare(1000, 10_000, 0, 10_000)).toBe(1000);
    expect(refundShare(1000, 10_000, 10_000, 1)).toBe(0);
    expect(refundShare(0, 10_000, 0, 5000)).toBe(0);
  });
  it('adds up to the discount whatever the refunds', () => {
    let before = 0;
    let given = 0;
    for (const r of [1, 333, 2500, 4000, 3166]) {
      given += refundShare(777, 10_000, before, r);
      before += r;
    }
    expect(given).toBe(777);
  });
});

describe('alerts and thresholds', () => {
  it('names the highest level reached', () => {
    expect([alertLevel(49, 100), alertLevel(50, 100), alertLevel(80, 100), alertLevel(100, 100)]).toEqual([
      0, 50, 80, 100,
    ]);
    expect(alertLevel(5, null)).toBe(0);
  });
  it('flags bills just above a threshold', () => {
    expect([
      nearThreshold(10_000, 10_000),
      nearThreshold(10_500, 10_000),
      nearThreshold(10_501, 10_000),
    ]).toEqual([true, true, false]);
    expect([nearThreshold(9999, 10_000), nearThreshold(2100, 2000), nearThreshold(2101, 2000)]).toEqual([
      false,
      true,
      false,
    ]);
  });
});

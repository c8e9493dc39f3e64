/**
 * How each kind of merchant trades: ticket sizes, opening hours and peaks, and the market-wide mix of
 * payment types, results and fees. Amounts are integer cents (MOP).
 */
import type { Rng } from './random.ts';
export type PayType = 'WECHAT' | 'ALIPAY' | 'UNIONPAY' | 'MCB' | 'HUAYIN';
export type TxnResult = 'SUCCESS' | 'FAIL' | 'PENDING' | 'PROCESSING' | 'CLOSED';

/** Log-normal ticket size: median and shape, clamped to [min, max] (cents). */
export interface TicketSize {
  median: number;
  sigma: number;
  min: number;
  max: number;
}

export interface Profile extends TicketSize {
  /** Relative weight of each hour of the day (Asia/Macau), index 0 = 00:00-00:59; 0 = closed. */
  hours: readonly number[];
  /** Busyness by weekday, index 0 = Sunday. */
  weekdays: readonly number[];
}

// Hour weights read as a day's rhythm: breakfast, lunch, afternoon tea, dinner.
const h = (spec: Record<number, number>): number[] => Array.from({ length: 24 }, (_, i) => spec[i] ?? 0);

const DINING_WEEK = [1.25, 0.9, 0.88, 0.9, 0.92, 1.08, 1.3];
const TOURIST_WEEK = [1.4, 0.85, 0.82, 0.85, 0.9, 1.1, 1.5];

export const PROFILES = {
  /** Cantonese restaurant chain (M1): lunch and dinner. */
  restaurant: {
    median: 15800,
    sigma: 0.55,
    min: 3800,
    max: 150000,
    hours: h({ 11: 4, 12: 14, 13: 13, 14: 5, 15: 2, 16: 2, 17: 4, 18: 11, 19: 14, 20: 9, 21: 4 }),
    weekdays: DINING_WEEK,
  },
  /** Tea restaurant: 25-180 MOP, breakfast, lunch, afternoon tea and dinner. */
  teaRestaurant: {
    median: 6800,
    sigma: 0.42,
    min: 2500,
    max: 18000,
    hours: h({
      7: 5,
      8: 9,
      9: 6,
      10: 3,
      11: 6,
      12: 13,
      13: 12,
      14: 5,
      15: 7,
      16: 6,
      17: 4,
      18: 8,
      19: 9,
      20: 5,
      21: 2,
    }),
    weekdays: DINING_WEEK,
  },
  /** Souvenir shop: 50-800 MOP, tourist hours, busy weekends. */
  souvenir: {
    median: 21000,
    sigma: 0.62,
    min: 5000,
    max: 80000,
    hours: h({ 10: 3, 11: 5, 12: 8, 13: 8, 14: 9, 15: 11, 16: 11, 17: 10, 18: 9, 19: 10, 20: 8, 21: 5 }),
    weekdays: TOURIST_WEEK,
  },
  /** Seafood restaurant: 200-3000 MOP, long lunches and big dinners. */
  seafood: {
    median: 78000,
    sigma: 0.6,
    min: 20000,
    max: 300000,
    hours: h({ 11: 3, 12: 10, 13: 11, 14: 5, 17: 3, 18: 10, 19: 15, 20: 13, 21: 6, 22: 2 }),
    weekdays: DINING_WEEK,
  },
  /** Coffee shop: 30-120 MOP, morning and afternoon. */
  coffee: {
    median: 5200,
    sigma: 0.35,
    min: 3000,
    max: 12000,
    hours: h({ 8: 6, 9: 9, 10: 8, 11: 6, 12: 8, 13: 8, 14: 8, 15: 10, 16: 9, 17: 6, 18: 3 }),
    weekdays: TOURIST_WEEK,
  },
} as const satisfies Record<string, Profile>;

export type ProfileKey = keyof typeof PROFILES;

export const PAY_TYPE_WEIGHTS: Record<PayType, number> = {
  WECHAT: 35,
  ALIPAY: 28,
  UNIONPAY: 15,
  MCB: 12,
  HUAYIN: 10,
};

export const RESULT_WEIGHTS: Record<TxnResult, number> = {
  SUCCESS: 91,
  FAIL: 4,
  CLOSED: 3,
  PENDING: 1,
  PROCESSING: 1,
};

/** Merchant discount rate by payment type, in basis points (0.01 %). */
export const FEE_BP: Record<PayType, number> = {
  WECHAT: 90,
  ALIPAY: 90,
  UNIONPAY: 60,
  MCB: 100,
  HUAYIN: 120,
};

/** Fee in cents: amount x rate, rounded half up, in integer arithmetic (no floating point on money). */
export function feeOf(amount: number, payType: PayType): number {
  return Math.floor((amount * FEE_BP[payType] + 5000) / 10000);
}

/** A bill of `size`: most in whole patacas, some to the avo (10 cents). */
export function ticketAmount(rng: Rng, size: TicketSize): number {
  const raw = rng.logNormal(size.median, size.sigma, size.min, size.max);
  const step = rng.chance(0.75) ? 100 : 10;
  return Math.max(step, Math.round(raw / step) * step);
}

/** The payment network's own order number of a payment on day `ymd`, in the shape each network uses. */
export function aggOrderNo(rng: Rng, payType: PayType, ymd: string): string {
  switch (payType) {
    case 'WECHAT':
      return `4200${rng.digits(6)}${ymd}${rng.digits(10)}`;
    case 'ALIPAY':
      return `${ymd}2200${rng.digits(16)}`;
    case 'UNIONPAY':
      return `${ymd}${rng.digits(13)}`;
    case 'MCB':
      return `MCB${ymd}${rng.digits(10)}`;
    case 'HUAYIN':
      return `HY${ymd}${rng.digits(12)}`;
  }
}

/** Promotion discounts the demo merchants run (5-20 MOP off), in cents. */
export const DISCOUNTS = [500, 800, 1000, 1500, 2000] as const;
export const DISCOUNT_SHARE = 0.06;

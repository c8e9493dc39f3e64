import type { XferCurrency } from '@mp/core/schemas/crossborder';
import { AppError } from '../../kernel/errors.ts';

/**
 * The figures of a cross-border transfer: currencies, typed amounts, rates and fees. The merchant buys
 * the currency with MOP: the rate is the reference plus the margin (MOP per one unit).
 */
export const CURRENCIES: Readonly<
  Record<
    XferCurrency,
    { zh: string; en: string; decimals: number; country: string; marginBp: number; cnaps: boolean }
  >
> = {
  CNY: { zh: '人民幣', en: 'Chinese yuan', decimals: 2, country: 'CN', marginBp: 30, cnaps: true },
  HKD: { zh: '港元', en: 'Hong Kong dollar', decimals: 2, country: 'HK', marginBp: 20, cnaps: false },
  USD: { zh: '美元', en: 'US dollar', decimals: 2, country: 'US', marginBp: 35, cnaps: false },
  EUR: { zh: '歐元', en: 'Euro', decimals: 2, country: 'DE', marginBp: 40, cnaps: false },
  JPY: { zh: '日圓', en: 'Japanese yen', decimals: 0, country: 'JP', marginBp: 45, cnaps: false },
  GBP: { zh: '英鎊', en: 'Pound sterling', decimals: 2, country: 'GB', marginBp: 40, cnaps: false },
};

/** Full-width digits, dot and comma (and the ideographic space) as their ASCII forms. */
export function halfWidth(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ');
}

/**
 * A typed amount in minor units of a currency with `decimals` (2, or 0 for JPY): spec point 5 (digits and
 * one dot, no leading zero, 12 integer digits, thousands separators where they belong), full-width
 * digits accepted. VAL10012 naming `field` otherwise; zero refused.
 */
export function parseMinor(text: string, decimals: number, field = 'amount'): bigint {
  const t = halfWidth(text).trim();
  const re =
    decimals === 0
      ? /^([1-9]\d{0,11}|[1-9]\d{0,2}(?:,\d{3}){1,3})$/
      : /^(0|[1-9]\d{0,11}|[1-9]\d{0,2}(?:,\d{3}){1,3})(?:\.(\d{1,2}))?$/;
  const m = re.exec(t);
  if (!m) throw new AppError(t === '' ? 'VAL10001' : 'VAL10012', field);
  const int = m[1].replaceAll(',', '');
  if (int.length > 12) throw new AppError('VAL10012', field);
  const v = decimals === 0 ? BigInt(int) : BigInt(int) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
  if (v <= 0n) throw new AppError('VAL10012', field);
  return v;
}

/** Micro-units (×1 000 000) as decimal text with 6 decimals. */
export const rateText = (micro: number | bigint): string => {
  const v = BigInt(micro);
  return `${v / 1_000_000n}.${String(v % 1_000_000n).padStart(6, '0')}`;
};

/** The quote's rate: the reference plus the margin, rounded to the micro-unit. */
export const withMargin = (refMicro: number, marginBp: number): number =>
  Math.round((refMicro * (10_000 + marginBp)) / 10_000);

/** MOP cents → minor units of the currency at `rateMicro`, rounded down (the payee never gets more than paid for). */
export function payeeOf(payCents: bigint, rateMicro: number, decimals: number): bigint {
  return (payCents * 10n ** BigInt(decimals) * 1_000_000n) / (100n * BigInt(rateMicro));
}

/** Minor units of the currency → MOP cents at `rateMicro`, rounded up. */
export function payOf(payeeMinor: bigint, rateMicro: number, decimals: number): bigint {
  const num = payeeMinor * BigInt(rateMicro) * 100n;
  const den = 10n ** BigInt(decimals) * 1_000_000n;
  return (num + den - 1n) / den;
}

export interface FeeLineT {
  code: string;
  label_zh: string;
  label_en: string;
  amount: number;
}

/** Every fee in MOP cents: the service fee (0.1 %, 20 to 300 MOP) and the cable fee (CNAPS 15, SWIFT 50 MOP). */
export function feesOf(payCents: bigint, currency: XferCurrency): FeeLineT[] {
  const service = Math.min(30_000, Math.max(2_000, Number(payCents / 1000n)));
  const cable = CURRENCIES[currency].cnaps ? 1_500 : 5_000;
  return [
    { code: 'SERVICE', label_zh: '服務費', label_en: 'Service fee', amount: service },
    {
      code: 'CABLE',
      label_zh: CURRENCIES[currency].cnaps ? '跨境人民幣電匯費' : 'SWIFT 電報費',
      label_en: CURRENCIES[currency].cnaps ? 'CIPS transfer fee' : 'SWIFT cable fee',
      amount: cable,
    },
  ];
}

/** Limits (MOP cents): one transfer, one merchant's day; above DOCS_FROM trade orders must cover it. */
export const LIMITS = {
  perTransfer: 100_000_000,
  perDay: 300_000_000,
  docsFrom: 5_000_000,
  reviewFrom: 20_000_000,
  liveQuotes: 5,
};

/** A payee's name in the script its bank records it in: Chinese characters for a CNY or mainland payee. */
export function nameFitsScript(name: string, country: string, currency: string): boolean {
  const n = name.trim();
  if (country === 'CN' || currency === 'CNY') return /^[\u3400-\u9fff\uff08\uff09()·]{2,40}$/u.test(n);
  if (country === 'JP')
    return /^[\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana} .,&'-]{2,80}$/u.test(n);
  return /^[A-Za-z][A-Za-z0-9 .,&'()-]{1,79}$/.test(n);
}

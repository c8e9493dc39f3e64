import type { Lang, MsgCode } from './catalogue.ts';

/**
 * Money display and input (spec point 9). Amounts are integer cents; every computation here is on
 * BigInt or on decimal strings, never on binary floating point, so 0.1 + 0.2 problems cannot appear.
 * Rounding is half up in magnitude (away from zero, Java's HALF_UP), so a negative amount shows as the
 * mirror of the positive one.
 */

export type CentsLike = bigint | number | string;

/** Spec point 9: at most 12 integer digits and 2 decimals in an amount input, checked 500 ms after typing. */
export const AMOUNT_MAX_INT_DIGITS = 12;
export const AMOUNT_MAX_DECIMALS = 2;
export const AMOUNT_INPUT_DEBOUNCE_MS = 500;

/** An exact value: (negative ? -1 : 1) * num / den cents, den a power of ten. */
interface Exact {
  negative: boolean;
  num: bigint;
  den: bigint;
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

function toExact(value: CentsLike | null | undefined): Exact | null {
  if (typeof value === 'bigint') return { negative: value < 0n, num: value < 0n ? -value : value, den: 1n };
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    if (Number.isInteger(value)) return toExact(BigInt(value));
    // A non-integer written with an exponent is below 1e-6 cents: it rounds to zero.
    text = String(value);
    if (text.includes('e')) return { negative: false, num: 0n, den: 1n };
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const frac = m[3] ?? '';
  return { negative: m[1] === '-', num: BigInt(m[2] + frac), den: 10n ** BigInt(frac.length) };
}

/** floor(num / den + 1/2) for non-negative num: half up. */
function roundHalfUp(num: bigint, den: bigint): bigint {
  return (num * 2n + den) / (den * 2n);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** hundredths -> 'int.ff', with or without thousands separators. */
function hundredthsToText(hundredths: bigint, grouped: boolean): string {
  const int = (hundredths / 100n).toString();
  const frac = (hundredths % 100n).toString().padStart(2, '0');
  return `${grouped ? groupThousands(int) : int}.${frac}`;
}

/** Rounded magnitude in whole cents and its sign; null for a value that is not a number. */
function roundedCents(value: CentsLike | null | undefined): { sign: '' | '-'; cents: bigint } | null {
  const e = toExact(value);
  if (!e) return null;
  const cents = roundHalfUp(e.num, e.den);
  return { sign: e.negative && cents > 0n ? '-' : '', cents };
}

/**
 * Cents as yuan with 2 decimals and thousands separators: 123456 -> '1,234.56', -5 -> '-0.05'.
 * Accepts bigint, a safe number or a decimal string (fractional cents are rounded half up). Anything
 * that is not a number gives '' so that a bad cell shows empty instead of breaking a table.
 */
export function formatCents(cents: CentsLike | null | undefined): string {
  const r = roundedCents(cents);
  return r ? r.sign + hundredthsToText(r.cents, true) : '';
}

/** Cents as a plain yuan string for exports and inputs: 123456 -> '1234.56'; '' when not a number. */
export function centsToYuanString(cents: CentsLike | null | undefined): string {
  const r = roundedCents(cents);
  return r ? r.sign + hundredthsToText(r.cents, false) : '';
}

/** Compact units from ten thousand yuan up, largest first; each unit is in yuan. */
const UNITS: Record<Lang, readonly (readonly [bigint, string])[]> = {
  // Traditional characters: this is the zh-TW message set (docs/decisions.md).
  'zh-TW': [
    [10n ** 8n, '億'],
    [10n ** 4n, '萬'],
  ],
  en: [
    [10n ** 12n, 'T'],
    [10n ** 9n, 'B'],
    [10n ** 6n, 'M'],
    [10n ** 3n, 'K'],
  ],
};
const COMPACT_FROM_CENTS = 1_000_000n;

/**
 * From 10,000 yuan up, the amount in the largest unit it reaches, 2 decimals half up: zh-TW '12.35萬',
 * '1.23億'; en '12.35K', '1.23M'. Below that, the same as formatCents. A value that rounds up to the next
 * unit moves to it (99,999,999.99 -> '1.00億', not '10,000.00萬').
 */
export function formatCentsCompact(cents: CentsLike | null | undefined, lang: Lang): string {
  const e = toExact(cents);
  const r = roundedCents(cents);
  if (!e || !r) return '';
  if (r.cents < COMPACT_FROM_CENTS) return formatCents(cents);
  const units = UNITS[lang] ?? UNITS.en;
  let i = units.findIndex(([unit]) => r.cents >= unit * 100n);
  // value in hundredths of the unit = cents / unit
  let hundredths = roundHalfUp(e.num, e.den * units[i][0]);
  if (i > 0 && hundredths >= (units[i - 1][0] / units[i][0]) * 100n) {
    i -= 1;
    hundredths = roundHalfUp(e.num, e.den * units[i][0]);
  }
  return r.sign + hundredthsToText(hundredths, true) + units[i][1];
}

export type AmountParse = { ok: true; cents: bigint } | { ok: false; code: MsgCode };

const PLAIN_AMOUNT = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/;
const GROUPED_AMOUNT = /^([1-9]\d{0,2}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

/**
 * An amount typed in yuan, as integer cents (spec points 5 and 9): digits and one dot, no leading zero
 * ('0.5' is fine, '00.1' and '01' are not), at most 12 integer digits and 2 decimals; thousands
 * separators are accepted only where they belong ('1,234.50', not '12,34'). '.5' and '5.' are refused:
 * the value stored is what the person sees, with no digit guessed. Zero parses; whether it is allowed is
 * the caller's rule. VAL10001 when empty, VAL10012 for any other refusal.
 */
export function parseAmountInput(text: unknown): AmountParse {
  if (typeof text !== 'string') return { ok: false, code: 'VAL10012' };
  if (text === '') return { ok: false, code: 'VAL10001' };
  const m = PLAIN_AMOUNT.exec(text) ?? GROUPED_AMOUNT.exec(text);
  if (!m) return { ok: false, code: 'VAL10012' };
  const int = m[1].replaceAll(',', '');
  if (int.length > AMOUNT_MAX_INT_DIGITS) return { ok: false, code: 'VAL10012' };
  return { ok: true, cents: BigInt(int) * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) };
}

/** Integer cents from a wire value (bigint, safe integer or digit string); null when not whole cents. */
export function toCents(value: unknown): bigint | null {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : null;
  if (typeof value === 'string' && /^-?\d{1,18}$/.test(value)) return BigInt(value);
  return null;
}

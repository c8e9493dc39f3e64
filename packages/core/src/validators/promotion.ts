import { toCents } from '../money.ts';
import { isOf, PROMOTION_KIND } from '../statuses.ts';
import { isTime14, isYmd } from './dates.ts';
import { validateAnyMobile, validateMobile } from './phone.ts';
import { type FieldError, firstError, isBlank } from './result.ts';
import { validateMaxLength, validateNoEdgeSpaces, validateNoForbiddenChars } from './text.ts';

/**
 * A discount or reduction campaign as a form or a request carries it. Money is integer cents (a form
 * converts its yuan inputs with parseAmountInput first); counts are whole numbers; times are yyyymmdd
 * or yyyymmddHHMMss.
 */
export interface PromotionInput {
  kind: unknown;
  nameZh?: unknown;
  nameEn?: unknown;
  /** DISCOUNT: whole percent paid, 1-99 (85 = 15% off). */
  discountRate?: unknown;
  /** REDUCTION: spend at least this ... */
  thresholdCents?: unknown;
  /** ... and this much is taken off. */
  reductionCents?: unknown;
  /** The cap-setting choice (maximum-amount flag): 'Y' caps apply, 'N' no caps. */
  capFlag?: unknown;
  perTxnCapCents?: unknown;
  periodAmountCapCents?: unknown;
  periodCountCap?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  contactName?: unknown;
  /** Optional; with it the phone is checked for that area, without it any of the three areas will do. */
  contactAreaCode?: unknown;
  contactPhone?: unknown;
  remark?: unknown;
}
export type PromotionField = keyof PromotionInput;

export const PROMOTION_NAME_MAX = 30;
export const PROMOTION_TEXT_MAX = 200;

/**
 * 'English only' read as printable ASCII with at least one letter: campaign names carry digits and signs
 * ('Summer 2026 -15%'); ' < > stay out as everywhere.
 */
function validateEnglishName(value: unknown) {
  if (typeof value !== 'string') return 'VAL10030' as const;
  const ok = /^[\x20-\x7e]+$/.test(value) && /[A-Za-z]/.test(value) && value.length <= PROMOTION_NAME_MAX;
  return firstError(validateNoForbiddenChars(value), validateNoEdgeSpaces(value), ok ? null : 'VAL10030');
}

function validateFreeText(value: unknown, max: number) {
  return firstError(
    validateNoForbiddenChars(value),
    validateNoEdgeSpaces(value),
    validateMaxLength(value, max),
  );
}

function positiveCents(value: unknown): bigint | null {
  const c = toCents(value);
  return c !== null && c > 0n ? c : null;
}

function isPositiveCount(value: unknown): boolean {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return Number.isSafeInteger(n) && (n as number) > 0;
}

function isDiscountRate(value: unknown): boolean {
  const n = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value;
  return Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 99;
}

const isTimeValue = (v: unknown) => isYmd(v) || isTime14(v);

/** The promotion rules of spec point 5. Returns the first error with its field, or null. */
export function validatePromotion(p: PromotionInput): FieldError<PromotionField> | null {
  const err = (field: PromotionField, code: FieldError['code'] | null) => (code ? { field, code } : null);
  const checks: (() => FieldError<PromotionField> | null)[] = [
    () => err('kind', isOf(PROMOTION_KIND, p.kind) ? null : 'VAL10037'),
    () => err('nameZh', isBlank(p.nameZh) && isBlank(p.nameEn) ? 'VAL10031' : null),
    () => err('nameZh', isBlank(p.nameZh) ? null : validateFreeText(p.nameZh, PROMOTION_NAME_MAX)),
    () => err('nameEn', isBlank(p.nameEn) ? null : validateEnglishName(p.nameEn)),
    ...(p.kind === 'DISCOUNT' ? discountChecks(p, err) : reductionChecks(p, err)),
    () => err('capFlag', p.capFlag === 'Y' || p.capFlag === 'N' ? null : 'VAL10033'),
    ...(p.capFlag === 'Y' ? capChecks(p, err) : []),
    () => err('startTime', isBlank(p.startTime) ? 'VAL10033' : null),
    () => err('endTime', isBlank(p.endTime) ? 'VAL10033' : null),
    () => err('startTime', isTimeValue(p.startTime) ? null : 'VAL10013'),
    () => err('endTime', isTimeValue(p.endTime) ? null : 'VAL10013'),
    () => err('endTime', periodInOrder(p.startTime as string, p.endTime as string) ? null : 'VAL10017'),
    () =>
      err('contactName', isBlank(p.contactName) ? null : validateFreeText(p.contactName, PROMOTION_NAME_MAX)),
    () => err('contactPhone', isBlank(p.contactPhone) ? null : contactPhoneCheck(p)),
    () => err('remark', isBlank(p.remark) ? null : validateFreeText(p.remark, PROMOTION_TEXT_MAX)),
  ];
  for (const check of checks) {
    const e = check();
    if (e) return e;
  }
  return null;
}

type Err = (field: PromotionField, code: FieldError['code'] | null) => FieldError<PromotionField> | null;

function discountChecks(p: PromotionInput, err: Err) {
  return [() => err('discountRate', isDiscountRate(p.discountRate) ? null : 'VAL10028')];
}

function reductionChecks(p: PromotionInput, err: Err) {
  return [
    () => err('thresholdCents', positiveCents(p.thresholdCents) ? null : 'VAL10029'),
    () => err('reductionCents', positiveCents(p.reductionCents) ? null : 'VAL10029'),
    () => err('reductionCents', toCents(p.reductionCents)! < toCents(p.thresholdCents)! ? null : 'VAL10032'),
  ];
}

/** With caps on, at least one cap is set and every cap set is greater than 0. */
function capChecks(p: PromotionInput, err: Err) {
  const anyCap = [p.perTxnCapCents, p.periodAmountCapCents, p.periodCountCap].some((v) => !isBlank(v));
  return [
    () => err('perTxnCapCents', anyCap ? null : 'VAL10029'),
    () =>
      err('perTxnCapCents', isBlank(p.perTxnCapCents) || positiveCents(p.perTxnCapCents) ? null : 'VAL10029'),
    () =>
      err(
        'periodAmountCapCents',
        isBlank(p.periodAmountCapCents) || positiveCents(p.periodAmountCapCents) ? null : 'VAL10029',
      ),
    () =>
      err(
        'periodCountCap',
        isBlank(p.periodCountCap) || isPositiveCount(p.periodCountCap) ? null : 'VAL10029',
      ),
  ];
}

/** A ymd end covers its whole day, so it is compared as the day's last second. */
function periodInOrder(start: string, end: string): boolean {
  const s = start.length === 8 ? `${start}000000` : start;
  const e = end.length === 8 ? `${end}235959` : end;
  return s <= e;
}

function contactPhoneCheck(p: PromotionInput) {
  return isBlank(p.contactAreaCode)
    ? validateAnyMobile(p.contactPhone)
    : validateMobile(p.contactAreaCode, p.contactPhone);
}

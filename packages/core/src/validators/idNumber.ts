import { ID_TYPE, type IdType, isOf } from '../statuses.ts';
import { todayYmd } from '../time.ts';
import { parseYmd, type YmdParts } from './dates.ts';
import { type Check, isBlank } from './result.ts';

/** Identity-document numbers of spec point 5. Letters are accepted in either case. */

/** Types whose document has an opposite side to upload (spec point 5). */
export const ID_TYPES_WITH_BACK_SIDE: readonly IdType[] = [
  'I_CARD',
  'HK_M_PASS',
  'MC_PASS',
  'TW_PASS',
  'CPRC',
  'COS_HKMC',
  'COS_TW',
];

export function idTypeHasBackSide(type: unknown): boolean {
  return ID_TYPES_WITH_BACK_SIDE.includes(type as IdType);
}

const PATTERNS: Record<Exclude<IdType, 'I_CARD'>, RegExp> = {
  PASSPORT: /^[A-Za-z0-9]{5,17}$/,
  // The spec's 号; the traditional 號 is what a zh-TW keyboard types, so both are taken.
  OTHER: /^\p{Script=Han}字第[A-Za-z0-9]{4,8}[号號]?$/u,
  HK_M_PASS: /^[A-Za-z]\d{6,10}(?:\([A-Za-z0-9]\)|（[A-Za-z0-9]）)?$/,
  MC_PASS: /^[A-Za-z]\d{6,10}(?:\([A-Za-z0-9]\)|（[A-Za-z0-9]）)?$/,
  TW_PASS: /^(?:\d{8}|[A-Za-z0-9]{10}|\d{18})$/,
  CPRC: /^(?:9\d{17}|[A-Za-z]{3}\d{15})$/,
  COS_HKMC: /^(?:\d{18}|[A-Za-z]{3}\d{15})$/,
  COS_TW: /^(?:\d{18}|[A-Za-z]{3}\d{15})$/,
};

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** GB 11643 check character of the first 17 digits of an 18-character ID card number. */
export function idCardCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

/** Birth date (yyyymmdd digits 7-14) of an 18-character ID card number, if it is a real date from 1900. */
export function idCardBirthDate(idNumber: unknown): YmdParts | null {
  if (typeof idNumber !== 'string' || idNumber.length !== 18) return null;
  const birth = parseYmd(idNumber.slice(6, 14));
  return birth && birth.y >= 1900 ? birth : null;
}

/**
 * A mainland ID card number: 17 digits + a digit or X, a real birth date from 1900 that is not after
 * `today`, and the GB 11643 check character.
 */
export function isValidIdCard(idNumber: unknown, today: string = todayYmd()): boolean {
  if (typeof idNumber !== 'string' || !/^\d{17}[\dXx]$/.test(idNumber)) return false;
  if (!idCardBirthDate(idNumber) || idNumber.slice(6, 14) > today) return false;
  return idCardCheckChar(idNumber.slice(0, 17)) === idNumber[17].toUpperCase();
}

/** VAL10009 when the number fails its type's pattern; VAL10037 for an unknown type. */
export function validateIdNumber(type: unknown, idNumber: unknown, today: string = todayYmd()): Check {
  if (isBlank(idNumber)) return 'VAL10001';
  if (!isOf(ID_TYPE, type)) return 'VAL10037';
  if (typeof idNumber !== 'string') return 'VAL10009';
  const ok = type === 'I_CARD' ? isValidIdCard(idNumber, today) : PATTERNS[type].test(idNumber);
  return ok ? null : 'VAL10009';
}

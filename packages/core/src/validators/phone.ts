import { PHONE_AREAS } from '../schemas/auth.ts';
import { type Check, isBlank } from './result.ts';

/** Mobile-number rules: spec point 5 (mainland) and the reset-password page's three country codes. */

export type PhoneArea = (typeof PHONE_AREAS)[number];

const MOBILE_BY_AREA: Record<PhoneArea, RegExp> = {
  '+853': /^6\d{7}$/,
  '+852': /^[4-9]\d{7}$/,
  '+86': /^1[3-9]\d{9}$/,
};

export function isPhoneArea(value: unknown): value is PhoneArea {
  return typeof value === 'string' && Object.hasOwn(MOBILE_BY_AREA, value);
}

/** Spec point 5: 11 digits, starting with 1, second digit 3 to 9. */
export function validateMainlandMobile(value: unknown): Check {
  return validateMobile('+86', value);
}

/** A mobile number of the given country code (+853: 8 digits from 6; +852: 8 digits from 4-9; +86). */
export function validateMobile(areaCode: unknown, mobile: unknown): Check {
  if (isBlank(mobile)) return 'VAL10001';
  if (!isPhoneArea(areaCode)) return 'VAL10037';
  return typeof mobile === 'string' && MOBILE_BY_AREA[areaCode].test(mobile) ? null : 'VAL10004';
}

/** A telephone number as typed on a form (an invoice head): an optional +, then 6-20 digits, spaces or hyphens. */
export function validatePhoneNumber(value: unknown): Check {
  if (isBlank(value)) return 'VAL10001';
  return typeof value === 'string' && /^\+?[0-9 -]{6,20}$/.test(value) ? null : 'VAL10004';
}

/** A mobile entered without a country code: valid if it is a mobile of any of the three areas. */
export function validateAnyMobile(mobile: unknown): Check {
  if (isBlank(mobile)) return 'VAL10001';
  return PHONE_AREAS.some((a) => validateMobile(a, mobile) === null) ? null : 'VAL10004';
}

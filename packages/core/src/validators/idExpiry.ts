import type { IdType } from '../statuses.ts';
import { isLeapYear, isYmd, LONG_TERM_YMD, parseYmd, type YmdParts, ymdFromParts } from './dates.ts';
import { idCardBirthDate } from './idNumber.ts';
import { type Check, isBlank } from './result.ts';

/**
 * ID card validity by age at the issue date (spec points 5 and 9). "Age" is completed years: a year is
 * complete on the birthday itself, so on the 16th birthday the holder is 16. A Feb-29 birthday is
 * complete on Mar 1 in a non-leap year (Feb 28 is still the day before it).
 */
export function ageOn(birth: YmdParts, day: YmdParts): number {
  const beforeBirthday = day.m * 100 + day.d < birth.m * 100 + birth.d;
  return day.y - birth.y - (beforeBirthday ? 1 : 0);
}

/** Years of validity for an age, or null for long-term (46 and over). */
export function idValidityYears(age: number): number | null {
  if (age < 16) return 5;
  if (age <= 25) return 10;
  if (age <= 45) return 20;
  return null;
}

/**
 * The same month and day `years` later. The spec moves a resulting Feb 29 to Mar 1 when validity is
 * under 20 years (such a date never exists then). A 20-year Feb 29 stays unless the target year is not a
 * leap year (2100): there too Mar 1, the only real date that does not shorten the validity.
 */
function addYears(from: YmdParts, years: number): string {
  const y = from.y + years;
  if (from.m === 2 && from.d === 29 && (years < 20 || !isLeapYear(y))) return ymdFromParts({ y, m: 3, d: 1 });
  return ymdFromParts({ y, m: from.m, d: from.d });
}

/**
 * The expiry an 18-character ID card issued on `issueDate` must carry: yyyymmdd, or '99991231' for
 * long-term. null when the number has no valid birth date, the issue date is not a real date, or the
 * card would have been issued before its holder was born.
 */
export function expectedIdExpiry(idNumber: unknown, issueDate: unknown): string | null {
  const birth = idCardBirthDate(idNumber);
  const issue = parseYmd(issueDate);
  if (!birth || !issue) return null;
  const age = ageOn(birth, issue);
  if (age < 0) return null;
  const years = idValidityYears(age);
  return years === null ? LONG_TERM_YMD : addYears(issue, years);
}

/**
 * The entered expiry must equal the computed one for an I_CARD (spec point 5). For other documents (or
 * when `idType` says so) the table does not apply: the expiry must be a real date after the issue date,
 * or long-term. VAL10013 for a malformed date, VAL10010 for a wrong expiry.
 */
export function validateIdExpiry(
  idNumber: unknown,
  issueDate: unknown,
  expiry: unknown,
  idType?: IdType,
): Check {
  if (isBlank(issueDate) || isBlank(expiry)) return 'VAL10001';
  if (!isYmd(issueDate) || !isYmd(expiry)) return 'VAL10013';
  const expected = idType === undefined || idType === 'I_CARD' ? expectedIdExpiry(idNumber, issueDate) : null;
  if (expected !== null) return expiry === expected ? null : 'VAL10010';
  if (idType === 'I_CARD') return 'VAL10010';
  return expiry > issueDate ? null : 'VAL10010';
}

import type { MsgCode } from '../catalogue.ts';
import { ID_TYPE, isOf } from '../statuses.ts';
import { todayYmd } from '../time.ts';
import { validateCashierUserName } from './cashier.ts';
import { isYmd, LONG_TERM_YMD } from './dates.ts';
import { validateIdExpiry } from './idExpiry.ts';
import { idTypeHasBackSide, validateIdNumber } from './idNumber.ts';
import { validateMobile } from './phone.ts';
import { type Check, type FieldError, firstError, isBlank, optional } from './result.ts';
import {
  validateAlphanumeric,
  validateCompanyName,
  validateDigits,
  validateEmail,
  validateMaxLength,
  validateNoEdgeSpaces,
  validateNoForbiddenChars,
  validateNoHiddenChars,
} from './text.ts';

/**
 * The registration wizard's and the information changes' field rules (spec point 5), one function per
 * step. Both sides run them: the portal beside each field, the server before anything is saved. Each
 * answers the first failing field with its own catalogue code (the message names the rule), or null.
 */

/** A free text: required (unless optional), no edge spaces, no ' < >, no hidden characters, at most max. */
export function validateText(value: unknown, max: number, required = true): Check {
  if (isBlank(value)) return required ? 'VAL10001' : null;
  return firstError(
    validateNoEdgeSpaces(value),
    validateNoForbiddenChars(value),
    validateNoHiddenChars(value),
    validateMaxLength(value, max),
  );
}

/** A yyyymmdd date (VAL10013), or long-term 99991231 where `longTermOk`. */
export function validateYmd(value: unknown, longTermOk = false): Check {
  if (isBlank(value)) return 'VAL10001';
  if (!isYmd(value)) return 'VAL10013';
  return value === LONG_TERM_YMD && !longTermOk ? 'VAL10013' : null;
}

/** The person's identity document: type, number, issue date and expiry, checked together. */
export interface IdDocument {
  id_type?: unknown;
  id_no?: unknown;
  id_issue_date?: unknown;
  id_expiry?: unknown;
}

export type IdField = 'id_type' | 'id_no' | 'id_issue_date' | 'id_expiry';

/**
 * Type known (VAL10037), number fits its type (VAL10009), issue date a real date not in the future,
 * expiry equal to the ID-card table for I_CARD or after the issue date otherwise (VAL10010).
 */
export function validateIdDocument(d: IdDocument, today: string = todayYmd()): FieldError<IdField> | null {
  if (isBlank(d.id_type)) return { field: 'id_type', code: 'VAL10001' };
  if (!isOf(ID_TYPE, d.id_type)) return { field: 'id_type', code: 'VAL10037' };
  const no = validateIdNumber(d.id_type, d.id_no, today);
  if (no) return { field: 'id_no', code: no };
  const issue = validateYmd(d.id_issue_date);
  if (issue) return { field: 'id_issue_date', code: issue };
  if ((d.id_issue_date as string) > today) return { field: 'id_issue_date', code: 'VAL10013' };
  const expiry = validateYmd(d.id_expiry, true);
  if (expiry) return { field: 'id_expiry', code: expiry };
  const rule = validateIdExpiry(d.id_no, d.id_issue_date, d.id_expiry, d.id_type);
  return rule ? { field: 'id_expiry', code: rule } : null;
}

/** Merchant categories of spec point 4. */
export const MERC_CATEGORIES = ['ENTERPRISE', 'PERSONAL'] as const;
export type MercCategory = (typeof MERC_CATEGORIES)[number];

export const TEXT_MAX = { shortName: 20, nameEn: 100, address: 100, personName: 50, reason: 200 } as const;

export interface BaseInfoInput extends IdDocument {
  merc_category?: unknown;
  merc_name?: unknown;
  merc_short_name?: unknown;
  merc_name_en?: unknown;
  bus_type?: unknown;
  licence_no?: unknown;
  licence_expiry?: unknown;
  mcc?: unknown;
  area_code?: unknown;
  address?: unknown;
  legal_name?: unknown;
}

export type BaseInfoField = Exclude<keyof BaseInfoInput, keyof IdDocument> | IdField;

const err = <F extends string>(field: F, code: Check): FieldError<F> | null =>
  code ? { field, code: code as MsgCode } : null;

/**
 * Base information of the merchant (the wizard's second step and the basic-info change, 111). The
 * registered name follows the company-name rule for both categories (a Macau individual business is
 * registered under a Chinese trade name too); the licence (commercial registration) number is 4-30
 * letters or digits; the legal person's document follows validateIdDocument.
 */
export function validateBaseInfo(
  b: BaseInfoInput,
  today: string = todayYmd(),
): FieldError<BaseInfoField> | null {
  return (
    err(
      'merc_category',
      (MERC_CATEGORIES as readonly unknown[]).includes(b.merc_category) ? null : 'VAL10037',
    ) ??
    err('merc_name', firstError(validateCompanyName(b.merc_name), validateMaxLength(b.merc_name, 60))) ??
    err('merc_short_name', validateText(b.merc_short_name, TEXT_MAX.shortName)) ??
    err('merc_name_en', validateText(b.merc_name_en, TEXT_MAX.nameEn, false)) ??
    err('bus_type', isBlank(b.bus_type) ? 'VAL10001' : null) ??
    err('licence_no', licenceNo(b.licence_no)) ??
    err('licence_expiry', validateYmd(b.licence_expiry, true)) ??
    err('licence_expiry', (b.licence_expiry as string) < today ? 'VAL10010' : null) ??
    err('mcc', isBlank(b.mcc) ? 'VAL10001' : /^\d{4}$/.test(String(b.mcc)) ? null : 'VAL10037') ??
    err(
      'area_code',
      isBlank(b.area_code) ? 'VAL10001' : /^\d{6}$/.test(String(b.area_code)) ? null : 'VAL10037',
    ) ??
    err('address', validateText(b.address, TEXT_MAX.address)) ??
    err('legal_name', validateText(b.legal_name, TEXT_MAX.personName)) ??
    validateIdDocument(b, today)
  );
}

function licenceNo(v: unknown): Check {
  return firstError(
    validateAlphanumeric(v),
    typeof v === 'string' && (v.length < 4 || v.length > 30) ? 'VAL10008' : null,
  );
}

/** Documents of the wizard, by purpose. */
export const FILE_PURPOSES = [
  'LICENCE',
  'ID_FRONT',
  'ID_BACK',
  'STORE_FRONT',
  'STORE_INSIDE',
  'SETTLE_PROOF',
  'OTHER',
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** The documents a complete application must carry, by category and ID type (the back side: spec point 5). */
export function requiredFilePurposes(category: unknown, idType: unknown): FilePurpose[] {
  const out: FilePurpose[] = [];
  if (category === 'ENTERPRISE') out.push('LICENCE');
  out.push('ID_FRONT');
  if (idTypeHasBackSide(idType)) out.push('ID_BACK');
  out.push('STORE_FRONT');
  return out;
}

/** Purposes that are images (shown as previews; png/jpg/jpeg/gif only). */
export const IMAGE_PURPOSES: readonly FilePurpose[] = ['ID_FRONT', 'ID_BACK', 'STORE_FRONT', 'STORE_INSIDE'];

export interface SettleInput {
  bank_code?: unknown;
  account_name?: unknown;
  account_no?: unknown;
}
export type SettleField = keyof SettleInput;

/** Settlement account: a bank of the reference list, the holder's name, 6-30 digits (spec point 5). */
export function validateSettle(s: SettleInput): FieldError<SettleField> | null {
  return (
    err('bank_code', isBlank(s.bank_code) ? 'VAL10001' : null) ??
    err('account_name', validateText(s.account_name, TEXT_MAX.personName)) ??
    err('account_no', validateDigits(s.account_no))
  );
}

export interface ContactsInput {
  admin_login_name?: unknown;
  admin_name?: unknown;
  admin_phone_area?: unknown;
  admin_phone?: unknown;
  admin_email?: unknown;
  contact_name?: unknown;
  contact_phone_area?: unknown;
  contact_phone?: unknown;
  contact_email?: unknown;
}
export type ContactsField = keyof ContactsInput;

/**
 * The administrator (whose account is created on approval: a login name of 6-20 letters or digits, a
 * mobile for SMS codes, an e-mail) and an optional business contact.
 */
export function validateContacts(c: ContactsInput): FieldError<ContactsField> | null {
  return (
    err('admin_login_name', validateCashierUserName(c.admin_login_name)) ??
    err('admin_name', validateText(c.admin_name, TEXT_MAX.personName)) ??
    err('admin_phone', validateMobile(c.admin_phone_area, c.admin_phone)) ??
    err('admin_email', validateEmail(c.admin_email)) ??
    err('contact_name', validateText(c.contact_name, TEXT_MAX.personName, false)) ??
    err(
      'contact_phone',
      optional(c.contact_phone, (v) => validateMobile(c.contact_phone_area, v)),
    ) ??
    err('contact_email', optional(c.contact_email, validateEmail))
  );
}

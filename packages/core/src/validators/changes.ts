import { isOf, PERSON_ROLE } from '../statuses.ts';
import { todayYmd } from '../time.ts';
import { addDaysYmd } from './dates.ts';
import { idTypeHasBackSide } from './idNumber.ts';
import {
  type IdDocument,
  type IdField,
  TEXT_MAX,
  validateIdDocument,
  validateText,
  validateYmd,
} from './onboarding.ts';
import { validateMobile } from './phone.ts';
import type { FieldError } from './result.ts';

/**
 * The information changes after onboarding (issue 14 point 5): the people of the merchant and the
 * inspection-expiry update. The basic-info change (111) is the wizard's base step (validateBaseInfo). Both
 * sides run them; each answers the first failing field with its own catalogue code.
 */

/** At most this many people in the all-person information. */
export const MAX_PEOPLE = 10;

export interface PersonInput extends IdDocument {
  role?: unknown;
  name?: unknown;
  phone_area?: unknown;
  phone?: unknown;
  files?: Record<string, unknown>;
}
export type PersonField = 'role' | 'name' | 'phone' | IdField | 'ID_FRONT' | 'ID_BACK';

/** The documents of an ID: its front, and its opposite side where the type has one (spec point 5). */
export function idFilePurposes(idType: unknown): ('ID_FRONT' | 'ID_BACK')[] {
  return idTypeHasBackSide(idType) ? ['ID_FRONT', 'ID_BACK'] : ['ID_FRONT'];
}

function missingIdFile(idType: unknown, files: Record<string, unknown> | undefined) {
  const purpose = idFilePurposes(idType).find((p) => typeof files?.[p] !== 'string' || files[p] === '');
  return purpose ? ({ field: purpose, code: 'ONB10004' } as const) : null;
}

/** One person: a role, a name, an optional mobile, the ID document and its sides uploaded. */
export function validatePerson(p: PersonInput, today: string = todayYmd()): FieldError<PersonField> | null {
  if (!isOf(PERSON_ROLE, p.role))
    return { field: 'role', code: p.role === undefined || p.role === '' ? 'VAL10001' : 'VAL10037' };
  const name = validateText(p.name, TEXT_MAX.personName);
  if (name) return { field: 'name', code: name };
  if (typeof p.phone === 'string' && p.phone !== '') {
    const phone = validateMobile(p.phone_area, p.phone);
    if (phone) return { field: 'phone', code: phone };
  }
  return validateIdDocument(p, today) ?? missingIdFile(p.id_type, p.files);
}

export interface ExpiryUpdateInput {
  id_issue_date?: unknown;
  id_expiry?: unknown;
  licence_expiry?: unknown;
  files?: Record<string, unknown>;
}
export type ExpiryField =
  | 'id_issue_date'
  | 'id_expiry'
  | 'licence_expiry'
  | 'ID_FRONT'
  | 'ID_BACK'
  | 'LICENCE';

/**
 * The inspection-expiry update (6): the legal person's renewed document (the same type and number, a new
 * issue date and expiry, checked against the ID-card table of spec point 5) with both its sides uploaded
 * again, and, for an enterprise, the licence's new expiry with the licence uploaded again. An expiry that
 * has already passed is refused (ONB10011).
 */
/** Days of validity a renewed document must have left (issue 29 point 1): under that it is refused. */
export const MIN_VALIDITY_DAYS = 60;
const minValidity = (today: string): string => addDaysYmd(today, MIN_VALIDITY_DAYS) ?? today;

export function validateExpiryUpdate(
  current: { id_type?: unknown; id_no?: unknown; merc_category?: unknown },
  u: ExpiryUpdateInput,
  today: string = todayYmd(),
): FieldError<ExpiryField> | null {
  const doc = validateIdDocument(
    {
      id_type: current.id_type,
      id_no: current.id_no,
      id_issue_date: u.id_issue_date,
      id_expiry: u.id_expiry,
    },
    today,
  );
  if (doc) return { field: doc.field === 'id_issue_date' ? 'id_issue_date' : 'id_expiry', code: doc.code };
  if ((u.id_expiry as string) < today) return { field: 'id_expiry', code: 'ONB10011' };
  if ((u.id_expiry as string) < minValidity(today)) return { field: 'id_expiry', code: 'INS10001' };
  const files = missingIdFile(current.id_type, u.files);
  if (files) return files;
  if (current.merc_category !== 'ENTERPRISE') return null;
  const licence = validateYmd(u.licence_expiry, true);
  if (licence) return { field: 'licence_expiry', code: licence };
  if ((u.licence_expiry as string) < today) return { field: 'licence_expiry', code: 'ONB10011' };
  if ((u.licence_expiry as string) < minValidity(today)) return { field: 'licence_expiry', code: 'INS10001' };
  if (typeof u.files?.LICENCE !== 'string' || u.files.LICENCE === '')
    return { field: 'LICENCE', code: 'ONB10004' };
  return null;
}

/** The ID-card validity table of spec points 5 and 9, as the expiry page shows it. */
export const ID_VALIDITY_TABLE = [
  { from: 0, to: 15, years: 5 },
  { from: 16, to: 25, years: 10 },
  { from: 26, to: 45, years: 20 },
  { from: 46, to: null, years: null },
] as const;

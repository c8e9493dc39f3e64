import { type Check, isBlank } from './result.ts';

/** Text-field rules of spec point 5. See result.ts for how empty values are treated. */

export function validateRequired(value: unknown): Check {
  return isBlank(value) ? 'VAL10001' : null;
}

/** Length in characters as a person counts them (a CJK extension character is one, not two). */
export function charLength(value: string): number {
  return Array.from(value).length;
}

/** Spec: 3 to 50 characters, letters or digits, an @ and a dot (in the domain). */
const EMAIL =
  /^[A-Za-z0-9](?:[A-Za-z0-9_%+-]|\.(?!\.))*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function validateEmail(value: unknown): Check {
  if (isBlank(value)) return 'VAL10001';
  if (typeof value !== 'string' || value.length < 3 || value.length > 50) return 'VAL10002';
  const local = value.slice(0, value.indexOf('@'));
  return EMAIL.test(value) && !local.endsWith('.') ? null : 'VAL10002';
}

export function validateDigits(value: unknown): Check {
  if (isBlank(value)) return 'VAL10001';
  return typeof value === 'string' && /^\d{6,30}$/.test(value) ? null : 'VAL10003';
}

export function validateNoEdgeSpaces(value: unknown): Check {
  return typeof value === 'string' && value !== value.trim() ? 'VAL10005' : null;
}

/**
 * Characters that do not show, or that change how the text around them is shown (issue 15, point 3): the
 * bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) that make a name read
 * backwards, and the invisible ones that make two names look the same: every format character (Unicode
 * category Cf: soft hyphen U+00AD, Arabic letter mark U+061C, Mongolian vowel separator U+180E, zero widths
 * and marks U+200B-U+200F, word joiner and invisible operators U+2060-U+2064, U+206A-U+206F, the byte-order
 * mark U+FEFF, interlinear annotations U+FFF9-U+FFFB, tags U+E0000-U+E007F ...), the line and paragraph
 * separators U+2028/U+2029, the combining grapheme joiner U+034F and the blank Hangul fillers.
 * Variation selectors stay allowed: they choose a glyph of a Han character in a person's name.
 */
const HIDDEN = /\p{Cf}|[\u2028\u2029\u115F\u1160\u3164\uFFA0]|\u034F/u;

/** No invisible or direction-changing character (HIDDEN). */
export function validateNoHiddenChars(value: unknown): Check {
  return typeof value === 'string' && HIDDEN.test(value) ? 'VAL10039' : null;
}

/**
 * Spec: the characters ' < > are not accepted in input; nor are invisible and direction-changing
 * characters (validateNoHiddenChars). Every free-text rule of both sides (names of roles, operators,
 * cashiers, presets, stores in filters, bulletin labels ...) goes through this one check.
 */
export function validateNoForbiddenChars(value: unknown): Check {
  if (typeof value !== 'string') return null;
  return /['<>]/.test(value) ? 'VAL10007' : validateNoHiddenChars(value);
}

export function validateMaxLength(value: unknown, max: number): Check {
  return typeof value === 'string' && charLength(value) > max ? 'VAL10008' : null;
}

export function validateAlphanumeric(value: unknown): Check {
  if (isBlank(value)) return 'VAL10001';
  return typeof value === 'string' && /^[A-Za-z0-9]+$/.test(value) ? null : 'VAL10026';
}

/**
 * Spec: only Chinese characters, digits, brackets and hyphen. Brackets are ASCII () or full-width （）;
 * every other full-width punctuation mark (，。！？；：、“”‘’《》 ...) is outside the allowed set.
 */
const COMPANY_NAME = /^[\p{Script=Han}0-9()（）-]+$/u;

export function validateCompanyName(value: unknown): Check {
  if (isBlank(value)) return 'VAL10001';
  // A name of only digits or brackets names nothing: at least one Chinese character is required.
  const ok = typeof value === 'string' && COMPANY_NAME.test(value) && /\p{Script=Han}/u.test(value);
  return ok ? null : 'VAL10006';
}

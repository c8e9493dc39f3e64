import {
  type Check,
  firstError,
  type MsgCode,
  validateEmail,
  validateMaxLength,
  validateMobile,
  validateNoEdgeSpaces,
  validateNoForbiddenChars,
  validateRequired,
} from '@mp/core';
import { AppError } from '../kernel/errors.ts';

/**
 * Content rules of form fields (spec point 5), run by the services so that each refusal answers its own
 * catalogue code with the field named. The zod schemas of packages/core check only the shape.
 */
export function check(field: string, result: Check): void {
  if (result) throw new AppError(result as MsgCode, field);
}

/** Free text: no ' < >, no edge spaces, at most `max` characters; required unless `optional`. */
export function checkText(field: string, value: string | undefined, max: number, optional = false): void {
  if (optional && (value === undefined || value === '')) return;
  check(
    field,
    firstError(
      validateRequired(value),
      validateNoForbiddenChars(value),
      validateNoEdgeSpaces(value),
      validateMaxLength(value, max),
    ),
  );
}

/** A search filter: only the forbidden characters and the length matter. */
export function checkFilter(field: string, value: string | undefined, max = 64): void {
  check(field, firstError(validateNoForbiddenChars(value), validateMaxLength(value, max)));
}

export function checkPhone(areaField: string, area: string, phone: string): void {
  check(areaField, validateMobile(area, phone));
}

export function checkOptionalEmail(field: string, value: string | undefined): void {
  if (value === undefined || value === '') return;
  check(field, firstError(validateNoForbiddenChars(value), validateEmail(value)));
}

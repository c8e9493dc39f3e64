import type { MsgCode } from '../catalogue.ts';

/**
 * Conventions of every validator in this folder:
 * - A validator returns a catalogue code, or null when the value is valid. It never throws, whatever it is
 *   given (a form value, a request field, undefined).
 * - Format checks (what a value must look like: e-mail, mobile, ID number ...) refuse an empty value with
 *   VAL10001, so a server that calls one alone can never accept a missing field. An optional field is
 *   checked with `optional(value, check)`.
 * - Constraint checks (what a value must not contain or exceed: edge spaces, ' < >, max length) accept an
 *   empty value; they combine with the others through `firstError`.
 */
export type Check = MsgCode | null;

/** An error of a multi-field form: which field, and the code to show beside it. */
export interface FieldError<F extends string = string> {
  field: F;
  code: MsgCode;
}

/** The first non-null result, in argument order; null when all passed. */
export function firstError(...results: Check[]): Check {
  for (const r of results) if (r !== null) return r;
  return null;
}

export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Runs `check` only when the value is present: an empty optional field is valid. */
export function optional<T>(value: T | null | undefined, check: (v: T) => Check): Check {
  return isBlank(value) ? null : check(value as T);
}

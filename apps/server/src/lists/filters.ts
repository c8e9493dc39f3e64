import { AppError } from '../kernel/errors.ts';

/** The filters of list queries, normalised: what the user left blank or at 'all' is no condition. */

/** A text filter: trimmed, blank = no condition. */
export function textFilter(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v ? v : undefined;
}

/** A choice filter: '' (the 'all' option) = no condition. */
export function choice<T extends string>(value: T | '' | undefined): T | undefined {
  return value ? value : undefined;
}

/** Whole cents as digits (no sign, no decimals): anything else is VAL10012. */
export function centsFilter(value: string | undefined): number | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (!/^\d{1,15}$/.test(v)) throw new AppError('VAL10012');
  return Number(v);
}

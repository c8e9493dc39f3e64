import { type Check, isBlank } from './result.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

/**
 * A login or new password: 8-20 printable ASCII characters without spaces, with at least one letter and
 * one digit. The spec gives only the length (8-20; the Chinese hint's 8-16 is the older text): letters
 * plus digits is the least a payment portal asks, and ASCII keeps the password typeable on every
 * keyboard the merchant may log in from. VAL10036 when empty, VAL10021 otherwise.
 */
export function validatePassword(value: unknown): Check {
  if (isBlank(value)) return 'VAL10036';
  if (typeof value !== 'string') return 'VAL10021';
  const shapeOk = new RegExp(`^[\\x21-\\x7e]{${PASSWORD_MIN},${PASSWORD_MAX}}$`).test(value);
  return shapeOk && /[A-Za-z]/.test(value) && /\d/.test(value) ? null : 'VAL10021';
}

export interface NewPasswordInput {
  /** The current password; absent in the forgot-password flow, which has none. */
  old?: unknown;
  next: unknown;
  confirm: unknown;
}

/**
 * Change or reset of a password, first failure wins: the old one entered (VAL10036), the new one's
 * format (VAL10021), new equal to old (VAL10019), the confirmation equal to the new one (VAL10020).
 */
export function validateNewPassword({ old, next, confirm }: NewPasswordInput): Check {
  if (old !== undefined && isBlank(old)) return 'VAL10036';
  const format = validatePassword(next);
  if (format) return format;
  if (old !== undefined && old === next) return 'VAL10019';
  return confirm === next ? null : 'VAL10020';
}

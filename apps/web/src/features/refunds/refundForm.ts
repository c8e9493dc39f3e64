import type { MsgCode } from '@mp/core/catalogue';
import { checkRefundAmount } from '@mp/core/validators/refund';
import { isBlank } from '@mp/core/validators/result';

/**
 * The refund dialog's rules (spec point 5), before anything is sent: the amount is required, an amount,
 * not zero, not above the refundable amount (and there must be something to refund); the payment password
 * is required and is 6 digits. The server checks all of it again, under its row lock.
 */
export interface RefundInput {
  amount: string;
  password: string;
}

export type RefundField = keyof RefundInput;

export type RefundCheck =
  | { ok: true; cents: bigint }
  | { ok: false; errors: Partial<Record<RefundField, MsgCode>> };

export const PAY_PASSWORD = /^\d{6}$/;

export function checkPayPassword(password: string): MsgCode | null {
  if (isBlank(password)) return 'VAL10036';
  return PAY_PASSWORD.test(password) ? null : 'SEC10001';
}

export function checkRefundForm(input: RefundInput, refundableCents: number): RefundCheck {
  const amount = checkRefundAmount(input.amount.trim(), refundableCents);
  const password = checkPayPassword(input.password);
  if (amount.ok && !password) return { ok: true, cents: amount.cents };
  const errors: Partial<Record<RefundField, MsgCode>> = {};
  if (!amount.ok) errors.amount = amount.code;
  if (password) errors.password = password;
  return { ok: false, errors };
}

/** Where the server's refusal of a refund is shown: beside a field, or above the form. */
export function fieldOfRefusal(code: string): RefundField | 'form' {
  if (['TRD10004', 'TRD10005', 'TRD10006', 'VAL10012'].includes(code)) return 'amount';
  if (['LOG10011', 'VAL10036', 'SEC10001'].includes(code)) return 'password';
  return 'form';
}

/** Codes the dialog shows itself instead of a toast. */
export const REFUND_CODES: readonly string[] = [
  'TRD10001',
  'TRD10002',
  'TRD10004',
  'TRD10005',
  'TRD10006',
  'TRD10007',
  'VAL10012',
  'VAL10036',
  'SEC10001',
  'SEC10005',
  'LOG10011',
  'LOG10012',
  'SCM40900',
  'SCM40301',
];

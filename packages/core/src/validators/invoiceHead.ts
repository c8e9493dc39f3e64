import type { InvoiceHeadSaveReqT } from '../schemas/invoices.ts';
import { validatePhoneNumber } from './phone.ts';
import { type Check, type FieldError, optional } from './result.ts';
import { validateAlphanumeric, validateDigits, validateEmail, validateNoForbiddenChars } from './text.ts';

/** The fields of an invoice head (462), trimmed. */
export type InvoiceHeadInput = Pick<
  InvoiceHeadSaveReqT,
  'head_type' | 'title' | 'tax_no' | 'address' | 'phone' | 'bank_name' | 'bank_account' | 'email'
>;

/**
 * An invoice head, first failure wins: a title (VAL10001), no ' < > in the free texts (VAL10007), a tax
 * number for an enterprise (VAL10001) that is letters and digits, then the optional phone (VAL10004),
 * bank account (6-30 digits, VAL10003) and e-mail (VAL10002).
 */
export function validateInvoiceHead(f: InvoiceHeadInput): FieldError<keyof InvoiceHeadInput> | null {
  const checks: [keyof InvoiceHeadInput, Check][] = [
    ['title', f.title === '' ? 'VAL10001' : null],
    ...(['title', 'address', 'phone', 'bank_name', 'bank_account'] as const).map(
      (k): [keyof InvoiceHeadInput, Check] => [k, validateNoForbiddenChars(f[k])],
    ),
    ['tax_no', f.head_type === 'ENTERPRISE' && f.tax_no === '' ? 'VAL10001' : null],
    ['tax_no', optional(f.tax_no, validateAlphanumeric)],
    ['phone', optional(f.phone, validatePhoneNumber)],
    ['bank_account', optional(f.bank_account, validateDigits)],
    ['email', optional(f.email, validateEmail)],
  ];
  const bad = checks.find(([, code]) => code !== null);
  return bad?.[1] ? { field: bad[0], code: bad[1] } : null;
}

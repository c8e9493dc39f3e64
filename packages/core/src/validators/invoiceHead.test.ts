import { describe, expect, it } from 'vitest';
import { validateInvoiceHead } from './invoiceHead.ts';
import { validatePhoneNumber } from './phone.ts';

const head = {
  head_type: 'ENTERPRISE' as const,
  title: 'Macau Demo Ltd',
  tax_no: 'AB12345',
  address: '',
  phone: '',
  bank_name: '',
  bank_account: '',
  email: '',
};

describe('validateInvoiceHead', () => {
  it('accepts a head with its optional fields empty or well formed', () => {
    expect(validateInvoiceHead(head)).toBeNull();
    expect(
      validateInvoiceHead({ ...head, phone: '+853 2888-1234', bank_account: '123456', email: 'a@b.mo' }),
    ).toBeNull();
    expect(validateInvoiceHead({ ...head, head_type: 'PERSONAL', tax_no: '' })).toBeNull();
  });
  it('names the first field it refuses', () => {
    expect(validateInvoiceHead({ ...head, title: '' })).toEqual({ field: 'title', code: 'VAL10001' });
    expect(validateInvoiceHead({ ...head, address: 'a<b' })).toEqual({ field: 'address', code: 'VAL10007' });
    expect(validateInvoiceHead({ ...head, tax_no: '' })).toEqual({ field: 'tax_no', code: 'VAL10001' });
    expect(validateInvoiceHead({ ...head, phone: '12ab' })).toEqual({ field: 'phone', code: 'VAL10004' });
    expect(validateInvoiceHead({ ...head, bank_account: '12345' })).toEqual({
      field: 'bank_account',
      code: 'VAL10003',
    });
    expect(validateInvoiceHead({ ...head, email: 'nope' })).toEqual({ field: 'email', code: 'VAL10002' });
  });
});

describe('validatePhoneNumber', () => {
  it('takes an optional + and 6-20 digits, spaces or hyphens', () => {
    expect(validatePhoneNumber('+853 2888-1234')).toBeNull();
    expect(validatePhoneNumber('12345')).toBe('VAL10004');
    expect(validatePhoneNumber('')).toBe('VAL10001');
  });
});

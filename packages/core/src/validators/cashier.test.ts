import { describe, expect, it } from 'vitest';
import { validateCashierUserName, validateStorePermission } from './cashier.ts';

describe('validateCashierUserName', () => {
  it('accepts 6 to 20 letters and digits', () => {
    for (const v of ['cash01', 'CASHIER2026', 'a'.repeat(20)]) expect(validateCashierUserName(v)).toBeNull();
  });
  it.each(['cash1', 'a'.repeat(21), 'cash_01', 'cash 01', '收銀員0001', 'cash-01'])('refuses %s', (v) => {
    expect(validateCashierUserName(v)).toBe('VAL10022');
  });
  it('asks for a user name when empty', () => {
    expect(validateCashierUserName('')).toBe('VAL10035');
  });
});

describe('validateStorePermission', () => {
  it('needs at least one store', () => {
    expect(validateStorePermission(['12'])).toBeNull();
    expect(validateStorePermission([12])).toBeNull();
    expect(validateStorePermission([])).toBe('VAL10027');
    expect(validateStorePermission([''])).toBe('VAL10027');
    expect(validateStorePermission(undefined)).toBe('VAL10027');
  });
});

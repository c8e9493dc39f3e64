import { describe, expect, it } from 'vitest';
import { ID_TYPE } from '../statuses.ts';
import {
  ID_TYPES_WITH_BACK_SIDE,
  idCardCheckChar,
  idTypeHasBackSide,
  isValidIdCard,
  validateIdNumber,
} from './idNumber.ts';

const TODAY = '20261122';

describe('ID card check digit (GB 11643)', () => {
  // Check characters worked out separately (weights 7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2, mod 11 -> 10X98765432).
  it.each([
    ['11010519491231002', 'X'],
    ['11010519900615123', '4'],
    ['44030419840229001', '3'],
    ['32010619850101187', '0'],
    ['11010519000101001', 'X'],
  ])('%s -> %s', (first17, check) => {
    expect(idCardCheckChar(first17)).toBe(check);
  });

  it('accepts valid numbers, with x in either case', () => {
    expect(isValidIdCard('11010519491231002X', TODAY)).toBe(true);
    expect(isValidIdCard('11010519491231002x', TODAY)).toBe(true);
    expect(isValidIdCard('110105199006151234', TODAY)).toBe(true);
    expect(isValidIdCard('440304198402290013', TODAY)).toBe(true);
  });

  it('refuses a wrong check character', () => {
    expect(isValidIdCard('110105194912310021', TODAY)).toBe(false);
    expect(isValidIdCard('110105199006151235', TODAY)).toBe(false);
    expect(isValidIdCard('11010519900615123X', TODAY)).toBe(false);
  });

  it('refuses an impossible or future birth date even with the right check character', () => {
    expect(isValidIdCard('110105202501010011', '20241231')).toBe(false);
    expect(isValidIdCard('110105202501010011', '20250101')).toBe(true);
    expect(isValidIdCard('110105189912310015', TODAY)).toBe(false);
    // 19850229 does not exist; the check character is right for these 17 digits.
    expect(isValidIdCard(`11010519850229001${idCardCheckChar('11010519850229001')}`, TODAY)).toBe(false);
  });

  it('refuses other shapes', () => {
    for (const v of ['11010519491231002', '11010519491231002XX', '1101051949123100AX', '']) {
      expect(isValidIdCard(v, TODAY)).toBe(false);
    }
  });
});

describe('validateIdNumber', () => {
  const good: [string, string][] = [
    ['I_CARD', '11010519491231002X'],
    ['PASSPORT', 'E1234'],
    ['PASSPORT', 'EA1234567890ABCDE'],
    ['OTHER', '軍字第1234号'],
    ['OTHER', '南字第AB123456號'],
    ['OTHER', '南字第ab12號'],
    ['OTHER', '軍字第1234'],
    ['HK_M_PASS', 'H123456'],
    ['HK_M_PASS', 'M1234567890'],
    ['HK_M_PASS', 'A123456(7)'],
    ['MC_PASS', 'W1234567（1）'],
    ['MC_PASS', 'w12345678(A)'],
    ['TW_PASS', '12345678'],
    ['TW_PASS', 'A123456789'],
    ['TW_PASS', '123456789012345678'],
    ['CPRC', '912345678901234567'],
    ['CPRC', 'USA123456789012345'],
    ['COS_HKMC', '810000199001011234'],
    ['COS_HKMC', 'ABC123456789012345'],
    ['COS_TW', '830000199001011234'],
  ];
  it.each(good)('%s accepts %s', (type, value) => {
    expect(validateIdNumber(type, value, TODAY)).toBeNull();
  });

  const bad: [string, string][] = [
    ['I_CARD', '110105194912310021'],
    ['PASSPORT', 'E123'],
    ['PASSPORT', 'E12345678901234567'],
    ['PASSPORT', 'E1234-5'],
    ['OTHER', '軍字1234号'],
    ['OTHER', '軍字第123号'],
    ['OTHER', '軍字第123456789号'],
    ['OTHER', '南字第AB1234567號'],
    ['OTHER', 'A字第1234号'],
    ['OTHER', '軍字第1234号号'],
    ['HK_M_PASS', '1234567'],
    ['HK_M_PASS', 'H12345'],
    ['HK_M_PASS', 'H12345678901'],
    ['HK_M_PASS', 'H123456(7'],
    ['HK_M_PASS', 'H123456(7）'],
    ['HK_M_PASS', 'H123456(77)'],
    ['MC_PASS', 'HK1234567'],
    ['TW_PASS', '1234567'],
    ['TW_PASS', '123456789'],
    ['TW_PASS', '12345678901234567'],
    ['CPRC', '812345678901234567'],
    ['CPRC', 'US1234567890123456'],
    ['CPRC', '91234567890123456'],
    ['COS_HKMC', '81000019900101123X'],
    ['COS_TW', 'AB1234567890123456'],
  ];
  it.each(bad)('%s refuses %s', (type, value) => {
    expect(validateIdNumber(type, value, TODAY)).toBe('VAL10009');
  });

  it('asks for a value and refuses an unknown type', () => {
    expect(validateIdNumber('PASSPORT', '', TODAY)).toBe('VAL10001');
    expect(validateIdNumber('DRIVING', 'E12345', TODAY)).toBe('VAL10037');
  });

  it('names the types with an opposite side', () => {
    expect([...ID_TYPES_WITH_BACK_SIDE].sort()).toEqual(
      ['I_CARD', 'HK_M_PASS', 'MC_PASS', 'TW_PASS', 'CPRC', 'COS_HKMC', 'COS_TW'].sort(),
    );
    expect(idTypeHasBackSide('PASSPORT')).toBe(false);
    expect(idTypeHasBackSide('OTHER')).toBe(false);
    expect(idTypeHasBackSide('TW_PASS')).toBe(true);
    for (const t of ID_TYPES_WITH_BACK_SIDE) expect(Object.keys(ID_TYPE)).toContain(t);
  });
});

import { describe, expect, it } from 'vitest';
import { ageOn, expectedIdExpiry, validateIdExpiry } from './idExpiry.ts';

// Born 1990-06-15 (check characters worked out separately).
const BORN_0615 = '110105199006151234';
// Born 1984-02-29.
const BORN_0229 = '440304198402290013';

describe('expectedIdExpiry: the age table at each edge', () => {
  it.each([
    ['20060614', '20110614'], // the day before the 16th birthday: 15 -> 5 years
    ['20060615', '20160615'], // the 16th birthday: 16 -> 10 years
    ['20160614', '20260614'], // the day before the 26th birthday: 25 -> 10 years
    ['20160615', '20360615'], // the 26th birthday: 26 -> 20 years
    ['20360614', '20560614'], // the day before the 46th birthday: 45 -> 20 years
    ['20360615', '99991231'], // the 46th birthday: long-term
    ['19900615', '19950615'], // issued on the day of birth: age 0
    ['20700101', '99991231'],
  ])('issued %s -> %s', (issue, expiry) => {
    expect(expectedIdExpiry(BORN_0615, issue)).toBe(expiry);
  });

  it('completes a Feb-29 birthday on Mar 1 in a non-leap year', () => {
    expect(ageOn({ y: 1984, m: 2, d: 29 }, { y: 2010, m: 2, d: 28 })).toBe(25);
    expect(ageOn({ y: 1984, m: 2, d: 29 }, { y: 2010, m: 3, d: 1 })).toBe(26);
    expect(ageOn({ y: 1984, m: 2, d: 29 }, { y: 2000, m: 2, d: 29 })).toBe(16);
    expect(expectedIdExpiry(BORN_0229, '20100228')).toBe('20200228');
    expect(expectedIdExpiry(BORN_0229, '20100301')).toBe('20300301');
  });

  it('moves a resulting Feb 29 to Mar 1 when validity is under 20 years', () => {
    // Issued on 2012-02-29 to a holder of 21: 10 years -> no 2022-02-29 -> Mar 1.
    expect(expectedIdExpiry(BORN_0615, '20120229')).toBe('20220301');
    // The same day to a holder of 28: 20 years -> 2032-02-29 exists and stays.
    expect(expectedIdExpiry(BORN_0229, '20120229')).toBe('20320229');
    // Issued on 2000-02-29: the holder is 9, 5 years.
    expect(expectedIdExpiry(BORN_0615, '20000229')).toBe('20050301');
    // Issued on 2008-02-29: the holder is 17, 10 years.
    expect(expectedIdExpiry(BORN_0615, '20080229')).toBe('20180301');
  });

  it('moves a 20-year Feb 29 in a non-leap century year to Mar 1', () => {
    // The table reads only the birth date, so a number with a future birth date serves: 29 in 2080.
    const born2050 = '110105205006150000';
    expect(expectedIdExpiry(born2050, '20800229')).toBe('21000301');
  });

  it('gives null when it cannot compute', () => {
    expect(expectedIdExpiry('E12345678', '20200101')).toBeNull();
    expect(expectedIdExpiry(BORN_0615, '20200230')).toBeNull();
    expect(expectedIdExpiry(BORN_0615, '19900614')).toBeNull();
    expect(expectedIdExpiry(null, '20200101')).toBeNull();
  });
});

describe('validateIdExpiry', () => {
  it('requires the computed expiry for an ID card', () => {
    expect(validateIdExpiry(BORN_0615, '20160615', '20360615')).toBeNull();
    expect(validateIdExpiry(BORN_0615, '20160615', '20260615')).toBe('VAL10010');
    expect(validateIdExpiry(BORN_0615, '20360615', '99991231')).toBeNull();
    expect(validateIdExpiry(BORN_0615, '20360614', '99991231')).toBe('VAL10010');
  });
  it('for other documents needs an expiry after the issue date', () => {
    expect(validateIdExpiry('E12345678', '20200101', '20300101', 'PASSPORT')).toBeNull();
    expect(validateIdExpiry('E12345678', '20200101', '99991231', 'PASSPORT')).toBeNull();
    expect(validateIdExpiry('E12345678', '20200101', '20200101', 'PASSPORT')).toBe('VAL10010');
    // An 18-digit number of another type is not read as an ID card.
    expect(validateIdExpiry(BORN_0615, '20160615', '20200101', 'COS_HKMC')).toBeNull();
  });
  it('refuses an ID card whose expiry cannot be computed', () => {
    expect(validateIdExpiry('11010519900615', '20160615', '20360615', 'I_CARD')).toBe('VAL10010');
  });
  it('checks the dates first', () => {
    expect(validateIdExpiry(BORN_0615, '', '20360615')).toBe('VAL10001');
    expect(validateIdExpiry(BORN_0615, '20160615', '2036-06-15')).toBe('VAL10013');
    expect(validateIdExpiry(BORN_0615, '20160631', '20360615')).toBe('VAL10013');
  });
});

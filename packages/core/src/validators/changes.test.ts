import { describe, expect, it } from 'vitest';
import { ID_VALIDITY_TABLE, idFilePurposes, validateExpiryUpdate, validatePerson } from './changes.ts';
import { idValidityYears } from './idExpiry.ts';

const TODAY = '20261125';
const ID_NO = '110105199006151234'; // born 1990-06-15

describe('the people of the all-person information', () => {
  const person = {
    role: 'DIRECTOR',
    name: '李小明',
    id_type: 'PASSPORT',
    id_no: 'K1234567',
    id_issue_date: '20200101',
    id_expiry: '20300101',
    files: { ID_FRONT: 'f1' },
  };
  it('accepts a complete person and names the first failing field', () => {
    expect(validatePerson(person, TODAY)).toBeNull();
    expect(validatePerson({ ...person, role: 'KING' }, TODAY)).toEqual({ field: 'role', code: 'VAL10037' });
    expect(validatePerson({ ...person, name: ' x' }, TODAY)).toEqual({ field: 'name', code: 'VAL10005' });
    expect(validatePerson({ ...person, phone_area: '+853', phone: '123' }, TODAY)?.field).toBe('phone');
    expect(validatePerson({ ...person, id_no: '1' }, TODAY)).toEqual({ field: 'id_no', code: 'VAL10009' });
  });
  it('needs the opposite side for the types that have one', () => {
    const card = {
      ...person,
      id_type: 'I_CARD',
      id_no: ID_NO,
      id_issue_date: '20200110',
      id_expiry: '20400110',
    };
    expect(validatePerson(card, TODAY)).toEqual({ field: 'ID_BACK', code: 'ONB10004' });
    expect(validatePerson({ ...card, files: { ID_FRONT: 'a', ID_BACK: 'b' } }, TODAY)).toBeNull();
    expect(idFilePurposes('PASSPORT')).toEqual(['ID_FRONT']);
    expect(idFilePurposes('MC_PASS')).toEqual(['ID_FRONT', 'ID_BACK']);
  });
});

describe('the inspection-expiry update', () => {
  const current = { id_type: 'I_CARD', id_no: ID_NO, merc_category: 'ENTERPRISE' };
  const files = { ID_FRONT: 'a', ID_BACK: 'b', LICENCE: 'c' };
  it('checks the new dates against the ID-card table of the number in force', () => {
    // Issued 2024-06-01 at 33: 20 years.
    const ok = { id_issue_date: '20240601', id_expiry: '20440601', licence_expiry: '99991231', files };
    expect(validateExpiryUpdate(current, ok, TODAY)).toBeNull();
    expect(validateExpiryUpdate(current, { ...ok, id_expiry: '20340601' }, TODAY)).toEqual({
      field: 'id_expiry',
      code: 'VAL10010',
    });
    expect(validateExpiryUpdate(current, { ...ok, id_issue_date: '2024' }, TODAY)?.field).toBe(
      'id_issue_date',
    );
  });
  it('refuses an expiry already passed and a missing document', () => {
    const passport = { id_type: 'PASSPORT', id_no: 'K1234567', merc_category: 'PERSONAL' };
    const past = { id_issue_date: '20100101', id_expiry: '20200101', files: { ID_FRONT: 'a' } };
    expect(validateExpiryUpdate(passport, past, TODAY)).toEqual({ field: 'id_expiry', code: 'ONB10011' });
    const noFront = { id_issue_date: '20240101', id_expiry: '20340101', files: {} };
    expect(validateExpiryUpdate(passport, noFront, TODAY)).toEqual({ field: 'ID_FRONT', code: 'ONB10004' });
    const ok = { id_issue_date: '20240601', id_expiry: '20440601', licence_expiry: '20200101', files };
    expect(validateExpiryUpdate(current, ok, TODAY)).toEqual({ field: 'licence_expiry', code: 'ONB10011' });
    expect(
      validateExpiryUpdate(
        current,
        { ...ok, licence_expiry: '99991231', files: { ID_FRONT: 'a', ID_BACK: 'b' } },
        TODAY,
      ),
    ).toEqual({
      field: 'LICENCE',
      code: 'ONB10004',
    });
  });
  it('shows the same table the validator uses', () => {
    for (const r of ID_VALIDITY_TABLE) {
      expect(idValidityYears(r.from)).toBe(r.years);
      if (r.to !== null) expect(idValidityYears(r.to)).toBe(r.years);
    }
  });
});

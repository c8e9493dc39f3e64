import { describe, expect, it } from 'vitest';
import { TEST_COMPANY, TEST_ID_CARD } from './onboarding.fixture.ts';
import {
  requiredFilePurposes,
  validateBaseInfo,
  validateContacts,
  validateIdDocument,
  validateSettle,
} from './onboarding.ts';

const TODAY = '20261122';

describe('validateIdDocument: every ID type of spec point 5 with its dates', () => {
  // One good number per type; I_CARD with the table's expiry (born 1990-06-15, issued at 29: 20 years).
  const good: [string, string, string, string][] = [
    ['I_CARD', '110105199006151234', '20200110', '20400110'],
    ['I_CARD', '11010519491231002X', '20200110', '99991231'],
    ['PASSPORT', 'E12345678', '20200110', '20300109'],
    ['OTHER', '軍字第1234号', '20200110', '20300110'],
    ['HK_M_PASS', 'H12345678', '20200110', '20300110'],
    ['MC_PASS', 'W1234567(1)', '20200110', '20300110'],
    ['TW_PASS', '12345678', '20200110', '20250110'],
    ['CPRC', '912345678901234567', '20200110', '20300110'],
    ['COS_HKMC', '810000199001011234', '20200110', '20250110'],
    ['COS_TW', 'ABC123456789012345', '20200110', '20250110'],
  ];
  it.each(good)('%s %s passes', (id_type, id_no, id_issue_date, id_expiry) => {
    expect(validateIdDocument({ id_type, id_no, id_issue_date, id_expiry }, TODAY)).toBeNull();
  });

  it('names the failing field with its own code', () => {
    const d = {
      id_type: 'I_CARD',
      id_no: '110105199006151234',
      id_issue_date: '20200110',
      id_expiry: '20400110',
    };
    expect(validateIdDocument({ ...d, id_type: '' }, TODAY)).toEqual({ field: 'id_type', code: 'VAL10001' });
    expect(validateIdDocument({ ...d, id_type: 'DRIVING' }, TODAY)).toEqual({
      field: 'id_type',
      code: 'VAL10037',
    });
    expect(validateIdDocument({ ...d, id_no: '110105199006151235' }, TODAY)).toEqual({
      field: 'id_no',
      code: 'VAL10009',
    });
    expect(validateIdDocument({ ...d, id_issue_date: '20201301' }, TODAY)).toEqual({
      field: 'id_issue_date',
      code: 'VAL10013',
    });
    expect(validateIdDocument({ ...d, id_issue_date: '20270101' }, TODAY)).toEqual({
      field: 'id_issue_date',
      code: 'VAL10013',
    });
    // The table says 20 years at 29: ten years is wrong, and so is long-term.
    expect(validateIdDocument({ ...d, id_expiry: '20300110' }, TODAY)).toEqual({
      field: 'id_expiry',
      code: 'VAL10010',
    });
    expect(validateIdDocument({ ...d, id_expiry: '99991231' }, TODAY)).toEqual({
      field: 'id_expiry',
      code: 'VAL10010',
    });
    // Other documents: an expiry before the issue date is wrong.
    expect(
      validateIdDocument(
        { id_type: 'PASSPORT', id_no: 'E12345678', id_issue_date: '20200110', id_expiry: '20190101' },
        TODAY,
      ),
    ).toEqual({ field: 'id_expiry', code: 'VAL10010' });
  });
});

describe('the wizard steps', () => {
  // A passport (ten years less a day) and a name with brackets.
  const base = {
    merc_category: 'ENTERPRISE',
    ...TEST_COMPANY,
    merc_name: '澳門測試貿易（氹仔）有限公司',
    ...TEST_ID_CARD,
    id_type: 'PASSPORT',
    id_no: 'E12345678',
    id_expiry: '20300109',
  };
  it('checks base information field by field', () => {
    expect(validateBaseInfo(base, TODAY)).toBeNull();
    expect(validateBaseInfo({ ...base, merc_category: 'X' }, TODAY)?.field).toBe('merc_category');
    expect(validateBaseInfo({ ...base, merc_name: 'Test Ltd' }, TODAY)).toEqual({
      field: 'merc_name',
      code: 'VAL10006',
    });
    expect(validateBaseInfo({ ...base, merc_short_name: ' 測試' }, TODAY)).toEqual({
      field: 'merc_short_name',
      code: 'VAL10005',
    });
    expect(validateBaseInfo({ ...base, address: '<b>' }, TODAY)).toEqual({
      field: 'address',
      code: 'VAL10007',
    });
    expect(validateBaseInfo({ ...base, licence_no: 'SO-1' }, TODAY)).toEqual({
      field: 'licence_no',
      code: 'VAL10026',
    });
    expect(validateBaseInfo({ ...base, licence_expiry: '20200101' }, TODAY)).toEqual({
      field: 'licence_expiry',
      code: 'VAL10010',
    });
    expect(validateBaseInfo({ ...base, id_no: 'E1' }, TODAY)).toEqual({ field: 'id_no', code: 'VAL10009' });
  });
  it('checks the settlement account and the contacts', () => {
    expect(validateSettle({ bank_code: 'MO001', account_name: '測試', account_no: '123456' })).toBeNull();
    expect(validateSettle({ bank_code: 'MO001', account_name: '測試', account_no: '12345' })).toEqual({
      field: 'account_no',
      code: 'VAL10003',
    });
    const c = {
      admin_login_name: 'boss2026',
      admin_name: '陳大文',
      admin_phone_area: '+853',
      admin_phone: '66123456',
      admin_email: 'boss@example.test',
    };
    expect(validateContacts(c)).toBeNull();
    expect(validateContacts({ ...c, admin_login_name: 'ab' })?.code).toBe('VAL10022');
    expect(validateContacts({ ...c, admin_phone: '12345678' })).toEqual({
      field: 'admin_phone',
      code: 'VAL10004',
    });
    expect(validateContacts({ ...c, contact_email: 'x' })).toEqual({
      field: 'contact_email',
      code: 'VAL10002',
    });
  });
  it('requires the opposite side for the types that have one', () => {
    expect(requiredFilePurposes('ENTERPRISE', 'I_CARD')).toEqual([
      'LICENCE',
      'ID_FRONT',
      'ID_BACK',
      'STORE_FRONT',
    ]);
    expect(requiredFilePurposes('PERSONAL', 'PASSPORT')).toEqual(['ID_FRONT', 'STORE_FRONT']);
  });
});

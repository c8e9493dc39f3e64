import { describe, expect, it } from 'vitest';
import { checkBillRange } from './billRange.ts';

const TODAY = '20261122';
const check = (bill_type: string, start_date: string, end_date: string) =>
  checkBillRange({ bill_type, start_date, end_date }, TODAY)?.code ?? null;

describe('bill list range', () => {
  it('holds a daily list to the query-range rules', () => {
    expect(check('DAILY', '20261022', '20261121')).toBeNull();
    expect(check('DAILY', '20261021', '20261121')).toBe('VAL10016');
    expect(check('DAILY', '20261121', '20261101')).toBe('VAL10017');
    expect(check('DAILY', '20261121', '20261123')).toBe('VAL10014');
  });

  it('lets a monthly list cover up to 12 months', () => {
    expect(check('MONTHLY', '20251201', '20261130')).toBe('VAL10014');
    expect(check('MONTHLY', '20251201', '20261122')).toBeNull();
    expect(check('MONTHLY', '20251101', '20261031')).toBeNull();
    expect(check('MONTHLY', '20251001', '20261031')).toBe('BIL10001');
  });
});

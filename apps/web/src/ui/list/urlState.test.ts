import { PAY_TYPE, TXN_RESULT } from '@mp/core/statuses';
import { describe, expect, it } from 'vitest';
import { buildFilters, buildPaging, checkFilters } from './request.ts';
import type { ListSpec } from './spec.ts';
import { presetQuery, readState, withMode, writeState } from './urlState.ts';

const TODAY = '20261122';

const spec: ListSpec = {
  pageKey: 'merchant.trade_query',
  senior: true,
  exportAdvanced: true,
  sort: { by: ['created_at', 'amount'], order: true, defaultBy: 'created_at' },
  filters: [
    { kind: 'dateRange', label: 'd' },
    { kind: 'select', param: 'pay_type', label: 'p', options: PAY_TYPE },
    { kind: 'select', param: 'result', label: 'r', options: TXN_RESULT },
    { kind: 'text', param: 'txn_no', label: 't' },
    { kind: 'amount', min: 'amount_min', max: 'amount_max', label: 'a' },
  ],
};

const read = (q: string) => readState(new URLSearchParams(q), spec, TODAY);

describe('URL -> list state', () => {
  it('reads filters, mode, page, size and sort by their names', () => {
    const s = read(
      'start_date=20261101&end_date=20261120&pay_type=WECHAT&txn_no=T1&amount_min=10.5&mode=senior&page=3&size=50&sort=amount&order=asc',
    );
    expect(s.values).toEqual({
      start_date: '20261101',
      end_date: '20261120',
      pay_type: 'WECHAT',
      result: '',
      txn_no: 'T1',
      amount_min: '10.5',
      amount_max: '',
    });
    expect(s).toMatchObject({
      senior: true,
      page: 3,
      size: 50,
      sortBy: 'amount',
      order: 'asc',
      detail: null,
    });
  });

  it('drops what the page does not know instead of sending it', () => {
    const s = read('pay_type=BITCOIN&result=toString&page=-2&size=7&sort=password&order=up&evil=1');
    expect(s.values.pay_type).toBe('');
    expect(s.values.result).toBe('');
    expect(s).toMatchObject({ page: 1, size: 20, sortBy: null, order: null });
    expect(Object.keys(s.values)).not.toContain('evil');
  });

  it('shows today by default in a classic search and yesterday in a senior one', () => {
    expect(read('').values).toMatchObject({ start_date: TODAY, end_date: TODAY });
    expect(read('mode=senior').values).toMatchObject({ start_date: '20261121', end_date: '20261121' });
  });

  it('keeps a malformed date as it came, so its message can be shown', () => {
    const s = read('start_date=2026-11-01&end_date=20261131');
    expect(s.values).toMatchObject({ start_date: '2026-11-01', end_date: '20261131' });
    expect(checkFilters(s, spec, { today: TODAY })).toEqual({ field: 'date', code: 'VAL10013' });
  });

  it('ignores the senior mode on a page that has none', () => {
    const plain: ListSpec = { ...spec, senior: false };
    expect(readState(new URLSearchParams('mode=senior'), plain, TODAY).senior).toBe(false);
  });
});

describe('list state -> URL', () => {
  it('round-trips: what is written reads back the same', () => {
    const q =
      'start_date=20261101&end_date=20261120&pay_type=ALIPAY&amount_max=99.99&mode=senior&sort=amount&order=desc&size=50&page=2';
    const s = read(q);
    expect(read(writeState(s, spec).toString())).toEqual(s);
  });

  it('leaves out empty filters and defaults, in a stable order', () => {
    const s = read('txn_no=%20%20&size=20&page=1&end_date=20261120&start_date=20261101&result=FAIL');
    expect(writeState(s, spec).toString()).toBe('start_date=20261101&end_date=20261120&result=FAIL');
  });

  it('keeps the open record in the URL but not in a saved preset', () => {
    const s = { ...read('start_date=20261101&end_date=20261101&page=4'), detail: 'T20261101000001' };
    expect(writeState(s, spec).get('detail')).toBe('T20261101000001');
    expect(presetQuery(s, spec)).toBe('start_date=20261101&end_date=20261101');
  });
});

describe('list state -> request', () => {
  it('sends amounts in cents and the senior end as the next day at 00:00:00', () => {
    const s = read('start_date=20261001&end_date=20261031&amount_min=1,234.5&amount_max=2000&mode=senior');
    expect(buildFilters(s, spec, { today: TODAY })).toEqual({
      ok: true,
      filters: {
        start_date: '20261001',
        end_date: '20261101000000',
        amount_min: '123450',
        amount_max: '200000',
      },
    });
  });

  it('sends the classic end date as the day itself', () => {
    const s = read('start_date=20261122&end_date=20261122');
    expect(buildFilters(s, spec, { today: TODAY })).toEqual({
      ok: true,
      filters: { start_date: '20261122', end_date: '20261122' },
    });
  });

  it('refuses with the catalogue code of each date rule', () => {
    const code = (q: string, purpose?: 'query' | 'export') => {
      const r = buildFilters(read(q), spec, { today: TODAY, purpose });
      return r.ok ? null : r.problem.code;
    };
    expect(code('start_date=20261020&end_date=20261120')).toBe('VAL10016'); // 32 days
    expect(code('start_date=20261021&end_date=20261120')).toBeNull(); // 31 days
    expect(code('start_date=20261120&end_date=20261101')).toBe('VAL10017');
    expect(code('start_date=20261120&end_date=20261123')).toBe('VAL10014');
    expect(code('start_date=20261122&end_date=20261122&mode=senior')).toBe('VAL10018');
    // Exports follow the senior rules: the current day is refused with the export message.
    expect(code('start_date=20261122&end_date=20261122', 'export')).toBe('VAL10015');
    expect(code('start_date=20261121&end_date=20261121', 'export')).toBeNull();
  });

  it('refuses a malformed or reversed amount range', () => {
    const problem = (q: string) => {
      const r = buildFilters(read(q), spec, { today: TODAY });
      return r.ok ? null : r.problem;
    };
    expect(problem('amount_min=01')).toEqual({ field: 'amount', code: 'VAL10012' });
    expect(problem('amount_max=1.234')).toEqual({ field: 'amount', code: 'VAL10012' });
    expect(problem('amount_min=-5')).toEqual({ field: 'amount', code: 'VAL10012' });
    expect(problem('amount_min=20&amount_max=10')).toEqual({ field: 'amount', code: 'VAL10037' });
    expect(problem('amount_min=10&amount_max=10')).toBeNull();
  });

  it('sends sort fields only where the endpoint takes them', () => {
    const s = read('sort=amount&order=asc&page=2&size=50');
    expect(buildPaging(s, spec)).toEqual({ page_no: 2, page_size: 50, sort_by: 'amount', sort_order: 'asc' });
    const orderOnly: ListSpec = { ...spec, sort: { order: true } };
    expect(
      buildPaging(readState(new URLSearchParams('sort=amount&order=asc'), orderOnly, TODAY), orderOnly),
    ).toEqual({
      page_no: 1,
      page_size: 20,
      sort_order: 'asc',
    });
    const none: ListSpec = { ...spec, sort: undefined };
    expect(buildPaging(readState(new URLSearchParams('order=asc'), none, TODAY), none)).toEqual({
      page_no: 1,
      page_size: 20,
    });
  });
});

describe('switching between the classic and the senior search (issue 17, point 5)', () => {
  const url = (q: string, senior: boolean) =>
    writeState(withMode(read(q), spec, TODAY, senior), spec).toString();

  it('opens the senior search on yesterday, not on today, and comes back to today', () => {
    expect(url('', true)).toBe('mode=senior');
    expect(read(url('', true)).values).toMatchObject({ start_date: '20261121', end_date: '20261121' });
    expect(checkFilters(read(url('', true)), spec, { today: TODAY })).toBeNull();
    expect(url('mode=senior', false)).toBe('');
  });

  it('keeps a chosen range, ending it yesterday in the senior search, and keeps the other filters', () => {
    expect(url('start_date=20261116&end_date=20261122&pay_type=MCB&page=3', true)).toBe(
      'start_date=20261116&end_date=20261121&pay_type=MCB&mode=senior',
    );
    expect(url('start_date=20261101&end_date=20261110', true)).toBe(
      'start_date=20261101&end_date=20261110&mode=senior',
    );
    expect(url('start_date=20261101&end_date=20261110&mode=senior', false)).toBe(
      'start_date=20261101&end_date=20261110',
    );
  });
});

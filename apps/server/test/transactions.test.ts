import { seniorEndTime, todayYmd } from '@mp/core';
import { BUSINESS_NUMBER } from '@mp/core/numbers';
import { COUNT_CAP, TOTALS_CAP } from '@mp/core/schemas/transactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInContext } from '../src/kernel/context.ts';
import { openCollectionStream } from '../src/modules/transactions/stream.ts';
import { createGroupWithAdmin, createServiceProviderWithAdmin } from './fixtures.ts';
import type { TestServer } from './harness.ts';
import {
  at,
  book,
  cashierOf,
  clientOf,
  daysAgo,
  demoClient,
  type MoneyMerchant,
  moneyMerchant,
  startMoneyServer,
  sum,
} from './money-helpers.ts';

let server: TestServer;
let a: MoneyMerchant;
let b: MoneyMerchant;
/** Every transaction booked for merchant a, by number. */
const booked: string[] = [];

const OK = 'SCM00000';
const d1 = daysAgo(1);
const d3 = daysAgo(3);

beforeAll(async () => {
  server = await startMoneyServer();
  a = await moneyMerchant(server.db);
  b = await moneyMerchant(server.db);
  const [s1, s2] = a.stores;
  const plan = [
    { store: s1, day: 3, amount: 12_300, payType: 'WECHAT', result: 'SUCCESS', discount: 500 },
    { store: s1, day: 3, amount: 4_500, payType: 'ALIPAY', result: 'SUCCESS', discount: 0 },
    { store: s2, day: 3, amount: 98_000, payType: 'UNIONPAY', result: 'FAIL', discount: 0 },
    { store: s1, day: 2, amount: 25_000, payType: 'ALIPAY', result: 'SUCCESS', discount: 0 },
    { store: s2, day: 2, amount: 6_600, payType: 'MCB', result: 'SUCCESS', discount: 0 },
    { store: s2, day: 2, amount: 15_550, payType: 'HUAYIN', result: 'CLOSED', discount: 0 },
    { store: s1, day: 2, amount: 7_700, payType: 'WECHAT', result: 'SUCCESS', discount: 1000 },
    { store: s2, day: 1, amount: 130_000, payType: 'ALIPAY', result: 'SUCCESS', discount: 0 },
    { store: s1, day: 1, amount: 880, payType: 'WECHAT', result: 'SUCCESS', discount: 0 },
    { store: s2, day: 1, amount: 51_200, payType: 'UNIONPAY', result: 'SUCCESS', discount: 0 },
    { store: s1, day: 1, amount: 3_300, payType: 'HUAYIN', result: 'SUCCESS', discount: 0 },
    { store: s2, day: 1, amount: 22_000, payType: 'WECHAT', result: 'SUCCESS', discount: 2000 },
  ] as const;
  for (const [i, p] of plan.entries()) {
    const time = `${String(9 + i).padStart(2, '0')}1500`;
    booked.push(
      await book(server.db, p.store.terminalNo, {
        at: at(daysAgo(p.day), time),
        amount: p.amount,
        payType: p.payType,
        result: p.result,
        discount: p.discount,
      }),
    );
  }
  await book(server.db, b.stores[0].terminalNo, { at: at(d1, '101010'), amount: 777 });
});

afterAll(async () => {
  await server?.close();
});

const range = { start_date: d3, end_date: seniorEndTime(d1)! };

async function allPages(
  c: Awaited<ReturnType<typeof clientOf>>,
  filters: Record<string, unknown>,
  pageSize = 5,
) {
  const rows: any[] = [];
  for (let page = 1; page < 50; page++) {
    const r = await c.call('trade/collectionPage', { ...filters, page_no: page, page_size: pageSize });
    expect(r.gda.msg_cd).toBe(OK);
    rows.push(...r.data.rows);
    if (r.data.rows.length < pageSize) break;
  }
  return rows;
}

describe('collection query (senior)', () => {
  it('pages through every row of the range, newest first, and the totals are the sums of the rows', async () => {
    const c = await clientOf(server, a.admin.id);
    const rows = await allPages(c, range);
    expect(rows.map((r) => r.txn_no).sort()).toEqual([...booked].sort());
    const times = rows.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const count = await c.call('trade/collectionCount', range);
    expect(count.gda.msg_cd).toBe(OK);
    expect(count.data.total_count).toBe(12);
    expect(count.data.totals).toEqual({
      count: 12,
      amount: sum(rows, 'amount'),
      discount_amount: sum(rows, 'discount_amount'),
      fee: sum(rows, 'fee'),
      net_amount: sum(rows, 'net_amount'),
      refunded_amount: sum(rows, 'refunded_amount'),
      // The money that moved: the successful spendings only (the failed and closed ones add to amount).
      success_count: 10,
      success_amount: sum(
        rows.filter((r) => r.result === 'SUCCESS'),
        'amount',
      ),
      refund_amount: 0,
    });
    expect(count.data.totals.success_amount).toBe(count.data.totals.amount - 98_000 - 15_550);
    // Net of a successful payment = amount - discount - fee; a failed one moves no money.
    for (const r of rows) {
      if (r.result === 'SUCCESS') expect(r.net_amount).toBe(r.amount - r.discount_amount - r.fee);
      else expect([r.fee, r.net_amount]).toEqual([0, 0]);
    }
  });

  it('gives the same totals from the per-day summaries as from the rows themselves, filter by filter', async () => {
    const c = await clientOf(server, a.admin.id);
    const all = await allPages(c, range, 100);
    const filters: Record<string, unknown>[] = [
      { pay_type: 'ALIPAY' },
      { result: 'SUCCESS' },
      { store_no: a.stores[1].no },
      { pay_type: 'WECHAT', result: 'SUCCESS', store_no: a.stores[0].no },
      { txn_type: 'REFUND' },
    ];
    for (const f of filters) {
      const expected = all.filter((r) =>
        Object.entries(f).every(([k, v]) => (k === 'store_no' ? r.store_no === v : r[k] === v)),
      );
      // amount_min '0' keeps every row but makes the query read the transactions, not the summaries.
      const fromSummary = await c.call('trade/collectionCount', { ...range, ...f });
      const fromRows = await c.call('trade/collectionCount', { ...range, ...f, amount_min: '0' });
      expect(fromSummary.data.totals.count).toBe(expected.length);
      expect(fromSummary.data.totals.amount).toBe(sum(expected, 'amount'));
      expect(fromSummary.data.totals.net_amount).toBe(sum(expected, 'net_amount'));
      expect(fromRows.data.totals).toEqual(fromSummary.data.totals);
      const page = await c.call('trade/collectionPage', { ...range, ...f, page_size: 100 });
      expect(page.data.rows.map((r: any) => r.txn_no).sort()).toEqual(expected.map((r) => r.txn_no).sort());
    }
  });

  it('filters by number, order numbers, terminal, result and amount range', async () => {
    const c = await clientOf(server, a.admin.id);
    const all = await allPages(c, range, 100);
    const target = all.find((r) => r.amount === 51_200)!;
    const cases: [Record<string, unknown>, (r: any) => boolean][] = [
      [{ txn_no: target.txn_no }, (r) => r.txn_no === target.txn_no],
      [{ mer_order_no: target.mer_order_no }, (r) => r.mer_order_no === target.mer_order_no],
      [{ agg_order_no: target.agg_order_no }, (r) => r.agg_order_no === target.agg_order_no],
      [{ terminal_no: a.stores[0].terminalNo }, (r) => r.terminal_no === a.stores[0].terminalNo],
      [{ amount_min: '5000', amount_max: '30000' }, (r) => r.amount >= 5000 && r.amount <= 30000],
      [{ result: 'FAIL' }, (r) => r.result === 'FAIL'],
    ];
    for (const [f, keep] of cases) {
      const r = await c.call('trade/collectionPage', { ...range, ...f, page_size: 100 });
      expect(r.gda.msg_cd).toBe(OK);
      const expected = all
        .filter(keep)
        .map((x) => x.txn_no)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(r.data.rows.map((x: any) => x.txn_no).sort()).toEqual(expected);
      const n = await c.call('trade/collectionCount', { ...range, ...f });
      expect(n.data.total_count).toBe(expected.length);
    }
  });

  it('sorts by amount both ways', async () => {
    const c = await clientOf(server, a.admin.id);
    const up = await c.call('trade/collectionPage', {
      ...range,
      sort_by: 'amount',
      sort_order: 'asc',
      page_size: 100,
    });
    const amounts = up.data.rows.map((r: any) => r.amount);
    expect(amounts).toEqual([...amounts].sort((x: number, y: number) => x - y));
    const down = await c.call('trade/collectionPage', {
      ...range,
      sort_by: 'amount',
      sort_order: 'desc',
      page_size: 3,
    });
    expect(down.data.rows.map((r: any) => r.amount)).toEqual([130_000, 98_000, 51_200]);
  });

  it('accepts the end date as 8 digits or as the 14-digit end of day plus one second', async () => {
    const c = await clientOf(server, a.admin.id);
    const eight = await c.call('trade/collectionCount', { start_date: d3, end_date: d1 });
    const fourteen = await c.call('trade/collectionCount', range);
    expect(eight.data).toEqual(fourteen.data);
    const oneDay = await c.call('trade/collectionCount', { start_date: d1, end_date: seniorEndTime(d1) });
    expect(oneDay.data.total_count).toBe(5);
  });
});

describe('bounded counts (issue 16)', () => {
  it('answers a range that is not whole days exactly: summaries for its whole days, rows for its edges', async () => {
    const c = await clientOf(server, a.admin.id);
    const all = await allPages(c, range, 100);
    const ranges = [
      // 10:00 on the first day to 12:00 on the last: two partial days around a whole one.
      { start_date: `${d3}100000`, end_date: `${d1}120000` },
      // Within one day.
      { start_date: `${daysAgo(2)}100000`, end_date: `${daysAgo(2)}160000` },
      // A partial start, a whole end.
      { start_date: `${d3}110000`, end_date: seniorEndTime(d1)! },
    ];
    for (const r of ranges) {
      const from = r.start_date;
      const to = r.end_date;
      const expected = all.filter((x) => x.created_at >= from && x.created_at < to);
      const n = await c.call('trade/collectionCount', r);
      expect(n.gda.msg_cd).toBe(OK);
      expect(n.data.count_capped).toBe('N');
      expect(n.data.total_count).toBe(expected.length);
      expect(n.data.totals.amount).toBe(sum(expected, 'amount'));
      // The same from the rows alone (amount_min '0' is a narrow filter that keeps every row).
      const fromRows = await c.call('trade/collectionCount', { ...r, amount_min: '0' });
      expect(fromRows.data.totals).toEqual(n.data.totals);
      const paid = await c.call('trade/collectionCount', {
        ...r,
        result: 'SUCCESS',
        store_no: a.stores[0].no,
      });
      const paidRows = expected.filter((x) => x.result === 'SUCCESS' && x.store_no === a.stores[0].no);
      expect(paid.data.totals.net_amount).toBe(sum(paidRows, 'net_amount'));
    }
  });

  it('counts an amount range by Macau day exactly at the edges of days and of ranges (index 0085)', async () => {
    const m = await moneyMerchant(server.db, { stores: 1 });
    const d2 = daysAgo(2);
    // Rows at Macau midnights and just before them: the count reads the amount range day by day, the day
    // computed in SQL from created_at, so a row a second either side of midnight must land on its own day.
    const rows: [number, string, string][] = [
      [5001, d3, '000000'],
      [5002, d3, '235959'],
      [5003, d2, '000000'],
      [5004, d2, '120000'],
      [5005, d2, '235959'],
      [5006, d1, '000000'],
      [5007, d1, '235959'],
      [9000, d2, '120000'],
    ];
    for (const [i, [amount, day, time]] of rows.entries()) {
      await server.db.query(
        `insert into transactions (txn_no, merchant_id, store_id, terminal_id, mer_order_no, pay_type, txn_type,
           result, amount, discount_amount, fee, net_amount, created_at, paid_at, business_date)
         select 'E' || $1 || '-' || $2, tm.merchant_id, tm.store_id, tm.id, 'EO' || $2, 'WECHAT', 'SPEND',
                'SUCCESS', $3, 0, 0, $3, $4::timestamptz, $4::timestamptz, $5::date
           from terminals tm where tm.terminal_no = $6`,
        [
          m.id,
          i,
          amount,
          at(day, time).toISOString(),
          `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`,
          m.stores[0].terminalNo,
        ],
      );
    }
    const c = await clientOf(server, m.admin.id);
    const band = { amount_min: '5000', amount_max: '5999' };
    const cases: [Record<string, string>, number[]][] = [
      [{ start_date: d3, end_date: seniorEndTime(d1)! }, [5001, 5002, 5003, 5004, 5005, 5006, 5007]],
      [{ start_date: d2, end_date: seniorEndTime(d2)! }, [5003, 5004, 5005]],
      [{ start_date: `${d3}235959`, end_date: `${d1}000000` }, [5002, 5003, 5004, 5005]],
      [{ start_date: `${d2}000000`, end_date: `${d2}120000` }, [5003]],
      [{ start_date: `${d2}120000`, end_date: `${d1}000001` }, [5004, 5005, 5006]],
    ];
    for (const [range, amounts] of cases) {
      const n = await c.call('trade/collectionCount', { ...range, ...band });
      expect(n.gda.msg_cd).toBe(OK);
      expect(n.data).toMatchObject({ total_count: amounts.length, count_capped: 'N' });
      expect(n.data.totals.amount).toBe(amounts.reduce((s, x) => s + x, 0));
      const exact = await c.call('trade/collectionCount', { ...range, ...band, exact: 'Y' });
      expect(exact.data).toEqual(n.data);
      // The page reads the time index, not the days: the same rows.
      const page = await c.call('trade/collectionPage', { ...range, ...band, page_size: 100 });
      expect(page.data.rows.map((r: any) => r.amount).sort()).toEqual(amounts);
    }
  });

  it(`stops a narrow filter's count at ${COUNT_CAP.toLocaleString('en')} and computes everything when asked`, async () => {
    const big = await moneyMerchant(server.db, { stores: 1 });
    const extra = COUNT_CAP + 7;
    // Rows straight into the table (and their summaries), spread over yesterday: faster than booking each.
    await server.db.query(
      `insert into transactions (txn_no, merchant_id, store_id, terminal_id, mer_order_no, pay_type, txn_type,
         result, amount, discount_amount, fee, net_amount, created_at, paid_at, business_date)
       select 'X' || lpad(g::text, 10, '0') || $1, tm.merchant_id, tm.store_id, tm.id, 'XO' || g, 'WECHAT', 'SPEND',
              'SUCCESS', 1000 + g, 0, 10, 990 + g, $2::timestamptz + g * interval '1 second',
              $2::timestamptz + g * interval '1 second', $3::date
         from generate_series(1, $4::int) g join terminals tm on tm.terminal_no = $5`,
      [
        big.id,
        at(d1, '010000').toISOString(),
        `${d1.slice(0, 4)}-${d1.slice(4, 6)}-${d1.slice(6)}`,
        extra,
        big.stores[0].terminalNo,
      ],
    );
    await server.db.query(
      `insert into txn_daily_summary (merchant_id, business_date, store_id, pay_type, txn_type, result,
          txn_count, amount, discount_amount, fee, net_amount, refunded_amount)
       select merchant_id, business_date, store_id, pay_type, txn_type, result, count(*), sum(amount),
              sum(discount_amount), sum(fee), sum(net_amount), sum(refunded_amount)
         from transactions where merchant_id = $1
        group by merchant_id, business_date, store_id, pay_type, txn_type, result`,
      [big.id],
    );
    const c = await clientOf(server, big.admin.id);
    const day = { start_date: d1, end_date: seniorEndTime(d1) };
    // Without a narrow filter the summaries count every row, with the totals.
    const plain = await c.call('trade/collectionCount', day);
    expect(plain.data).toMatchObject({ total_count: extra, count_capped: 'N' });
    expect(plain.data.totals.count).toBe(extra);
    // A terminal or an amount range the summaries cannot answer: capped, no totals (not zeros).
    for (const narrow of [{ terminal_no: big.stores[0].terminalNo }, { amount_min: '1000' }]) {
      const capped = await c.call('trade/collectionCount', { ...day, ...narrow });
      expect(capped.gda.msg_cd).toBe(OK);
      expect(capped.data).toEqual({ total_count: COUNT_CAP, count_capped: 'Y', totals: null });
      const exact = await c.call('trade/collectionCount', { ...day, ...narrow, exact: 'Y' });
      expect(exact.data).toEqual({ total_count: extra, count_capped: 'N', totals: plain.data.totals });
      // The page is read as before.
      const page = await c.call('trade/collectionPage', { ...day, ...narrow, page_no: 3, page_size: 10 });
      expect(page.data.rows).toHaveLength(10);
    }
    // Below the cap the count and the totals are exact.
    const few = await c.call('trade/collectionCount', { ...day, amount_min: String(1000 + extra - 4) });
    expect(few.data.total_count).toBe(5);
    expect(few.data.count_capped).toBe('N');
    expect(few.data.totals.amount).toBe([0, 1, 2, 3, 4].reduce((s, i) => s + 1000 + extra - i, 0));
    // Between TOTALS_CAP and the cap the count is exact, the totals are added up only when asked.
    const band = { ...day, amount_min: String(1000 + extra - (TOTALS_CAP + 500) + 1) };
    const many = await c.call('trade/collectionCount', band);
    expect(many.data).toEqual({ total_count: TOTALS_CAP + 500, count_capped: 'N', totals: null });
    const manyExact = await c.call('trade/collectionCount', { ...band, exact: 'Y' });
    expect(manyExact.data.total_count).toBe(TOTALS_CAP + 500);
    expect(manyExact.data.totals.count).toBe(TOTALS_CAP + 500);
    expect(manyExact.data.totals.fee).toBe(10 * (TOTALS_CAP + 500));
    // At TOTALS_CAP the totals still come with the count.
    const atCap = await c.call('trade/collectionCount', {
      ...day,
      amount_min: String(1000 + extra - TOTALS_CAP + 1),
    });
    expect(atCap.data.total_count).toBe(TOTALS_CAP);
    expect(atCap.data.totals.count).toBe(TOTALS_CAP);
    // The classic query counts the same way, rows in the same answer.
    const classic = await c.call('gather/tradeQuery', { ...day, amount_min: '1000', page_size: 5 });
    expect(classic.data).toMatchObject({ total_count: COUNT_CAP, count_capped: 'Y', totals: null });
    expect(classic.data.rows).toHaveLength(5);
    const classicExact = await c.call('gather/tradeQuery', { ...day, amount_min: '1000', exact: 'Y' });
    expect(classicExact.data).toMatchObject({
      total_count: extra,
      count_capped: 'N',
      totals: plain.data.totals,
    });
    // Another merchant's terminal counts nothing, as an unknown one.
    for (const terminal_no of [a.stores[0].terminalNo, 'NOSUCHTM']) {
      const other = await c.call('trade/collectionCount', { ...day, terminal_no });
      expect(other.data).toMatchObject({ total_count: 0, count_capped: 'N' });
    }
    // exact is Y or N only.
    const bad = await c.call('trade/collectionCount', { ...day, exact: 'yes' });
    expect(bad.gda.msg_cd).toBe('SCM40002');
  });
});

describe('date rules (spec point 5)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['start after end', { start_date: d1, end_date: d3 }, 'VAL10017'],
    ['a 32-day range', { start_date: daysAgo(33), end_date: d1 }, 'VAL10016'],
    ['a malformed date', { start_date: '2026-01-01', end_date: d1 }, 'VAL10013'],
    ['a date that does not exist', { start_date: '20260230', end_date: d1 }, 'VAL10013'],
    ['a missing date', { start_date: '', end_date: d1 }, 'VAL10001'],
    ['a future end', { start_date: d1, end_date: daysAgo(-2) }, 'VAL10014'],
    ['a senior range reaching today', { start_date: d1, end_date: todayYmd() }, 'VAL10018'],
    [
      'a senior 14-digit end covering today',
      { start_date: d1, end_date: seniorEndTime(todayYmd()) },
      'VAL10018',
    ],
  ];
  for (const [name, body, code] of cases) {
    it(`refuses ${name} with ${code} and its message`, async () => {
      const c = await clientOf(server, a.admin.id);
      const r = await c.call('trade/collectionPage', body);
      expect(r.gda.msg_cd).toBe(code);
      expect(r.data).toBeUndefined();
    });
  }

  it('says 當日數據暫不支持高級查詢 in zh-TW and its English text', async () => {
    const c = await clientOf(server, a.admin.id);
    const zh = await c.call('trade/collectionCount', { start_date: todayYmd(), end_date: todayYmd() });
    expect(zh.gda).toEqual({ msg_cd: 'VAL10018', msg_inf: '當日數據暫不支持高級查詢' });
    const en = await c.call(
      'trade/collectionCount',
      { start_date: todayYmd(), end_date: todayYmd() },
      { lang: 'en' },
    );
    expect(en.gda.msg_inf).toBe('Advanced search is not supported for same-day data.');
  });

  it('lets the classic query include today, with count and totals in the same answer', async () => {
    const c = await clientOf(server, a.admin.id);
    const now = await book(server.db, a.stores[0].terminalNo, { at: new Date(), amount: 4_242 });
    const r = await c.call('gather/tradeQuery', {
      start_date: todayYmd(),
      end_date: todayYmd(),
      page_size: 100,
    });
    expect(r.gda.msg_cd).toBe(OK);
    expect(r.data.rows.map((x: any) => x.txn_no)).toContain(now);
    expect(r.data.total_count).toBe(r.data.rows.length);
    expect(r.data.totals.amount).toBe(sum(r.data.rows, 'amount'));
    const future = await c.call('gather/tradeQuery', { start_date: todayYmd(), end_date: daysAgo(-1) });
    expect(future.gda.msg_cd).toBe('VAL10014');
  });
});

describe('bad filters', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['an unknown payment type', { pay_type: 'BITCOIN' }, 'SCM40002'],
    ['an unknown result', { result: 'MAYBE' }, 'SCM40002'],
    ['a negative amount', { amount_min: '-5' }, 'VAL10012'],
    ['an amount with decimals', { amount_max: '12.345' }, 'VAL10012'],
    ['a reversed amount range', { amount_min: '500', amount_max: '100' }, 'VAL10037'],
    ['a page of 101 rows', { page_size: 101 }, 'SCM40002'],
    ['page 0', { page_no: 0 }, 'SCM40002'],
    ['an unknown field', { colour: 'red' }, 'SCM40002'],
  ];
  for (const [name, extra, code] of cases) {
    it(`refuses ${name} (${code})`, async () => {
      const c = await clientOf(server, a.admin.id);
      const r = await c.call('trade/collectionPage', { ...range, ...extra });
      expect(r.gda.msg_cd).toBe(code);
    });
  }
});

describe('scope', () => {
  it('shows a store operator only the rows of its stores and hides another store’s detail', async () => {
    const cashier = await cashierOf(server.db, a, [a.stores[0].id]);
    const c = await clientOf(server, cashier.id);
    const rows = await allPages(c, range, 100);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.store_no))).toEqual(new Set([a.stores[0].no]));
    const other = await clientOf(server, a.admin.id);
    const store2 = (await allPages(other, { ...range, store_no: a.stores[1].no }, 100))[0];
    const detail = await c.call('trade/collectionDetail', { txn_no: store2.txn_no });
    expect(detail.gda.msg_cd).toBe('TRD10001');
    const own = await c.call('trade/collectionDetail', { txn_no: rows[0].txn_no });
    expect(own.gda.msg_cd).toBe(OK);
    // Counting another store through a filter gives nothing either.
    const count = await c.call('trade/collectionCount', { ...range, store_no: a.stores[1].no });
    expect(count.data.total_count).toBe(0);
  });

  it("answers another merchant's transaction as one that does not exist", async () => {
    const c = await clientOf(server, b.admin.id);
    const missing = await c.call('trade/collectionDetail', { txn_no: 'T20990101999999' });
    const foreign = await c.call('trade/collectionDetail', { txn_no: booked[0] });
    expect(foreign.gda).toEqual(missing.gda);
    expect(foreign.gda.msg_cd).toBe('TRD10001');
    const byNo = await c.call('trade/collectionCount', { ...range, mer_no: a.no });
    expect(byNo.data.total_count).toBe(0);
    const byTxn = await c.call('trade/collectionPage', { ...range, txn_no: booked[0] });
    expect(byTxn.data.rows).toEqual([]);
  });

  it('numbers seeded and live rows in one format (kind, day, 8 digits) that never meet', async () => {
    const seeded = await server.db.query<{ no: string }>(
      `select txn_no as no from transactions union all select refund_no from refunds
        union all select payment_no from payments`,
    );
    const demo = seeded.rows.map((r) => r.no).filter((no) => /^[TRP]\d/.test(no) && no.length > 10);
    expect(demo.length).toBeGreaterThan(1000);
    expect(demo.filter((no) => !BUSINESS_NUMBER.test(no))).toEqual([]);
    const fresh = await book(server.db, a.stores[0].terminalNo, { at: new Date(), amount: 100 });
    expect(fresh).toMatch(BUSINESS_NUMBER);
    expect(demo).not.toContain(fresh);
    const highest = Math.max(...demo.filter((no) => no.startsWith('T')).map((no) => Number(no.slice(-8))));
    expect(Number(fresh.slice(-8))).toBeGreaterThan(highest);
  });

  it('keeps demo_merchant5 out of M10000000001’s transactions (real sign-in)', async () => {
    const m1 = await server.db.query<{ txn_no: string }>(
      `select t.txn_no from transactions t join merchants m on m.id = t.merchant_id
        where m.mer_no = 'M10000000001' order by t.id limit 1`,
    );
    expect(m1.rows.length).toBe(1);
    const c = await demoClient(server, 'demo_merchant5');
    const r = await c.call('trade/collectionDetail', { txn_no: m1.rows[0].txn_no });
    expect(r.gda.msg_cd).toBe('TRD10001');
    const own = await demoClient(server, 'demo_merchant');
    expect((await own.call('trade/collectionDetail', { txn_no: m1.rows[0].txn_no })).gda.msg_cd).toBe(OK);
  });

  it('shows a service provider its sub-merchants only, narrowed by mer_no, through agtTradeQuery', async () => {
    const sp = await createServiceProviderWithAdmin(server.db);
    const sub = await moneyMerchant(server.db, { agentId: sp.id });
    const subTxn = await book(server.db, sub.stores[0].terminalNo, { at: at(d1, '083000'), amount: 9_900 });
    const c = await clientOf(server, sp.admin.id);
    const r = await c.call('gather/agtTradeQuery', { ...range, page_size: 100 });
    expect(r.gda.msg_cd).toBe(OK);
    expect(r.data.rows.map((x: any) => x.txn_no)).toEqual([subTxn]);
    expect(r.data.totals.amount).toBe(9_900);
    const narrowed = await c.call('gather/agtTradeQuery', { ...range, mer_no: a.no });
    expect(narrowed.data.rows).toEqual([]);
    expect((await c.call('trade/collectionDetail', { txn_no: booked[0] })).gda.msg_cd).toBe('TRD10001');
    // The merchants' classic call is not the service area's.
    expect((await c.call('gather/tradeQuery', range)).gda.msg_cd).toBe('SCM40301');
  });

  it('shows a group its members, one member at a time with mer_no', async () => {
    const g = await createGroupWithAdmin(server.db);
    const m1 = await moneyMerchant(server.db, { groupId: g.id });
    const m2 = await moneyMerchant(server.db, { groupId: g.id });
    const t1 = await book(server.db, m1.stores[0].terminalNo, { at: at(d1, '110000'), amount: 1_000 });
    const t2 = await book(server.db, m2.stores[1].terminalNo, { at: at(d1, '120000'), amount: 2_000 });
    const c = await clientOf(server, g.admin.id);
    const all = await c.call('trade/collectionPage', { ...range, page_size: 100 });
    expect(all.data.rows.map((x: any) => x.txn_no).sort()).toEqual([t1, t2].sort());
    const one = await c.call('trade/collectionCount', { ...range, mer_no: m2.no });
    expect(one.data.totals).toMatchObject({ count: 1, amount: 2_000 });
  });
});

describe('collection detail', () => {
  it('shows the row, its refundable amount and whether this operator may refund it', async () => {
    const c = await clientOf(server, a.admin.id);
    const all = await allPages(c, range, 100);
    const paid = all.find((r) => r.amount === 25_000)!;
    const r = await c.call('trade/collectionDetail', { txn_no: paid.txn_no });
    expect(r.gda.msg_cd).toBe(OK);
    expect(r.data).toMatchObject({
      ...paid,
      refundable_amount: 25_000,
      refunding_amount: 0,
      can_refund: 'Y',
      refunds: [],
    });
    const failed = all.find((x) => x.result === 'FAIL')!;
    const f = await c.call('trade/collectionDetail', { txn_no: failed.txn_no });
    expect(f.data).toMatchObject({ refundable_amount: 0, can_refund: 'N' });
    // A store operator without allow-refund sees the detail but may not refund.
    const viewer = await cashierOf(server.db, a, [a.stores[0].id], { allowRefund: false });
    const v = await (await clientOf(server, viewer.id)).call('trade/collectionDetail', {
      txn_no: paid.txn_no,
    });
    expect(v.data.can_refund).toBe('N');
  });
});

describe('export stream', () => {
  it('streams every row of the filter in keyset pages, newest first, with the totals up front', async () => {
    const op = {
      id: a.admin.id,
      orgKind: 'merchant',
      orgId: a.id,
      kind: 'admin',
      loginName: a.admin.loginName,
      name: 'x',
      roleId: null,
      codes: new Set(),
      storeIds: null,
      allowRefund: false,
      mustChangePassword: false,
    };
    const ctx = {
      db: server.db,
      operator: op,
      ports: { clock: { now: () => new Date() } },
    } as unknown as SignedInContext;
    const source = await openCollectionStream(ctx, { start_date: d3, end_date: d1 }, { batchSize: 5 });
    const pages: number[] = [];
    const rows: any[] = [];
    for await (const page of source.pages()) {
      pages.push(page.length);
      rows.push(...page);
    }
    expect(pages).toEqual([5, 5, 2]);
    expect(rows.map((r) => r.txn_no).sort()).toEqual([...booked].sort());
    expect(source.totals.count).toBe(12);
    expect(source.totals.amount).toBe(sum(rows, 'amount'));
    await expect(openCollectionStream(ctx, { start_date: d1, end_date: todayYmd() })).rejects.toMatchObject({
      code: 'VAL10015',
    });
  });
});

describe('saved filter presets', () => {
  it('saves, lists, replaces by name and deletes an operator’s own presets of a page', async () => {
    const c = await clientOf(server, a.admin.id);
    const saved = await c.call('pc/filterPresetSave', {
      page_key: 'trade_query',
      name: '支付寶成功',
      query: '?pay_type=ALIPAY&result=SUCCESS',
    });
    expect(saved.gda.msg_cd).toBe(OK);
    expect(saved.data).toMatchObject({
      page_key: 'trade_query',
      name: '支付寶成功',
      query: 'pay_type=ALIPAY&result=SUCCESS',
    });
    await c.call('pc/filterPresetSave', {
      page_key: 'trade_query',
      name: 'A big ones',
      query: 'amount_min=100000',
    });
    await c.call('pc/filterPresetSave', { page_key: 'refund_query', name: 'failed', query: 'status=FAIL' });
    const replaced = await c.call('pc/filterPresetSave', {
      page_key: 'trade_query',
      name: '支付寶成功',
      query: 'pay_type=ALIPAY',
    });
    expect(replaced.data.preset_id).toBe(saved.data.preset_id);
    const list = await c.call('pc/filterPresetList', { page_key: 'trade_query' });
    expect(list.data.rows.map((r: any) => [r.name, r.query])).toEqual([
      ['A big ones', 'amount_min=100000'],
      ['支付寶成功', 'pay_type=ALIPAY'],
    ]);
    // Another operator of the same merchant has its own, and cannot delete these.
    const cashier = await cashierOf(server.db, a, [a.stores[0].id]);
    const other = await clientOf(server, cashier.id);
    expect((await other.call('pc/filterPresetList', { page_key: 'trade_query' })).data.rows).toEqual([]);
    expect((await other.call('pc/filterPresetDelete', { preset_id: saved.data.preset_id })).gda.msg_cd).toBe(
      'SCM40401',
    );
    expect((await c.call('pc/filterPresetDelete', { preset_id: saved.data.preset_id })).gda.msg_cd).toBe(OK);
    expect(
      (await c.call('pc/filterPresetList', { page_key: 'trade_query' })).data.rows.map((r: any) => r.name),
    ).toEqual(['A big ones']);
  });

  it('refuses bad names and page keys, and keeps at most 20 presets a page', async () => {
    const c = await clientOf(server, b.admin.id);
    const save = (name: string, pageKey = 'settle_list') =>
      c.call('pc/filterPresetSave', { page_key: pageKey, name, query: 'status=SETTLED' });
    expect((await save('   ')).gda.msg_cd).toBe('VAL10001');
    expect((await save('<script>')).gda.msg_cd).toBe('VAL10007');
    expect((await save('x'.repeat(31))).gda.msg_cd).toBe('VAL10008');
    expect((await save('ok', '../etc')).gda.msg_cd).toBe('VAL10037');
    for (let i = 1; i <= 20; i++)
      expect((await save(`preset ${String(i).padStart(2, '0')}`)).gda.msg_cd).toBe(OK);
    expect((await save('one too many')).gda.msg_cd).toBe('QRY10001');
    // Replacing an existing one is still allowed at the limit.
    expect((await save('preset 01')).gda.msg_cd).toBe(OK);
  });
});

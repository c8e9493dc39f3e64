import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { OPERATOR_DETAILS } from './operators.ts';
import { MERCHANTS } from './orgs.ts';
import { FEE_BP, feeOf, PROFILES } from './profiles.ts';
import { DEMO_SEED, Rng } from './random.ts';
import { generateRefunds } from './refunds.ts';
import { computeSettlements, merchantBalances } from './settlements.ts';
import { macauDate, weekday } from './time.ts';
import { generateTransactions, numberTransactions, type TxnSeed } from './traffic.ts';

const NOW = new Date('2026-03-01T15:30:00+08:00');
const DAYS = 120;

/** The same steps as seedDemo, without the database. */
function generate(now = NOW) {
  const rng = new Rng(DEMO_SEED);
  const txns = generateTransactions(rng, now, DAYS);
  const refunds = generateRefunds(rng, txns, now);
  numberTransactions(txns);
  return { txns, refunds, settlements: computeSettlements(txns, refunds, now) };
}

const { txns, refunds, settlements } = generate();
const share = (xs: readonly TxnSeed[], pred: (t: TxnSeed) => boolean) => xs.filter(pred).length / xs.length;

describe('generated payments', () => {
  it('are the same for the same now', () => {
    const again = generate();
    expect(again.txns).toEqual(txns);
    expect(again.refunds.map((r) => [r.refundNo, r.txn.txnNo, r.amount, r.status, r.clientKey])).toEqual(
      refunds.map((r) => [r.refundNo, r.txn.txnNo, r.amount, r.status, r.clientKey]),
    );
  });

  it('move with now: the last business day is the Macau date of now, nothing after now', () => {
    const later = new Date('2026-06-10T09:00:00+08:00');
    const shifted = generate(later).txns;
    expect(shifted.at(-1)!.businessDate).toBe('2026-06-10');
    expect(shifted[0].businessDate).toBe('2026-02-11');
    expect(Math.max(...shifted.map((t) => t.createdAt))).toBeLessThanOrEqual(later.getTime());
    // 09:00 Macau: today's payments so far are breakfast and morning coffee only.
    const today = shifted.filter((t) => t.businessDate === '2026-06-10');
    expect(today.length).toBeGreaterThan(0);
    expect(today.every((t) => macauDate(t.createdAt) === '2026-06-10')).toBe(true);
  });

  it('have unique numbers', () => {
    expect(new Set(txns.map((t) => t.txnNo)).size).toBe(txns.length);
    expect(txns[0].txnNo).toBe('T2025110200000001');
    for (const t of txns) expect(t.txnNo.slice(1, 9)).toBe(t.businessDate.replaceAll('-', ''));
    const orderKeys = txns.map((t) => `${t.merchant}:${t.merOrderNo}`);
    expect(new Set(orderKeys).size).toBe(orderKeys.length);
  });

  it('have the daily volume of each merchant, busier at weekends', () => {
    const perDay = MERCHANTS.map(
      (_, mi) => txns.filter((t) => t.merchant === mi && t.businessDate < '2026-03-01').length / (DAYS - 1),
    );
    expect(perDay[0]).toBeGreaterThan(130);
    expect(perDay[0]).toBeLessThan(175);
    for (const n of perDay.slice(1)) {
      expect(n).toBeGreaterThanOrEqual(30);
      expect(n).toBeLessThanOrEqual(90);
    }
    const days = new Map<string, number>();
    for (const t of txns)
      if (t.businessDate < '2026-03-01') days.set(t.businessDate, (days.get(t.businessDate) ?? 0) + 1);
    const avg = (pred: (wd: number) => boolean) => {
      const xs = [...days].filter(([d]) => pred(weekday(d))).map(([, n]) => n);
      return xs.reduce((s, n) => s + n, 0) / xs.length;
    };
    expect(avg((wd) => wd === 0 || wd === 6)).toBeGreaterThan(avg((wd) => wd >= 1 && wd <= 4) * 1.2);
  });

  it('peak at lunch and dinner (Asia/Macau hours)', () => {
    const hourOf = (t: TxnSeed) => new Date(t.createdAt + 8 * 3600_000).getUTCHours();
    const m1 = txns.filter((t) => t.merchant === 0);
    const count = (h: number) => m1.filter((t) => hourOf(t) === h).length;
    expect(count(12)).toBeGreaterThan(count(15) * 3);
    expect(count(19)).toBeGreaterThan(count(16) * 3);
    expect(count(3)).toBe(0);
  });

  it('mix payment types and results as the market does', () => {
    expect(share(txns, (t) => t.payType === 'WECHAT')).toBeCloseTo(0.35, 1);
    expect(share(txns, (t) => t.payType === 'ALIPAY')).toBeCloseTo(0.28, 1);
    expect(share(txns, (t) => t.payType === 'HUAYIN')).toBeCloseTo(0.1, 1);
    const success = share(txns, (t) => t.result === 'SUCCESS');
    expect(success).toBeGreaterThan(0.89);
    expect(success).toBeLessThan(0.94);
    expect(share(txns, (t) => t.result === 'FAIL')).toBeCloseTo(0.04, 2);
    const ok = txns.filter((t) => t.result === 'SUCCESS');
    expect(share(ok, (t) => t.discount > 0)).toBeCloseTo(0.06, 2);
  });

  it('price tickets by kind of merchant, in integer cents', () => {
    MERCHANTS.forEach((m, mi) => {
      const p = PROFILES[m.profile];
      const amounts = txns.filter((t) => t.merchant === mi).map((t) => t.amount);
      expect(amounts.every((a) => Number.isInteger(a) && a >= p.min && a <= p.max)).toBe(true);
      const sorted = [...amounts].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)];
      expect(median).toBeGreaterThan(p.median * 0.85);
      expect(median).toBeLessThan(p.median * 1.15);
    });
  });

  it('charge the fee of the payment type, rounded half up, on successful payments only', () => {
    expect(feeOf(10050, 'UNIONPAY')).toBe(60); // 60.3 -> 60
    expect(feeOf(25000, 'HUAYIN')).toBe(300);
    expect(feeOf(4250, 'MCB')).toBe(43); // 42.5 -> 43
    expect(feeOf(5550, 'WECHAT')).toBe(50); // 49.95 -> 50
    for (const t of txns) {
      if (t.result !== 'SUCCESS') expect([t.fee, t.net, t.discount, t.paidAt]).toEqual([0, 0, 0, null]);
      else {
        expect(t.fee).toBe(Math.floor(((t.amount - t.discount) * FEE_BP[t.payType] + 5000) / 10000));
        expect(t.net).toBe(t.amount - t.discount - t.fee);
        expect(t.discount === 0 || (t.discount >= 500 && t.discount <= 2000)).toBe(true);
      }
    }
  });
});

describe('generated refunds and settlements', () => {
  it('refund about 2 % of successful payments, mostly in full', () => {
    const ok = txns.filter((t) => t.result === 'SUCCESS').length;
    expect(refunds.length / ok).toBeGreaterThan(0.012);
    expect(refunds.length / ok).toBeLessThan(0.025);
    expect(
      share(
        refunds.map((r) => r.txn),
        (t) => t.refunded === t.amount,
      ),
    ).toBeGreaterThan(0.45);
    for (const t of txns) expect(t.refunded).toBeLessThanOrEqual(t.amount);
    const keys = refunds.map((r) => `${r.txn.merchant}:${r.clientKey}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(
      refunds.every((r) => r.createdAt >= r.txn.paidAt! && (r.finishedAt ?? r.createdAt) >= r.createdAt),
    ).toBe(true);
  });

  it('balance the books: every settled cent is a successful payment less fees, discounts and refunds', () => {
    const gross = txns
      .filter((t) => t.result === 'SUCCESS' && t.businessDate < '2026-03-01')
      .reduce((s, t) => s + t.amount, 0);
    expect(settlements.reduce((s, x) => s + x.gross, 0)).toBe(gross);
    for (const s of settlements) expect(s.net).toBe(s.gross - s.fee - s.discount - s.refund);
    const refundedBefore = refunds
      .filter((r) => r.status === 'SUCCESS' && macauDate(r.finishedAt!) < '2026-03-01')
      .reduce((s, r) => s + r.amount, 0);
    expect(settlements.reduce((s, x) => s + x.refund, 0)).toBe(refundedBefore);
    expect(settlements.at(-1)!.date).toBe('2026-02-28');
    const balances = merchantBalances(txns, refunds, settlements, NOW);
    const inFlight = settlements.filter((s) => s.status === 'SETTLING' && s.merchant === 0)[0].net;
    expect(balances[0].balance).toBeGreaterThan(inFlight);
    expect(balances[0].frozen).toBe(
      refunds.filter((r) => r.status === 'REFUNDING').reduce((s, r) => s + r.amount, 0),
    );
  });
});

describe('demo accounts', () => {
  it('describe every sign-in in both languages, with operator details', () => {
    const names = DEMO_ACCOUNTS.map((a) => a.loginName);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(OPERATOR_DETAILS).sort()).toEqual([...names].sort());
    for (const a of DEMO_ACCOUNTS) {
      expect(a.loginName).toMatch(/^[a-z0-9_]{6,20}$/);
      expect(a.description.zh).not.toBe('');
      expect(a.description.en).not.toBe('');
      expect(a.loginPath).toMatch(
        /^\/syf-mms\/sys-mms\/(admin\/login|meradm\/meradmOperLoginNew|agt\/agtOperLoginNew|admin\/groupLogin)$/,
      );
    }
    expect(DEMO_ACCOUNTS.filter((a) => a.mustChangePassword).map((a) => a.loginName)).toEqual([
      'demo_newuser',
    ]);
  });
});

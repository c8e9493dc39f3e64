import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/accounts/index.ts';
import { reviewPayment } from '../src/modules/payments/index.ts';
import type { TestServer } from './harness.ts';
import { startMoneyServer } from './money-helpers.ts';

// Payment audit moving money (issue 12, point 6): a payment the reviewer credits (INBOUND) is booked to
// the merchant's balance once; one sent back (REFUND_SUCCESS) leaves it again.
let server: TestServer;

beforeAll(async () => {
  server = await startMoneyServer();
}, 240_000);
afterAll(() => server?.close());

async function available(merchantId: string): Promise<number> {
  const r = await server.db.query<{ b: string }>(
    `select coalesce(sum(balance), 0)::text b from ledger_accounts
      where owner_kind = 'merchant' and owner_id = $1 and code = 'AVAILABLE'`,
    [merchantId],
  );
  return Number(r.rows[0].b);
}

async function entries(paymentNo: string) {
  return (
    await server.db.query<{ entry_type: string; amount: string }>(
      'select entry_type, amount::text from ledger_entries where ref_no = $1 order by id',
      [paymentNo],
    )
  ).rows;
}

describe('payment audit and the ledger', () => {
  it('credits an INBOUND payment once, and takes back one sent back', async () => {
    const p = (
      await server.db.query<{ payment_no: string; merchant_id: string; amount: string }>(
        `select payment_no, merchant_id::text, amount::text from payments
          where status = 'AUDITING' and not removed order by id limit 1`,
      )
    ).rows[0];
    expect(p).toBeDefined();
    const before = await available(p.merchant_id);
    const review = (decision: 'CREDIT' | 'REFUND') =>
      reviewPayment(server.db, new Date(), {
        paymentNo: p.payment_no,
        decision,
        reviewer: 'tester',
        remark: '',
        ip: '',
      });
    // Two reviewers at once: one credits it, the other finds it decided.
    const both = await Promise.all([review('CREDIT'), review('CREDIT')]);
    expect(both.map((r) => (r.ok ? 'ok' : r.code)).sort()).toEqual(['PAY10001', 'ok']);
    expect(await available(p.merchant_id)).toBe(before + Number(p.amount));
    expect(await entries(p.payment_no)).toEqual([{ entry_type: 'PAYMENT_INBOUND', amount: p.amount }]);

    expect(await review('REFUND')).toEqual({ ok: true, status: 'REFUND_SUCCESS' });
    expect(await available(p.merchant_id)).toBe(before);
    expect((await entries(p.payment_no)).map((e) => e.entry_type)).toEqual([
      'PAYMENT_INBOUND',
      'PAYMENT_RETURN',
    ]);
    expect((await checkLedger(server.db)).findings).toEqual([]);
  }, 120_000);
});

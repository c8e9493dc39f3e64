import { newFormId } from '@mp/core';
import { todayYmd } from '@mp/core/time';
import { MERCHANTS } from '../../db/seed/orgs.ts';
import type { Db } from '../../db/types.ts';
import { feesOf } from './money.ts';
import {
  demoMerchant,
  insertEvent,
  insertPayee,
  insertTransfer,
  setPayeeStatus,
  setUetr,
} from './queries.ts';

/**
 * Demo rows of cross-border transfer for the first demo merchant: two verified payees and one to verify,
 * and a few past transfers in final states (credited with a UETR, one cancelled, one rejected). They
 * moved no money in the ledger (like the payments seed's old rows): a final state books nothing more.
 * Writes nothing when the merchant has payees already.
 */
export async function seedCrossBorder(db: Db, now: Date): Promise<number> {
  const m = await demoMerchant(db, MERCHANTS[0].merNo);
  if (!m?.op || Number(m.n) > 0) return 0;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
  const payees = [
    {
      name: '廣州鮮品貿易有限公司',
      account_no: '6222021001122334455',
      bank_code: 'ICBKCNBJ',
      bank_name: '中國工商銀行廣州分行',
      currency: 'CNY',
      country: 'CN',
      ok: true,
    },
    {
      name: 'Pearl River Kitchen Supplies Ltd',
      account_no: '012345678901234',
      bank_code: 'HSBCHKHH',
      bank_name: 'HSBC Hong Kong',
      currency: 'HKD',
      country: 'HK',
      ok: true,
    },
    {
      name: 'Tokyo Knife Works',
      account_no: '0001234567',
      bank_code: 'MHCBJPJT',
      bank_name: 'Mizuho Bank',
      currency: 'JPY',
      country: 'JP',
      ok: false,
    },
  ];
  const ids: string[] = [];
  for (const p of payees) {
    const id = await insertPayee(db, { ...p, merchant_id: m.id, by: m.op, at: at(40) });
    if (p.ok) await setPayeeStatus(db, id, 'VERIFIED', '', at(40));
    ids.push(id);
  }
  const past = [
    {
      payee: 0,
      days: 20,
      pay: 2_800_000,
      rate: 1_127_000,
      ref: 1_123_600,
      cur: 'CNY',
      dec: 2,
      status: 'CREDITED',
    },
    {
      payee: 1,
      days: 12,
      pay: 1_550_000,
      rate: 1_032_100,
      ref: 1_030_000,
      cur: 'HKD',
      dec: 2,
      status: 'CREDITED',
    },
    {
      payee: 0,
      days: 6,
      pay: 4_120_000,
      rate: 1_126_400,
      ref: 1_123_000,
      cur: 'CNY',
      dec: 2,
      status: 'CANCELLED',
    },
    {
      payee: 1,
      days: 3,
      pay: 980_000,
      rate: 1_031_900,
      ref: 1_029_800,
      cur: 'HKD',
      dec: 2,
      status: 'REJECTED',
    },
  ] as const;
  for (const x of past) {
    const p = payees[x.payee];
    const fees = feesOf(BigInt(x.pay), x.cur);
    const feeTotal = fees.reduce((s, f) => s + f.amount, 0);
    const when = at(x.days);
    const ymd = todayYmd(when);
    const payeeAmount = (BigInt(x.pay) * 1_000_000n) / BigInt(x.rate);
    const { id } = await insertTransfer(db, {
      merchant_id: m.id,
      form_id: newFormId(),
      rate_token: newFormId(),
      payee_id: ids[x.payee],
      payee_name: p.name,
      payee_account_no: p.account_no,
      payee_bank: `${p.bank_name} (${p.bank_code})`,
      payee_country: p.country,
      currency: x.cur,
      rate_micro: String(x.rate),
      ref_rate_micro: String(x.ref),
      ref_source: 'LOCAL-REF (BNU/BOC reference, simulated)',
      margin_bp: Math.round(((x.rate - x.ref) / x.ref) * 10_000),
      pay_amount: String(x.pay),
      fees: JSON.stringify(fees),
      fee_total: String(feeTotal),
      total_pay: String(x.pay + feeTotal),
      payee_amount: String(payeeAmount),
      value_date: ymd,
      arrival_date: ymd,
      trans_type: 'GOODS',
      goods_name: x.cur === 'CNY' ? '冷凍海產' : 'Kitchen equipment',
      purpose: x.cur === 'CNY' ? '貨款' : 'Goods payment',
      remark: '',
      status: x.status,
      holder: 'NONE',
      status_note: x.status === 'REJECTED' ? 'INFO_MISMATCH' : x.status === 'CANCELLED' ? 'BY_MERCHANT' : '',
      expected_date: '',
      needs_docs: false,
      operator_id: m.op,
      at: when,
      ymd,
    });
    await insertEvent(db, {
      transferId: id,
      status: 'SUBMITTED',
      holder: 'PROVIDER',
      note: '',
      actor: 'demo',
      at: when,
    });
    if (x.status === 'CREDITED') {
      await insertEvent(db, {
        transferId: id,
        status: 'PROCESSING',
        holder: 'PROVIDER',
        note: '',
        actor: 'demo',
        at: when,
      });
      await insertEvent(db, {
        transferId: id,
        status: 'SENT',
        holder: 'PAYEE_BANK',
        note: '',
        actor: 'bank',
        at: when,
      });
      await insertEvent(db, {
        transferId: id,
        status: 'CREDITED',
        holder: 'NONE',
        note: '',
        actor: 'bank',
        at: new Date(when.getTime() + 3_600_000),
      });
      await setUetr(db, id, `8a562c67-ca16-48ba-b074-65581be6f0${String(x.days).padStart(2, '0')}`);
    } else {
      await insertEvent(db, {
        transferId: id,
        status: x.status,
        holder: 'NONE',
        note: '',
        actor: 'demo',
        at: when,
      });
    }
  }
  return past.length;
}

import { newFormId } from '@mp/core';
import type { SweepOrg, World } from '../access-sweep-world.ts';
import { uniqDigits } from '../harness.ts';
import type { Body, Probe, Sample, SweepTable } from './kit.ts';

/** A verified payee of the merchant `o` (cross-border transfer, issue 26). */
async function payee(w: World, o: SweepOrg): Promise<string> {
  const r = await w.db.query<{ id: string }>(
    `insert into cb_payees (merchant_id, name, account_no, bank_code, currency, country, status, created_at, updated_at)
     values ($1, '廣州測試貿易有限公司', '6222021001122334455', 'ICBKCNBJ', 'CNY', 'CN', 'VERIFIED', now(), now())
     returning id::text as id`,
    [o.id],
  );
  return r.rows[0].id;
}

/** A credited transfer of the merchant `o` to a payee of its own (the export's number search names it). */
export async function transfer(w: World, o: SweepOrg): Promise<string> {
  const payeeId = await payee(w, o);
  // Sixteen random digits: the digits of a formId padded with 7s (its alphabet has only eight digits, so
  // about five random ones) made two sweep transfers share a number now and then.
  const no = `XB${uniqDigits(16)}`;
  await w.db.query(
    `insert into cb_transfers (transfer_no, merchant_id, form_id, rate_token, payee_id, payee_name,
       payee_account_no, payee_bank, payee_country, currency, rate_micro, ref_rate_micro, ref_source, margin_bp,
       pay_amount, fees, fee_total, total_pay, payee_amount, value_date, arrival_date, trans_type, goods_name,
       purpose, status, holder, operator_id, created_at, updated_at)
     values ($1, $2, $3, $4, $5, '廣州測試貿易有限公司', '6222021001122334455', 'ICBKCNBJ', 'CN', 'CNY',
       880000, 885000, 'sweep', 50, 1000, '[]', 0, 1000, 880, '20260101', '20260102', 'GOODS', 'Sweep goods',
       'Sweep', 'CREDITED', 'PAYEE_BANK', $6, now(), now())`,
    [no, o.id, newFormId(), newFormId(), payeeId, o.admin.id],
  );
  return no;
}

const binding = () => ({
  client_key: newFormId(),
  rate_token: newFormId(),
  payee_id: '999999999999999',
  pay_amount: 1000,
  payee_amount: 880,
});

const samples: Record<string, Sample> = {
  'trade/recipientAccount/add': () => ({
    name: '廣州測試貿易有限公司',
    account_no: '6222021001122334455',
    bank_code: 'ICBKCNBJ',
    currency: 'CNY',
    country: 'CN',
  }),
  'trade/recipientAccount/verify': () => ({ payee_id: '999999999999999' }),
  'trade/rateTool/rate/query': () => ({ currency: 'USD' }),
  'trade/workCalendar/query': () => ({ currency: 'CNY' }),
  'trade/oversease/amtCalculate': () => ({
    client_key: newFormId(),
    payee_id: '999999999999999',
    amount_side: 'PAY',
    amount: '10',
  }),
  'trade/sms/sendVerifyCode': binding,
  'trade/sms/validCode': () => ({ ...binding(), sms_code: '123456' }),
  'trade/passport/checkPayPass': () => ({ pay_password: '000000' }),
  'trade/transfer/out/apply': () => ({
    ...binding(),
    trans_type: 'GOODS',
    goods_name: 'Sweep goods',
    purpose: 'Sweep',
    pay_password: '000000',
    sms_code: '123456',
  }),
  'trade/transfer/query/detail': () => ({ transfer_no: 'XB2026010100000000' }),
  'trade/transfer/cancel': () => ({ transfer_no: 'XB2026010100000000' }),
  'trade/transfer/exportPdf': () => ({ transfer_no: 'XB2026010100000000' }),
  'contractNo/check': () => ({ contract_no: 'SWEEP-1' }),
  'order/save': () => ({ kind: 'SERVICE', contract_no: `SW-${newFormId().slice(0, 8)}`, amount: '10' }),
  'order/info/delete': () => ({ order_no: 'OD00000000' }),
  'trade/transfer/approve': () => ({ transfer_no: 'XB2026010100000000', decision: 'APPROVE' }),
  'trade/transfer/resubmit': () => ({ transfer_no: 'XB2026010100000000' }),
  'trade/transfer/approvalQueue': () => ({}),
  'contract/order/info/submit': () => ({
    kind: 'SERVICE',
    contract_no: `SC-${newFormId().slice(0, 8)}`,
    counterparty: 'Sweep Ltd',
    amount: '10',
  }),
  'goods/info/submit': () => ({
    order_no: 'OD00000000',
    lines: [{ name: 'Sweep goods', quantity: 1, amount: '10' }],
  }),
  'logistics/info/submit': () => ({
    order_no: 'OD00000000',
    lines: [{ shipped: true, carrier: 'SF', tracking_no: 'SF1', amount: '0' }],
  }),
  'trade/evidence/upload': () => ({
    form_id: newFormId(),
    file_name: 'sweep.pdf',
    content_base64: Buffer.from('%PDF-1.4\n% sweep\n').toString('base64'),
  }),
  'trade/evidence/download': () => ({ file_id: 'F0000000000000000000000000000000' }),
  'trade/evidence/delete': () => ({ file_id: 'F0000000000000000000000000000000' }),
};

const notARow: Record<string, string> = {
  'trade/recipientAccount/add account_no': "the payee's bank account, typed by the merchant: no row of ours",
  'trade/transfer/out/apply payee_id': 'read through the quote (rate_token), which is scoped to the merchant',
  'trade/transfer/query/page transfer_no':
    "a filter of the caller's own list (scoped by merchant in the query)",
  'trade/transfer/query/page form_id': "a filter of the caller's own list",
  'trade/transfer/query/detail transfer_no': "scoped by merchant in the query: another's answers SCM40401",
  'trade/transfer/cancel transfer_no': "scoped by merchant in the query: another's answers SCM40401",
  'trade/transfer/exportPdf transfer_no': "scoped by merchant in the query: another's answers SCM40401",
  'order/save order_no': 'ignored on save (the server numbers orders)',
  'order/save tracking_no': "the carrier's tracking number, typed by the merchant: no row of ours",
  'order/save contract_no': 'the contract number typed by the merchant, unique per merchant',
  'order/info/query order_no': "a filter of the caller's own list",
  'order/info/delete order_no': "scoped by merchant in the query: another's answers SCM40401",
  'contractNo/check contract_no': 'the contract number typed by the merchant, checked within its own orders',
  'trade/transfer/approve transfer_no': "scoped by merchant in the query: another's answers SCM40401",
  'trade/transfer/resubmit transfer_no': "scoped by merchant in the query: another's answers SCM40401",
  'contract/order/info/submit contract_no': 'the contract number typed by the merchant, unique per merchant',
  'goods/info/submit order_no': "scoped by merchant in the query: another's answers SCM40401",
  'logistics/info/submit order_no': "scoped by merchant in the query: another's answers SCM40401",
  'order/query/contractOrder order_no': "scoped by merchant in the query: another's answers SCM40401",
  'order/query/contractOrder contract_no': "looked up within the caller's own orders",
  'trade/evidence/upload form_id': "the caller's own flow number: files and transfers are scoped by merchant",
  'trade/evidence/upload order_no': "scoped by merchant in the query: another's answers SCM40401",
  'trade/evidence/list form_id': "a filter of the caller's own files",
  'trade/evidence/list order_no': "scoped by merchant in the query: another's answers SCM40401",
  'trade/evidence/download file_id': "scoped by merchant in the query: another's answers FIL10001",
  'trade/evidence/delete file_id': "scoped by merchant in the query: another's answers FIL10001",
};

const probes: Record<string, Probe> = {
  'trade/recipientAccount/verify payee_id': { value: (w, o) => payee(w, o) },
  'trade/oversease/amtCalculate payee_id': { value: (w, o) => payee(w, o) },
  'trade/sms/sendVerifyCode payee_id': {
    value: (w, o) => payee(w, o),
    ownerControl: [],
    note: 'the quote (rate_token) is missing for both: the attacker must get SCM40401 as for a missing payee',
  },
  'trade/sms/validCode payee_id': {
    value: (w, o) => payee(w, o),
    ownerControl: [],
    note: 'the quote (rate_token) is missing for both: SCM40401',
  },
};

/** The access sweep's entries of the crossborder capability (access-sweep-table.ts joins them). */
const exportFilters: Record<string, () => Body> = {
  xfer_transfers: () => ({ status: 'CREDITED' }),
};

export const sweep: SweepTable = { samples, exportFilters, notARow, probes };

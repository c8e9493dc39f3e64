import { RLT_STATUS, type RltRowT, type SettleRowT } from '../schemas/settlement.ts';
import { PAY_TYPE, SETTLEMENT_STATUS } from '../statuses.ts';
import type { Column } from './column.ts';

/** Settlements (44) and settle orders (49): one list of columns for both tables and both exports. */
export const SETTLE_COLUMNS: readonly Column<SettleRowT>[] = [
  { key: 'settle_date', title: { zh: '結算日期', en: 'Settlement date' }, kind: 'date' },
  { key: 'mer_no', title: { zh: '商戶編號', en: 'Merchant no.' }, kind: 'code', only: 'export' },
  { key: 'mer_name', title: { zh: '商戶', en: 'Merchant' }, kind: 'text' },
  { key: 'status', title: { zh: '結算狀態', en: 'Status' }, kind: 'status', labels: SETTLEMENT_STATUS },
  { key: 'txn_count', title: { zh: '交易筆數', en: 'Transactions' }, kind: 'count' },
  { key: 'gross_amount', title: { zh: '交易總額', en: 'Gross' }, kind: 'money' },
  { key: 'discount_amount', title: { zh: '優惠金額', en: 'Discount' }, kind: 'money', optional: true },
  { key: 'fee_amount', title: { zh: '手續費', en: 'Fee' }, kind: 'money' },
  { key: 'refund_amount', title: { zh: '退款金額', en: 'Refund amount' }, kind: 'money' },
  // The campaign funders' parts owed to the merchant (promotions): added to the settlement amount.
  {
    key: 'fund_provider',
    title: { zh: '服務商補貼', en: 'Provider funded' },
    kind: 'money',
    optional: true,
  },
  { key: 'fund_scheme', title: { zh: '卡組織補貼', en: 'Scheme funded' }, kind: 'money', optional: true },
  { key: 'net_amount', title: { zh: '結算金額', en: 'Settlement amount' }, kind: 'money' },
  {
    key: 'account_no',
    title: { zh: '結算賬戶', en: 'Settlement account' },
    kind: 'code',
    mask: 'card',
    optional: true,
  },
  { key: 'account_name', title: { zh: '賬戶名稱', en: 'Account name' }, kind: 'text', optional: true },
  { key: 'bank_name', title: { zh: '開戶銀行', en: 'Bank' }, kind: 'text', optional: true },
  { key: 'settled_at', title: { zh: '結算時間', en: 'Settled at' }, kind: 'datetime', optional: true },
  { key: 'settle_no', title: { zh: '結算單號', en: 'Settlement no.' }, kind: 'code', optional: true },
];

/** The service area's reconciliation (48): one line per merchant, day and payment type. */
export const RLT_COLUMNS: readonly Column<RltRowT>[] = [
  { key: 'rlt_date', title: { zh: '對賬日期', en: 'Date' }, kind: 'date' },
  { key: 'mer_no', title: { zh: '商戶編號', en: 'Merchant no.' }, kind: 'code', only: 'export' },
  { key: 'mer_name', title: { zh: '商戶', en: 'Merchant' }, kind: 'text' },
  { key: 'pay_type', title: { zh: '支付方式', en: 'Payment type' }, kind: 'status', labels: PAY_TYPE },
  { key: 'status', title: { zh: '對賬狀態', en: 'Status' }, kind: 'status', labels: RLT_STATUS },
  { key: 'txn_count', title: { zh: '交易筆數', en: 'Transactions' }, kind: 'count' },
  { key: 'txn_amount', title: { zh: '交易金額', en: 'Transaction amount' }, kind: 'money' },
  { key: 'discount_amount', title: { zh: '優惠金額', en: 'Discount' }, kind: 'money', optional: true },
  { key: 'fee_amount', title: { zh: '手續費', en: 'Fee' }, kind: 'money' },
  { key: 'refund_count', title: { zh: '退款筆數', en: 'Refunds' }, kind: 'count', optional: true },
  { key: 'refund_amount', title: { zh: '退款金額', en: 'Refund amount' }, kind: 'money' },
  { key: 'net_amount', title: { zh: '淨額', en: 'Net' }, kind: 'money' },
  // What matching the channel's settlement file found (net amounts: payments add, refunds take off).
  { key: 'matched_count', title: { zh: '相符筆數', en: 'Matched' }, kind: 'count' },
  { key: 'matched_amount', title: { zh: '相符金額', en: 'Matched amount' }, kind: 'money', optional: true },
  { key: 'missing_ours_count', title: { zh: '我方缺失筆數', en: 'Missing ours' }, kind: 'count' },
  {
    key: 'missing_ours_amount',
    title: { zh: '我方缺失金額', en: 'Missing ours amount' },
    kind: 'money',
    optional: true,
  },
  { key: 'missing_theirs_count', title: { zh: '通道缺失筆數', en: 'Missing theirs' }, kind: 'count' },
  {
    key: 'missing_theirs_amount',
    title: { zh: '通道缺失金額', en: 'Missing theirs amount' },
    kind: 'money',
    optional: true,
  },
  { key: 'diff_count', title: { zh: '金額不符筆數', en: 'Amount differences' }, kind: 'count' },
  { key: 'diff_amount', title: { zh: '差異金額', en: 'Difference amount' }, kind: 'money', optional: true },
  { key: 'problem_count', title: { zh: '文件問題', en: 'File problems' }, kind: 'count', optional: true },
  { key: 'open_count', title: { zh: '待處理差異', en: 'Open differences' }, kind: 'count' },
  { key: 'settle_no', title: { zh: '結算單號', en: 'Settlement no.' }, kind: 'code', optional: true },
];

import type { CollectionRowT } from '../schemas/transactions.ts';
import { PAY_TYPE, TXN_RESULT, TXN_TYPE } from '../statuses.ts';
import type { Column } from './column.ts';

/** The collection query's columns: its table (the record opens the detail) and its export (collections). */
export const COLLECTION_COLUMNS: readonly Column<CollectionRowT>[] = [
  { key: 'txn_no', title: { zh: '交易編號', en: 'Transaction ID' }, kind: 'code' },
  { key: 'created_at', title: { zh: '交易時間', en: 'Transaction time' }, kind: 'datetime' },
  { key: 'mer_no', title: { zh: '商戶編號', en: 'Merchant no.' }, kind: 'code', only: 'export' },
  { key: 'mer_name', title: { zh: '商戶', en: 'Merchant' }, kind: 'text' },
  { key: 'store_name', title: { zh: '門店', en: 'Store' }, kind: 'text' },
  { key: 'pay_type', title: { zh: '支付方式', en: 'Payment type' }, kind: 'status', labels: PAY_TYPE },
  { key: 'txn_type', title: { zh: '交易類型', en: 'Type' }, kind: 'status', labels: TXN_TYPE },
  { key: 'result', title: { zh: '交易結果', en: 'Result' }, kind: 'status', labels: TXN_RESULT },
  { key: 'amount', title: { zh: '交易金額', en: 'Amount' }, kind: 'money' },
  { key: 'discount_amount', title: { zh: '優惠金額', en: 'Discount' }, kind: 'money', optional: true },
  { key: 'fee', title: { zh: '手續費', en: 'Fee' }, kind: 'money', optional: true },
  { key: 'net_amount', title: { zh: '淨額', en: 'Net' }, kind: 'money' },
  { key: 'refunded_amount', title: { zh: '已退款金額', en: 'Refunded' }, kind: 'money', optional: true },
  {
    key: 'mer_order_no',
    title: { zh: '商戶訂單號', en: 'Merchant order no.' },
    kind: 'code',
    optional: true,
  },
  {
    key: 'agg_order_no',
    title: { zh: '聚合訂單號', en: 'Aggregated order no.' },
    kind: 'code',
    only: 'export',
  },
  { key: 'terminal_no', title: { zh: '終端號', en: 'Terminal no.' }, kind: 'code', optional: true },
];

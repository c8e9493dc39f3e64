import type { PaymentRowT } from '../schemas/payments.ts';
import { PAYMENT_AUDIT_STATUS } from '../statuses.ts';
import type { Column } from './column.ts';

/** The payment query's columns: its table and its export (payments). */
export const PAYMENT_COLUMNS: readonly Column<PaymentRowT>[] = [
  { key: 'payment_no', title: { zh: '付款編號', en: 'Payment ID' }, kind: 'code' },
  { key: 'created_at', title: { zh: '建立時間', en: 'Created at' }, kind: 'datetime' },
  { key: 'mer_name', title: { zh: '商戶', en: 'Merchant' }, kind: 'text' },
  { key: 'payee_name', title: { zh: '收款人', en: 'Payee' }, kind: 'text', mask: 'name' },
  {
    key: 'payee_account_no',
    title: { zh: '收款賬號', en: 'Payee account' },
    kind: 'code',
    mask: 'card',
    optional: true,
  },
  { key: 'payee_bank', title: { zh: '收款銀行', en: 'Payee bank' }, kind: 'text', optional: true },
  {
    key: 'status',
    title: { zh: '付款狀態', en: 'Payment status' },
    kind: 'status',
    labels: PAYMENT_AUDIT_STATUS,
  },
  { key: 'amount', title: { zh: '付款金額', en: 'Payment amount' }, kind: 'money' },
  { key: 'fee', title: { zh: '手續費', en: 'Fee' }, kind: 'money', optional: true },
  { key: 'purpose', title: { zh: '用途', en: 'Purpose' }, kind: 'text', optional: true },
  { key: 'finished_at', title: { zh: '完成時間', en: 'Finished at' }, kind: 'datetime', optional: true },
];

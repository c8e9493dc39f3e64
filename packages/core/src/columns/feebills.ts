import type { FeeBillRowT, FeeLineRowT } from '../schemas/feebills.ts';
import { FEE_BILL_STATUS, PAY_TYPE } from '../statuses.ts';
import type { Column } from './column.ts';

/** The fee bill list's columns: its table and its export (fee_bills). */
export const FEE_BILL_COLUMNS: readonly Column<FeeBillRowT>[] = [
  { key: 'bill_no', title: { zh: '賬單編號', en: 'Bill no.' }, kind: 'code' },
  { key: 'period', title: { zh: '賬單月份', en: 'Month' }, kind: 'code' },
  { key: 'mer_name', title: { zh: '商戶', en: 'Merchant' }, kind: 'text' },
  { key: 'mer_no', title: { zh: '商戶編號', en: 'Merchant no.' }, kind: 'code', optional: true },
  { key: 'txn_count', title: { zh: '交易筆數', en: 'Transactions' }, kind: 'count' },
  { key: 'trade_amount', title: { zh: '交易金額', en: 'Trade amount' }, kind: 'money' },
  { key: 'fee_amount', title: { zh: '手續費', en: 'Fees' }, kind: 'money' },
  { key: 'status', title: { zh: '賬單狀態', en: 'Bill status' }, kind: 'status', labels: FEE_BILL_STATUS },
  { key: 'confirmed_at', title: { zh: '確認時間', en: 'Confirmed at' }, kind: 'datetime', optional: true },
  { key: 'apply_no', title: { zh: '發票申請編號', en: 'Invoice application' }, kind: 'code', optional: true },
];

/** One bill's fee lines (fee_lines export). */
export const FEE_LINE_COLUMNS: readonly Column<FeeLineRowT>[] = [
  { key: 'txn_no', title: { zh: '交易編號', en: 'Transaction ID' }, kind: 'code' },
  { key: 'mer_no', title: { zh: '商戶編號', en: 'Merchant no.' }, kind: 'code' },
  { key: 'store_name', title: { zh: '門店', en: 'Store' }, kind: 'text' },
  { key: 'pay_type', title: { zh: '支付方式', en: 'Payment type' }, kind: 'status', labels: PAY_TYPE },
  { key: 'paid_at', title: { zh: '支付時間', en: 'Paid at' }, kind: 'datetime' },
  { key: 'amount', title: { zh: '交易金額', en: 'Amount' }, kind: 'money' },
  { key: 'fee', title: { zh: '手續費', en: 'Fee' }, kind: 'money' },
];

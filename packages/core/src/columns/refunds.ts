import type { RefundRowT } from '../schemas/refunds.ts';
import { PAY_TYPE, REFUND_STATUS } from '../statuses.ts';
import type { Column } from './column.ts';

/** The refund query's columns: its table and its export (refunds). */
export const REFUND_COLUMNS: readonly Column<RefundRowT>[] = [
  { key: 'refund_no', title: { zh: '退款編號', en: 'Refund ID' }, kind: 'code' },
  { key: 'created_at', title: { zh: '退款時間', en: 'Refund time' }, kind: 'datetime' },
  { key: 'mer_name', title: { zh: '商戶', en: 'Merchant' }, kind: 'text' },
  { key: 'store_name', title: { zh: '門店', en: 'Store' }, kind: 'text' },
  {
    key: 'pay_type',
    title: { zh: '支付方式', en: 'Payment type' },
    kind: 'status',
    labels: PAY_TYPE,
    optional: true,
  },
  { key: 'status', title: { zh: '退款狀態', en: 'Refund status' }, kind: 'status', labels: REFUND_STATUS },
  { key: 'amount', title: { zh: '退款金額', en: 'Refund amount' }, kind: 'money' },
  { key: 'txn_amount', title: { zh: '原交易金額', en: 'Original amount' }, kind: 'money', optional: true },
  { key: 'txn_no', title: { zh: '原交易編號', en: 'Original transaction' }, kind: 'code' },
  {
    key: 'mer_order_no',
    title: { zh: '商戶訂單號', en: 'Merchant order no.' },
    kind: 'code',
    optional: true,
  },
  { key: 'oper_login_name', title: { zh: '操作員', en: 'Operator' }, kind: 'text', optional: true },
  { key: 'finished_at', title: { zh: '完成時間', en: 'Finished at' }, kind: 'datetime', optional: true },
  {
    key: 'fail_reason',
    title: { zh: '失敗原因', en: 'Failure reason' },
    kind: 'text',
    only: 'table',
    optional: true,
  },
];

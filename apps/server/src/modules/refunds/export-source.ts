import { PAY_TYPE, REFUND_STATUS } from '@mp/core';
import { RefundFilterReq, type RefundFilterReqT } from '@mp/core/schemas/refunds';
import { openStream } from '../exports/paged.ts';
import type { ExportSource } from '../exports/sources.ts';
import { streamRefunds } from './stream.ts';

/** The refund query as the one export machine reads it (code 42, same rules and scope as the page). */
export const refundsExport: ExportSource<RefundFilterReqT> = {
  key: 'refunds',
  code: '42',
  filters: RefundFilterReq,
  columns: [
    { key: 'refund_no', header: { zh: '退款單號', en: 'Refund no.' }, kind: 'text' },
    { key: 'txn_no', header: { zh: '原交易編號', en: 'Transaction ID' }, kind: 'text' },
    { key: 'mer_order_no', header: { zh: '商戶訂單號', en: 'Merchant order no.' }, kind: 'text' },
    { key: 'mer_name', header: { zh: '商戶名稱', en: 'Merchant' }, kind: 'text' },
    { key: 'store_name', header: { zh: '門店', en: 'Store' }, kind: 'text' },
    { key: 'pay_type', header: { zh: '支付方式', en: 'Payment type' }, kind: 'status', labels: PAY_TYPE },
    { key: 'txn_amount', header: { zh: '原交易金額(MOP)', en: 'Payment amount (MOP)' }, kind: 'money' },
    { key: 'amount', header: { zh: '退款金額(MOP)', en: 'Refund amount (MOP)' }, kind: 'money' },
    { key: 'status', header: { zh: '退款狀態', en: 'Status' }, kind: 'status', labels: REFUND_STATUS },
    { key: 'oper_login_name', header: { zh: '操作員', en: 'Operator' }, kind: 'text' },
    { key: 'created_at', header: { zh: '申請時間', en: 'Requested' }, kind: 'datetime' },
    { key: 'finished_at', header: { zh: '完成時間', en: 'Finished' }, kind: 'datetime' },
  ],
  // Rules, scope and totals once: the count is the totals' own, the rows the same stream's pages.
  open: async (ctx, filters) => openStream(await streamRefunds(ctx, filters)),
};

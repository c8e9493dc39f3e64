import { PAY_TYPE, TXN_RESULT, TXN_TYPE } from '@mp/core';
import { CollectionFilterReq, type CollectionFilterReqT } from '@mp/core/schemas/transactions';
import { openStream } from '../exports/paged.ts';
import type { ExportSource } from '../exports/sources.ts';
import { openCollectionStream } from './stream.ts';

/** The collection query as the one export machine reads it: same filters, rules and scope as the page. */
export const collectionsExport: ExportSource<CollectionFilterReqT> = {
  key: 'collections',
  cashierFunction: 'trade_query',
  filters: CollectionFilterReq,
  columns: [
    { key: 'txn_no', header: { zh: '交易編號', en: 'Transaction ID' }, kind: 'text' },
    { key: 'mer_order_no', header: { zh: '商戶訂單號', en: 'Merchant order no.' }, kind: 'text' },
    { key: 'agg_order_no', header: { zh: '聚合訂單號', en: 'Aggregated order no.' }, kind: 'text' },
    { key: 'mer_no', header: { zh: '商戶編號', en: 'Merchant no.' }, kind: 'text' },
    { key: 'mer_name', header: { zh: '商戶名稱', en: 'Merchant' }, kind: 'text' },
    { key: 'store_name', header: { zh: '門店', en: 'Store' }, kind: 'text' },
    { key: 'terminal_no', header: { zh: '終端號', en: 'Terminal no.' }, kind: 'text' },
    { key: 'txn_type', header: { zh: '交易類型', en: 'Type' }, kind: 'status', labels: TXN_TYPE },
    { key: 'pay_type', header: { zh: '支付方式', en: 'Payment type' }, kind: 'status', labels: PAY_TYPE },
    { key: 'result', header: { zh: '交易結果', en: 'Result' }, kind: 'status', labels: TXN_RESULT },
    { key: 'created_at', header: { zh: '交易時間', en: 'Time' }, kind: 'datetime' },
    { key: 'amount', header: { zh: '交易金額(MOP)', en: 'Amount (MOP)' }, kind: 'money' },
    { key: 'discount_amount', header: { zh: '優惠金額(MOP)', en: 'Discount (MOP)' }, kind: 'money' },
    { key: 'fee', header: { zh: '手續費(MOP)', en: 'Fee (MOP)' }, kind: 'money' },
    { key: 'net_amount', header: { zh: '淨額(MOP)', en: 'Net (MOP)' }, kind: 'money' },
    { key: 'refunded_amount', header: { zh: '已退款(MOP)', en: 'Refunded (MOP)' }, kind: 'money' },
  ],
  // Rules, scope and totals once: the count is the totals' own, the rows the same stream's pages.
  open: async (ctx, filters) => openStream(await openCollectionStream(ctx, filters)),
};

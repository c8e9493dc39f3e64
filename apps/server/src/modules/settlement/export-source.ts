import { PAY_TYPE, SETTLEMENT_STATUS } from '@mp/core';
import { RLT_STATUS, RltQueryReq, SettleFilterReq, type SettleFilterReqT } from '@mp/core/schemas/settlement';
import type { z } from 'zod';
import { openPaged } from '../exports/paged.ts';
import type { ExportColumn, ExportSource } from '../exports/sources.ts';
import { rltQuery, settleList } from './service.ts';

const columns: readonly ExportColumn[] = [
  { key: 'settle_no', header: { zh: '結算單號', en: 'Settlement no.' }, kind: 'text' },
  { key: 'settle_date', header: { zh: '結算日期', en: 'Settlement date' }, kind: 'date' },
  { key: 'mer_no', header: { zh: '商戶編號', en: 'Merchant no.' }, kind: 'text' },
  { key: 'mer_name', header: { zh: '商戶名稱', en: 'Merchant' }, kind: 'text' },
  { key: 'status', header: { zh: '結算狀態', en: 'Status' }, kind: 'status', labels: SETTLEMENT_STATUS },
  { key: 'txn_count', header: { zh: '交易筆數', en: 'Transactions' }, kind: 'number' },
  { key: 'gross_amount', header: { zh: '交易金額(MOP)', en: 'Gross (MOP)' }, kind: 'money' },
  { key: 'discount_amount', header: { zh: '優惠金額(MOP)', en: 'Discounts (MOP)' }, kind: 'money' },
  { key: 'fee_amount', header: { zh: '手續費(MOP)', en: 'Fees (MOP)' }, kind: 'money' },
  { key: 'refund_amount', header: { zh: '退款金額(MOP)', en: 'Refunds (MOP)' }, kind: 'money' },
  { key: 'net_amount', header: { zh: '結算金額(MOP)', en: 'Settlement amount (MOP)' }, kind: 'money' },
  { key: 'bank_name', header: { zh: '開戶銀行', en: 'Bank' }, kind: 'text' },
  { key: 'account_name', header: { zh: '賬戶名稱', en: 'Account name' }, kind: 'text' },
  { key: 'account_no', header: { zh: '結算賬戶', en: 'Settlement account' }, kind: 'masked:card' },
  { key: 'settled_at', header: { zh: '到賬時間', en: 'Paid out' }, kind: 'datetime' },
];

// Settlements (44) and the service area's settle orders (49) read the same rows under their own code.
const settleSources = (
  [
    ['settlements', '44'],
    ['settle_orders', '49'],
  ] as const
).map(
  ([key, code]): ExportSource<SettleFilterReqT> => ({
    key,
    code,
    cashierFunction: 'settle_query',
    filters: SettleFilterReq,
    columns,
    open: (ctx, filters) =>
      openPaged((page_no, page_size) =>
        settleList(ctx, { ...filters, sort_order: 'desc', page_no, page_size, mask: 'N' }, code),
      ),
  }),
);

/** The service area's reconciliation (48): one line per merchant, day and payment type. */
const RltFilter = RltQueryReq.omit({ page_no: true, page_size: true });
type RltFilterT = z.infer<typeof RltFilter>;
const reconciliationSource: ExportSource<RltFilterT> = {
  key: 'reconciliation',
  code: '48',
  filters: RltFilter,
  columns: [
    { key: 'rlt_date', header: { zh: '對賬日期', en: 'Date' }, kind: 'date' },
    { key: 'mer_no', header: { zh: '商戶編號', en: 'Merchant no.' }, kind: 'text' },
    { key: 'mer_name', header: { zh: '商戶名稱', en: 'Merchant' }, kind: 'text' },
    { key: 'pay_type', header: { zh: '支付方式', en: 'Payment type' }, kind: 'status', labels: PAY_TYPE },
    { key: 'txn_count', header: { zh: '交易筆數', en: 'Transactions' }, kind: 'number' },
    { key: 'txn_amount', header: { zh: '交易金額(MOP)', en: 'Amount (MOP)' }, kind: 'money' },
    { key: 'discount_amount', header: { zh: '優惠金額(MOP)', en: 'Discounts (MOP)' }, kind: 'money' },
    { key: 'fee_amount', header: { zh: '手續費(MOP)', en: 'Fees (MOP)' }, kind: 'money' },
    { key: 'refund_count', header: { zh: '退款筆數', en: 'Refunds' }, kind: 'number' },
    { key: 'refund_amount', header: { zh: '退款金額(MOP)', en: 'Refund amount (MOP)' }, kind: 'money' },
    { key: 'net_amount', header: { zh: '淨額(MOP)', en: 'Net (MOP)' }, kind: 'money' },
    { key: 'status', header: { zh: '對賬狀態', en: 'Status' }, kind: 'status', labels: RLT_STATUS },
    { key: 'settle_no', header: { zh: '結算單號', en: 'Settlement no.' }, kind: 'text' },
  ],
  open: (ctx, filters) =>
    openPaged((page_no, page_size) => rltQuery(ctx, { ...filters, page_no, page_size })),
};

/** The settlement module's export sources (registered by modules/index.ts). */
export const settlementExports: readonly ExportSource[] = [...settleSources, reconciliationSource];

import '../listpage/messages.ts';
import type { CollectionRowT } from '@mp/core/schemas/transactions';
import { PAY_TYPE, TXN_RESULT, TXN_TYPE } from '@mp/core/statuses';
import type { SignedInArea } from '../../storage/index.ts';
import { recordColumn } from '../listpage/columns.tsx';
import { merchantColumn, merchantFilter, routeSpec } from '../listpage/routeSpec.ts';
import type { ColumnDef, ListSpec, TotalDef } from '../listpage/spec.ts';

/** The collection query's filters, columns and totals (docs/api.md, "Collections"). */
export function collectionSpec(area: SignedInArea, routeName: string): ListSpec {
  return routeSpec(area, routeName, () => ({
    senior: true,
    exportAdvanced: true,
    sort: { by: ['created_at', 'amount'], order: true, defaultBy: 'created_at' },
    filters: [
      { kind: 'dateRange', label: 'money.f.txnDate' },
      ...merchantFilter(area),
      { kind: 'store', param: 'store_no', label: 'money.f.store' },
      { kind: 'select', param: 'pay_type', label: 'money.f.payType', options: PAY_TYPE },
      { kind: 'select', param: 'result', label: 'money.f.result', options: TXN_RESULT },
      { kind: 'select', param: 'txn_type', label: 'money.f.txnType', options: TXN_TYPE },
      { kind: 'text', param: 'txn_no', label: 'money.f.txnNo' },
      { kind: 'text', param: 'mer_order_no', label: 'money.f.merOrderNo' },
      { kind: 'text', param: 'agg_order_no', label: 'money.f.aggOrderNo' },
      { kind: 'text', param: 'terminal_no', label: 'money.f.terminalNo', max: 32 },
      { kind: 'amount', min: 'amount_min', max: 'amount_max', label: 'money.f.amountRange' },
    ],
  }));
}

export function collectionColumns(
  area: SignedInArea,
  open: (txnNo: string) => void,
): ColumnDef<CollectionRowT>[] {
  return [
    recordColumn('txn_no', 'money.c.txnNo', { onOpen: open }),
    { key: 'created_at', title: 'money.c.txnTime', kind: 'time', sortKey: 'created_at' },
    ...merchantColumn<CollectionRowT>(area),
    { key: 'store_name', title: 'money.c.store' },
    { key: 'pay_type', title: 'money.c.payType', kind: 'status', labels: PAY_TYPE },
    { key: 'txn_type', title: 'money.c.txnType', kind: 'status', labels: TXN_TYPE },
    { key: 'result', title: 'money.c.result', kind: 'status', labels: TXN_RESULT },
    { key: 'amount', title: 'money.c.amount', kind: 'money', sortKey: 'amount', total: 'amount' },
    { key: 'discount_amount', title: 'money.c.discount', kind: 'money', total: 'discount_amount' },
    { key: 'fee', title: 'money.c.fee', kind: 'money', total: 'fee' },
    { key: 'net_amount', title: 'money.c.net', kind: 'money', total: 'net_amount' },
    { key: 'refunded_amount', title: 'money.c.refunded', kind: 'money', total: 'refunded_amount' },
    { key: 'mer_order_no', title: 'money.c.merOrderNo', kind: 'code' },
    { key: 'terminal_no', title: 'money.c.terminalNo', kind: 'code' },
  ];
}

/**
 * The money that moved (docs/decisions.md, "Collection totals"): successful spendings, less discounts, fees
 * and successful refunds, is the net. The table's total line keeps the column sums of every listed row.
 */
export const COLLECTION_TOTALS: readonly TotalDef[] = [
  { key: 'count', label: 'money.t.count', kind: 'count' },
  { key: 'success_amount', label: 'money.t.collected', kind: 'money' },
  { key: 'discount_amount', label: 'money.t.discount', kind: 'money' },
  { key: 'fee', label: 'money.t.fee', kind: 'money' },
  { key: 'refund_amount', label: 'money.t.refundAmount', kind: 'money' },
  { key: 'net_amount', label: 'money.t.net', kind: 'money' },
];

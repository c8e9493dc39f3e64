import { COLLECTION_COLUMNS } from '@mp/core/columns/transactions';
import type { CollectionRowT } from '@mp/core/schemas/transactions';
import { TXN_RESULT, TXN_TYPE } from '@mp/core/statuses';
import { listColumns, recordLink } from '../../ui/list/columns.tsx';
import '../../ui/list/messages.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import {
  MONEY_FILTERS,
  merchantColumn,
  merchantFilter,
  primaryFilters,
  routeSpec,
  storeColumn,
} from '../../ui/list/routeSpec.ts';
import type { ColumnDef, ListSpec, TotalDef } from '../../ui/list/spec.ts';

/** The collection query's filters, columns and totals (docs/api.md, "Collections"). */
export function collectionSpec(area: SignedInArea, routeName: string): ListSpec {
  return routeSpec(area, routeName, () => ({
    senior: true,
    exportAdvanced: true,
    sort: { by: ['created_at', 'amount'], order: true, defaultBy: 'created_at' },
    primary: primaryFilters(area, 'result'),
    filters: [
      { kind: 'dateRange', label: 'money.f.txnDate' },
      ...merchantFilter(area),
      MONEY_FILTERS.store,
      MONEY_FILTERS.payType,
      { kind: 'select', param: 'result', label: 'money.f.result', options: TXN_RESULT },
      { kind: 'select', param: 'txn_type', label: 'money.f.txnType', options: TXN_TYPE },
      MONEY_FILTERS.txnNo,
      MONEY_FILTERS.merOrderNo,
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
  return listColumns(
    COLLECTION_COLUMNS,
    {
      txn_no: recordLink('txn_no', { onOpen: open }),
      created_at: { sortKey: 'created_at' },
      mer_name: merchantColumn(area),
      store_name: storeColumn(area),
      amount: { sortKey: 'amount' },
      net_amount: { fixed: 'right' },
    },
    ['amount', 'discount_amount', 'fee', 'net_amount', 'refunded_amount'],
  );
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

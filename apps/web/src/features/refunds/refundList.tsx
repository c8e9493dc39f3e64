import { REFUND_COLUMNS } from '@mp/core/columns/refunds';
import type { RefundRowT } from '@mp/core/schemas/refunds';
import { PAY_TYPE, REFUND_STATUS } from '@mp/core/statuses';
import { listColumns, recordLink } from '../../ui/list/columns.tsx';
import '../../ui/list/messages.ts';
import { currentAccess } from '../../access/personAccess.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { merchantColumn, merchantFilter, primaryFilters, routeSpec } from '../../ui/list/routeSpec.ts';
import type { ColumnDef, ListSpec, TotalDef } from '../../ui/list/spec.ts';

/** The refund query's filters, columns and totals (42; group: grefund_query). */
export function refundSpec(area: SignedInArea, routeName: string): ListSpec {
  return routeSpec(area, routeName, () => ({
    senior: true,
    exportAdvanced: true,
    sort: { order: true, defaultBy: 'created_at' },
    primary: primaryFilters(area, 'status'),
    filters: [
      { kind: 'dateRange', label: 'money.f.refundDate' },
      ...merchantFilter(area),
      { kind: 'store', param: 'store_no', label: 'money.f.store' },
      { kind: 'select', param: 'status', label: 'money.f.refundStatus', options: REFUND_STATUS },
      { kind: 'select', param: 'pay_type', label: 'money.f.payType', options: PAY_TYPE },
      { kind: 'text', param: 'refund_no', label: 'money.f.refundNo' },
      { kind: 'text', param: 'txn_no', label: 'money.f.txnNo' },
      { kind: 'text', param: 'mer_order_no', label: 'money.f.merOrderNo' },
    ],
  }));
}

export function refundColumns(area: SignedInArea): ColumnDef<RefundRowT>[] {
  const detail = currentAccess().pathTo('refunds.detail', area);
  return listColumns(
    REFUND_COLUMNS,
    {
      refund_no: recordLink('refund_no', detail ? { page: detail, param: 'refund_no' } : null, true),
      created_at: { sortKey: 'created_at' },
      mer_name: merchantColumn(area),
      amount: { fixed: 'right' },
    },
    ['amount'],
  );
}

export const REFUND_TOTALS: readonly TotalDef[] = [
  { key: 'count', label: 'money.t.refundCount', kind: 'count' },
  { key: 'amount', label: 'money.t.refundAmount', kind: 'money' },
  { key: 'success_count', label: 'money.t.successCount', kind: 'count' },
  { key: 'success_amount', label: 'money.t.successAmount', kind: 'money' },
];

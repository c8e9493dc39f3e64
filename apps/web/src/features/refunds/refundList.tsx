import { REFUND_COLUMNS } from '@mp/core/columns/refunds';
import type { RefundRowT } from '@mp/core/schemas/refunds';
import { REFUND_STATUS } from '@mp/core/statuses';
import { listColumns, recordLink } from '../../ui/list/columns.tsx';
import '../../ui/list/messages.ts';
import { currentAccess } from '../../access/personAccess.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import {
  MONEY_FILTERS,
  merchantColumn,
  merchantFilter,
  primaryFilters,
  routeSpec,
} from '../../ui/list/routeSpec.ts';
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
      MONEY_FILTERS.store,
      { kind: 'select', param: 'status', label: 'money.f.refundStatus', options: REFUND_STATUS },
      MONEY_FILTERS.payType,
      { kind: 'text', param: 'refund_no', label: 'money.f.refundNo' },
      MONEY_FILTERS.txnNo,
      MONEY_FILTERS.merOrderNo,
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

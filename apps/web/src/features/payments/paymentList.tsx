import { PAYMENT_COLUMNS } from '@mp/core/columns/payments';
import type { PaymentRowT } from '@mp/core/schemas/payments';
import { PAYMENT_AUDIT_STATUS } from '@mp/core/statuses';
import { listColumns, recordLink } from '../../ui/list/columns.tsx';
import '../../ui/list/messages.ts';
import { currentAccess } from '../../access/personAccess.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { merchantColumn, merchantFilter, routeSpec } from '../../ui/list/routeSpec.ts';
import type { ColumnDef, ListSpec, TotalDef } from '../../ui/list/spec.ts';

/** The payment query's filters, columns and totals (43; group: gpayment_query). */
export function paymentSpec(area: SignedInArea, routeName: string): ListSpec {
  return routeSpec(area, routeName, () => ({
    senior: true,
    exportAdvanced: true,
    sort: { order: true, defaultBy: 'created_at' },
    filters: [
      { kind: 'dateRange', label: 'money.f.paymentDate' },
      ...merchantFilter(area),
      { kind: 'select', param: 'status', label: 'money.f.paymentStatus', options: PAYMENT_AUDIT_STATUS },
      { kind: 'text', param: 'payment_no', label: 'money.f.paymentNo' },
      { kind: 'text', param: 'payee_name', label: 'money.f.payeeName' },
    ],
  }));
}

export function paymentColumns(area: SignedInArea): ColumnDef<PaymentRowT>[] {
  const detail = currentAccess().pathTo('payments.detail', area);
  return listColumns(
    PAYMENT_COLUMNS,
    {
      payment_no: recordLink('payment_no', detail ? { page: detail, param: 'payment_no' } : null),
      created_at: { sortKey: 'created_at' },
      mer_name: merchantColumn(area),
      amount: { fixed: 'right' },
    },
    ['amount', 'fee'],
  );
}

export const PAYMENT_TOTALS: readonly TotalDef[] = [
  { key: 'count', label: 'money.t.paymentCount', kind: 'count' },
  { key: 'amount', label: 'money.t.paymentAmount', kind: 'money' },
  { key: 'fee', label: 'money.t.fee', kind: 'money' },
];

import '../listpage/messages.ts';
import type { PaymentRowT } from '@mp/core/schemas/payments';
import { PAYMENT_AUDIT_STATUS } from '@mp/core/statuses';
import { currentAccess } from '../../access/index.ts';
import type { SignedInArea } from '../../storage/index.ts';
import { recordColumn } from '../listpage/columns.tsx';
import { merchantColumn, merchantFilter, routeSpec } from '../listpage/routeSpec.ts';
import type { ColumnDef, ListSpec, TotalDef } from '../listpage/spec.ts';

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
  return [
    recordColumn('payment_no', 'money.c.paymentNo', detail ? { page: detail, param: 'payment_no' } : null),
    { key: 'created_at', title: 'money.c.createdTime', kind: 'time', sortKey: 'created_at' },
    ...merchantColumn<PaymentRowT>(area),
    { key: 'payee_name', title: 'money.c.payeeName', kind: 'masked', maskKind: 'name' },
    { key: 'payee_account_no', title: 'money.c.payeeAccount', kind: 'code' },
    { key: 'payee_bank', title: 'money.c.payeeBank' },
    { key: 'status', title: 'money.c.paymentStatus', kind: 'status', labels: PAYMENT_AUDIT_STATUS },
    { key: 'amount', title: 'money.c.paymentAmount', kind: 'money', total: 'amount' },
    { key: 'fee', title: 'money.c.fee', kind: 'money', total: 'fee' },
    { key: 'purpose', title: 'money.c.purpose' },
    { key: 'finished_at', title: 'money.c.finishedTime', kind: 'time' },
  ];
}

export const PAYMENT_TOTALS: readonly TotalDef[] = [
  { key: 'count', label: 'money.t.paymentCount', kind: 'count' },
  { key: 'amount', label: 'money.t.paymentAmount', kind: 'money' },
  { key: 'fee', label: 'money.t.fee', kind: 'money' },
];

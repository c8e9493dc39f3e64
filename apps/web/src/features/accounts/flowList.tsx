import { validateQueryRange } from '@mp/core';
import { FLOW_COLUMNS } from '@mp/core/columns/accounts';
import type { FlowRowT } from '@mp/core/schemas/accounts';
import { BALANCE_ACCOUNT, FLOW_DIRECTION, LEDGER_ENTRY_TYPE } from '@mp/core/statuses';
import '../../ui/list/messages.ts';
import './messages.ts';
import { currentAccess } from '../../access/personAccess.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { listColumns, recordLink } from '../../ui/list/columns.tsx';
import { routeSpec } from '../../ui/list/routeSpec.ts';
import type { ColumnDef, ListSpec, TotalDef } from '../../ui/list/spec.ts';
import { standardRange } from '../../ui/list/urlState.ts';

/**
 * Account in/out (32): a senior query only (spec point 7, account/): never the current day, at most 31
 * days, checked here as the server checks them.
 */
export function flowSpec(area: SignedInArea, routeName: string): ListSpec {
  return routeSpec(area, routeName, () => ({
    exportAdvanced: true,
    defaultRange: (today) => standardRange(today, true),
    sort: { order: true, defaultBy: 'created_at' },
    primary: ['date', 'entry_type', 'direction'],
    validate: (values, today) => {
      const code = validateQueryRange({
        start: values.start_date,
        end: values.end_date,
        today,
        advanced: true,
      });
      return code ? { field: 'date', code } : null;
    },
    filters: [
      { kind: 'dateRange', label: 'accounts.f.date' },
      { kind: 'select', param: 'entry_type', label: 'accounts.f.entryType', options: LEDGER_ENTRY_TYPE },
      { kind: 'select', param: 'direction', label: 'accounts.f.direction', options: FLOW_DIRECTION },
      { kind: 'select', param: 'account', label: 'accounts.f.account', options: BALANCE_ACCOUNT },
      { kind: 'text', param: 'ref_no', label: 'accounts.f.refNo' },
    ],
  }));
}

export function flowColumns(area: SignedInArea): ColumnDef<FlowRowT>[] {
  const detail = currentAccess().pathTo('accounts.flowDetail', area);
  return listColumns(
    FLOW_COLUMNS,
    {
      flow_no: recordLink('flow_no', detail ? { page: detail, param: 'flow_no' } : null, true),
      created_at: { sortKey: 'created_at' },
      amount: { fixed: 'right' },
    },
    ['amount', 'balance_after'],
  );
}

export const FLOW_TOTALS: readonly TotalDef[] = [
  { key: 'count', label: 'accounts.t.count', kind: 'count' },
  { key: 'in_amount', label: 'accounts.t.in', kind: 'money' },
  { key: 'out_amount', label: 'accounts.t.out', kind: 'money' },
  { key: 'net_amount', label: 'accounts.t.net', kind: 'money' },
];

import { RLT_COLUMNS, SETTLE_COLUMNS } from '@mp/core/columns/settlement';
import '../../ui/list/messages.ts';
import './messages.ts';
import type { SettleRowT } from '@mp/core/schemas/settlement';
import { RLT_STATUS } from '@mp/core/schemas/settlement';
import { SETTLEMENT_STATUS } from '@mp/core/statuses';
import { addDaysYmd } from '@mp/core/validators/dates';
import { Typography } from 'antd';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { actionProps } from '../../ui/keyboard.ts';
import { listColumns } from '../../ui/list/columns.tsx';
import { MONEY_FILTERS, merchantColumn, merchantFilter, routeSpec } from '../../ui/list/routeSpec.ts';
import type { ColumnDef, ListSpec, TotalDef } from '../../ui/list/spec.ts';
import type { RltLine } from './api.ts';

/** Settlement (44), settle orders (49) and reconciliation (48): filters, columns, totals. */

/** The last seven days, today included: settlements of the week at a glance. */
const lastWeek = (today: string) => [addDaysYmd(today, -6) ?? today, today] as const;

export function settleSpec(area: SignedInArea, routeName: string): ListSpec {
  return routeSpec(area, routeName, () => ({
    defaultRange: lastWeek,
    sort: { order: true, defaultBy: 'settle_date' },
    filters: [
      { kind: 'dateRange', label: 'money.f.settleDate' },
      ...merchantFilter(area),
      { kind: 'select', param: 'status', label: 'money.f.settleStatus', options: SETTLEMENT_STATUS },
    ],
  }));
}

export function settleColumns(area: SignedInArea): ColumnDef<SettleRowT>[] {
  return listColumns(
    SETTLE_COLUMNS,
    {
      settle_date: { sortKey: 'settle_date', fixed: 'left' },
      mer_name: merchantColumn(area),
      net_amount: { fixed: 'right' },
    },
    [
      'txn_count',
      'gross_amount',
      'discount_amount',
      'fee_amount',
      'refund_amount',
      'fund_provider',
      'fund_scheme',
      'net_amount',
    ],
  );
}

/** What a settlement and a reconciliation line take off the business: discounts, fees and refunds. */
const DEDUCTIONS: readonly TotalDef[] = [
  { key: 'discount_amount', label: 'money.t.discount', kind: 'money' },
  { key: 'fee_amount', label: 'money.t.fee', kind: 'money' },
  { key: 'refund_amount', label: 'money.t.refundAmount', kind: 'money' },
];

export const SETTLE_TOTALS: readonly TotalDef[] = [
  { key: 'count', label: 'money.t.settleCount', kind: 'count' },
  { key: 'txn_count', label: 'money.t.txnCount', kind: 'count' },
  { key: 'gross_amount', label: 'money.t.gross', kind: 'money' },
  ...DEDUCTIONS,
  // The campaign funders' parts owed to the merchant (promotions), added to the settlement amount.
  { key: 'fund_provider', label: 'money.settle.fundProvider', kind: 'money' },
  { key: 'fund_scheme', label: 'money.settle.fundScheme', kind: 'money' },
  { key: 'net_amount', label: 'money.t.settleAmount', kind: 'money' },
];

export function rltSpec(area: SignedInArea, routeName: string): ListSpec {
  return routeSpec(area, routeName, () => ({
    defaultRange: lastWeek,
    filters: [
      { kind: 'dateRange', label: 'money.f.rltDate' },
      ...merchantFilter(area),
      MONEY_FILTERS.payType,
      { kind: 'select', param: 'status', label: 'money.f.rltStatus', options: RLT_STATUS },
    ],
  }));
}

export function rltColumns(open: (key: string) => void): ColumnDef<RltLine>[] {
  return listColumns<RltLine>(
    RLT_COLUMNS,
    {
      rlt_date: {
        fixed: 'left',
        render: (r) => (
          <Typography.Link {...actionProps(() => open(r.line_key))} style={{ whiteSpace: 'nowrap' }}>
            {`${r.rlt_date.slice(0, 4)}-${r.rlt_date.slice(4, 6)}-${r.rlt_date.slice(6, 8)}`}
          </Typography.Link>
        ),
      },
      net_amount: { fixed: 'right' },
    },
    [
      'txn_count',
      'txn_amount',
      'fee_amount',
      'refund_amount',
      'net_amount',
      'matched_count',
      'missing_ours_count',
      'missing_theirs_count',
      'diff_count',
      'open_count',
    ],
  );
}

export const RLT_TOTALS: readonly TotalDef[] = [
  { key: 'count', label: 'money.t.lines', kind: 'count' },
  { key: 'txn_count', label: 'money.t.txnCount', kind: 'count' },
  { key: 'txn_amount', label: 'money.t.amount', kind: 'money' },
  ...DEDUCTIONS,
  { key: 'net_amount', label: 'money.t.net', kind: 'money' },
  // What matching the channels' settlement files found.
  { key: 'matched_count', label: 'money.rlt.matched', kind: 'count' },
  { key: 'matched_amount', label: 'money.rlt.matchedAmount', kind: 'money' },
  { key: 'missing_ours_count', label: 'money.rlt.missingOurs', kind: 'count' },
  { key: 'missing_theirs_count', label: 'money.rlt.missingTheirs', kind: 'count' },
  { key: 'diff_count', label: 'money.rlt.diffs', kind: 'count' },
  { key: 'diff_amount', label: 'money.rlt.diffAmount', kind: 'money' },
  { key: 'open_count', label: 'money.rlt.open', kind: 'count' },
];

import type { FlowRowT } from '../schemas/accounts.ts';
import { BALANCE_ACCOUNT, FLOW_DIRECTION, LEDGER_ENTRY_TYPE } from '../statuses.ts';
import type { Column } from './column.ts';

/** Account in/out flows (32): one list of columns for the table and the export. */
export const FLOW_COLUMNS: readonly Column<FlowRowT>[] = [
  { key: 'created_at', title: { zh: '記賬時間', en: 'Booked at' }, kind: 'datetime' },
  {
    key: 'entry_type',
    title: { zh: '收支類型', en: 'Flow type' },
    kind: 'status',
    labels: LEDGER_ENTRY_TYPE,
  },
  { key: 'direction', title: { zh: '收支方向', en: 'Direction' }, kind: 'status', labels: FLOW_DIRECTION },
  { key: 'amount', title: { zh: '金額', en: 'Amount' }, kind: 'money' },
  { key: 'balance_after', title: { zh: '變動後餘額', en: 'Balance after' }, kind: 'money' },
  { key: 'account', title: { zh: '賬戶', en: 'Account' }, kind: 'status', labels: BALANCE_ACCOUNT },
  { key: 'ref_no', title: { zh: '業務單號', en: 'Reference no.' }, kind: 'code' },
  { key: 'flow_no', title: { zh: '流水號', en: 'Flow no.' }, kind: 'code', optional: true },
];

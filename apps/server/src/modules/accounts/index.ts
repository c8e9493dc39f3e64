/**
 * The accounts module owns the money the provider holds for an organisation: the ledger. Every move is
 * one book() of an entry type (ledger.ts: SETTLE_CREDIT, FEE, REFUND_FREEZE, REFUND, REFUND_RELEASE,
 * PAYOUT, RECHARGE, WITHDRAW_FREEZE, WITHDRAW, WITHDRAW_RELEASE, ADJUST, COMMISSION, the PAYMENT_* of
 * payment audit), in the database
 * transaction of the event that causes it; balances are read from the ledger, never written in place.
 * checkLedger() proves the books (npm run ledger:check).
 */
import { statementJob } from './statements.ts';

export { rulesOf } from './approval.ts';
export { lockOperatorDay, upsertApprovalRules } from './approval-queries.ts';
export { replaceSettleAccount, type SettleAccountRow, selectOrgSettleAccount } from './balance-queries.ts';
export { accountFlowsExport, exportSources } from './export-source.ts';
export { merchantFlowPage } from './flows.ts';
export {
  completeFundOrder,
  type FundDeps,
  type PlaceFundOrder,
  placeFundOrder,
  resumeFundOrders,
  submitFundOrder,
} from './funds.ts';
export {
  availableCovers,
  type Booked,
  type Booking,
  book,
  ENTRY_TYPE_NAMES,
  ENTRY_TYPES,
  type EntryType,
  type OrgAccount,
  type OrgKind,
  Overdraft,
} from './ledger.ts';
export { checkLedger, type LedgerFinding, type LedgerReport } from './ledger-check.ts';
export { rebuildLedgerSummaries } from './ledger-queries.ts';
export { endpoints } from './routes.ts';
export { DEMO_FLOAT_CENTS, seedLedger } from './seed.ts';
export { merchantBalance } from './service.ts';
export { deliverStatements, statementJob } from './statements.ts';

/** The scheduled jobs of the capability (started by schedule(): jobs/runner.ts). */
export const jobs = [statementJob];

import { reconciliationJob } from './reconcile.ts';
import { reconDifferenceKind } from './review-kind.ts';
import { settlementJob } from './run.ts';

export {
  type DifferenceListFilter,
  listDifferences,
  type ReconResolution,
  resolveDifference,
  showDifference,
} from './differences.ts';
export { settlementExports, settlementExports as exportSources } from './export-source.ts';
export {
  matchFile,
  RECON_DAYS,
  type ReconReport,
  reconcileDay,
  reconciliationJob,
  runReconciliation,
} from './reconcile.ts';
export { endpoints } from './routes.ts';
export { runSettlement, type SettlementReport, settlementJob } from './run.ts';

/** The scheduled jobs of the capability (started by schedule(): jobs/money-background.ts). */
export const jobs = [settlementJob, reconciliationJob];

/** Its requests the provider's staff decide (the review kit, modules/review). */
export const reviewKinds = [reconDifferenceKind];

import { settlementJob } from './run.ts';

export { settlementExports, settlementExports as exportSources } from './export-source.ts';
export { endpoints } from './routes.ts';
export { runSettlement, type SettlementReport, settlementJob } from './run.ts';

/** The scheduled jobs of the capability (started by schedule(): jobs/money-background.ts). */
export const jobs = [settlementJob];

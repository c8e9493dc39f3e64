export { completeRefund, type RefundDeps, resumeRefunds, submitRefund } from './completion.ts';
export { exportSources, refundsExport } from './export-source.ts';
export { selectRefundPage, selectRefundTotals } from './queries.ts';
export { endpoints } from './routes.ts';
export { seedWaitingRefund } from './seed.ts';
export { streamRefunds } from './stream.ts';

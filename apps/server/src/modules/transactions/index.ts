export { collectionsExport, exportSources } from './export-source.ts';
export {
  addToSummary,
  advanceNumberSequences,
  backfillRefundTransactions,
  nextNumber,
  oneRefund,
  selectTxnByNo,
} from './queries.ts';
export { recordNetworkPayment } from './record.ts';
export { refundableCents, refundRefusal } from './refundable.ts';
export { endpoints } from './routes.ts';
export { type CollectionSource, openCollectionStream } from './stream.ts';
export { rebuildDailySummaries } from './summaries.ts';

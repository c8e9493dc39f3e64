export { collectionsExport } from './export-source.ts';
export { recordNetworkPayment } from './record.ts';
export { endpoints } from './routes.ts';
export { type CollectionSource, openCollectionStream } from './stream.ts';
export { rebuildDailySummaries } from './summaries.ts';

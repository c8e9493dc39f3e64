import { COLLECTION_COLUMNS } from '@mp/core/columns/transactions';
import { CollectionFilterReq, type CollectionFilterReqT } from '@mp/core/schemas/transactions';
import { exportColumns } from '../../lists/export/columns.ts';
import { openStream } from '../../lists/export/paged.ts';
import type { ExportSource } from '../../lists/export/source.ts';
import { openCollectionStream } from './stream.ts';

/** The collection query as the one export machine reads it: same filters, rules and scope as the page. */
export const collectionsExport: ExportSource<CollectionFilterReqT> = {
  key: 'collections',
  cashierFunction: 'trade_query',
  filters: CollectionFilterReq,
  columns: exportColumns(COLLECTION_COLUMNS),
  // Rules, scope and totals once: the count is the totals' own, the rows the same stream's pages.
  open: async (ctx, filters) => openStream(await openCollectionStream(ctx, filters)),
};

/** The capability's export sources (modules/index.ts registers them). */
export const exportSources = [collectionsExport];

import { COLLECTION_COLUMNS } from '@mp/core/columns/transactions';
import { CollectionFilterReq } from '@mp/core/schemas/transactions';
import { exportColumns } from '../../lists/export/columns.ts';
import { streamExport } from '../../lists/export/paged.ts';
import { openCollectionStream } from './stream.ts';

/** The collection query as the one export machine reads it: same filters, rules and scope as the page. */
export const collectionsExport = streamExport(
  {
    key: 'collections',
    cashierFunction: 'trade_query',
    filters: CollectionFilterReq,
    columns: exportColumns(COLLECTION_COLUMNS),
  },
  openCollectionStream,
);

/** The capability's export sources (modules/index.ts registers them). */
export const exportSources = [collectionsExport];

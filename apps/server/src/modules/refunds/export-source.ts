import { REFUND_COLUMNS } from '@mp/core/columns/refunds';
import { RefundFilterReq } from '@mp/core/schemas/refunds';
import { exportColumns } from '../../lists/export/columns.ts';
import { streamExport } from '../../lists/export/paged.ts';
import { streamRefunds } from './stream.ts';

/** The refund query as the one export machine reads it (code 42, same rules and scope as the page). */
export const refundsExport = streamExport(
  { key: 'refunds', code: '42', filters: RefundFilterReq, columns: exportColumns(REFUND_COLUMNS) },
  streamRefunds,
);

/** The capability's export sources (modules/index.ts registers them). */
export const exportSources = [refundsExport];

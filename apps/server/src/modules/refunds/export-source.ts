import { REFUND_COLUMNS } from '@mp/core/columns/refunds';
import { RefundFilterReq, type RefundFilterReqT } from '@mp/core/schemas/refunds';
import { exportColumns } from '../../lists/export/columns.ts';
import { openStream } from '../../lists/export/paged.ts';
import type { ExportSource } from '../../lists/export/source.ts';
import { streamRefunds } from './stream.ts';

/** The refund query as the one export machine reads it (code 42, same rules and scope as the page). */
export const refundsExport: ExportSource<RefundFilterReqT> = {
  key: 'refunds',
  code: '42',
  filters: RefundFilterReq,
  columns: exportColumns(REFUND_COLUMNS),
  // Rules, scope and totals once: the count is the totals' own, the rows the same stream's pages.
  open: async (ctx, filters) => openStream(await streamRefunds(ctx, filters)),
};

/** The capability's export sources (modules/index.ts registers them). */
export const exportSources = [refundsExport];

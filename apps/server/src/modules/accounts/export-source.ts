import { FLOW_COLUMNS } from '@mp/core/columns/accounts';
import { FlowFilterReq, type FlowFilterReqT } from '@mp/core/schemas/accounts';
import { exportColumns } from '../../lists/export/columns.ts';
import { pagesOf } from '../../lists/export/paged.ts';
import type { ExportSource } from '../../lists/export/source.ts';
import { flowCount, flowPage } from './flows.ts';

/** Account in/out flows (32) as the one export machine reads them: same rules and scope as the page. */
export const accountFlowsExport: ExportSource<FlowFilterReqT> = {
  key: 'account_flows',
  code: '32',
  areas: ['merchant'],
  filters: FlowFilterReq,
  columns: exportColumns(FLOW_COLUMNS),
  open: async (ctx, filters) => {
    const { total_count } = await flowCount(ctx, filters, 'export');
    return {
      count: total_count,
      rows: pagesOf((page_no, page_size) =>
        flowPage(
          ctx,
          { ...filters, sort_order: 'desc', page_no, page_size: Math.max(page_size, 100) },
          'export',
        ),
      ),
    };
  },
};

/** The capability's export sources (modules/index.ts registers them). */
export const exportSources = [accountFlowsExport];

import { CHILD_MERC_COLUMNS } from '@mp/core/columns/submerchants';
import { ChildMercFilterReq, type ChildMercFilterReqT } from '@mp/core/schemas/submerchants';
import { exportColumns } from '../../lists/export/columns.ts';
import { openPaged } from '../../lists/export/paged.ts';
import type { ExportSource } from '../../lists/export/source.ts';
import { childMercExportPage } from './service.ts';

/**
 * The sub-merchant list (21, urmServerChildMercPageExport): synchronous and scheduled through the one export
 * machine; the same scope as the list (the provider's own sub-merchants, re-read when a scheduled job runs).
 */
export const subMerchantsExport: ExportSource<ChildMercFilterReqT, 'service'> = {
  key: 'sub_merchants',
  code: '21',
  areas: ['service'],
  filters: ChildMercFilterReq,
  columns: exportColumns(CHILD_MERC_COLUMNS),
  open: (ctx, filters) =>
    openPaged((page_no, page_size) => childMercExportPage(ctx, filters, page_no, page_size)),
};

/** The capability's export sources (modules/index.ts registers them). */
export const exportSources = [subMerchantsExport];

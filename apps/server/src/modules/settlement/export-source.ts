import { RLT_COLUMNS, SETTLE_COLUMNS } from '@mp/core/columns/settlement';
import { RltQueryReq, SettleFilterReq, type SettleFilterReqT } from '@mp/core/schemas/settlement';
import type { z } from 'zod';
import { exportColumns } from '../../lists/export/columns.ts';
import { openPaged } from '../../lists/export/paged.ts';
import type { ExportSource } from '../../lists/export/source.ts';
import { rltQuery, settleList } from './service.ts';

const columns = exportColumns(SETTLE_COLUMNS);

// Settlements (44) and the service area's settle orders (49) read the same rows under their own code.
const settleSources = (
  [
    ['settlements', '44'],
    ['settle_orders', '49'],
  ] as const
).map(
  ([key, code]): ExportSource<SettleFilterReqT> => ({
    key,
    code,
    // Settle orders are the provider's page (49): a merchant operator has no such query, so no such export.
    ...(key === 'settle_orders' ? { areas: ['service'] as const } : {}),
    cashierFunction: 'settle_query',
    filters: SettleFilterReq,
    columns,
    open: (ctx, filters) =>
      openPaged((page_no, page_size) =>
        settleList(ctx, { ...filters, sort_order: 'desc', page_no, page_size, mask: 'N' }),
      ),
  }),
);

/** The service area's reconciliation (48): one line per merchant, day and payment type. */
const RltFilter = RltQueryReq.omit({ page_no: true, page_size: true });
type RltFilterT = z.infer<typeof RltFilter>;
const reconciliationSource: ExportSource<RltFilterT> = {
  key: 'reconciliation',
  code: '48',
  areas: ['service'],
  filters: RltFilter,
  columns: exportColumns(RLT_COLUMNS),
  open: (ctx, filters) =>
    openPaged((page_no, page_size) => rltQuery(ctx, { ...filters, page_no, page_size })),
};

/** The settlement module's export sources (registered by modules/index.ts). */
export const settlementExports: readonly ExportSource[] = [...settleSources, reconciliationSource];

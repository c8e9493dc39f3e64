import { RLT_COLUMNS, SETTLE_COLUMNS } from '@mp/core/columns/settlement';
import { RltQueryReq, SettleFilterReq, type SettleFilterReqT } from '@mp/core/schemas/settlement';
import type { z } from 'zod';
import { exportColumns } from '../exports/columns.ts';
import { openPaged } from '../exports/paged.ts';
import { registerExportSource } from '../exports/sources.ts';
import { rltQuery, settleList } from './service.ts';

const columns = exportColumns(SETTLE_COLUMNS);

// Settlements (44) and the service area's settle orders (49) read the same rows under their own code.
for (const [key, code] of [
  ['settlements', '44'],
  ['settle_orders', '49'],
] as const) {
  registerExportSource<SettleFilterReqT>({
    key,
    code,
    cashierFunction: 'settle_query',
    filters: SettleFilterReq,
    columns,
    open: (ctx, filters) =>
      openPaged((page_no, page_size) =>
        settleList(ctx, { ...filters, sort_order: 'desc', page_no, page_size, mask: 'N' }),
      ),
  });
}

/** The service area's reconciliation (48): one line per merchant, day and payment type. */
const RltFilter = RltQueryReq.omit({ page_no: true, page_size: true });
type RltFilterT = z.infer<typeof RltFilter>;
registerExportSource<RltFilterT>({
  key: 'reconciliation',
  code: '48',
  filters: RltFilter,
  columns: exportColumns(RLT_COLUMNS),
  open: (ctx, filters) =>
    openPaged((page_no, page_size) => rltQuery(ctx, { ...filters, page_no, page_size })),
});

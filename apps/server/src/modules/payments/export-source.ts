import { PAYMENT_COLUMNS } from '@mp/core/columns/payments';
import { PaymentFilterReq, type PaymentFilterReqT } from '@mp/core/schemas/payments';
import { exportColumns } from '../../lists/export/columns.ts';
import { pagesOf } from '../../lists/export/paged.ts';
import type { ExportSource } from '../../lists/export/source.ts';
import { paymentCount, paymentPage } from './service.ts';

/** The payment query (43) as the export machine reads it: the page service, page after page. */
export const paymentsExport: ExportSource<PaymentFilterReqT> = {
  key: 'payments',
  code: '43',
  filters: PaymentFilterReq,
  columns: exportColumns(PAYMENT_COLUMNS),
  open: async (ctx, filters) => ({
    count: (await paymentCount(ctx, filters)).total_count,
    rows: pagesOf((page_no, page_size) =>
      paymentPage(ctx, { ...filters, sort_order: 'desc', page_no, page_size, mask: 'N' }),
    ),
  }),
};

/** The capability's export sources (modules/index.ts registers them). */
export const exportSources = [paymentsExport];

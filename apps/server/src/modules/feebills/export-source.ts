import { FEE_BILL_COLUMNS, FEE_LINE_COLUMNS } from '@mp/core/columns/feebills';
import {
  FeeBillDetailFilterReq,
  type FeeBillDetailFilterReqT,
  FeeBillFilterReq,
  type FeeBillFilterReqT,
} from '@mp/core/schemas/feebills';
import { exportColumns } from '../../lists/export/columns.ts';
import type { ExportSource } from '../../lists/export/source.ts';
import { feeBillCount, feeBillRows, feeLines, findBill } from './service.ts';

/** The fee bill list (47) of the filter: every bill of the caller's scope. */
export const feeBillsExport: ExportSource<FeeBillFilterReqT> = {
  key: 'fee_bills',
  code: '47',
  filters: FeeBillFilterReq,
  columns: exportColumns(FEE_BILL_COLUMNS),
  open: async (ctx, filters) => ({
    count: await feeBillCount(ctx, filters),
    rows: feeBillRows(ctx, filters),
  }),
};

/** One fee bill's fee lines (47): the collections of its month with their fees. */
export const feeLinesExport: ExportSource<FeeBillDetailFilterReqT> = {
  key: 'fee_lines',
  code: '47',
  filters: FeeBillDetailFilterReq,
  columns: exportColumns(FEE_LINE_COLUMNS),
  open: async (ctx, filters) => {
    const bill = await findBill(ctx, filters.bill_no);
    return { count: bill.txn_count, rows: feeLines(ctx, bill) };
  },
};

export const feeBillExports = [feeBillsExport, feeLinesExport];

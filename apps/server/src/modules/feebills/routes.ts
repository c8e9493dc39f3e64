import * as c from '@mp/core/contracts/feebills';
import { endpoint } from '../../http/endpoint.ts';
import { appointExport, exportNow } from '../exports/index.ts';
import { confirmBill, feeBillList } from './service.ts';

// Code 47 is on the contracts: it binds in the merchant and service areas (the group's page has none).
export const endpoints = [
  endpoint(c.chargeBillListPC, { handler: (ctx, body) => feeBillList(ctx, body) }),
  endpoint(c.serviceChargeBillListPC, { handler: (ctx, body) => feeBillList(ctx, body) }),
  endpoint(c.groupChargeBillListPC, { handler: (ctx, body) => feeBillList(ctx, body) }),
  endpoint(c.billConfirmationPc, { handler: (ctx, body) => confirmBill(ctx, body.bill_no) }),
  endpoint(c.chargeBillExportDetail, {
    handler: (ctx, { format, ...filters }) => exportNow(ctx, 'fee_bills', filters, format),
  }),
  endpoint(c.chargeBillDetailExportNew, {
    handler: (ctx, { format, bill_no }) => exportNow(ctx, 'fee_lines', { bill_no }, format),
  }),
  endpoint(c.chargeBillDetailExportAsyn, {
    handler: (ctx, { format, bill_no }) => appointExport(ctx, 'fee_lines', { bill_no }, format),
  }),
  endpoint(c.chargeBillExportAppoint, {
    handler: (ctx, { format, ...filters }) => appointExport(ctx, 'fee_bills', filters, format),
  }),
];

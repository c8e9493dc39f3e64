import * as c from '@mp/core/contracts/bills';
import { endpoint } from '../../http/endpoint.ts';
import { billDownloadLink, billExists, listBills } from './service.ts';

// Code 45 in the merchant and service areas; the group area has no codes, only its own list endpoint.
export const endpoints = [
  endpoint(c.billDownload, { handler: (ctx, body) => listBills(ctx, body) }),
  endpoint(c.serviceBillDownload, { handler: (ctx, body) => listBills(ctx, body) }),
  endpoint(c.groupBillDownload, { handler: (ctx, body) => listBills(ctx, body) }),
  endpoint(c.billDownloadExistCheck, { handler: (ctx, body) => billExists(ctx, body) }),
  endpoint(c.billDownloadCheck, { handler: (ctx, body) => billDownloadLink(ctx, body) }),
];

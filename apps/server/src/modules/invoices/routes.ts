import * as c from '@mp/core/contracts/invoices';
import { endpoint } from '../../http/endpoint.ts';
import { moneyMoveEndpoint } from '../security/index.ts';
import {
  applyInvoice,
  auditInvoice,
  auditQueue,
  defaultHead,
  deleteHead,
  invoiceDetail,
  invoiceList,
  listHeads,
  manageInvoice,
  saveHead,
} from './service.ts';

// Codes 461, 462 and 463 are on the contracts (merchant area only).
export const endpoints = [
  endpoint(c.invoiceHeadList, { handler: (ctx) => listHeads(ctx) }),
  endpoint(c.invoiceHeadSave, { handler: (ctx, body) => saveHead(ctx, body) }),
  endpoint(c.invoiceHeadDefault, { handler: (ctx, body) => defaultHead(ctx, body.head_id) }),
  endpoint(c.invoiceHeadDelete, { handler: (ctx, body) => deleteHead(ctx, body.head_id) }),
  moneyMoveEndpoint(c.invoiceApplyOms, { handler: applyInvoice }),
  endpoint(c.invoiceDetailsListPageOms, { handler: (ctx, body) => invoiceList(ctx, body) }),
  endpoint(c.queryInvoiceInfo, { handler: (ctx, body) => invoiceDetail(ctx, body.apply_no) }),
  endpoint(c.invoiceTmpListPage, { handler: (ctx, body) => auditQueue(ctx, body) }),
  endpoint(c.invoiceInfoManger, { handler: (ctx, body) => manageInvoice(ctx, body) }),
  endpoint(c.invoiceInfoAudit, { handler: (ctx, body) => auditInvoice(ctx, body) }),
];

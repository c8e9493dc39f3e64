import { contract } from '../contract.ts';
import { EmptyRes } from '../schemas/auth.ts';
import {
  InvoiceApplyReq,
  InvoiceAuditReq,
  InvoiceDetail,
  InvoiceHeadIdReq,
  InvoiceHeadListReq,
  InvoiceHeadListRes,
  InvoiceHeadRes,
  InvoiceHeadSaveReq,
  InvoiceListReq,
  InvoiceListRes,
  InvoiceManageReq,
  InvoiceNoReq,
} from '../schemas/invoices.ts';

/**
 * Invoices (merchant area only, spec point 2): heads (462), applications and their management (461), the
 * merchant's own audit (463). The provider's reviewer moves REVIEWING applications (docs/api.md,
 * "Invoice reviewer"), outside the portal's contracts.
 */
const capability = 'invoices';
const areas = ['merchant'] as const;

export const invoiceHeadList = contract({
  capability,
  prefix: 'main',
  path: 'invoice/invoiceHeadList',
  access: 'session',
  mutates: false,
  code: '462',
  areas,
  request: InvoiceHeadListReq,
  answer: InvoiceHeadListRes,
  summary: "The merchant's invoice heads (462), the default first.",
});

export const invoiceHeadSave = contract({
  capability,
  prefix: 'main',
  path: 'invoice/invoiceHeadSave',
  access: 'session',
  mutates: true,
  code: '462',
  areas,
  request: InvoiceHeadSaveReq,
  answer: InvoiceHeadRes,
  summary: 'Creates an invoice head, or changes one (head_id); is_default Y makes it the default (462).',
});

export const invoiceHeadDefault = contract({
  capability,
  prefix: 'main',
  path: 'invoice/invoiceHeadDefault',
  access: 'session',
  mutates: true,
  code: '462',
  areas,
  request: InvoiceHeadIdReq,
  answer: InvoiceHeadRes,
  summary: 'Makes an invoice head the default one (462).',
});

export const invoiceHeadDelete = contract({
  capability,
  prefix: 'main',
  path: 'invoice/invoiceHeadDelete',
  access: 'session',
  mutates: true,
  code: '462',
  areas,
  request: InvoiceHeadIdReq,
  answer: EmptyRes,
  summary: 'Removes an invoice head (462); applications keep their copy of it.',
});

export const invoiceApplyOms = contract({
  capability,
  prefix: 'main',
  path: 'invoice/invoiceApplyOms',
  access: 'session',
  mutates: true,
  code: '461',
  areas,
  request: InvoiceApplyReq,
  moneyMove: { key: 'client_key', confirm: 'none' },
  answer: InvoiceDetail,
  summary: 'Applies for one invoice over confirmed fee bills (461), idempotent by client_key.',
});

export const invoiceDetailsListPageOms = contract({
  capability,
  prefix: 'main',
  path: 'invoice/invoiceDetailsListPageOms',
  access: 'session',
  mutates: false,
  code: '461',
  areas,
  request: InvoiceListReq,
  answer: InvoiceListRes,
  summary: 'Invoice applications (461): page, count and total amount.',
});

export const queryInvoiceInfo = contract({
  capability,
  prefix: 'main',
  path: 'invoice/queryInvoiceInfo',
  access: 'session',
  mutates: false,
  code: '461',
  areas,
  request: InvoiceNoReq,
  answer: InvoiceDetail,
  summary: 'One invoice application with its head, bills and trail (461).',
});

export const invoiceTmpListPage = contract({
  capability,
  prefix: 'main',
  path: 'invoice/invoiceTmpListPage',
  access: 'session',
  mutates: false,
  code: '463',
  areas,
  request: InvoiceListReq,
  answer: InvoiceListRes,
  summary: "Applications awaiting the merchant's audit (463), oldest first.",
});

export const invoiceInfoManger = contract({
  capability,
  prefix: 'main',
  path: 'invoice/invoiceInfoManger',
  access: 'session',
  mutates: true,
  code: '461',
  areas,
  request: InvoiceManageReq,
  answer: InvoiceDetail,
  summary: 'Cancels an application before the provider reviews it, or resubmits a returned one (461).',
});

export const invoiceInfoAudit = contract({
  capability,
  prefix: 'main',
  path: 'invoice/invoiceInfoAudit',
  access: 'session',
  mutates: true,
  code: '463',
  areas,
  request: InvoiceAuditReq,
  answer: InvoiceDetail,
  summary: "The merchant's audit (463): passes an application to the provider, or returns it.",
});

export const contracts = [
  invoiceHeadList,
  invoiceHeadSave,
  invoiceHeadDefault,
  invoiceHeadDelete,
  invoiceApplyOms,
  invoiceDetailsListPageOms,
  queryInvoiceInfo,
  invoiceTmpListPage,
  invoiceInfoManger,
  invoiceInfoAudit,
];

import { BillExistRes, BillListReq, BillListRes, BillRefReq } from '@mp/core/schemas/bills';
import { DownloadTokenRes } from '@mp/core/schemas/exports';
import { endpoint } from '../../http/endpoint.ts';
import { billDownloadLink, billExists, listBills } from './service.ts';

// Code 45 in the merchant and service areas; the group area has no codes, only its own endpoint.
export const endpoints = [
  endpoint({
    prefix: 'query',
    path: 'query/billDownload',
    access: 'session',
    mutates: false,
    code: '45',
    areas: ['merchant'],
    schema: BillListReq,
    response: BillListRes,
    summary:
      "The merchant's daily or monthly bill files of a range (file_list[].file_name, report date, index).",
    handler: (ctx, body) => listBills(ctx, body),
  }),
  endpoint({
    prefix: 'query',
    path: 'query/serviceBillDownload',
    access: 'session',
    mutates: false,
    code: '45',
    areas: ['service'],
    schema: BillListReq,
    response: BillListRes,
    summary: "A service provider's bill files over its sub-merchants, or one sub-merchant's with mer_no.",
    handler: (ctx, body) => listBills(ctx, body),
  }),
  endpoint({
    prefix: 'query',
    path: 'query/groupBillDownload',
    access: 'session',
    mutates: false,
    areas: ['group'],
    schema: BillListReq,
    response: BillListRes,
    summary: "A group's bill files over its members, or one member's with mer_no.",
    handler: (ctx, body) => listBills(ctx, body),
  }),
  endpoint({
    prefix: 'query',
    path: 'query/billDownloadExistCheck',
    access: 'session',
    mutates: false,
    schema: BillRefReq,
    response: BillExistRes,
    summary: 'Whether a bill exists for a closed day or month (exist Y/N).',
    handler: (ctx, body) => billExists(ctx, body),
  }),
  endpoint({
    prefix: 'query',
    path: 'query/billDownloadCheck',
    access: 'session',
    mutates: true,
    schema: BillRefReq,
    response: DownloadTokenRes,
    summary: 'A one-time download link to a bill (made on demand when missing); FIL10001 when there is none.',
    handler: (ctx, body) => billDownloadLink(ctx, body),
  }),
];

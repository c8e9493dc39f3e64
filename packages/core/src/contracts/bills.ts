import { byArea, contract } from '../contract.ts';
import { BillExistRes, BillListReq, BillListRes, BillRefReq } from '../schemas/bills.ts';
import { DownloadTokenRes } from '../schemas/exports.ts';

/**
 * Bill download (45) in the merchant and service areas; the group area has no codes (spec point 2), only
 * its own list endpoint. Code 45 binds where the area has a page gated by it, so the group area passes the
 * shared existence check and download link.
 */
const capability = 'bills';

export const billDownload = contract({
  capability,
  prefix: 'query',
  path: 'query/billDownload',
  access: 'session',
  mutates: false,
  code: '45',
  areas: ['merchant'],
  request: BillListReq,
  answer: BillListRes,
  summary:
    "The merchant's daily or monthly bill files of a range (file_list[].file_name, report date, index).",
});

export const serviceBillDownload = contract({
  capability,
  prefix: 'query',
  path: 'query/serviceBillDownload',
  access: 'session',
  mutates: false,
  code: '45',
  areas: ['service'],
  request: BillListReq,
  answer: BillListRes,
  summary: "A service provider's bill files over its sub-merchants, or one sub-merchant's with mer_no.",
});

export const groupBillDownload = contract({
  capability,
  prefix: 'query',
  path: 'query/groupBillDownload',
  access: 'session',
  mutates: false,
  areas: ['group'],
  request: BillListReq,
  answer: BillListRes,
  summary: "A group's bill files over its members, or one member's with mer_no.",
});

/** The bill list of each area. */
export const BILL_LIST_OF_AREA = byArea(billDownload, serviceBillDownload, groupBillDownload);

export const billDownloadExistCheck = contract({
  capability,
  prefix: 'query',
  path: 'query/billDownloadExistCheck',
  access: 'session',
  mutates: false,
  code: '45',
  request: BillRefReq,
  answer: BillExistRes,
  summary: 'Whether a bill exists for a closed day or month (exist Y/N).',
});

export const billDownloadCheck = contract({
  capability,
  prefix: 'query',
  path: 'query/billDownloadCheck',
  access: 'session',
  mutates: true,
  code: '45',
  request: BillRefReq,
  answer: DownloadTokenRes,
  summary: 'A one-time download link to a bill (made on demand when missing); FIL10001 when there is none.',
});

export const contracts = [
  billDownload,
  serviceBillDownload,
  groupBillDownload,
  billDownloadExistCheck,
  billDownloadCheck,
];

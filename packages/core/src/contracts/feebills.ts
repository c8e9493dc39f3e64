import { byArea, contract, type OrgKind } from '../contract.ts';
import { AppointExportRes, ExportNowRes } from '../schemas/exports.ts';
import {
  BillConfirmReq,
  BillConfirmRes,
  FeeBillDetailExportReq,
  FeeBillExportReq,
  FeeBillListReq,
  FeeBillListRes,
} from '../schemas/feebills.ts';

/**
 * Fee bills (charge_bill_query 47 in /layout and /service, gcharge_bill_query in /group, which carries no
 * code): the list of each area, the merchant's confirmation, and the four exports of spec point 7 through
 * the one export machine (sources fee_bills and fee_lines).
 */
const capability = 'feebills';

const list = (path: string, area: OrgKind) =>
  contract({
    capability,
    prefix: 'main',
    path,
    access: 'session',
    mutates: false,
    long: true,
    code: '47',
    areas: [area],
    request: FeeBillListReq,
    answer: FeeBillListRes,
    summary: `Fee bills (${area} area, 47): one bill per merchant and closed month, with count and totals.`,
  });

export const chargeBillListPC = list('meradm/chargeBillListPC', 'merchant');
export const serviceChargeBillListPC = list('meradm/serviceChargeBillListPC', 'service');
export const groupChargeBillListPC = list('meradm/groupChargeBillListPC', 'group');

/** The fee bill list of each area. */
export const FEE_BILL_LIST_OF_AREA = byArea(chargeBillListPC, serviceChargeBillListPC, groupChargeBillListPC);

export const billConfirmationPc = contract({
  capability,
  prefix: 'main',
  path: 'invoice/billConfirmationPc',
  access: 'session',
  mutates: true,
  code: '47',
  areas: ['merchant'],
  request: BillConfirmReq,
  answer: BillConfirmRes,
  summary: 'Confirms a fee bill of a closed month (47): its figures are kept, and it can be invoiced.',
});

export const chargeBillExportDetail = contract({
  capability,
  prefix: 'main',
  path: 'meradm/chargeBillExportDetail',
  access: 'session',
  mutates: true,
  long: true,
  code: '47',
  request: FeeBillExportReq,
  answer: ExportNowRes,
  summary: 'Exports the fee bill list of the filter now (a one-time link; SCM40025 above the limit).',
});

export const chargeBillDetailExportNew = contract({
  capability,
  prefix: 'main',
  path: 'meradm/chargeBillDetailExportNew',
  access: 'session',
  mutates: true,
  long: true,
  code: '47',
  request: FeeBillDetailExportReq,
  answer: ExportNowRes,
  summary: "Exports one fee bill's fee lines now (a one-time link; SCM40025 above the limit).",
});

export const chargeBillDetailExportAsyn = contract({
  capability,
  prefix: 'main',
  path: 'meradm/chargeBillDetailExportAsyn',
  access: 'session',
  mutates: true,
  long: true,
  code: '47',
  request: FeeBillDetailExportReq,
  answer: AppointExportRes,
  summary: "Exports one fee bill's fee lines as a background job of the download centre, whatever its size.",
});

export const chargeBillExportAppoint = contract({
  capability,
  prefix: 'main',
  path: 'meradm/chargeBillExportAppoint',
  access: 'session',
  mutates: true,
  long: true,
  code: '47',
  request: FeeBillExportReq,
  answer: AppointExportRes,
  summary: "Scheduled ('appointment') export of the fee bill list: a durable job of the download centre.",
});

export const contracts = [
  chargeBillListPC,
  serviceChargeBillListPC,
  groupChargeBillListPC,
  billConfirmationPc,
  chargeBillExportDetail,
  chargeBillDetailExportNew,
  chargeBillDetailExportAsyn,
  chargeBillExportAppoint,
];

import { contract } from '../contract.ts';
import {
  MercContactRes,
  MercInfoPdfRes,
  MercInfoRes,
  MercQueryReq,
  MercSettleRes,
  OrgInfoReq,
  OrgInfoRes,
  ProductFeeRes,
} from '../schemas/merchant.ts';

/** Merchant, provider and group information (`merc_info` 11; docs/api.md "Merchant information"). */
const capability = 'merchant';

const base = { capability, prefix: 'main', access: 'session', mutates: false, code: '11' } as const;

export const queryMercInfo = contract({
  ...base,
  path: 'meradm/queryMercInfo',
  request: MercQueryReq,
  answer: MercInfoRes,
  summary: "The merchant's registration data; a provider or group names one of its merchants by mer_no.",
});

export const merInfoPdf = contract({
  ...base,
  path: 'pc/merInfoPdf',
  request: MercQueryReq,
  answer: MercInfoPdfRes,
  summary:
    "The merchant information page (registration, accounts, contacts, products) as a PDF in the caller's language, masked like the page.",
});

export const queryMercSettle = contract({
  ...base,
  path: 'meradm/queryMercSettle',
  request: MercQueryReq,
  answer: MercSettleRes,
  summary: "The merchant's settlement and balance accounts; account numbers masked when mask is 'Y'.",
});

export const queryMercContact = contract({
  ...base,
  path: 'meradm/queryMercContact',
  request: MercQueryReq,
  answer: MercContactRes,
  summary: "The merchant's contacts (legal, business, finance, technical), masked when mask is 'Y'.",
});

export const queryProductFee = contract({
  ...base,
  path: 'meradm/queryProductFee',
  request: MercQueryReq,
  answer: ProductFeeRes,
  summary: "The merchant's payment products with their rates, fee limits and settlement cycle.",
});

export const queryAgtInfo = contract({
  ...base,
  path: 'meradm/queryAgtInfo',
  areas: ['service'],
  request: OrgInfoReq,
  answer: OrgInfoRes,
  summary: "The service provider's own information, accounts and contacts (serviceDetail page).",
});

export const queryGroupInfo = contract({
  ...base,
  path: 'meradm/queryGroupInfo',
  areas: ['group'],
  request: OrgInfoReq,
  answer: OrgInfoRes,
  summary: "The merchant group's own information, accounts and contacts (groupDetail page).",
});

export const contracts = [
  queryMercInfo,
  queryMercSettle,
  queryMercContact,
  queryProductFee,
  queryAgtInfo,
  queryGroupInfo,
  merInfoPdf,
];

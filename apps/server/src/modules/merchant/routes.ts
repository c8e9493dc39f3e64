import { MercQueryReq, OrgInfoReq } from '@mp/core/schemas/merchant';
import { endpoint } from '../../http/endpoint.ts';
import { groupInfo, mercContact, mercInfo, mercSettle, productFee, providerInfo } from './service.ts';

// Code 11 is checked in the service, where the area has it (the group area's pages carry no code).
const base = { prefix: 'main', access: 'session', mutates: false } as const;

export const endpoints = [
  endpoint({
    ...base,
    path: 'meradm/queryMercInfo',
    schema: MercQueryReq,
    summary: "The merchant's registration data; a provider or group names one of its merchants by mer_no.",
    handler: mercInfo,
  }),
  endpoint({
    ...base,
    path: 'meradm/queryMercSettle',
    schema: MercQueryReq,
    summary: "The merchant's settlement and balance accounts; account numbers masked when mask is 'Y'.",
    handler: mercSettle,
  }),
  endpoint({
    ...base,
    path: 'meradm/queryMercContact',
    schema: MercQueryReq,
    summary: "The merchant's contacts (legal, business, finance, technical), masked when mask is 'Y'.",
    handler: mercContact,
  }),
  endpoint({
    ...base,
    path: 'meradm/queryProductFee',
    schema: MercQueryReq,
    summary: "The merchant's payment products with their rates, fee limits and settlement cycle.",
    handler: productFee,
  }),
  endpoint({
    ...base,
    path: 'meradm/queryAgtInfo',
    areas: ['service'],
    schema: OrgInfoReq,
    summary: "The service provider's own information, accounts and contacts (serviceDetail page).",
    handler: providerInfo,
  }),
  endpoint({
    ...base,
    path: 'meradm/queryGroupInfo',
    areas: ['group'],
    schema: OrgInfoReq,
    summary: "The merchant group's own information, accounts and contacts (groupDetail page).",
    handler: groupInfo,
  }),
];

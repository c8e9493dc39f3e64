import * as c from '@mp/core/contracts/onboarding';
import { endpoint } from '../../http/endpoint.ts';
import * as ref from './service.ts';

// Public lists are cheap but open: a generous limit per IP.
const LISTS = { max: 120, windowMs: 60_000 };

/** The reference lists of the onboarding contract (their paths stay those of the merchant-entry API). */
export const endpoints = [
  endpoint(c.queryBank, { rateLimit: LISTS, handler: (ctx, b) => ref.bankList(ctx, b.region) }),
  endpoint(c.queryBankOpenInfo, {
    rateLimit: LISTS,
    handler: (ctx, b) => ref.bankOpenInfo(ctx, b.bank_code),
  }),
  endpoint(c.queryBankInfoLike, {
    rateLimit: LISTS,
    handler: (ctx, b) => ref.banksLike(ctx, b.keyword, b.region),
  }),
  endpoint(c.queryMcc, { rateLimit: LISTS, handler: (ctx, b) => ref.mccList(ctx, b.keyword) }),
  endpoint(c.queryArea, { rateLimit: LISTS, handler: (ctx, b) => ref.areaList(ctx, b.parent_code || null) }),
  endpoint(c.queryProvince, { rateLimit: LISTS, handler: (ctx) => ref.areaList(ctx, null) }),
  endpoint(c.queryCityByProvince, {
    rateLimit: LISTS,
    handler: (ctx, b) => ref.areaList(ctx, b.province_code),
  }),
  endpoint(c.queryBusType, { rateLimit: LISTS, handler: (ctx, b) => ref.busTypeList(ctx, b.merc_category) }),
  endpoint(c.queryRegisterProducts, { rateLimit: LISTS, handler: (ctx) => ref.productList(ctx) }),
];

import { contract } from '../contract.ts';
import {
  StoreDetailReq,
  StoreDetailRes,
  StoreListReq,
  StoreListRes,
  StoreQrReq,
  StoreQrRes,
} from '../schemas/stores.ts';

/** Stores and their terminals (`shop_manager` 41, detail 411; docs/api.md "Stores"). */
const capability = 'stores';

export const queryStoreList = contract({
  capability,
  prefix: 'main',
  path: 'meradm/queryStoreList',
  access: 'session',
  mutates: false,
  code: '41',
  request: StoreListReq,
  answer: StoreListRes,
  summary:
    "Stores of the caller's scope with terminal counts; filters name, number, status, merchant; paged.",
});

export const queryStoreDetail = contract({
  capability,
  prefix: 'main',
  path: 'meradm/queryStoreDetail',
  access: 'session',
  mutates: false,
  code: '411',
  request: StoreDetailReq,
  answer: StoreDetailRes,
  summary: 'One store of the scope with its terminals.',
});

export const createQrCode = contract({
  capability,
  prefix: 'main',
  path: 'meradm/createQrCode',
  access: 'session',
  mutates: false,
  code: '411',
  request: StoreQrReq,
  answer: StoreQrRes,
  summary:
    "One open store's static payment QR code: the EMVCo payload the payment network reads, drawn as an SVG.",
});

export const contracts = [queryStoreList, queryStoreDetail, createQrCode];

import { StoreDetailReq, StoreListReq } from '@mp/core/schemas/stores';
import { endpoint } from '../../http/endpoint.ts';
import { storeDetail, storeList } from './service.ts';

// Codes 41/411 are checked in the service: the group area's store pages carry no code.
export const endpoints = [
  endpoint({
    prefix: 'main',
    path: 'meradm/queryStoreList',
    access: 'session',
    mutates: false,
    schema: StoreListReq,
    summary:
      "Stores of the caller's scope with terminal counts; filters name, number, status, merchant; paged.",
    handler: storeList,
  }),
  endpoint({
    prefix: 'main',
    path: 'meradm/queryStoreDetail',
    access: 'session',
    mutates: false,
    schema: StoreDetailReq,
    summary: 'One store of the scope with its terminals.',
    handler: storeDetail,
  }),
];

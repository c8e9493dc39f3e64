import * as c from '@mp/core/contracts/stores';
import { endpoint } from '../../http/endpoint.ts';
import { storeDetail, storeList, storeQr } from './service.ts';

export const endpoints = [
  endpoint(c.queryStoreList, { handler: storeList }),
  endpoint(c.queryStoreDetail, { handler: storeDetail }),
  endpoint(c.createQrCode, { handler: storeQr }),
];

import * as c from '@mp/core/contracts/operators';
import { endpoint } from '../../http/endpoint.ts';
import {
  operAdd,
  operContact,
  operDelete,
  operDetail,
  operList,
  operResetPassword,
  operUnlock,
  operUpdate,
} from './service.ts';

export const endpoints = [
  endpoint(c.operList, { handler: operList }),
  endpoint(c.operDetail, { handler: operDetail }),
  endpoint(c.operAdd, { handler: operAdd }),
  endpoint(c.operUpdate, { handler: operUpdate }),
  endpoint(c.operDelete, { handler: operDelete }),
  endpoint(c.operResetPsd, { handler: operResetPassword }),
  endpoint(c.operUnlock, { handler: operUnlock }),
  endpoint(c.operContact, { handler: operContact }),
];

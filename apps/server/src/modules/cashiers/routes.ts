import * as c from '@mp/core/contracts/cashiers';
import { endpoint } from '../../http/endpoint.ts';
import {
  cashierAdd,
  cashierContact,
  cashierDelete,
  cashierDetail,
  cashierList,
  cashierResetPassword,
  cashierUpdate,
} from './service.ts';

export const endpoints = [
  endpoint(c.cashierList, { handler: cashierList }),
  endpoint(c.cashierDetail, { handler: cashierDetail }),
  endpoint(c.cashierAdd, { handler: cashierAdd }),
  endpoint(c.cashierUpdate, { handler: cashierUpdate }),
  endpoint(c.cashierDelete, { handler: cashierDelete }),
  endpoint(c.cashierResetPsd, { handler: cashierResetPassword }),
  endpoint(c.cashierContact, { handler: cashierContact }),
];

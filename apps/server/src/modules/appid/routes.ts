import * as c from '@mp/core/contracts/appid';
import { endpoint } from '../../http/endpoint.ts';
import { addBinding, bindingList, removeBinding } from './service.ts';

export const endpoints = [
  endpoint(c.addBindAppId, { handler: addBinding }),
  endpoint(c.queryBindAppIdInfo, { handler: bindingList }),
  endpoint(c.deleteBindAppId, { handler: removeBinding }),
];

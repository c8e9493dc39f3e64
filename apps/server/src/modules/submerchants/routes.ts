import * as c from '@mp/core/contracts/submerchants';
import { endpoint } from '../../http/endpoint.ts';
import { childMercPage, groupInfoSearch, groupOprPhone } from './service.ts';

export const endpoints = [
  endpoint(c.urmServerChildMercPage, { handler: childMercPage }),
  endpoint(c.urmGroupMappingPageAction, { handler: childMercPage }),
  endpoint(c.urmGroupInfoSearch, { handler: groupInfoSearch }),
  endpoint(c.updateGroupOprPhoneAction, { handler: groupOprPhone }),
];

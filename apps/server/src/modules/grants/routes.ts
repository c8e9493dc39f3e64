import * as c from '@mp/core/contracts/grants';
import { endpoint } from '../../http/endpoint.ts';
import {
  addGrant,
  grantedBalance,
  grantedFlows,
  grantUses,
  merchantGrants,
  providerGrants,
  revoke,
} from './service.ts';

export const endpoints = [
  endpoint(c.grantList, { handler: merchantGrants }),
  endpoint(c.grantAdd, { handler: addGrant }),
  endpoint(c.grantRevoke, { handler: (ctx, b) => revoke(ctx, b.grant_no) }),
  endpoint(c.grantUseList, { handler: grantUses }),
  endpoint(c.grantedList, { handler: providerGrants }),
  endpoint(c.grantedBalance, { handler: grantedBalance }),
  endpoint(c.grantedFlows, { handler: grantedFlows }),
];

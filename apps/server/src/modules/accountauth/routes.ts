import * as c from '@mp/core/contracts/accountauth';
import { endpoint } from '../../http/endpoint.ts';
import { authList, authUntie } from './service.ts';

// Code 31 (the account pages) is on the contracts; merchant area only.
export const endpoints = [
  endpoint(c.accountAuthList, { handler: (ctx, body) => authList(ctx, body) }),
  endpoint(c.accountAuthUntie, { handler: (ctx, body) => authUntie(ctx, body.auth_no) }),
];

import * as c from '@mp/core/contracts/accounts';
import { endpoint } from '../../http/endpoint.ts';
import { accountBalance } from './service.ts';

export const endpoints = [endpoint(c.queryAccBalance, { handler: (ctx) => accountBalance(ctx) })];

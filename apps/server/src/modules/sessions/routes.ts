import * as c from '@mp/core/contracts/sessions';
import { endpoint } from '../../http/endpoint.ts';
import { endOneSession, endOtherSessions, sessionList } from './service.ts';

// Every signed-in operator has a security centre, in every area: no permission code.
export const endpoints = [
  endpoint(c.querySessionList, { handler: (ctx) => sessionList(ctx) }),
  endpoint(c.endOtherSessions, { handler: (ctx) => endOtherSessions(ctx) }),
  endpoint(c.endSession, { handler: endOneSession }),
];

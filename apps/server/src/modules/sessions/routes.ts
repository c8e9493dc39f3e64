import { EmptyReq } from '@mp/core/schemas/auth';
import { EndSessionReq } from '@mp/core/schemas/security';
import { endpoint } from '../../http/endpoint.ts';
import { endOneSession, endOtherSessions, sessionList } from './service.ts';

// Every signed-in operator has a security centre, in every area: no permission code.
const base = { prefix: 'main', access: 'session' } as const;

export const endpoints = [
  endpoint({
    ...base,
    path: 'admin/querySessionList',
    mutates: false,
    schema: EmptyReq,
    summary: "The caller's live sessions: device, browser, OS, IP, created, last use, which one is this.",
    handler: (ctx) => sessionList(ctx),
  }),
  endpoint({
    ...base,
    path: 'admin/endOtherSessions',
    mutates: true,
    schema: EmptyReq,
    summary: 'Ends every session of the caller except this one.',
    handler: (ctx) => endOtherSessions(ctx),
  }),
  endpoint({
    ...base,
    path: 'admin/endSession',
    mutates: true,
    schema: EndSessionReq,
    summary: 'Ends one other session of the caller by its session_no.',
    handler: endOneSession,
  }),
];

import { contract, EVERY_AREA } from '../contract.ts';
import { EmptyReq } from '../schemas/auth.ts';
import { EndSessionReq, EndSessionsRes, SessionListRes } from '../schemas/security.ts';

/** The security centre's sessions. Every signed-in operator has one, in every area (the back office's too): no permission code. */
const capability = 'sessions';
const base = { capability, prefix: 'main', access: 'session', areas: EVERY_AREA } as const;

export const querySessionList = contract({
  ...base,
  path: 'admin/querySessionList',
  mutates: false,
  request: EmptyReq,
  answer: SessionListRes,
  summary: "The caller's live sessions: device, browser, OS, IP, created, last use, which one is this.",
});

export const endOtherSessions = contract({
  ...base,
  path: 'admin/endOtherSessions',
  mutates: true,
  request: EmptyReq,
  answer: EndSessionsRes,
  summary: 'Ends every session of the caller except this one.',
});

export const endSession = contract({
  ...base,
  path: 'admin/endSession',
  mutates: true,
  request: EndSessionReq,
  answer: EndSessionsRes,
  summary: 'Ends one other session of the caller by its session_no.',
});

export const contracts = [querySessionList, endOtherSessions, endSession];

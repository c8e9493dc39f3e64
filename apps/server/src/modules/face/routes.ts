import * as c from '@mp/core/contracts/face';
import { endpoint } from '../../http/endpoint.ts';
import { checkList, openCheck, queryResult, submitDocuments } from './service.ts';

export const endpoints = [
  endpoint(c.fetchFaceOpenUrl, { handler: openCheck, rateLimit: { max: 10, windowMs: 60_000 } }),
  endpoint(c.faceResultQuery, { handler: queryResult }),
  endpoint(c.faceDocumentsSubmit, { handler: submitDocuments }),
  endpoint(c.faceCheckList, { handler: (ctx) => checkList(ctx) }),
];

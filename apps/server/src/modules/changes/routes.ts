import * as c from '@mp/core/contracts/onboarding';
import { endpoint } from '../../http/endpoint.ts';
import { modifyProgress, unfinishedChanges } from './service.ts';

/** The merchant's information changes: the unfinished-review check and their progress. */
export const endpoints = [
  endpoint(c.checkUnFinishAuditRec, { handler: (ctx, b) => unfinishedChanges(ctx, b.kind) }),
  endpoint(c.queryMercModifyProgress, { handler: (ctx) => modifyProgress(ctx) }),
];

import * as c from '@mp/core/contracts/merchantinfo';
import { endpoint } from '../../http/endpoint.ts';
import {
  addSupplement,
  briefByNo,
  changeHistory,
  editInfo,
  expirySummary,
  kindStatus,
  merchantFiles,
  modifyBasic,
  modifyExpiry,
  modifyPeople,
  openChanges,
  withdraw,
  withdrawCheck,
} from './service.ts';

// Submitting a change: a person needs a few a minute.
const CHANGE = { max: 20, windowMs: 60_000 };

export const endpoints = [
  endpoint(c.queryMercInfoEdit, { handler: (ctx, b) => editInfo(ctx, b.kind) }),
  endpoint(c.queryMercInfoTmp, { handler: (ctx, b) => openChanges(ctx, b.kind) }),
  endpoint(c.queryMercInfoStatus, { handler: (ctx) => kindStatus(ctx) }),
  endpoint(c.queryMercUpd, { handler: (ctx, b) => changeHistory(ctx, b.kind) }),
  endpoint(c.queryMercFilesPc, { handler: (ctx) => merchantFiles(ctx, false) }),
  endpoint(c.queryMercFilesPcNew, { handler: (ctx) => merchantFiles(ctx, true) }),
  endpoint(c.queryByMercNo, { handler: (ctx, b) => briefByNo(ctx, b.mer_no) }),
  endpoint(c.mercQuery, { handler: (ctx, b) => expirySummary(ctx, b.mask) }),
  endpoint(c.mercInfoModify, { rateLimit: CHANGE, handler: (ctx, b) => modifyBasic(ctx, b) }),
  endpoint(c.mercPersonModify, { rateLimit: CHANGE, handler: (ctx, b) => modifyPeople(ctx, b) }),
  endpoint(c.mercExpiryModify, { rateLimit: CHANGE, handler: (ctx, b) => modifyExpiry(ctx, b) }),
  endpoint(c.mercSupplementAdd, { rateLimit: CHANGE, handler: (ctx, b) => addSupplement(ctx, b) }),
  endpoint(c.mercStatusModifyCheck, { handler: (ctx, b) => withdrawCheck(ctx, b.change_no) }),
  endpoint(c.mercStatusModify, { handler: (ctx, b) => withdraw(ctx, b.change_no) }),
];

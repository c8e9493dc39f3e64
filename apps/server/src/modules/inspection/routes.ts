import * as c from '@mp/core/contracts/inspection';
import { endpoint } from '../../http/endpoint.ts';
import { UPLOAD_BODY_LIMIT } from '../files/index.ts';
import {
  answerItem,
  askRelief,
  gpsFlag,
  h5AnswerItem,
  h5Expiry,
  h5Page,
  h5Upload,
  handoff,
  merchantState,
  openTask,
  remind,
  requirementsOf,
  staffRequirements,
  taskListOf,
} from './service.ts';

// The phone page's calls carry a link token instead of a session: a person needs a few a minute.
const PHONE = { max: 30, windowMs: 60_000 };
const REMIND = { max: 10, windowMs: 60_000 };

export const endpoints = [
  endpoint(c.requirements, { handler: (ctx) => requirementsOf(ctx) }),
  endpoint(c.taskList, { handler: (ctx) => taskListOf(ctx.db, ctx.operator.orgId) }),
  endpoint(c.answerItem, { handler: (ctx, b) => answerItem(ctx, b) }),
  endpoint(c.handoff, { rateLimit: REMIND, handler: (ctx) => handoff(ctx) }),
  endpoint(c.h5Page, { rateLimit: PHONE, handler: (ctx, b) => h5Page(ctx, b.t) }),
  endpoint(c.h5Upload, {
    rateLimit: PHONE,
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: (ctx, b) => h5Upload(ctx, b),
  }),
  endpoint(c.h5AnswerItem, { rateLimit: PHONE, handler: (ctx, b) => h5AnswerItem(ctx, b) }),
  endpoint(c.h5Expiry, { rateLimit: PHONE, handler: (ctx, b) => h5Expiry(ctx, b) }),
  endpoint(c.showGPSPositionFlag, { rateLimit: PHONE, handler: (ctx, b) => gpsFlag(ctx, b.t) }),
  endpoint(c.merchantState, { handler: (ctx, b) => merchantState(ctx, b.mer_no) }),
  endpoint(c.remind, { rateLimit: REMIND, handler: (ctx, b) => remind(ctx, b.mer_no) }),
  endpoint(c.staffRequirements, { handler: (ctx, b) => staffRequirements(ctx, b.mer_no) }),
  endpoint(c.openTask, { handler: (ctx, b) => openTask(ctx, b) }),
  endpoint(c.askRelief, { handler: (ctx, b) => askRelief(ctx, b) }),
];

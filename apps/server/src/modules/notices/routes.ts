import * as c from '@mp/core/contracts/notices';
import { endpoint } from '../../http/endpoint.ts';
import {
  bulletinDetail,
  bulletinPage,
  bulletinRecent,
  mailDetail,
  mailPage,
  markRead,
  unreadList,
} from './service.ts';

export const endpoints = [
  endpoint(c.bulletinPageList, { handler: bulletinPage }),
  endpoint(c.bulletinRecentPublish, { handler: bulletinRecent }),
  endpoint(c.bulletinDetail, { handler: bulletinDetail }),
  endpoint(c.noticeList, { handler: mailPage }),
  endpoint(c.notifyDetail, { handler: mailDetail }),
  endpoint(c.unreadList, { handler: (ctx) => unreadList(ctx) }),
  endpoint(c.markRead, { handler: markRead }),
];

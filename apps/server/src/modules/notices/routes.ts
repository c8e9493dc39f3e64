import { EmptyReq } from '@mp/core/schemas/auth';
import {
  BulletinDetailReq,
  BulletinPageListReq,
  BulletinRecentReq,
  MarkReadReq,
  NoticeListReq,
  NotifyDetailReq,
} from '@mp/core/schemas/notices';
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

// Code 14 is checked in the service: the group area's notice pages carry no code.
const base = { prefix: 'main', access: 'session' } as const;

export const endpoints = [
  endpoint({
    ...base,
    path: 'system/bulletinPageList',
    mutates: false,
    schema: BulletinPageListReq,
    summary: 'Bulletins visible to the caller, newest first, with read flags (ntcList page).',
    handler: bulletinPage,
  }),
  endpoint({
    ...base,
    path: 'system/bulletinRecentPublish',
    mutates: false,
    schema: BulletinRecentReq,
    summary: 'The newest bulletins (home page and header).',
    handler: bulletinRecent,
  }),
  endpoint({
    ...base,
    path: 'system/bulletinDetail',
    mutates: true,
    schema: BulletinDetailReq,
    summary: 'One bulletin; marks it read.',
    handler: bulletinDetail,
  }),
  endpoint({
    ...base,
    path: 'system/noticeList',
    mutates: false,
    schema: NoticeListReq,
    summary: "The caller's notify mails (mailView page), newest first, optionally only read or unread.",
    handler: mailPage,
  }),
  endpoint({
    ...base,
    path: 'system/notifyDetail',
    mutates: true,
    schema: NotifyDetailReq,
    summary: "One of the caller's mails; marks it read.",
    handler: mailDetail,
  }),
  endpoint({
    ...base,
    path: 'system/unreadList',
    mutates: false,
    schema: EmptyReq,
    summary: 'Unread counts (mail, bulletins, total) and the newest unread items: the header badge.',
    handler: (ctx) => unreadList(ctx),
  }),
  endpoint({
    ...base,
    path: 'system/markRead',
    mutates: true,
    schema: MarkReadReq,
    summary: 'Marks mails or bulletins read: the ids given, or all of the kind.',
    handler: markRead,
  }),
];

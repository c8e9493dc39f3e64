import { contract } from '../contract.ts';
import { EmptyReq } from '../schemas/auth.ts';
import {
  BulletinDetailReq,
  BulletinDetailRes,
  BulletinPageListReq,
  BulletinPageListRes,
  BulletinRecentReq,
  BulletinRecentRes,
  MarkReadReq,
  MarkReadRes,
  NoticeListReq,
  NoticeListRes,
  NotifyDetailReq,
  NotifyDetailRes,
  UnreadListRes,
} from '../schemas/notices.ts';

/** Bulletins and mail of the signed-in operator (the `system/` calls, code 14; docs/api.md). */
const capability = 'notices';

const base = { capability, prefix: 'main', access: 'session', code: '14' } as const;

export const bulletinPageList = contract({
  ...base,
  path: 'system/bulletinPageList',
  mutates: false,
  request: BulletinPageListReq,
  answer: BulletinPageListRes,
  summary: 'Bulletins visible to the caller, newest first, with read flags (ntcList page).',
});

export const bulletinRecentPublish = contract({
  ...base,
  path: 'system/bulletinRecentPublish',
  mutates: false,
  request: BulletinRecentReq,
  answer: BulletinRecentRes,
  summary: 'The newest bulletins (home page and header).',
});

export const bulletinDetail = contract({
  ...base,
  path: 'system/bulletinDetail',
  mutates: true,
  request: BulletinDetailReq,
  answer: BulletinDetailRes,
  summary: 'One bulletin; marks it read.',
});

export const noticeList = contract({
  ...base,
  path: 'system/noticeList',
  mutates: false,
  request: NoticeListReq,
  answer: NoticeListRes,
  summary: "The caller's notify mails (mailView page), newest first, optionally only read or unread.",
});

export const notifyDetail = contract({
  ...base,
  path: 'system/notifyDetail',
  mutates: true,
  request: NotifyDetailReq,
  answer: NotifyDetailRes,
  summary: "One of the caller's mails; marks it read.",
});

export const unreadList = contract({
  ...base,
  path: 'system/unreadList',
  mutates: false,
  request: EmptyReq,
  answer: UnreadListRes,
  summary: 'Unread counts (mail, bulletins, total) and the newest unread items: the header badge.',
});

export const markRead = contract({
  ...base,
  path: 'system/markRead',
  mutates: true,
  request: MarkReadReq,
  answer: MarkReadRes,
  summary: 'Marks mails or bulletins read: the ids given, or all of the kind.',
});

export const contracts = [
  bulletinPageList,
  bulletinRecentPublish,
  bulletinDetail,
  noticeList,
  notifyDetail,
  unreadList,
  markRead,
];

import { addMessages, type Shape } from '../../i18n/bundles.ts';

/**
 * The notices capability's texts (notices.*): bulletins and mail.
 * Joined to the portal's message sets when a module that shows them is loaded (the modules that use these
 * keys import this file), so the sign-in page never carries them.
 */
const zhTW = {
  notices: {
    intro: '平台發佈的公告。未讀公告以圓點標示，打開即視為已讀。',
    mailIntro: '發給您的站內郵件：安全變更、操作員及結算等通知。',
    title: '標題',
    publisher: '發佈者',
    publishedAt: '發佈時間',
    publishedBy: '{{who}} 發佈於 {{at}}',
    detail: '公告詳情',
    mailDetail: '郵件詳情',
    category: '類別',
    subject: '主題',
    receivedAt: '收到時間',
    readState: '閱讀狀態',
    read: '已讀',
    unread: '未讀',
    markAllRead: '全部標為已讀',
    markSelected: '標為已讀（{{count}}）',
    markedRead: '已將 {{count}} 條標為已讀',
  },
};

const en: Shape<typeof zhTW> = {
  notices: {
    intro: 'Announcements from us. Unread ones carry a dot; opening one marks it read.',
    mailIntro: 'Mail for you: security changes, operator and settlement notices.',
    title: 'Title',
    publisher: 'Publisher',
    publishedAt: 'Published',
    publishedBy: 'Published by {{who}} on {{at}}',
    detail: 'Notice',
    mailDetail: 'Mail',
    category: 'Category',
    subject: 'Subject',
    receivedAt: 'Received',
    readState: 'Read',
    read: 'Read',
    unread: 'Unread',
    markAllRead: 'Mark all as read',
    markSelected: 'Mark as read ({{count}})',
    markedRead: 'Marked as read: {{count}}',
  },
};

export const messages = { zhTW, en };
addMessages(messages);

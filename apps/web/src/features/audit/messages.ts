import { addMessages, type Shape } from '../../i18n/bundles.ts';

/**
 * The audit capability's texts (audit.*): the audit log panel.
 * Joined to the portal's message sets when a module that shows them is loaded (the modules that use these
 * keys import this file), so the sign-in page never carries them.
 */
const zhTW = {
  audit: {
    intro:
      '本機構所有人員的登入、安全設定、操作員及角色變更、退款與導出記錄。記錄不能修改或刪除；每次最多查詢 31 天。',
    date: '日期',
    at: '時間',
    operator: '操作員',
    action: '操作',
    target: '對象',
    result: '結果',
    ok: '成功',
    fail: '失敗',
    ip: 'IP 地址',
  },
};

const en: Shape<typeof zhTW> = {
  audit: {
    intro:
      'Sign-ins, security changes, operator and role changes, refunds and exports of everyone in your organisation. Entries cannot be changed or deleted; up to 31 days at a time.',
    date: 'Date',
    at: 'Time',
    operator: 'Operator',
    action: 'Action',
    target: 'About',
    result: 'Result',
    ok: 'Succeeded',
    fail: 'Failed',
    ip: 'IP address',
  },
};

export const messages = { zhTW, en };
addMessages(messages);

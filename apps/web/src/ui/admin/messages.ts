import { addMessages, type Shape } from '../../i18n/bundles.ts';

/**
 * The admin kit's texts (admin.*: actions, confirmations, the missing-permission tooltip, the person fields
 * of operators and cashiers), beside the kit (AclButton, RowActions, ListCard, AdminPage, OperatorStatus).
 * Joined to the portal's message sets when a module that shows them is loaded (the modules that use these
 * keys import this file), so the sign-in page never carries them.
 */
const zhTW = {
  admin: {
    actions: '操作',
    all: '全部',
    and: ' 及 ',
    back: '返回',
    cancel: '取消',
    confirm: '確定',
    delete: '刪除',
    save: '保存',
    ok: '知道了',
    yes: '是',
    no: '否',
    refresh: '重新整理',
    found: '共 {{count}} 條記錄',
    lacksCode: '您沒有「{{name}}」權限，如需使用請聯繫管理員',
    nothingChanged: '沒有需要保存的修改',
    // What operators and cashiers (operators of a store) share: sign-in, password and role.
    lastLogin: '上次登入',
    never: '從未登入',
    mustChange: '待修改密碼',
    rolePlaceholder: '請選擇角色',
    // Contacts come masked; one is shown in full on purpose (issue 15, point 2).
    showContact: '顯示',
    showContactHint: '顯示完整內容（需要修改操作員權限，並記錄於審計日誌）',
    contactKept: '已隱藏部分內容；不修改則保持原值，如需更改請輸入完整的新值',
  },
};

const en: Shape<typeof zhTW> = {
  admin: {
    actions: 'Actions',
    all: 'All',
    and: ' and ',
    back: 'Back',
    cancel: 'Cancel',
    confirm: 'Confirm',
    delete: 'Delete',
    save: 'Save',
    ok: 'OK',
    yes: 'Yes',
    no: 'No',
    refresh: 'Refresh',
    found: '{{count}} records',
    lacksCode: 'You do not hold the "{{name}}" permission. Ask your administrator if you need it.',
    nothingChanged: 'Nothing has changed.',
    lastLogin: 'Last sign-in',
    never: 'Never signed in',
    mustChange: 'Password change due',
    rolePlaceholder: 'Choose a role',
    showContact: 'Show',
    showContactHint: 'Show in full (needs the modify operator permission; recorded in the audit log)',
    contactKept: 'Partly hidden; left as it is, it stays unchanged. To change it, type the whole new value.',
  },
};

export const messages = { zhTW, en };
addMessages(messages);

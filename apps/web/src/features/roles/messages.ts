import { addMessages, type Shape } from '../../i18n/bundles.ts';

/**
 * The roles capability's texts (roles.*): role list, permission tree, role forms.
 * Joined to the portal's message sets when a module that shows them is loaded (the modules that use these
 * keys import this file), so the sign-in page never carries them.
 */
const zhTW = {
  roles: {
    intro: '角色是一組權限。操作員只能授予自己擁有的權限，也不能修改自己所屬的角色。',
    name: '角色名稱',
    description: '說明',
    codeCount: '權限數',
    holders: '使用人數',
    updatedAt: '更新時間',
    adminRole: '管理員角色',
    yours: '您的角色',
    view: '查看權限',
    modify: '修改',
    add: '新增角色',
    addIntro: '命名角色並在權限樹中勾選它可使用的功能。',
    addSubmit: '新增角色',
    added: '已新增角色 {{name}}',
    modifyIntro: '修改角色的名稱、說明及權限；變更會即時套用到持有此角色的操作員。',
    viewIntro: '此角色可使用的功能，按選單分組顯示。',
    saved: '角色已保存',
    deleteConfirm: '刪除角色 {{name}}？',
    deleted: '已刪除角色',
    permissions: '權限',
    grantRule: '灰色帶鎖的權限是您本身沒有的，不能授予或移除。勾選子功能會一併勾選其上層功能。',
    codeLocked: '您沒有此權限，因此不能授予或移除',
    sectionLocked: '此分組的權限您都沒有，不能修改',
    holdersWarning: '目前有 {{count}} 位操作員使用此角色，保存後立即生效。',
    adminFixed: '管理員角色不能修改',
    granted: '已授予',
    notGranted: '未授予',
    notFound: '找不到此角色',
  },
};

const en: Shape<typeof zhTW> = {
  roles: {
    intro:
      'A role is a set of permissions. You can grant only permissions you hold, and you cannot change your own role.',
    name: 'Role name',
    description: 'Description',
    codeCount: 'Permissions',
    holders: 'Holders',
    updatedAt: 'Updated',
    adminRole: 'Administrator role',
    yours: 'Your role',
    view: 'View permissions',
    modify: 'Edit',
    add: 'Add role',
    addIntro: 'Name the role and tick the functions it may use in the permission tree.',
    addSubmit: 'Add role',
    added: 'Role {{name}} added',
    modifyIntro:
      "Change the role's name, description and permissions; operators holding it get the change at once.",
    viewIntro: 'What this role may use, grouped like the menu.',
    saved: 'Role saved',
    deleteConfirm: 'Delete role {{name}}?',
    deleted: 'Role deleted',
    permissions: 'Permissions',
    grantRule:
      'Greyed-out permissions with a lock are ones you do not hold: you cannot grant or remove them. Ticking a function also ticks the one above it.',
    codeLocked: 'You do not hold this permission, so you cannot grant or remove it',
    sectionLocked: 'You hold none of the permissions in this group, so you cannot change them',
    holdersWarning: 'Operators holding this role: {{count}}. The change applies to them as soon as you save.',
    adminFixed: 'The administrator role cannot be changed',
    granted: 'Granted',
    notGranted: 'Not granted',
    notFound: 'This role does not exist',
  },
};

export const messages = { zhTW, en };
addMessages(messages);

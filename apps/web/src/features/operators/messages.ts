import { addMessages, type Shape } from '../../i18n/bundles.ts';

/**
 * The operators capability's texts (operators.*): the operator list, its forms and statuses.
 * Joined to the portal's message sets when a module that shows them is loaded (the modules that use these
 * keys import this file), so the sign-in page never carries them.
 */
const zhTW = {
  operators: {
    tab: '操作員',
    // The manager page's other tabs, hosted from the roles and cashiers capabilities.
    rolesTab: '角色',
    cashiersTab: '收銀員',
    pageIntro: '管理可登入本機構的人員、他們的角色與權限，以及門店收銀員。',
    intro: '操作員以角色取得權限；新增或重設密碼後，系統會以短信及郵件發送臨時密碼，首次登入須修改。',
    loginName: '用戶名',
    loginNameHint: '6-20 位英文字母或數字，登入時使用，建立後不能修改',
    name: '姓名',
    role: '角色',
    roleHint: '只能選擇您本身擁有其全部權限的角色',
    ownRole: '不能修改自己的角色',
    phone: '手機號碼',
    phoneArea: '國家或地區區號',
    email: '電子郵箱',
    emailHint: '選填；臨時密碼亦會發送至此郵箱',
    status: '狀態',
    createdAt: '建立時間',
    you: '本人',
    add: '新增操作員',
    addIntro: '為新同事開立賬戶並指定角色，系統會把臨時密碼發送到其手機及郵箱。',
    addSubmit: '新增並發送臨時密碼',
    added: '已新增操作員 {{name}}',
    tempInfo: '臨時密碼只會發送給操作員本人，平台及管理員都看不到；操作員首次登入時必須修改密碼。',
    tempSent: '臨時密碼已發送至 {{to}}。請通知操作員查收，並於首次登入時修改密碼。',
    modify: '修改權限',
    modifyIntro: '修改操作員的姓名、聯絡方式、角色或狀態。鎖定會立即登出該操作員。',
    saved: '操作員資料已保存',
    resetPassword: '重設密碼',
    resetConfirm: '為 {{name}} 重設密碼？',
    resetDone: '已重設密碼',
    unlock: '解鎖',
    unlocked: '已解除鎖定',
    deleteConfirm: '刪除操作員 {{name}}？',
    deleteHint: '刪除後該操作員會立即被登出，且不能再登入。',
    deletedDone: '已刪除操作員',
    deleted: '已刪除的操作員不能再修改',
    notSelf: '不能對自己的賬戶執行此操作',
    notAdmin: '管理員賬戶不能在此修改、重設或刪除',
    notFound: '找不到此操作員',
  },
};

const en: Shape<typeof zhTW> = {
  operators: {
    tab: 'Operators',
    rolesTab: 'Roles',
    cashiersTab: 'Cashiers',
    pageIntro:
      'Who may sign in for your organisation, their roles and permissions, and the cashiers of your stores.',
    intro:
      'Operators get their permissions from a role. When you add one or reset a password, a temporary password goes to them by SMS and e-mail; they must change it at the first sign-in.',
    loginName: 'User name',
    loginNameHint: '6-20 letters or digits, used to sign in; it cannot be changed later',
    name: 'Name',
    role: 'Role',
    roleHint: 'Only roles whose permissions you hold yourself',
    ownRole: 'You cannot change your own role',
    phone: 'Mobile number',
    phoneArea: 'Country or region code',
    email: 'E-mail',
    emailHint: 'Optional; the temporary password is sent here too',
    status: 'Status',
    createdAt: 'Created',
    you: 'You',
    add: 'Add operator',
    addIntro:
      'Open an account for a colleague and choose their role; the temporary password goes to their mobile and e-mail.',
    addSubmit: 'Add and send temporary password',
    added: 'Operator {{name}} added',
    tempInfo:
      'The temporary password is sent to the operator only; neither the platform nor you can see it. The operator must change it at the first sign-in.',
    tempSent:
      'The temporary password was sent to {{to}}. Ask the operator to look there and change it at the first sign-in.',
    modify: 'Edit permissions',
    modifyIntro:
      "Change an operator's name, contact details, role or status. Locking signs the operator out at once.",
    saved: 'Operator saved',
    resetPassword: 'Reset password',
    resetConfirm: 'Reset the password of {{name}}?',
    resetDone: 'Password reset',
    unlock: 'Unlock',
    unlocked: 'Lock lifted',
    deleteConfirm: 'Delete operator {{name}}?',
    deleteHint: 'The operator is signed out at once and can no longer sign in.',
    deletedDone: 'Operator deleted',
    deleted: 'A deleted operator cannot be changed',
    notSelf: 'You cannot do this to your own account',
    notAdmin: 'The administrator account cannot be changed, reset or deleted here',
    notFound: 'This operator does not exist',
  },
};

export const messages = { zhTW, en };
addMessages(messages);

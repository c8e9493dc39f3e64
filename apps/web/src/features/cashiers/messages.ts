import { addMessages, type Shape } from '../../i18n/bundles.ts';

/**
 * The cashiers capability's texts (cashiers.*): the cashier list, form and detail.
 * Joined to the portal's message sets when a module that shows them is loaded (the modules that use these
 * keys import this file), so the sign-in page never carries them.
 */
const zhTW = {
  cashiers: {
    intro: '收銀員是門店的操作員：只能使用獲授權門店的功能。收銀員忘記密碼時由主管在此重設。',
    userName: '用戶名',
    userNameHint: '6-20 位英文字母或數字，建立後不能修改',
    password: '登入密碼',
    passwordHint: '8-20 位，須同時包含英文字母及數字；收銀員首次登入須修改',
    confirmPassword: '確認密碼',
    newPassword: '新密碼',
    name: '姓名',
    role: '角色',
    phone: '手機號碼',
    email: '電子郵箱',
    status: '狀態',
    store: '門店',
    stores: '門店權限',
    storesHint: '至少選擇一間門店；收銀員只能看到這些門店的交易',
    basic: '基本功能',
    extra: '附加功能',
    allowRefund: '允許退款',
    refundNote: '退款亦須角色擁有「退款查詢」權限；華銀快付的交易須由商戶端退款。',
    account: '賬戶',
    permissions: '權限',
    registeredAt: '登記日期',
    updatedAt: '最後修改',
    add: '新增收銀員',
    addSubmit: '新增收銀員',
    added: '已新增收銀員 {{name}}',
    saved: '收銀員資料已保存',
    editTitle: '修改收銀員 {{name}}',
    viewTitle: '收銀員資料',
    view: '查看',
    edit: '修改',
    resetPassword: '重設密碼',
    resetTitle: '重設 {{name}} 的密碼',
    resetInfo: '請設定新的登入密碼並告知收銀員；收銀員下次登入時必須修改密碼。',
    resetSubmit: '重設密碼',
    resetDone: '已重設 {{name}} 的密碼',
    deleteConfirm: '刪除收銀員 {{name}}？',
    deleteHint: '刪除後該收銀員會立即被登出，且不能再登入。',
    deleted: '已刪除收銀員',
  },
};

const en: Shape<typeof zhTW> = {
  cashiers: {
    intro:
      'Cashiers are the operators of your stores: they use only the stores they are given. When a cashier forgets the password, a supervisor resets it here.',
    userName: 'User name',
    userNameHint: '6-20 letters or digits; it cannot be changed later',
    password: 'Password',
    passwordHint: '8-20 characters with both letters and digits; the cashier changes it at the first sign-in',
    confirmPassword: 'Confirm password',
    newPassword: 'New password',
    name: 'Name',
    role: 'Role',
    phone: 'Mobile number',
    email: 'E-mail',
    status: 'Status',
    store: 'Store',
    stores: 'Store permission',
    storesHint: "Choose at least one store; the cashier sees only these stores' transactions",
    basic: 'Basic functions',
    extra: 'Additional functions',
    allowRefund: 'Allow refunds',
    refundNote:
      'Refunds also need the role to hold "Refunds"; Huayin Express payments must be refunded from the merchant side.',
    account: 'Account',
    permissions: 'Permissions',
    registeredAt: 'Registered',
    updatedAt: 'Last edited',
    add: 'Add cashier',
    addSubmit: 'Add cashier',
    added: 'Cashier {{name}} added',
    saved: 'Cashier saved',
    editTitle: 'Edit cashier {{name}}',
    viewTitle: 'Cashier',
    view: 'View',
    edit: 'Edit',
    resetPassword: 'Reset password',
    resetTitle: 'Reset the password of {{name}}',
    resetInfo: 'Set a new sign-in password and tell the cashier; they must change it at the next sign-in.',
    resetSubmit: 'Reset password',
    resetDone: 'The password of {{name}} was reset',
    deleteConfirm: 'Delete cashier {{name}}?',
    deleteHint: 'The cashier is signed out at once and can no longer sign in.',
    deleted: 'Cashier deleted',
  },
};

export const messages = { zhTW, en };
addMessages(messages);

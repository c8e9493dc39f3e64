import { z } from 'zod';
import type { LabelSet } from '../statuses.ts';
import { IdField } from './operators.ts';
import { PageFields } from './transactions.ts';

/**
 * The audit log: who did what, when and from where (`admin/queryAuditLog`, an administrator's page) and
 * `admin/setLogMod`, through which the portal records what only it sees (exports, downloads). Entries
 * are never edited or deleted through the product.
 */

/** Every action the server writes, with its label. An action not listed here is shown as itself. */
export const AUDIT_ACTIONS = {
  login: { zh: '登入', en: 'Sign-in' },
  logout: { zh: '登出', en: 'Sign-out' },
  lockout: { zh: '登入失敗鎖定', en: 'Locked after failed sign-ins' },
  unlock: { zh: '解除鎖定', en: 'Unlock' },
  password_change: { zh: '修改登入密碼', en: 'Login password change' },
  password_reset_code: { zh: '申請重設密碼', en: 'Password reset code' },
  password_reset: { zh: '重設登入密碼', en: 'Login password reset' },
  pay_password_set: { zh: '設定支付密碼', en: 'Payment password set' },
  pay_password_reset: { zh: '重設支付密碼', en: 'Payment password reset' },
  phone_change: { zh: '更換手機號碼', en: 'Mobile number change' },
  sign_key_reset: { zh: '重設簽名密鑰', en: 'Signing key reset' },
  sign_key_resend: { zh: '重發簽名密鑰', en: 'Signing key resent' },
  notify_url_change: { zh: '修改通知地址', en: 'Notification URL change' },
  notify_test: { zh: '發送測試通知', en: 'Test notification' },
  cert_change: { zh: '更新證書', en: 'Certificate change' },
  operator_add: { zh: '新增操作員', en: 'Operator added' },
  operator_update: { zh: '修改操作員', en: 'Operator changed' },
  operator_delete: { zh: '刪除操作員', en: 'Operator deleted' },
  operator_reset_password: { zh: '重設操作員密碼', en: 'Operator password reset' },
  operator_unlock: { zh: '解鎖操作員', en: 'Operator unlocked' },
  role_add: { zh: '新增角色', en: 'Role added' },
  role_update: { zh: '修改角色', en: 'Role changed' },
  role_delete: { zh: '刪除角色', en: 'Role deleted' },
  role_sync: { zh: '同步管理員角色', en: 'Administrator role synchronised' },
  cashier_add: { zh: '新增收銀員', en: 'Cashier added' },
  cashier_update: { zh: '修改收銀員', en: 'Cashier changed' },
  cashier_delete: { zh: '刪除收銀員', en: 'Cashier deleted' },
  cashier_reset_password: { zh: '重設收銀員密碼', en: 'Cashier password reset' },
  sessions_end: { zh: '結束其他會話', en: 'Other sessions ended' },
  refund: { zh: '退款', en: 'Refund' },
  export: { zh: '導出', en: 'Export' },
  download: { zh: '下載', en: 'Download' },
  print: { zh: '列印', en: 'Print' },
  unmask: { zh: '查看完整個人資料', en: 'Personal data shown unmasked' },
  contact_shown: { zh: '查看完整聯絡資料', en: 'Contact shown in full' },
  // Providers and groups run their merchants (issue 13).
  channel_delete: { zh: '刪除支付渠道', en: 'Payment channel deleted' },
  product_grant: { zh: '授權產品', en: 'Product authorised' },
  product_cancel: { zh: '取消產品授權', en: 'Product authorisation cancelled' },
  appid_bind: { zh: '綁定 AppID', en: 'App-ID bound' },
  appid_unbind: { zh: '刪除 AppID 綁定', en: 'App-ID binding deleted' },
  group_phone_change: { zh: '修改集團操作員電話', en: 'Group operator phone changed' },
  // Fee bills, invoices, payment audit and account authorisation (issue 12).
  fee_bill_confirm: { zh: '確認手續費賬單', en: 'Fee bill confirmed' },
  invoice_head_save: { zh: '保存發票抬頭', en: 'Invoice head saved' },
  invoice_head_delete: { zh: '刪除發票抬頭', en: 'Invoice head removed' },
  invoice_apply: { zh: '申請開票', en: 'Invoice applied for' },
  invoice_manage: { zh: '管理發票申請', en: 'Invoice application changed' },
  invoice_audit: { zh: '審核發票申請', en: 'Invoice application audited' },
  payment_save: { zh: '保存付款', en: 'Payment saved' },
  payment_delete: { zh: '刪除付款', en: 'Payment removed' },
  payment_review: { zh: '審核付款', en: 'Payment reviewed' },
  invoice_review: { zh: '審批發票', en: 'Invoice reviewed' },
  account_auth_untie: { zh: '解除賬戶授權', en: 'Account authorisation untied' },
  // Accounts (issue 12)
  withdraw: { zh: '提現', en: 'Withdrawal' },
  recharge: { zh: '充值', en: 'Recharge' },
  approval_rules_change: { zh: '修改審批規則', en: 'Approval rules changed' },
  approval_decide: { zh: '審批', en: 'Approval decision' },
  // Settlement bank-account change (bankchange).
  bank_change: { zh: '申請變更結算賬戶', en: 'Settlement account change requested' },
  bank_change_confirm: { zh: '確認驗證金額', en: 'Verification amount entered' },
  bank_change_review: { zh: '審核結算賬戶變更', en: 'Settlement account change reviewed' },
  settle_account_replace: { zh: '結算賬戶已更換', en: 'Settlement account replaced' },
  grant_add: { zh: '授權服務商查詢資料', en: 'Read grant to the provider' },
  grant_revoke: { zh: '撤銷查詢授權', en: 'Read grant revoked' },
  statement_subscribe: { zh: '修改結單訂閱', en: 'Statement subscription changed' },
} as const satisfies LabelSet;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** What the portal may record through setLogMod (everything else is written by the server itself). */
export const PORTAL_LOG_ACTIONS = ['export', 'download', 'print', 'unmask'] as const;

export const SetLogModReq = z
  .object({
    action: z.enum(PORTAL_LOG_ACTIONS),
    /** What it was about: a page or report name, a file name. */
    target: z.string().max(200),
    /** Free text, e.g. the filters of an export. */
    remark: z.string().max(500).optional(),
  })
  .strict();

export const AuditQueryReq = z
  .object({
    /** yyyymmdd, both included; at most 31 days. */
    start_date: z.string().max(8),
    end_date: z.string().max(8),
    login_name: z.string().max(64).optional(),
    oper_id: z.union([z.literal(''), IdField]).optional(),
    action: z.string().max(40).optional(),
    result: z.union([z.literal(''), z.enum(['OK', 'FAIL'])]).optional(),
    ...PageFields,
  })
  .strict();
export type AuditQueryReqT = z.infer<typeof AuditQueryReq>;

export const AuditRow = z.object({
  audit_id: z.string(),
  /** yyyymmddHHMMss, Asia/Macau. */
  at: z.string(),
  oper_id: z.string(),
  login_name: z.string(),
  action: z.string(),
  action_name: z.string(),
  target: z.string(),
  result: z.enum(['OK', 'FAIL']),
  ip: z.string(),
  /** The entry's facts as compact JSON (never a secret). */
  detail: z.string(),
});
export const AuditQueryRes = z.object({
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  rows: z.array(AuditRow),
});

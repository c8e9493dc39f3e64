/**
 * Permission codes of spec point 6 (the `limitNum` of the routes). One definition, read by the route
 * table, the menus, the browser guard and the server's endpoint gate.
 */
export const PERMISSIONS = {
  '11': { zh: '商戶資料', en: 'Merchant information' },
  '111': { zh: '基本資料變更', en: 'Basic information change' },
  '12': { zh: '操作員管理', en: 'Operators' },
  '1212': { zh: '新增操作員', en: 'Add operator' },
  '1213': { zh: '修改操作員權限', en: 'Edit operator permissions' },
  '1222': { zh: '查看角色權限', en: 'View role permissions' },
  '1223': { zh: '新增角色', en: 'Add role' },
  '1224': { zh: '修改角色權限', en: 'Edit role permissions' },
  '13': { zh: '安全設定', en: 'Security settings' },
  '131': { zh: '修改登入密碼', en: 'Change sign-in password' },
  '1321': { zh: '重設支付密碼', en: 'Reset payment password' },
  '1322': { zh: '設定支付密碼', en: 'Set payment password' },
  '133': { zh: '更換手機號碼', en: 'Change mobile number' },
  '14': { zh: '公告與郵件', en: 'Notices and mail' },
  '2': { zh: '商戶服務', en: 'Merchant services' },
  '21': { zh: '子商戶列表', en: 'Sub-merchants' },
  '22': { zh: '子商戶產品授權', en: 'Sub-merchant product authorisation' },
  '23': { zh: '子商戶進件', en: 'Sub-merchant onboarding' },
  '26': { zh: '產品授權', en: 'Product authorisation' },
  '31': { zh: '餘額查詢', en: 'Balance' },
  '32': { zh: '賬戶收支', en: 'Account in/out' },
  '33': { zh: '收支明細', en: 'In/out detail' },
  '41': { zh: '門店管理', en: 'Stores' },
  '411': { zh: '門店詳情', en: 'Store detail' },
  '42': { zh: '退款查詢', en: 'Refunds' },
  '421': { zh: '退款詳情', en: 'Refund detail' },
  '43': { zh: '付款查詢', en: 'Payments' },
  '431': { zh: '付款詳情', en: 'Payment detail' },
  '44': { zh: '結算查詢', en: 'Settlements' },
  '45': { zh: '對賬單下載', en: 'Bill download' },
  '461': { zh: '發票管理', en: 'Invoices' },
  '462': { zh: '發票抬頭', en: 'Invoice recipients' },
  '463': { zh: '發票審核', en: 'Invoice audit' },
  '47': { zh: '手續費賬單', en: 'Fee bills' },
  '48': { zh: '對賬查詢', en: 'Reconciliation' },
  '49': { zh: '結算訂單', en: 'Settle orders' },
  '5': { zh: 'AppID 綁定', en: 'App-ID binding' },
  '6': { zh: '巡檢到期更新', en: 'Inspection-expiry update' },
  '9': { zh: '跨境匯款', en: 'Cross-border transfer' },
  // The provider's back office (issue 25; not in the spec, docs/decisions.md "The back office").
  S1: { zh: '審核佇列', en: 'Review queue' },
  S11: { zh: '審核決定', en: 'Decide requests' },
  S12: { zh: '覆核', en: 'Second approval' },
  S2: { zh: '員工管理', en: 'Staff management' },
  // Promotions (issue 27; the spec names no code: docs/decisions.md "Promotions").
  '7': { zh: '營銷活動', en: 'Promotions' },
  '71': { zh: '營銷活動管理', en: 'Manage promotions' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type PermissionCode = keyof typeof PERMISSIONS;
export const ALL_PERMISSION_CODES = Object.keys(PERMISSIONS) as PermissionCode[];

export function isPermissionCode(value: unknown): value is PermissionCode {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/**
 * Parses the comma list the server answers at login and the browser stores.
 * Anything malformed counts as no permissions at all (never as "all").
 */
export function parsePermissionList(raw: unknown): PermissionCode[] {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 4000) return [];
  const parts = raw.split(',').map((p) => p.trim());
  // The spec's codes are digits; the back office's are S and digits (S1, S11, S12, S2).
  if (parts.some((p) => !/^S?\d{1,4}$/.test(p))) return [];
  return [...new Set(parts.filter(isPermissionCode))];
}

export function formatPermissionList(codes: readonly string[]): string {
  return [...new Set(codes)].filter(isPermissionCode).join(',');
}

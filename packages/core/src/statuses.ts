import type { Lang } from './catalogue.ts';
import { formatYmd, LONG_TERM_YMD } from './validators/dates.ts';

/**
 * Every status and domain enum of spec point 4 and of the platform schema (0001_platform.sql), each as
 * wire value -> { zh, en } label. The keys are the values stored in the database and sent on the wire.
 */
export interface Label {
  readonly zh: string;
  readonly en: string;
}
export type LabelSet = Readonly<Record<string, Label>>;

/** Collection order review (spec point 4, order status). */
export const ORDER_STATUS = {
  PROCESSING: { zh: '審核中', en: 'Under review' },
  SUCCESS: { zh: '審核通過', en: 'Review passed' },
  FAILURE: { zh: '審核失敗', en: 'Review failed' },
  REFUND_SUCCESS: { zh: '已退款', en: 'Refunded' },
} as const satisfies LabelSet;
export type OrderStatus = keyof typeof ORDER_STATUS;

/** Withdrawal trade status; also the status of a cross-border (ghf) transfer. */
export const WITHDRAWAL_STATUS = {
  INIT: { zh: '初始化', en: 'Initialised' },
  PROCESSING: { zh: '處理中', en: 'Processing' },
  PAYOUT_SUCCESS: { zh: '提現成功', en: 'Withdrawal succeeded' },
  FAILURE: { zh: '提現失敗', en: 'Withdrawal failed' },
} as const satisfies LabelSet;
export type WithdrawalStatus = keyof typeof WITHDRAWAL_STATUS;

export const PAYOUT_STATUS = {
  INIT: { zh: '初始化', en: 'Initialised' },
  PROCESSING: { zh: '處理中', en: 'Processing' },
  PAYOUT_SUCCESS: { zh: '出款成功', en: 'Payout succeeded' },
  FAILURE: { zh: '出款失敗', en: 'Payout failed' },
} as const satisfies LabelSet;
export type PayoutStatus = keyof typeof PAYOUT_STATUS;

export const PAYMENT_AUDIT_STATUS = {
  INIT: { zh: '待提交', en: 'To submit' },
  AUDITING: { zh: '審核中', en: 'Under review' },
  AUDIT_REJECT: { zh: '審核拒絕', en: 'Review refused' },
  AUDIT_CLOSED: { zh: '審核退回', en: 'Review returned' },
  INBOUND: { zh: '已入賬', en: 'Credited' },
  REFUND_SUCCESS: { zh: '已退款', en: 'Refunded' },
} as const satisfies LabelSet;
export type PaymentAuditStatus = keyof typeof PAYMENT_AUDIT_STATUS;

/** The ledger's entry types as the account flows (32, 33) show them (apps/server modules/accounts/ledger.ts). */
export const LEDGER_ENTRY_TYPE = {
  OPENING: { zh: '期初餘額', en: 'Opening balance' },
  SETTLE_CREDIT: { zh: '收款入賬', en: 'Collection credit' },
  FEE: { zh: '手續費', en: 'Fee' },
  REFUND_FREEZE: { zh: '退款凍結', en: 'Refund hold' },
  REFUND: { zh: '退款', en: 'Refund' },
  REFUND_RELEASE: { zh: '退款解凍', en: 'Refund released' },
  PAYOUT: { zh: '結算出款', en: 'Settlement payout' },
  RECHARGE: { zh: '充值', en: 'Recharge' },
  WITHDRAW_FREEZE: { zh: '提現凍結', en: 'Withdrawal hold' },
  WITHDRAW: { zh: '提現出款', en: 'Withdrawal' },
  WITHDRAW_RELEASE: { zh: '提現解凍', en: 'Withdrawal released' },
  ADJUST: { zh: '調賬', en: 'Adjustment' },
  COMMISSION: { zh: '分潤', en: 'Commission' },
  PAYMENT_HOLD: { zh: '付款凍結', en: 'Payment hold' },
  PAYMENT_RELEASE: { zh: '付款解凍', en: 'Payment released' },
  PAYMENT_OUT: { zh: '付款出款', en: 'Payment sent' },
  PAYMENT_FEE: { zh: '付款手續費', en: 'Payment fee' },
  PAYMENT_REFUND: { zh: '付款退款', en: 'Payment refunded' },
  PAYMENT_FEE_REFUND: { zh: '付款手續費退回', en: 'Payment fee refunded' },
  PAYMENT_INBOUND: { zh: '付款入賬（舊）', en: 'Payment credited (old)' },
  PAYMENT_RETURN: { zh: '付款退回（舊）', en: 'Payment returned (old)' },
  XFER_HOLD: { zh: '跨境匯款凍結', en: 'Cross-border hold' },
  XFER_RELEASE: { zh: '跨境匯款解凍', en: 'Cross-border released' },
  XFER_OUT: { zh: '跨境匯款出款', en: 'Cross-border sent' },
  XFER_FEE: { zh: '跨境匯款手續費', en: 'Cross-border fee' },
  XFER_REFUND: { zh: '跨境匯款退款', en: 'Cross-border refunded' },
  PROMO_FUNDED: { zh: '營銷活動出資方補貼', en: "Campaign funders' part" },
  PROMO_FUNDED_BACK: { zh: '營銷活動補貼退回', en: "Campaign funders' part returned" },
} as const satisfies LabelSet;
export type LedgerEntryType = keyof typeof LEDGER_ENTRY_TYPE;

/** Direction of an account flow line. */
export const FLOW_DIRECTION = {
  IN: { zh: '收入', en: 'In' },
  OUT: { zh: '支出', en: 'Out' },
} as const satisfies LabelSet;

/** The two running accounts of an organisation's balance. */
export const BALANCE_ACCOUNT = {
  AVAILABLE: { zh: '可用餘額', en: 'Available' },
  FROZEN: { zh: '凍結金額', en: 'Frozen' },
} as const satisfies LabelSet;

/** Kinds of fund orders: money to or from the merchant's bank account. */
export const FUND_ORDER_KIND = {
  WITHDRAW: { zh: '提現', en: 'Withdrawal' },
  RECHARGE: { zh: '充值', en: 'Recharge' },
} as const satisfies LabelSet;

/** Second-operator approval of a withdrawal or a refund above the administrator's amount. */
export const APPROVAL_STATUS = {
  NONE: { zh: '無需審批', en: 'No approval needed' },
  WAITING: { zh: '等待審批', en: 'Waiting for approval' },
  APPROVED: { zh: '已批准', en: 'Approved' },
  REJECTED: { zh: '已拒絕', en: 'Rejected' },
} as const satisfies LabelSet;

export const MERCHANT_CATEGORY = {
  ENTERPRISE: { zh: '企業', en: 'Enterprise' },
  PERSONAL: { zh: '個體工商戶', en: 'Individual business' },
} as const satisfies LabelSet;
export type MerchantCategory = keyof typeof MERCHANT_CATEGORY;

export const OPERATOR_STATUS = {
  normal: { zh: '正常', en: 'Normal' },
  invalid: { zh: '已刪除', en: 'Deleted' },
  locked: { zh: '已鎖定', en: 'Locked' },
} as const satisfies LabelSet;
export type OperatorStatus = keyof typeof OPERATOR_STATUS;

/** The spec names these states by label only; the keys are ours. */
export const PROMOTION_STATUS = {
  WAIT_AUDIT: { zh: '待審核', en: 'Awaiting review' },
  WAIT_EFFECT: { zh: '待生效', en: 'Approved, not yet in effect' },
  IN_PROGRESS: { zh: '進行中', en: 'In progress' },
  CLOSED: { zh: '已結束', en: 'Closed' },
  REJECTED: { zh: '已拒絕', en: 'Rejected' },
  CANCELLED: { zh: '已撤銷', en: 'Cancelled' },
} as const satisfies LabelSet;
export type PromotionStatus = keyof typeof PROMOTION_STATUS;

/** A provider's union campaign (union marketing): reviewed like a campaign, then open to its merchants. */
export const PROMOTION_UNION_STATUS = {
  WAIT_AUDIT: { zh: '待審核', en: 'Awaiting review' },
  APPROVED: { zh: '已通過，可參加', en: 'Approved, open to join' },
  REJECTED: { zh: '已拒絕', en: 'Rejected' },
} as const satisfies LabelSet;

/** A merchant's place in a union campaign. */
export const PROMOTION_MEMBER_STATUS = {
  NONE: { zh: '未參加', en: 'Not joined' },
  JOINED: { zh: '已參加', en: 'Joined' },
  LEFT: { zh: '已退出', en: 'Left' },
} as const satisfies LabelSet;

export const PROMOTION_REVOKE_STATUS = {
  INITIAL: { zh: '初始', en: 'Initial' },
  WAIT_REVOKE_AUDIT: { zh: '撤銷待審核', en: 'Revoke awaiting review' },
  REVOKE_APPROVED: { zh: '撤銷已通過', en: 'Revoke approved' },
  REVOKE_REJECTED: { zh: '撤銷已拒絕', en: 'Revoke rejected' },
} as const satisfies LabelSet;
export type PromotionRevokeStatus = keyof typeof PROMOTION_REVOKE_STATUS;

export const PROMOTION_KIND = {
  DISCOUNT: { zh: '折扣活動', en: 'Discount campaign' },
  REDUCTION: { zh: '滿減活動', en: 'Reduction campaign' },
} as const satisfies LabelSet;
export type PromotionKind = keyof typeof PROMOTION_KIND;

export const TXN_RESULT = {
  SUCCESS: { zh: '成功', en: 'Success' },
  FAIL: { zh: '失敗', en: 'Failed' },
  PENDING: { zh: '待支付', en: 'Awaiting payment' },
  PROCESSING: { zh: '處理中', en: 'Processing' },
  CLOSED: { zh: '已關閉', en: 'Closed' },
} as const satisfies LabelSet;
export type TxnResult = keyof typeof TXN_RESULT;

export const REFUND_STATUS = {
  REFUNDING: { zh: '退款中', en: 'Refunding' },
  SUCCESS: { zh: '退款成功', en: 'Refund succeeded' },
  FAIL: { zh: '退款失敗', en: 'Refund failed' },
} as const satisfies LabelSet;
export type RefundStatus = keyof typeof REFUND_STATUS;

export const PAY_TYPE = {
  WECHAT: { zh: '微信支付', en: 'WeChat Pay' },
  ALIPAY: { zh: '支付寶', en: 'Alipay' },
  UNIONPAY: { zh: '銀聯', en: 'UnionPay' },
  MCB: { zh: 'MCB', en: 'MCB' },
  HUAYIN: { zh: '華銀快付', en: 'Huayin Express' },
} as const satisfies LabelSet;
export type PayType = keyof typeof PAY_TYPE;

export const TXN_TYPE = {
  SPEND: { zh: '消費', en: 'Spending' },
  REFUND: { zh: '退款', en: 'Refund' },
} as const satisfies LabelSet;
export type TxnType = keyof typeof TXN_TYPE;

export const SETTLEMENT_STATUS = {
  PENDING: { zh: '待結算', en: 'Pending' },
  SETTLING: { zh: '結算中', en: 'Settling' },
  SETTLED: { zh: '已結算', en: 'Settled' },
  FAILED: { zh: '結算失敗', en: 'Settlement failed' },
} as const satisfies LabelSet;
export type SettlementStatus = keyof typeof SETTLEMENT_STATUS;

/** A scheduled ('appointment') export job (docs/api.md, "Exports"). */
export const EXPORT_JOB_STATUS = {
  QUEUED: { zh: '排隊中', en: 'Queued' },
  RUNNING: { zh: '生成中', en: 'Generating' },
  DONE: { zh: '已完成', en: 'Ready' },
  FAILED: { zh: '失敗', en: 'Failed' },
  EXPIRED: { zh: '已過期', en: 'Expired' },
} as const satisfies LabelSet;
export type ExportJobStatus = keyof typeof EXPORT_JOB_STATUS;

export const OPERATOR_KIND = {
  admin: { zh: '管理員', en: 'Administrator' },
  operator: { zh: '操作員', en: 'Operator' },
  cashier: { zh: '收銀員', en: 'Cashier' },
} as const satisfies LabelSet;
export type OperatorKind = keyof typeof OPERATOR_KIND;

/** Status of a merchant or service provider. */
export const ORG_STATUS = {
  normal: { zh: '正常', en: 'Normal' },
  frozen: { zh: '已凍結', en: 'Frozen' },
  closed: { zh: '已關閉', en: 'Closed' },
} as const satisfies LabelSet;
export type OrgStatus = keyof typeof ORG_STATUS;

export const ORG_KIND = {
  merchant: { zh: '商戶', en: 'Merchant' },
  service: { zh: '服務商', en: 'Service provider' },
  group: { zh: '商戶集團', en: 'Merchant group' },
} as const satisfies LabelSet;
export type OrgKindValue = keyof typeof ORG_KIND;

export const STORE_STATUS = {
  normal: { zh: '營業中', en: 'Open' },
  closed: { zh: '已關閉', en: 'Closed' },
} as const satisfies LabelSet;
export type StoreStatus = keyof typeof STORE_STATUS;

export const TERMINAL_STATUS = {
  normal: { zh: '正常', en: 'Normal' },
  disabled: { zh: '已停用', en: 'Disabled' },
} as const satisfies LabelSet;
export type TerminalStatus = keyof typeof TERMINAL_STATUS;

export const ROLE_STATUS = {
  normal: { zh: '正常', en: 'Normal' },
  invalid: { zh: '已刪除', en: 'Deleted' },
} as const satisfies LabelSet;
export type RoleStatus = keyof typeof ROLE_STATUS;

export const ACCOUNT_TYPE = {
  SETTLEMENT: { zh: '結算賬戶', en: 'Settlement account' },
  BALANCE: { zh: '餘額賬戶', en: 'Balance account' },
} as const satisfies LabelSet;
export type AccountType = keyof typeof ACCOUNT_TYPE;

export const STORE_SCOPE = {
  all: { zh: '全部門店', en: 'All stores' },
  stores: { zh: '指定門店', en: 'Selected stores' },
} as const satisfies LabelSet;
export type StoreScope = keyof typeof STORE_SCOPE;

// Providers and groups run their merchants (issue 13): products and app-IDs.
/** A merchant's product (merchant_products.status). */
export const PRODUCT_STATUS = {
  OPEN: { zh: '已開通', en: 'Open' },
  CLOSED: { zh: '已關閉', en: 'Closed' },
} as const satisfies LabelSet;
export type ProductStatus = keyof typeof PRODUCT_STATUS;

/** Who opened a merchant's product: the platform (onboarding) or its service provider (22). */
export const PRODUCT_SOURCE = {
  PLATFORM: { zh: '平台開通', en: 'Platform' },
  AGENT: { zh: '服務商授權', en: 'Provider authorised' },
} as const satisfies LabelSet;

/** Why a merchant's product is closed. */
export const PRODUCT_CLOSED_REASON = {
  CANCELLED: { zh: '服務商已取消授權', en: 'Authorisation cancelled by the provider' },
  DELETED: { zh: '商戶已刪除渠道', en: 'Channel deleted by the merchant' },
} as const satisfies LabelSet;

// Settlement bank-account change with a verification payment (modules/bankchange; issues 13 and 14).
/** A bank-account change (bank_changes.status). */
export const BANK_CHANGE_STATUS = {
  PAY_CHECK: { zh: '待打款驗證', en: 'Awaiting payment check' },
  PAY_FAILED: { zh: '驗證打款失敗', en: 'Verification payment failed' },
  AUDITING: { zh: '審核中', en: 'Under review' },
  APPROVED: { zh: '已生效', en: 'Approved' },
  REJECTED: { zh: '已駁回', en: 'Rejected' },
  BLOCKED: { zh: '已阻止', en: 'Blocked' },
} as const satisfies LabelSet;
export type BankChangeStatus = keyof typeof BANK_CHANGE_STATUS;

/** Where the verification payment is (bank_changes.pay_status). */
export const BANK_VERIFY_PAY_STATUS = {
  PROCESSING: { zh: '打款中', en: 'Being paid' },
  PAYOUT_SUCCESS: { zh: '已打款', en: 'Paid' },
  FAILURE: { zh: '打款失敗', en: 'Payment failed' },
} as const satisfies LabelSet;
export type BankVerifyPayStatus = keyof typeof BANK_VERIFY_PAY_STATUS;

/** The steps of a change's history (bank_change_events.action). */
export const BANK_CHANGE_EVENT = {
  CREATED: { zh: '提交變更', en: 'Change submitted' },
  PAID: { zh: '驗證款項已打出', en: 'Verification payment made' },
  PAY_FAILED: { zh: '驗證打款失敗', en: 'Verification payment failed' },
  AMOUNT_WRONG: { zh: '驗證金額錯誤', en: 'Wrong amount entered' },
  AMOUNT_RIGHT: { zh: '驗證金額正確', en: 'Amount confirmed' },
  BLOCKED: { zh: '已阻止', en: 'Blocked' },
  APPROVED: { zh: '審核通過，新賬戶生效', en: 'Approved: new account in force' },
  REJECTED: { zh: '審核駁回', en: 'Rejected' },
} as const satisfies LabelSet;
export type BankChangeEvent = keyof typeof BANK_CHANGE_EVENT;

/** Identity document types of spec point 5 (patterns in validators/idNumber.ts). */
/** A change of the merchant's information after onboarding (issue 14 points 5 and 6). */
export const CHANGE_STATUS = {
  PAY_CHECK: { zh: '打款驗證中', en: 'Payment check' },
  AUDITING: { zh: '審核中', en: 'Under review' },
  NEED_MORE: { zh: '待補充資料', en: 'More information needed' },
  REJECTED: { zh: '審核拒絕', en: 'Rejected' },
  APPROVED: { zh: '已生效', en: 'Approved' },
  BLOCKED: { zh: '已阻止', en: 'Blocked' },
  CANCELLED: { zh: '已撤回', en: 'Withdrawn' },
} as const satisfies LabelSet;
export type ChangeStatus = keyof typeof CHANGE_STATUS;

/** An item of the back office's review queue (issue 25 point 3, schemas/review.ts). */
export const REVIEW_ITEM_STATUS = {
  PENDING: { zh: '待審核', en: 'Pending' },
  CLAIMED: { zh: '已認領', en: 'Claimed' },
  AWAITING_SECOND: { zh: '待覆核', en: 'Awaiting second approval' },
  DECIDED: { zh: '已決定', en: 'Decided' },
  CLOSED: { zh: '已關閉', en: 'Closed' },
} as const satisfies LabelSet;

/** The decisions of the review kit (a kind allows some of them). */
export const REVIEW_DECISION = {
  APPROVE: { zh: '批准', en: 'Approve' },
  REJECT: { zh: '拒絕', en: 'Reject' },
  MORE: { zh: '要求補充資料', en: 'Ask for more' },
  ISSUE: { zh: '開具發票', en: 'Issue' },
  CREDIT: { zh: '入賬給收款人', en: 'Credit the payee' },
  RETURN: { zh: '退回修改', en: 'Return' },
  REFUND: { zh: '退款', en: 'Refunded' },
  ACCEPT_CHANNEL: { zh: '以渠道記錄為準', en: "The channel's record is right" },
  ACCEPT_OURS: { zh: '以本方記錄為準', en: 'Our record is right' },
  WRITE_OFF: { zh: '核銷', en: 'Write off' },
} as const satisfies LabelSet;

/** What a change of the merchant's information changes. */
export const CHANGE_KIND = {
  BASIC: { zh: '基本資料', en: 'Basic information' },
  PERSON: { zh: '人員資料', en: 'People' },
  EXPIRY: { zh: '證件有效期', en: 'Document expiry' },
  SUPPLEMENT: { zh: '補充資料', en: 'Supplementary data' },
  BANK: { zh: '結算賬戶', en: 'Settlement account' },
} as const satisfies LabelSet;
export type ChangeKind = keyof typeof CHANGE_KIND;

/** The people of a merchant besides the legal person (all-person information, 111). */
export const PERSON_ROLE = {
  SHAREHOLDER: { zh: '股東', en: 'Shareholder' },
  DIRECTOR: { zh: '董事', en: 'Director' },
  BENEFICIAL_OWNER: { zh: '最終受益人', en: 'Beneficial owner' },
  AUTHORISED: { zh: '授權代表', en: 'Authorised representative' },
} as const satisfies LabelSet;
export type PersonRole = keyof typeof PERSON_ROLE;

export const ID_TYPE = {
  I_CARD: { zh: '居民身份證', en: 'Resident identity card' },
  PASSPORT: { zh: '護照', en: 'Passport' },
  HK_M_PASS: { zh: '港澳居民來往內地通行證', en: 'Mainland travel permit for Hong Kong and Macau residents' },
  MC_PASS: { zh: '澳門通行證', en: 'Macau travel permit' },
  TW_PASS: { zh: '台灣居民來往大陸通行證', en: 'Mainland travel permit for Taiwan residents' },
  CPRC: { zh: '外國人永久居留身份證', en: 'Foreign permanent resident ID card' },
  COS_HKMC: { zh: '港澳居民居住證', en: 'Residence permit for Hong Kong and Macau residents' },
  COS_TW: { zh: '台灣居民居住證', en: 'Residence permit for Taiwan residents' },
  OTHER: { zh: '其他證件', en: 'Other certificate' },
} as const satisfies LabelSet;
export type IdType = keyof typeof ID_TYPE;

/** True when `value` is one of the keys of `set` (own keys only, so 'toString' is not a status). */
export function isOf<S extends LabelSet>(set: S, value: unknown): value is keyof S & string {
  return typeof value === 'string' && Object.hasOwn(set, value);
}

/** The label of a value in the given language; an unknown value is shown as itself, null as ''. */
export function labelOf(set: LabelSet, value: string | null | undefined, lang: Lang): string {
  if (value === null || value === undefined) return '';
  if (!isOf(set, value)) return value;
  const l = set[value];
  return lang === 'en' ? l.en : l.zh;
}

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** Select options in declaration order. */
export function optionsOf<S extends LabelSet>(set: S, lang: Lang): Option<keyof S & string>[] {
  return (Object.keys(set) as (keyof S & string)[]).map((value) => ({
    value,
    label: labelOf(set, value, lang),
  }));
}

/** The value of the 'all' entry of a status filter: no status condition. */
export const ALL_OPTION_VALUE = '';
export const ALL_LABEL: Label = { zh: '全部', en: 'All' };

/** Spec point 4: the cross-border trade status filter hides INIT and puts 'all' first. */
export function crossBorderStatusOptions(lang: Lang): Option<WithdrawalStatus | typeof ALL_OPTION_VALUE>[] {
  const all = { value: ALL_OPTION_VALUE, label: lang === 'en' ? ALL_LABEL.en : ALL_LABEL.zh } as const;
  return [all, ...optionsOf(WITHDRAWAL_STATUS, lang).filter((o) => o.value !== 'INIT')];
}

export const LONG_TERM_LABEL: Label = { zh: '長期', en: 'Long-term' };

/** A certificate end date for display: 99991231 is 'long-term', a real date is yyyy-mm-dd. */
export function formatCertEndDate(ymd: string | null | undefined, lang: Lang): string {
  if (ymd === null || ymd === undefined) return '';
  if (ymd === LONG_TERM_YMD) return lang === 'en' ? LONG_TERM_LABEL.en : LONG_TERM_LABEL.zh;
  return formatYmd(ymd);
}

// Fee bills, invoices and account authorisation (issue 12, points 4 to 6).

/** A fee bill (one merchant, one month): confirmed by the merchant, then held by an invoice application. */
export const FEE_BILL_STATUS = {
  UNCONFIRMED: { zh: '待確認', en: 'To confirm' },
  CONFIRMED: { zh: '已確認', en: 'Confirmed' },
  INVOICING: { zh: '開票中', en: 'Invoicing' },
  INVOICED: { zh: '已開票', en: 'Invoiced' },
} as const satisfies LabelSet;
export type FeeBillStatus = keyof typeof FEE_BILL_STATUS;

/**
 * An invoice application: the merchant's own audit (463) first, then the provider's reviewer
 * (docs/decisions.md, "Invoices").
 */
export const INVOICE_STATUS = {
  WAIT_AUDIT: { zh: '待審核', en: 'Awaiting audit' },
  RETURNED: { zh: '已退回', en: 'Returned' },
  REVIEWING: { zh: '開票審核中', en: 'Under provider review' },
  ISSUED: { zh: '已開票', en: 'Issued' },
  REJECTED: { zh: '已駁回', en: 'Rejected' },
  CANCELLED: { zh: '已撤銷', en: 'Cancelled' },
} as const satisfies LabelSet;
export type InvoiceStatus = keyof typeof INVOICE_STATUS;

export const INVOICE_HEAD_TYPE = {
  ENTERPRISE: { zh: '企業', en: 'Enterprise' },
  PERSONAL: { zh: '個人', en: 'Individual' },
} as const satisfies LabelSet;
export type InvoiceHeadType = keyof typeof INVOICE_HEAD_TYPE;

export const ACCOUNT_AUTH_STATUS = {
  ACTIVE: { zh: '已授權', en: 'Authorised' },
  UNTIED: { zh: '已解除', en: 'Revoked' },
} as const satisfies LabelSet;
export type AccountAuthStatus = keyof typeof ACCOUNT_AUTH_STATUS;

export const ACCOUNT_AUTH_SCOPE = {
  DEBIT: { zh: '代扣', en: 'Direct debit' },
  READ: { zh: '查詢', en: 'Read only' },
} as const satisfies LabelSet;

/** A merchant application (onboarding, issue 14; a provider's sub-merchant entry, issue 13). */
export const APPLY_STATUS = {
  DRAFT: { zh: '填寫中', en: 'Draft' },
  AUDITING: { zh: '審核中', en: 'Under review' },
  NEED_MORE: { zh: '需補充資料', en: 'More information needed' },
  REJECTED: { zh: '審核不通過', en: 'Rejected' },
  APPROVED: { zh: '審核通過', en: 'Approved' },
} as const satisfies LabelSet;
export type ApplyStatus = keyof typeof APPLY_STATUS;

/** A merchant's time-boxed read grant to its service provider (issue 13 point 8), derived at read time. */
export const GRANT_STATUS = {
  ACTIVE: { zh: '生效中', en: 'Active' },
  EXPIRED: { zh: '已過期', en: 'Expired' },
  REVOKED: { zh: '已撤銷', en: 'Revoked' },
} as const satisfies LabelSet;
export type GrantStatus = keyof typeof GRANT_STATUS;

/** What a grant lets the provider read: beyond what the spec gives a provider (docs/decisions.md). */
export const GRANT_SCOPE = {
  BALANCE: { zh: '賬戶餘額', en: 'Account balance' },
  FLOWS: { zh: '賬戶收支明細', en: 'Account in/out flows' },
} as const satisfies LabelSet;
export type GrantScope = keyof typeof GRANT_SCOPE;

/** A recharge's status (issue 32): the fund order's status words for money coming in, not a withdrawal's. */
export const RECHARGE_STATUS = {
  INIT: { zh: '初始化', en: 'Initialised' },
  PROCESSING: { zh: '處理中', en: 'Processing' },
  PAYOUT_SUCCESS: { zh: '充值成功', en: 'Recharge succeeded' },
  FAILURE: { zh: '充值失敗', en: 'Recharge failed' },
} as const satisfies LabelSet;

/** The status labels of a fund order of this kind (FUND_ORDER_KIND): a recharge's, or a withdrawal's. */
export function fundOrderStatusLabels(kind: string): LabelSet {
  return kind === 'RECHARGE' ? RECHARGE_STATUS : WITHDRAWAL_STATUS;
}
/** A face verification (issue 29 point 4): the vendor's states, and the manual review of the alternative. */
export const FACE_STATUS = {
  CREATED: { zh: '待開始', en: 'Not started' },
  IN_PROGRESS: { zh: '驗證中', en: 'In progress' },
  PROCESSING: { zh: '處理中', en: 'Processing' },
  PASSED: { zh: '已通過', en: 'Passed' },
  FAILED: { zh: '未通過', en: 'Failed' },
  EXPIRED: { zh: '已過期', en: 'Expired' },
  MANUAL_REVIEW: { zh: '人工審核中', en: 'In manual review' },
  REJECTED: { zh: '審核不通過', en: 'Rejected' },
} as const satisfies LabelSet;
export type FaceStatus = keyof typeof FACE_STATUS;

/** What a face verification is for. */
export const FACE_PURPOSE = {
  IDENTIFICATION: { zh: '身份認證', en: 'Identification' },
  BANK_CHANGE: { zh: '結算賬戶變更', en: 'Settlement account change' },
  LEGAL_CHANGE: { zh: '法定代表人變更', en: 'Legal representative change' },
} as const satisfies LabelSet;
export type FacePurpose = keyof typeof FACE_PURPOSE;

/** How a person was verified: the face check, or documents a reviewer checks (the non-biometric way). */
export const FACE_METHOD = {
  FACE: { zh: '人臉識別', en: 'Face check' },
  DOCUMENTS: { zh: '證件人工審核', en: 'Documents, reviewed by staff' },
} as const satisfies LabelSet;
export type FaceMethod = keyof typeof FACE_METHOD;
/**
 * The agreements a merchant or provider reads and accepts (issue 28), each a series of versions. The
 * public pages show the templates; RISK is the risk commitment of spec point 8, renewed every year.
 */
export const AGREEMENT_KIND = {
  SERVICE: { zh: '商戶服務協議', en: 'Merchant service agreement' },
  COMPANY_TOTAL: { zh: '企業商戶合同', en: 'Company merchant contract' },
  COMPANY_TEMPLATE: { zh: '企業合同範本', en: 'Company contract template' },
  CONTRACT_TEMPLATE: { zh: '個人商戶合同範本', en: 'Personal merchant contract template' },
  NET_INVITATION: { zh: '網絡特約商戶合同', en: 'Online special merchant contract' },
  NOT_XC_TC: { zh: '非線上收款合同範本', en: 'Offline acceptance contract template' },
  ATTACH_COMPANY: { zh: '企業合同附件：收費及結算', en: 'Company contract annex: fees and settlement' },
  ATTACH_SPECIAL: { zh: '特約商戶附件：受理規範', en: 'Special merchant annex: acceptance rules' },
  CHILDREN_PRIVACY: { zh: '兒童個人資料保護規則', en: "Children's personal data protection rules" },
  RISK: { zh: '風險承諾書', en: 'Risk commitment' },
  MANDATE: { zh: '授權書', en: 'Letter of authorisation' },
} as const satisfies LabelSet;
export type AgreementKind = keyof typeof AGREEMENT_KIND;

/**
 * Where an organisation stands with the current version of an agreement (issue 28 point 3), derived at
 * read time from the evidence chain: accepted (authorised), withdrawn (revoked), a yearly commitment past
 * its year (expired), accepted only in an older version (superseded: asked again, within the grace
 * period), never accepted (pending) and past the grace period (overdue: what it governs is blocked).
 */
export const AGREEMENT_STATUS = {
  AUTHORISED: { zh: '已確認', en: 'Accepted' },
  REVOKED: { zh: '已撤回', en: 'Withdrawn' },
  EXPIRED: { zh: '已過期', en: 'Expired' },
  SUPERSEDED: { zh: '新版本待確認', en: 'New version to accept' },
  PENDING: { zh: '待確認', en: 'To accept' },
  OVERDUE: { zh: '逾期未確認', en: 'Overdue' },
} as const satisfies LabelSet;
export type AgreementStatus = keyof typeof AGREEMENT_STATUS;

/** A certificate the provider's CA issued for a merchant's API signing (issue 28 point 5). */
export const ISSUED_CERT_STATUS = {
  VALID: { zh: '有效', en: 'Valid' },
  REVOKED: { zh: '已吊銷', en: 'Revoked' },
  EXPIRED: { zh: '已過期', en: 'Expired' },
} as const satisfies LabelSet;
export type IssuedCertStatus = keyof typeof ISSUED_CERT_STATUS;
/** An inspection task (issue 29 point 3): open, all answered (under review), all accepted, or cancelled. */
export const INSPECTION_TASK_STATUS = {
  OPEN: { zh: '待提交', en: 'Open' },
  SUBMITTED: { zh: '審核中', en: 'Under review' },
  ACCEPTED: { zh: '已完成', en: 'Accepted' },
  CANCELLED: { zh: '已取消', en: 'Cancelled' },
} as const satisfies LabelSet;

/** One item of an inspection task: only a rejected one is asked again. */
export const INSPECTION_ITEM_STATUS = {
  REQUESTED: { zh: '待提交', en: 'Requested' },
  SUBMITTED: { zh: '審核中', en: 'Under review' },
  ACCEPTED: { zh: '已接受', en: 'Accepted' },
  REJECTED: { zh: '需重新提交', en: 'Send again' },
} as const satisfies LabelSet;

/** Where a requirement stands (issue 29 point 1). */
export const REQUIREMENT_GROUP = {
  PAST_DUE: { zh: '已逾期', en: 'Past due' },
  DUE_NOW: { zh: '即將到期', en: 'Due now' },
  UPCOMING: { zh: '稍後到期', en: 'Upcoming' },
} as const satisfies LabelSet;

/** What a requirement is about. */
export const REQUIREMENT_KIND = {
  ID_DOCUMENT: { zh: '法定代表人身份證明文件', en: "Legal representative's ID document" },
  LICENCE: { zh: '商業登記證明', en: 'Business registration' },
  PERSON_ID: { zh: '人員身份證明文件', en: 'ID document of a person' },
  INSPECTION: { zh: '巡檢任務', en: 'Inspection task' },
} as const satisfies LabelSet;
/**
 * A cross-border transfer (issue 26 point 5): it never moves back on a late event. INIT is a draft that
 * never reached the server's money (hidden from the status filter, spec point 4).
 */
export const XFER_STATUS = {
  INIT: { zh: '初始化', en: 'Initialised' },
  SUBMITTED: { zh: '已提交', en: 'Submitted' },
  AWAITING_APPROVAL: { zh: '待覆核', en: 'Awaiting approval' },
  IN_REVIEW: { zh: '審核中', en: 'In review' },
  DOCS_REQUESTED: { zh: '待補交文件', en: 'Documents asked for' },
  PROCESSING: { zh: '處理中', en: 'Processing' },
  SENT: { zh: '已匯出', en: 'Sent' },
  CREDITED: { zh: '已入賬', en: 'Credited' },
  REJECTED: { zh: '已拒絕', en: 'Rejected' },
  CANCELLED: { zh: '已取消', en: 'Cancelled' },
  RETURNED: { zh: '已退回', en: 'Returned' },
  REFUNDED: { zh: '已退款', en: 'Refunded' },
} as const satisfies LabelSet;
export type XferStatus = keyof typeof XFER_STATUS;

/** A cross-border payee (issue 26 point 1): only VERIFIED payees can be paid. */
export const PAYEE_STATUS = {
  PENDING: { zh: '待驗證', en: 'To verify' },
  VERIFIED: { zh: '已驗證', en: 'Verified' },
  MISMATCH: { zh: '名稱不符', en: 'Name mismatch' },
} as const satisfies LabelSet;
export type PayeeStatus = keyof typeof PAYEE_STATUS;

/** The transfer list's status filter (spec point 4 applied to issue 26): 'all' first, INIT hidden. */
export function xferStatusOptions(lang: Lang): Option<XferStatus | typeof ALL_OPTION_VALUE>[] {
  const all = { value: ALL_OPTION_VALUE, label: lang === 'en' ? ALL_LABEL.en : ALL_LABEL.zh } as const;
  return [all, ...optionsOf(XFER_STATUS, lang).filter((o) => o.value !== 'INIT')];
}

import { z } from 'zod';
import { PAYEE_STATUS, XFER_STATUS } from '../statuses.ts';
import { PayPwdKeyField } from './auth.ts';
import { keysOf, PageFields } from './transactions.ts';

/**
 * Cross-border transfer (ghf, code 9; issue 26) on the gateway (spec point 7). The merchant pays in MOP
 * from its balance; the payee receives the destination currency. Amounts are integer minor units of their
 * currency (MOP cents; JPY has none), rates are decimal text with 6 decimals (MOP per one unit), typed
 * amounts are text (spec point 5, full-width digits accepted).
 */
const s = (max: number) => z.string().max(max);

export const XFER_STATUSES = keysOf(XFER_STATUS);
export const PAYEE_STATUSES = keysOf(PAYEE_STATUS);
export const XFER_CURRENCIES = ['CNY', 'HKD', 'USD', 'EUR', 'JPY', 'GBP'] as const;
export type XferCurrency = (typeof XFER_CURRENCIES)[number];

/** comm/createR0: the one-time random the payment password is bound to (docs/protocol.md section 9). */
export const CreateR0Req = z.object({}).strict();
export const CreateR0Res = z.object({
  r0: z.string().length(32),
  pay_pwd_key: z.string().length(32),
  expires_in: z.number().int(),
});

// ---- payees ----

export const PayeeRow = z.object({
  payee_id: z.string(),
  name: z.string(),
  /** Masked (first 6, last 4) unless the request turns the privacy flag off. */
  account_no: z.string(),
  account_last4: z.string(),
  bank_code: z.string(),
  bank_name: z.string(),
  currency: z.enum(XFER_CURRENCIES),
  country: z.string(),
  status: z.enum(PAYEE_STATUSES),
  status_note: z.string(),
  /** Changes with every edit: a transfer's step names the version it chose. */
  version: z.number().int(),
  created_at: z.string(),
});
export type PayeeRowT = z.infer<typeof PayeeRow>;

export const PayeePageReq = z
  .object({
    ...PageFields,
    status: z.enum(PAYEE_STATUSES).optional(),
    currency: z.enum(XFER_CURRENCIES).optional(),
    mask: z.enum(['Y', 'N']).default('Y'),
  })
  .strict();
export const PayeePageRes = z.object({ rows: z.array(PayeeRow), total: z.number().int() });

export const PayeeAddReq = z
  .object({
    name: s(80).min(1),
    account_no: s(34).min(1),
    bank_code: s(11).min(1),
    bank_name: s(80).default(''),
    currency: z.enum(XFER_CURRENCIES),
    country: z.string().length(2),
  })
  .strict();
export type PayeeAddReqT = z.infer<typeof PayeeAddReq>;
export const PayeeIdReq = z.object({ payee_id: s(32).min(1) }).strict();
export const PayeeRes = PayeeRow;

// ---- rates and calendar ----

export const CurrencyRow = z.object({
  currency: z.enum(XFER_CURRENCIES),
  name_zh: z.string(),
  name_en: z.string(),
  /** Decimals of the currency's minor unit (JPY 0). */
  decimals: z.number().int(),
  country: z.string(),
});
export const CurrencyListRes = z.object({ rows: z.array(CurrencyRow) });

export const RateQueryReq = z.object({ currency: z.enum(XFER_CURRENCIES) }).strict();
export const RateQueryRes = z.object({
  currency: z.enum(XFER_CURRENCIES),
  /** The reference (mid-market) rate: MOP per one unit. */
  reference_rate: z.string(),
  source: z.string(),
  /** When the source published it (14-digit Macau time). */
  rate_time: z.string(),
  /** The rate a quote would give now (reference less the margin). */
  indicative_rate: z.string(),
  margin_bp: z.number().int(),
});

export const CalendarReq = z.object({ currency: z.enum(XFER_CURRENCIES) }).strict();
export const CalendarRes = z.object({
  today: z.string(),
  /** The daily cut-off (Macau time, hhmm). */
  cut_off: z.string(),
  cut_off_passed: z.boolean(),
  /** The date a transfer quoted now would leave Macau, and reach the payee's bank (yyyymmdd). */
  value_date: z.string(),
  arrival_date: z.string(),
  /** Days off in the next 30 days, Macau and the destination. */
  holidays: z.array(z.object({ date: z.string(), place: z.enum(['MO', 'DEST']), name: z.string() })),
});

// ---- quote ----

export const QuoteReq = z
  .object({
    client_key: s(32),
    payee_id: s(32).min(1),
    /** Which side the amount names: what the merchant pays (MOP) or what the payee receives. */
    amount_side: z.enum(['PAY', 'RECEIVE']),
    amount: s(24),
  })
  .strict();
export type QuoteReqT = z.infer<typeof QuoteReq>;

export const FeeLine = z.object({
  code: z.string(),
  label_zh: z.string(),
  label_en: z.string(),
  amount: z.number().int(),
});

export const QuoteRes = z.object({
  rate_token: z.string(),
  payee_id: z.string(),
  payee_version: z.number().int(),
  currency: z.enum(XFER_CURRENCIES),
  decimals: z.number().int(),
  rate: z.string(),
  reference_rate: z.string(),
  reference_source: z.string(),
  reference_time: z.string(),
  margin_bp: z.number().int(),
  /** MOP cents converted at the rate. */
  pay_amount: z.number().int(),
  fees: z.array(FeeLine),
  fee_total: z.number().int(),
  /** pay_amount + fee_total, MOP cents: what leaves the balance. */
  total_pay: z.number().int(),
  /** Minor units of the currency. */
  payee_amount: z.number().int(),
  value_date: z.string(),
  arrival_date: z.string(),
  /** 14-digit Macau time, and epoch ms of the server's clock so a skewed client counts right. */
  expires_at: z.string(),
  expires_at_ms: z.number().int(),
  server_time_ms: z.number().int(),
  lock_seconds: z.number().int(),
});
export type QuoteResT = z.infer<typeof QuoteRes>;

// ---- SMS, password and submit ----

/** What the SMS code and the password are bound to: the transfer as the merchant confirms it. */
export const BindingFields = {
  client_key: s(32),
  rate_token: s(40).min(1),
  payee_id: s(32).min(1),
  pay_amount: z.number().int().positive(),
  payee_amount: z.number().int().positive(),
};

export const SendCodeReq = z.object(BindingFields).strict();
export const SendCodeRes = z.object({
  expires_in: z.number().int(),
  resend_in: z.number().int(),
  sent_to: z.string(),
});

export const ValidCodeReq = z.object({ ...BindingFields, sms_code: s(6) }).strict();
export const OkRes = z.object({ ok: z.boolean() });

export const CheckPayPassReq = z.object({ pay_password: s(1024), ...PayPwdKeyField }).strict();

export const TRANS_TYPES = ['GOODS', 'SERVICE'] as const;

export const ApplyReq = z
  .object({
    ...BindingFields,
    trans_type: z.enum(TRANS_TYPES),
    goods_name: s(80).min(1),
    purpose: s(80).min(1),
    remark: s(140).default(''),
    /** Trade orders covering the transfer (order_no and the amount taken from each, MOP cents). */
    orders: z
      .array(z.object({ order_no: s(32), amount: z.number().int().positive() }))
      .max(20)
      .default([]),
    pay_password: s(1024),
    ...PayPwdKeyField,
    sms_code: s(6),
  })
  .strict();
export type ApplyReqT = z.infer<typeof ApplyReq>;

export const XferEvent = z.object({
  status: z.enum(XFER_STATUSES),
  at: z.string(),
  holder: z.string(),
  note: z.string(),
});

export const XferRow = z.object({
  transfer_no: z.string(),
  form_id: z.string(),
  status: z.enum(XFER_STATUSES),
  /** Who has it now (the portal's texts: PORTAL, OPERATOR, REVIEW, BANK, PAYEE_BANK), why, and by when. */
  holder: z.string(),
  status_note: z.string(),
  expected_date: z.string(),
  payee_name: z.string(),
  payee_account: z.string(),
  payee_bank: z.string(),
  currency: z.enum(XFER_CURRENCIES),
  decimals: z.number().int(),
  rate: z.string(),
  pay_amount: z.number().int(),
  fee_total: z.number().int(),
  total_pay: z.number().int(),
  payee_amount: z.number().int(),
  value_date: z.string(),
  uetr: z.string(),
  created_at: z.string(),
});
export type XferRowT = z.infer<typeof XferRow>;

export const ApplyRes = XferRow;

export const XferPageReq = z
  .object({
    ...PageFields,
    status: z.enum(XFER_STATUSES).optional(),
    transfer_no: s(40).optional(),
    form_id: s(32).optional(),
    mask: z.enum(['Y', 'N']).default('Y'),
  })
  .strict();
export const XferPageRes = z.object({ rows: z.array(XferRow), total: z.number().int() });

/** A trade-evidence file (its bytes are an uploaded file of the merchant). */
export const EvidenceRow = z.object({
  file_id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  /** The order it was uploaded to, '' when uploaded for the transfer. */
  order_no: z.string(),
  created_at: z.string(),
});
export const XferNoReq = z.object({ transfer_no: s(40).min(1) }).strict();
export const XferDetailRes = XferRow.extend({
  reference_rate: z.string(),
  reference_source: z.string(),
  margin_bp: z.number().int(),
  fees: z.array(FeeLine),
  purpose: z.string(),
  goods_name: z.string(),
  trans_type: z.enum(TRANS_TYPES),
  remark: z.string(),
  events: z.array(XferEvent),
  may_cancel: z.boolean(),
  /** AWAITING_APPROVAL and the caller is another operator than the submitter: approve or decline. */
  may_approve: z.boolean(),
  /** The submitter's and (once decided) the approver's login names. */
  submitted_by: z.string(),
  approved_by: z.string(),
  /** Trade-evidence files of the transfer and of its linked orders. */
  files: z.array(EvidenceRow),
});

/** trade/transfer/approve: the second operator's decision on a transfer above the approval threshold. */
export const XferApproveReq = z
  .object({
    transfer_no: s(40).min(1),
    decision: z.enum(['APPROVE', 'DECLINE']),
    reason: s(140).default(''),
  })
  .strict();

/**
 * trade/transfer/approvalQueue: the merchant's transfers waiting for a second operator (AWAITING_APPROVAL),
 * the cross-border kind of the approval queue. A row is decided with trade/transfer/approve.
 */
export const XferApprovalQueueReq = z.object({}).strict();
export const XferApprovalRow = z.object({
  transfer_no: z.string(),
  currency: z.enum(XFER_CURRENCIES),
  decimals: z.number().int(),
  /** What leaves the merchant's account, MOP cents (amount and fees): the figure the threshold judged. */
  total_pay: z.number().int(),
  /** What the payee receives, in minor units of `currency`. */
  payee_amount: z.number().int(),
  payee_name: z.string(),
  /** The submitter's login name. */
  oper_login_name: z.string(),
  /** The caller may decide it: not the submitter (whose own transfer waits for another operator). */
  may_approve: z.boolean(),
  created_at: z.string(),
});
export type XferApprovalRowT = z.infer<typeof XferApprovalRow>;
export const XferApprovalQueueRes = z.object({ rows: z.array(XferApprovalRow) });

export const XferExportReq = z.object({ status: z.enum(XFER_STATUSES).optional() }).strict();
export const FileRes = z.object({
  file_name: z.string(),
  content_type: z.string(),
  /** The file's bytes, base64. */
  content: z.string(),
  sha256: z.string(),
});
export const PdfReq = z
  .object({ transfer_no: s(40).min(1), lang: z.enum(['zh-TW', 'en']).default('zh-TW') })
  .strict();

// ---- trade evidence ----

export const ORDER_KINDS = ['GOODS', 'SERVICE'] as const;
export const OrderSaveReq = z
  .object({
    order_no: s(32).default(''),
    kind: z.enum(ORDER_KINDS),
    contract_no: s(40).default(''),
    amount: s(24),
    goods_amount: s(24).default('0'),
    logistics_amount: s(24).default('0'),
    shipped: z.boolean().default(false),
    carrier: s(40).default(''),
    tracking_no: s(40).default(''),
    ship_date: s(8).default(''),
  })
  .strict();
export type OrderSaveReqT = z.infer<typeof OrderSaveReq>;
export const OrderRow = z.object({
  order_no: z.string(),
  kind: z.enum(ORDER_KINDS),
  contract_no: z.string(),
  amount: z.number().int(),
  goods_amount: z.number().int(),
  logistics_amount: z.number().int(),
  /** What is left to cover transfers. */
  remaining: z.number().int(),
  shipped: z.boolean(),
  carrier: z.string(),
  tracking_no: z.string(),
  ship_date: z.string(),
  created_at: z.string(),
  /** ORDER (saved whole by order/save) or CONTRACT (a header, then goods and logistics lines). */
  origin: z.enum(['ORDER', 'CONTRACT']),
  counterparty: z.string(),
  /** amount = goods + logistics (±0.01): only a balanced order covers a transfer. */
  balanced: z.boolean(),
});

// ---- contract orders: a header, then its goods and logistics lines (spec point 7) ----

/** contract/order/info/submit: a contract order's header; its lines come by goods/ and logistics/info/submit. */
export const ContractOrderReq = z
  .object({
    kind: z.enum(ORDER_KINDS),
    contract_no: s(40).min(1),
    counterparty: s(80).min(1),
    amount: s(24),
  })
  .strict();
export const GoodsLine = z
  .object({ name: s(80).min(1), quantity: z.number().int().positive().max(1_000_000), amount: s(24) })
  .strict();
export const LogisticsLine = z
  .object({
    shipped: z.boolean(),
    carrier: s(40).default(''),
    tracking_no: s(40).default(''),
    ship_date: s(8).default(''),
    amount: s(24),
  })
  .strict();
/** goods/info/submit: the order's goods lines, all of them (they replace the ones before). */
export const GoodsSubmitReq = z
  .object({ order_no: s(32).min(1), lines: z.array(GoodsLine).min(1).max(50) })
  .strict();
/** logistics/info/submit: the order's logistics lines, all of them (they replace the ones before). */
export const LogisticsSubmitReq = z
  .object({ order_no: s(32).min(1), lines: z.array(LogisticsLine).min(1).max(20) })
  .strict();
export type GoodsSubmitReqT = z.infer<typeof GoodsSubmitReq>;
export type LogisticsSubmitReqT = z.infer<typeof LogisticsSubmitReq>;
export type ContractOrderReqT = z.infer<typeof ContractOrderReq>;
/** order/query/contractOrder: one order by its number or its contract number. */
export const ContractOrderQueryReq = z
  .object({ order_no: s(32).default(''), contract_no: s(40).default('') })
  .strict();

// ---- trade-evidence files ----

/** trade/evidence/upload: a PDF, JPEG or PNG (by its bytes), at most 10 MB, for a flow (formId) or an order. */
export const EvidenceUploadReq = z
  .object({
    form_id: s(32).default(''),
    order_no: s(32).default(''),
    file_name: s(100).min(1),
    content_base64: z.string().max(14_000_000),
  })
  .strict();
export const ContractOrderRes = OrderRow.extend({
  goods: z.array(z.object({ name: z.string(), quantity: z.number().int(), amount: z.number().int() })),
  logistics: z.array(
    z.object({
      shipped: z.boolean(),
      carrier: z.string(),
      tracking_no: z.string(),
      ship_date: z.string(),
      amount: z.number().int(),
    }),
  ),
  /** Its trade-evidence files. */
  files: z.array(EvidenceRow),
});
export const EvidenceListReq = z.object({ form_id: s(32).default(''), order_no: s(32).default('') }).strict();
export const EvidenceListRes = z.object({ rows: z.array(EvidenceRow) });
export const EvidenceIdReq = z.object({ file_id: s(40).min(1) }).strict();

export const OrderQueryReq = z.object({ ...PageFields, order_no: s(32).optional() }).strict();
export const OrderQueryRes = z.object({ rows: z.array(OrderRow), total: z.number().int() });
export const OrderNoReq = z.object({ order_no: s(32).min(1) }).strict();
export const ContractCheckReq = z.object({ contract_no: s(40).min(1) }).strict();
export const ContractCheckRes = z.object({ available: z.boolean(), normalised: z.string() });

export const CurrencyListReq = z.object({}).strict();

/**
 * The transfer list's filters as the download centre's export reads them: the status and the transfer-number
 * search, so an export holds the rows the page shows (not strict: the list page sends its paging along).
 */
export const XferFilterReq = z.object({
  status: z.enum(XFER_STATUSES).optional(),
  transfer_no: s(40).optional(),
});
export type XferFilterReqT = z.infer<typeof XferFilterReq>;

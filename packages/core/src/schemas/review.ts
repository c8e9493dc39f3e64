import { z } from 'zod';
import type { LabelSet } from '../statuses.ts';
import { IdField, YN } from './operators.ts';
import { PageFields } from './transactions.ts';

/**
 * The review kit of the back office (issue 25 point 3): one queue of every kind of request the provider
 * decides, claim and release, decisions with a reason from a catalogue, four eyes. docs/decisions.md "The
 * review kit" says what is decided here.
 */

/** An item's place in the queue. PENDING, CLAIMED and AWAITING_SECOND are open; DECIDED and CLOSED are done. */
export const REVIEW_ITEM_STATUSES = ['PENDING', 'CLAIMED', 'AWAITING_SECOND', 'DECIDED', 'CLOSED'] as const;
export type ReviewItemStatusT = (typeof REVIEW_ITEM_STATUSES)[number];
export const OPEN_REVIEW_STATUSES = ['PENDING', 'CLAIMED', 'AWAITING_SECOND'] as const;

/**
 * The decisions the kinds allow: the common three and the kinds' own (payments, invoices). A kind lists
 * which of them it allows (the detail's `decisions`).
 */
export const REVIEW_DECISIONS = [
  'APPROVE',
  'REJECT',
  'MORE',
  'ISSUE',
  'CREDIT',
  'RETURN',
  'REFUND',
  // A reconciliation difference (settlement): whose record is right, or written off.
  'ACCEPT_CHANNEL',
  'ACCEPT_OURS',
  'WRITE_OFF',
] as const;
export type ReviewDecisionT = (typeof REVIEW_DECISIONS)[number];

/**
 * The reasons a reviewer picks (the free text adds to them), per kind: `common` for every kind, and a
 * kind's own. OTHER needs the free text.
 */
export const REVIEW_REASONS = {
  common: {
    DOCS_MISSING: { zh: '缺少文件', en: 'Documents missing' },
    DOCS_UNCLEAR: { zh: '文件不清晰', en: 'Documents unclear' },
    INFO_MISMATCH: { zh: '資料不一致', en: 'Information does not match' },
    CHECKED_OK: { zh: '資料核實無誤', en: 'Checked and correct' },
    OTHER: { zh: '其他（請說明）', en: 'Other (explain)' },
  },
  application: {
    NOT_ELIGIBLE: { zh: '不符合開通條件', en: 'Not eligible' },
    RISK_HIGH: { zh: '風險評估未通過', en: 'Risk assessment failed' },
  },
  'sub-merchant': {
    NOT_ELIGIBLE: { zh: '不符合開通條件', en: 'Not eligible' },
    RISK_HIGH: { zh: '風險評估未通過', en: 'Risk assessment failed' },
  },
  change: {
    NOT_SUPPORTED: { zh: '證明文件不支持變更', en: 'The documents do not support the change' },
  },
  'bank-change': {
    NAME_MISMATCH: { zh: '戶名與商戶名稱不符', en: 'Account name differs from the merchant' },
  },
  invoice: {
    HEAD_WRONG: { zh: '發票抬頭有誤', en: 'The invoice recipient is wrong' },
  },
  'recon-difference': {
    CHANNEL_LATE: { zh: '渠道延遲入賬', en: 'The channel booked it late' },
    OUR_RECORD_FIXED: { zh: '已更正本方記錄', en: 'Our record was corrected' },
    SMALL_AMOUNT: { zh: '金額輕微，核銷', en: 'Small amount, written off' },
  },
  payment: {
    PAYEE_INVALID: { zh: '收款人資料有誤', en: 'Payee details wrong' },
    LIMIT: { zh: '超出付款限額', en: 'Above the payment limit' },
    BANK_RETURNED: { zh: '收款銀行退回', en: "Returned by the payee's bank" },
  },
  xfer: {
    ORDERS_SHORT: { zh: '貿易訂單不足以涵蓋匯款金額', en: 'The trade orders do not cover the amount' },
    PURPOSE_UNCLEAR: { zh: '匯款用途不清晰', en: 'The purpose of the transfer is unclear' },
    PAYEE_RISK: { zh: '收款人未通過合規檢查', en: 'The payee did not pass the compliance check' },
  },
} as const satisfies Record<string, LabelSet>;

/** The reason codes a kind offers (its own after the common ones). */
export function reasonsOf(kind: string): LabelSet {
  const own = (REVIEW_REASONS as Record<string, LabelSet>)[kind] ?? {};
  return { ...own, ...REVIEW_REASONS.common };
}

const LabelZ = z.object({ zh: z.string(), en: z.string() });
const Kind = z.string().max(32);
const opt = (n: number) => z.string().max(n).optional();

export const ReviewQueueReq = z
  .object({
    ...PageFields,
    kind: z.union([z.literal(''), Kind]).optional(),
    /** '' or OPEN: the open items (pending, claimed, awaiting a second approval). */
    status: z.enum(['', 'OPEN', ...REVIEW_ITEM_STATUSES]).optional(),
    /** Y: only the items the caller holds. */
    mine: z.union([z.literal(''), YN]).optional(),
    /** Y: only the open items older than their kind's limit. */
    overdue: z.union([z.literal(''), YN]).optional(),
  })
  .strict();

export const ReviewItemRow = z.object({
  item_id: z.string(),
  kind: z.string(),
  kind_title: LabelZ,
  /** The request's own number (application, change, invoice application, payment...). */
  ref: z.string(),
  mer_no: z.string(),
  mer_name: z.string(),
  /** Amount in cents, or null when the kind has none. */
  amount: z.number().int().nullable(),
  summary: z.string(),
  submitted_at: z.string(),
  /** Hours since it was submitted (to the decision when decided). */
  age_hours: z.number().int(),
  overdue: YN,
  overdue_hours: z.number().int(),
  status: z.enum(REVIEW_ITEM_STATUSES),
  claimed_by: z.string(),
  claimed_by_name: z.string(),
  /** The first decision while it waits for the second approval (or the decision taken). */
  decision: z.string(),
  decided_by_name: z.string(),
});
export type ReviewItemRowT = z.infer<typeof ReviewItemRow>;

export const ReviewQueueRes = z.object({
  list: z.array(ReviewItemRow),
  total: z.number().int(),
  /** Open items per kind (every registered kind, zero too), and how many of them are overdue. */
  counts: z.array(
    z.object({ kind: z.string(), title: LabelZ, open: z.number().int(), overdue: z.number().int() }),
  ),
});

export const ReviewItemReq = z.object({ item_id: IdField }).strict();

export const ReviewDetailRes = z.object({
  item: ReviewItemRow,
  sections: z.array(
    z.object({
      title: LabelZ,
      rows: z.array(z.object({ label: LabelZ, value: z.union([z.string(), LabelZ]) })),
    }),
  ),
  files: z.array(z.object({ label: LabelZ, file_id: z.string(), file_name: z.string() })),
  /** The requester's side of the history (the module's events: submitted, answered, decided). */
  history: z.array(z.object({ at: z.string(), action: z.string(), actor: z.string(), reason: z.string() })),
  /** The kit's events: claims, releases, decisions, second approvals; each names the staff member. */
  events: z.array(
    z.object({
      at: z.string(),
      action: z.string(),
      staff_id: z.string(),
      staff_name: z.string(),
      decision: z.string(),
      reason_code: z.string(),
      reason_text: z.string(),
    }),
  ),
  decisions: z.array(
    z.object({
      decision: z.enum(REVIEW_DECISIONS),
      needs_reason: YN,
      /** Y: this decision on this item waits for a second approver (the amount is above the limit). */
      needs_second: YN,
    }),
  ),
  /** The amount above which an approving decision needs a second approver (cents). */
  second_limit: z.number().int(),
  /** Y: the caller raised this request and may not decide it. */
  own_request: YN,
  /** Y: the caller holds (claimed) it. */
  held_by_me: YN,
});

export const ReviewDecideReq = z
  .object({
    item_id: IdField,
    decision: z.enum(REVIEW_DECISIONS),
    reason_code: opt(32),
    reason_text: opt(200),
  })
  .strict();

export const ReviewSecondReq = z
  .object({
    item_id: IdField,
    /** Y: the first decision is carried out; N: it is set aside and the item is open again. */
    agree: YN,
    reason_text: opt(200),
  })
  .strict();

export const ReviewItemRes = z.object({ item: ReviewItemRow });

export const ReviewFileReq = z.object({ item_id: IdField, file_id: z.string().max(40) }).strict();
export const ReviewFileRes = z.object({
  file_id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  content_base64: z.string(),
});

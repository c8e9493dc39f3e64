import { z } from 'zod';
import { INVOICE_HEAD_TYPE, INVOICE_STATUS } from '../statuses.ts';
import { MerchantOfRow } from './lists.ts';
import { keysOf, optionalChoice, PageFields } from './transactions.ts';

/**
 * Invoices for the provider's fees (461, 462, 463; docs/api.md, "Invoices"): heads (whom an invoice is
 * made out to), applications from confirmed fee bills, the merchant's own audit and the provider's review.
 */
export const INVOICE_STATUSES = keysOf(INVOICE_STATUS);
export const INVOICE_HEAD_TYPES = keysOf(INVOICE_HEAD_TYPE);

const id = z.string().regex(/^\d{1,18}$/);
const text = (max: number) => z.string().max(max);

// Heads (462)

export const InvoiceHeadFields = {
  head_type: z.enum(INVOICE_HEAD_TYPES),
  title: text(100),
  /** Letters and digits, required for an enterprise head. */
  tax_no: text(30).default(''),
  address: text(200).default(''),
  phone: text(30).default(''),
  bank_name: text(100).default(''),
  bank_account: text(40).default(''),
  /** Where the issued invoice is sent. */
  email: text(50).default(''),
};

/** What a head says besides its type and title: on the head, and copied onto each application made out to it. */
const HeadParticulars = {
  tax_no: z.string(),
  address: z.string(),
  phone: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  email: z.string(),
};

export const InvoiceHead = z.object({
  head_id: z.string(),
  head_type: z.enum(INVOICE_HEAD_TYPES),
  title: z.string(),
  ...HeadParticulars,
  is_default: z.enum(['Y', 'N']),
  updated_at: z.string(),
});
export type InvoiceHeadT = z.infer<typeof InvoiceHead>;

export const InvoiceHeadListReq = z.object({}).strict();
export const InvoiceHeadListRes = z.object({ rows: z.array(InvoiceHead) });

/** Without head_id a new head; with it, that head changed. is_default 'Y' makes it the default. */
export const InvoiceHeadSaveReq = z
  .object({ head_id: id.optional(), ...InvoiceHeadFields, is_default: z.enum(['Y', 'N']).default('N') })
  .strict();
export type InvoiceHeadSaveReqT = z.infer<typeof InvoiceHeadSaveReq>;
export const InvoiceHeadRes = InvoiceHead;

export const InvoiceHeadIdReq = z.object({ head_id: id }).strict();

// Applications (461)

export const InvoiceApplyReq = z
  .object({
    bill_nos: z.array(z.string().min(1).max(40)).min(1).max(24),
    head_id: id,
    remark: text(200).default(''),
    /** The page's 32-character form id: the same key with the same bills answers the first application. */
    client_key: z.string().min(8).max(64),
  })
  .strict();
export type InvoiceApplyReqT = z.infer<typeof InvoiceApplyReq>;

export const InvoiceRow = z.object({
  apply_no: z.string(),
  ...MerchantOfRow,
  head_type: z.enum(INVOICE_HEAD_TYPES),
  title: z.string(),
  amount: z.number().int(),
  bill_count: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  applied_at: z.string(),
  invoice_no: z.string(),
  issued_at: z.string(),
});
export type InvoiceRowT = z.infer<typeof InvoiceRow>;

export const InvoiceBill = z.object({
  bill_no: z.string(),
  period: z.string(),
  fee_amount: z.number().int(),
});

export const InvoiceDetail = InvoiceRow.extend({
  ...HeadParticulars,
  remark: z.string(),
  applicant: z.string(),
  auditor: z.string(),
  audited_at: z.string(),
  audit_remark: z.string(),
  reviewer_name: z.string(),
  reviewed_at: z.string(),
  review_remark: z.string(),
  bills: z.array(InvoiceBill),
});
export type InvoiceDetailT = z.infer<typeof InvoiceDetail>;

export const InvoiceListReq = z
  .object({
    /** yyyymmdd of the application, both optional (absent: no bound; sent: a real calendar day). */
    start_date: text(8).optional(),
    end_date: text(8).optional(),
    status: optionalChoice(INVOICE_STATUSES),
    apply_no: text(40).optional(),
    mer_no: text(32).optional(),
    ...PageFields,
  })
  .strict();
export type InvoiceListReqT = z.infer<typeof InvoiceListReq>;

export const InvoiceListRes = z.object({
  page_no: z.number().int(),
  page_size: z.number().int(),
  total_count: z.number().int(),
  totals: z.object({ count: z.number().int(), amount: z.number().int() }),
  rows: z.array(InvoiceRow),
});
export type InvoiceListResT = z.infer<typeof InvoiceListRes>;

export const InvoiceNoReq = z.object({ apply_no: z.string().min(1).max(40) }).strict();

/** The applicant's management (invoiceInfoManger): cancel, or change and resubmit a returned one. */
export const InvoiceManageReq = z
  .object({
    apply_no: z.string().min(1).max(40),
    action: z.enum(['CANCEL', 'RESUBMIT']),
    /** RESUBMIT: another head and remark (optional). */
    head_id: id.optional(),
    remark: text(200).optional(),
  })
  .strict();
export type InvoiceManageReqT = z.infer<typeof InvoiceManageReq>;

/** The merchant's audit (invoiceInfoAudit, 463): pass to the provider, or return to the applicant. */
export const InvoiceAuditReq = z
  .object({
    apply_no: z.string().min(1).max(40),
    action: z.enum(['APPROVE', 'RETURN']),
    /** Required when returning. */
    audit_remark: text(200).default(''),
  })
  .strict();
export type InvoiceAuditReqT = z.infer<typeof InvoiceAuditReq>;

import { z } from 'zod';
import { PAYMENT_AUDIT_STATUS } from '../statuses.ts';
import { PayPwdKeyField } from './auth.ts';
import { listRequests, MerchantOfRow } from './lists.ts';
import {
  countRes,
  DateRangeFields,
  intFields,
  keysOf,
  listRes,
  MerchantFilterFields,
  optionalChoice,
  pageRes,
} from './transactions.ts';

/**
 * Payment query (43) and detail (431): the merchant's outgoing payments to payees, each reviewed by the
 * provider before the money moves (statuses of spec point 4). Senior `trade/payment*` and classic
 * `meradm/paymentAuditList|Query` answer the same shapes.
 */
export const PAYMENT_STATUSES = keysOf(PAYMENT_AUDIT_STATUS);

const text = (max: number) => z.string().max(max).optional();

export const PaymentFilterFields = {
  ...DateRangeFields,
  ...MerchantFilterFields,
  status: optionalChoice(PAYMENT_STATUSES),
  payment_no: text(64),
  /** Part of the payee's name. */
  payee_name: text(64),
};

/** mask 'Y' (the privacy flag, default on): the payee account is masked by the server. */
export const MaskField = { mask: z.enum(['Y', 'N']).default('Y') };

export const { query: PaymentQueryReq, filter: PaymentFilterReq } = listRequests(
  PaymentFilterFields,
  MaskField,
);
export type PaymentQueryReqT = z.infer<typeof PaymentQueryReq>;
export type PaymentFilterReqT = z.infer<typeof PaymentFilterReq>;

export const PaymentRow = z.object({
  payment_no: z.string(),
  ...MerchantOfRow,
  payee_name: z.string(),
  /** Masked (first 6, last 4) when the request asks for it. */
  payee_account_no: z.string(),
  payee_bank: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  purpose: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
  submitted_at: z.string(),
  audited_at: z.string(),
  finished_at: z.string(),
});
export type PaymentRowT = z.infer<typeof PaymentRow>;

export const PaymentTotals = z.object(intFields('count', 'amount', 'fee'));

export const PaymentPageRes = pageRes(PaymentRow);
export const PaymentCountRes = countRes(PaymentTotals);
/** The classic list answers rows, count and totals together. */
export const PaymentListRes = listRes(PaymentRow, PaymentTotals);

export const PaymentDetailReq = z.object({ payment_no: z.string().min(1).max(64), ...MaskField }).strict();
export const PaymentDetailRes = PaymentRow.extend({
  remark: z.string(),
  auditor_name: z.string(),
  audit_remark: z.string(),
  oper_login_name: z.string(),
});

// Payment audit edits (meradm/paymentAuditInsert|Update|Delete|Submit, issue 12 point 6, issue 25 point 4).

/**
 * The provider's transfer fee of a payment, in cents: free to the bank of the merchant's settlement
 * account, 15 MOP to any other bank (docs/decisions.md, "Payment audit"). Held with the amount at submit.
 */
export const PAYMENT_TRANSFER_FEE = 1500;

/** What the merchant writes of a payment; amount in yuan as typed (spec point 5). */
export const PaymentFormFields = {
  payee_name: z.string().max(64),
  payee_account_no: z.string().max(30),
  payee_bank: z.string().max(64).default(''),
  amount: z.string().max(20),
  purpose: z.string().max(64).default(''),
  remark: z.string().max(200).default(''),
};

/** A new payment, kept to submit (INIT): submitting it is its own confirmed call (paymentAuditSubmit). */
export const PaymentInsertReq = z.object(PaymentFormFields).strict();
export type PaymentInsertReqT = z.infer<typeof PaymentInsertReq>;

/** A payment to submit (INIT) or returned by the review (AUDIT_CLOSED), changed (it stays or becomes INIT). */
export const PaymentUpdateReq = z
  .object({
    payment_no: z.string().min(1).max(64),
    payee_name: PaymentFormFields.payee_name.optional(),
    payee_account_no: PaymentFormFields.payee_account_no.optional(),
    payee_bank: z.string().max(64).optional(),
    amount: PaymentFormFields.amount.optional(),
    purpose: z.string().max(64).optional(),
    remark: z.string().max(200).optional(),
  })
  .strict();
export type PaymentUpdateReqT = z.infer<typeof PaymentUpdateReq>;

export const PaymentDeleteReq = z.object({ payment_no: z.string().min(1).max(64) }).strict();

/**
 * Submits a payment (INIT or AUDIT_CLOSED) for the provider's review: a confirmed money move (the
 * payment password; client_key the form's 32-character formId). Its amount plus fee are held on the
 * merchant's balance (PAY10002 when the available balance cannot hold them).
 */
export const PaymentSubmitReq = z
  .object({
    payment_no: z.string().min(1).max(64),
    pay_password: z.string().max(64),
    ...PayPwdKeyField,
    client_key: z.string().max(64),
  })
  .strict();
export type PaymentSubmitReqT = z.infer<typeof PaymentSubmitReq>;

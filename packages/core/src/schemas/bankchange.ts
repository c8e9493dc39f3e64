import { z } from 'zod';
import { PayPwdKeyField } from './auth.ts';

/**
 * Settlement bank-account change with a small verification payment (modules/bankchange): the merchant's
 * (issue 14 point 6: mercBankChange, reConfirm, rePayCheck, reCheckSts) and the service provider's (issue
 * 13 point 7: agtBankChangeModify, agtReCheckSts). The administrator proposes a new account, confirms it
 * with the payment password; the platform pays 0.01-0.99 MOP to the new account; the amount received is
 * entered (three wrong answers block the change); a reviewer approves, and only then does the new account
 * replace the old one. docs/api.md, "Settlement bank-account change".
 */

export const BANK_CHANGE_STATUSES = [
  'PAY_CHECK',
  'PAY_FAILED',
  'AUDITING',
  'APPROVED',
  'REJECTED',
  'BLOCKED',
] as const;
export const BANK_VERIFY_PAY_STATUSES = ['PROCESSING', 'PAYOUT_SUCCESS', 'FAILURE'] as const;
export const BANK_CHANGE_EVENTS = [
  'CREATED',
  'PAID',
  'PAY_FAILED',
  'AMOUNT_WRONG',
  'AMOUNT_RIGHT',
  'BLOCKED',
  'APPROVED',
  'REJECTED',
] as const;
/** Wrong amounts allowed before the change is blocked. */
export const BANK_CHANGE_MAX_TRIES = 3;

/** The change number: BC + Macau yyyymmdd + 8 digits. */
export const ChangeNoField = z.string().regex(/^BC\d{16}$/);

/** The new account as typed: a bank of the reference list (queryBank), digits, the holder's name. */
const NewAccount = {
  bank_code: z.string().max(16),
  account_no: z.string().max(40),
  account_name: z.string().max(100),
};

export const BankTmpModifyReq = z.object(NewAccount).strict();
export type BankTmpModifyReqT = z.infer<typeof BankTmpModifyReq>;

/** A settlement account as shown: the number masked (first 6, last 4). */
export const SettleAccountView = z.object({
  bank_name: z.string(),
  account_no: z.string(),
  account_name: z.string(),
});

/** The checked proposal (nothing is stored): what the confirmation step shows. */
export const BankTmpModifyRes = z.object({
  bank_code: z.string(),
  bank_name: z.string(),
  bank_name_en: z.string(),
  account_no: z.string(),
  account_name: z.string(),
  current: SettleAccountView.nullable(),
});

export const BankModifyReq = z
  .object({
    ...NewAccount,
    pay_password: z.string().max(64),
    ...PayPwdKeyField,
    /** The page's 32-character form id: the same key and account answer the first change. */
    client_key: z.string().max(64),
  })
  .strict();
export type BankModifyReqT = z.infer<typeof BankModifyReq>;

export const BankChangeRow = z.object({
  change_no: z.string(),
  status: z.enum(BANK_CHANGE_STATUSES),
  bank_code: z.string(),
  bank_name: z.string(),
  account_no: z.string(),
  account_name: z.string(),
  old_bank_name: z.string(),
  old_account_no: z.string(),
  old_account_name: z.string(),
  pay_status: z.enum(BANK_VERIFY_PAY_STATUSES),
  /** Wrong amounts still allowed (0 once blocked). */
  tries_left: z.number().int(),
  review_reason: z.string(),
  created_at: z.string(),
  reviewed_at: z.string(),
  history: z.array(z.object({ action: z.enum(BANK_CHANGE_EVENTS), reason: z.string(), at: z.string() })),
});
export type BankChangeRowT = z.infer<typeof BankChangeRow>;

export const ChangeNoReq = z.object({ change_no: ChangeNoField }).strict();

/** Where the verification payment is. */
export const PayStatusRes = z.object({
  change_no: z.string(),
  status: z.enum(BANK_CHANGE_STATUSES),
  pay_status: z.enum(BANK_VERIFY_PAY_STATUSES),
  bank_name: z.string(),
  account_no: z.string(),
  tries_left: z.number().int(),
  paid_at: z.string(),
});

export const PayConfirmReq = z
  .object({
    change_no: ChangeNoField,
    /** The amount received, in MOP as typed (e.g. 0.37). */
    amount: z.string().max(20),
    /** The page's form id for this try: the same try sent twice is counted once. */
    client_key: z.string().max(64),
  })
  .strict();
export type PayConfirmReqT = z.infer<typeof PayConfirmReq>;

export const CheckStatusReq = z.object({}).strict();
export const CheckStatusRes = z.object({
  current: SettleAccountView.nullable(),
  /** The change in progress (PAY_CHECK or AUDITING), if any. */
  open: BankChangeRow.nullable(),
  /** The organisation's changes, newest first (at most 20). */
  list: z.array(BankChangeRow),
});

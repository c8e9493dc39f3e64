import { z } from 'zod';
import type { LabelSet } from '../statuses.ts';
import { PHONE_AREAS } from './auth.ts';
import { ContactField, IdField, SETTABLE_OPERATOR_STATUSES, YN } from './operators.ts';
import { keysOf, PageFields } from './transactions.ts';

/**
 * Cashier management (the bank-portal reading of spec points 2, 3, 5 and 6): list, add, view, edit,
 * delete, reset password. A cashier is an operator of kind 'cashier' with a role, permitted stores and
 * functions. Paths: `meradm/cashierList|Add|Detail|Update|Delete|ResetPsd` (docs/api.md).
 */

/** Basic functions: what every counter needs. */
export const CASHIER_BASIC_FUNCTIONS = {
  collect: { zh: '收款', en: 'Collect payments' },
  trade_query: { zh: '交易查詢', en: 'Query transactions' },
  daily_report: { zh: '日結報表', en: 'Daily report' },
  reprint: { zh: '補打小票', en: 'Reprint receipts' },
} as const satisfies LabelSet;

/** Additional functions, granted one by one; allow_refund is the spec's allow-refund switch. */
export const CASHIER_EXTRA_FUNCTIONS = {
  allow_refund: { zh: '允許退款', en: 'Allow refunds' },
  export: { zh: '導出交易', en: 'Export transactions' },
  settle_query: { zh: '結算查詢', en: 'Settlement query' },
} as const satisfies LabelSet;

export const BASIC_FUNCTION_KEYS = keysOf(CASHIER_BASIC_FUNCTIONS);
export const EXTRA_FUNCTION_KEYS = keysOf(CASHIER_EXTRA_FUNCTIONS);
export type CashierFunction = (typeof BASIC_FUNCTION_KEYS)[number] | (typeof EXTRA_FUNCTION_KEYS)[number];
const FUNCTION_KEYS: readonly string[] = [...BASIC_FUNCTION_KEYS, ...EXTRA_FUNCTION_KEYS];

export function isCashierFunction(value: unknown): value is CashierFunction {
  return typeof value === 'string' && FUNCTION_KEYS.includes(value);
}

export const CASHIER_LIMITS = { name: 30, email: 50, stores: 200 } as const;

export const CashierListReq = z
  .object({
    user_name: z.string().max(64).optional(),
    name: z.string().max(64).optional(),
    status: z.union([z.literal(''), z.enum(['normal', 'locked'])]).optional(),
    store_id: z.union([z.literal(''), IdField]).optional(),
    ...PageFields,
  })
  .strict();

export const CashierStore = z.object({ store_id: z.string(), store_no: z.string(), store_name: z.string() });

export const CashierRow = z.object({
  cashier_id: z.string(),
  user_name: z.string(),
  name: z.string(),
  role_id: z.string(),
  role_name: z.string(),
  phone_area: z.string(),
  /** Masked, as the operators' (schemas/operators.ts CONTACT_FIELDS). */
  phone: z.string(),
  /** Masked; empty when there is none. */
  email: z.string(),
  status: z.enum(['normal', 'invalid', 'locked']),
  stores: z.array(CashierStore),
  basic_functions: z.array(z.string()),
  extra_functions: z.array(z.string()),
  allow_refund: YN,
  /** Registration date and last edit, yyyymmddHHMMss. */
  registered_at: z.string(),
  updated_at: z.string(),
  last_login_at: z.string(),
});
export type CashierRowT = z.infer<typeof CashierRow>;

export const CashierListRes = z.object({
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  rows: z.array(CashierRow),
});

export const CashierIdReq = z.object({ cashier_id: IdField }).strict();

export const CashierContactReq = z.object({ cashier_id: IdField, field: ContactField }).strict();

const CashierFields = {
  name: z.string().max(64),
  role_id: IdField,
  phone_area: z.enum(PHONE_AREAS),
  phone: z.string().max(20),
  email: z.string().max(64).optional(),
  status: z.enum(SETTABLE_OPERATOR_STATUSES),
  store_ids: z.array(IdField).max(CASHIER_LIMITS.stores),
  basic_functions: z.array(z.enum(BASIC_FUNCTION_KEYS)).max(10),
  extra_functions: z.array(z.enum(EXTRA_FUNCTION_KEYS)).max(10),
};

export const CashierAddReq = z
  .object({
    user_name: z.string().max(64),
    password: z.string().max(64),
    confirm_password: z.string().max(64),
    ...CashierFields,
  })
  .strict();
export type CashierAddReqT = z.infer<typeof CashierAddReq>;

/**
 * Edit replaces every field of the form but the contact: the form holds it masked, so phone and area
 * (together) and e-mail are sent only when changed. Absent keeps the stored value; an empty e-mail removes it.
 */
export const CashierUpdateReq = z
  .object({
    cashier_id: IdField,
    ...CashierFields,
    phone_area: CashierFields.phone_area.optional(),
    phone: CashierFields.phone.optional(),
  })
  .strict();
export type CashierUpdateReqT = z.infer<typeof CashierUpdateReq>;

/** The supervisor sets a new password; the cashier must change it at the next sign-in. */
export const CashierResetPsdReq = z
  .object({ cashier_id: IdField, new_password: z.string().max(64), confirm_password: z.string().max(64) })
  .strict();

export const CashierIdRes = z.object({ cashier_id: z.string() });

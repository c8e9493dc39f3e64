import { z } from 'zod';
import { PHONE_AREAS } from './auth.ts';
import { PageFields } from './transactions.ts';

/**
 * Operators of an organisation (spec point 7, `admin/oper*`; codes 12, 1212, 1213). The schema checks the
 * shape; the content rules (user name, ' < >, mobile, e-mail) are the validators of packages/core, which
 * the server runs so that each refusal carries its own catalogue code.
 */

/** A database id as text (bigint). */
export const IdField = z.string().regex(/^\d{1,18}$/);
export const YN = z.enum(['Y', 'N']);
export type YNT = z.infer<typeof YN>;

/** Status an administrator may set; 'invalid' is what delete does. */
export const SETTABLE_OPERATOR_STATUSES = ['normal', 'locked'] as const;
export const OPERATOR_STATUSES = ['normal', 'invalid', 'locked'] as const;

/** Maximum lengths of the free-text fields (VAL10008 beyond). */
export const OPERATOR_LIMITS = { name: 30, email: 50, loginName: 20 } as const;

const filter = (max: number) => z.string().max(max).optional();

export const OperListReq = z
  .object({
    login_name: filter(64),
    name: filter(64),
    status: z.union([z.literal(''), z.enum(OPERATOR_STATUSES)]).optional(),
    role_id: z.union([z.literal(''), IdField]).optional(),
    ...PageFields,
  })
  .strict();
export type OperListReqT = z.infer<typeof OperListReq>;

/**
 * The contact fields a list or a detail answers masked (phone 3+4, e-mail 3; issue 15, point 2). Showing
 * one of them in full is a call of its own (`admin/operContact`, `meradm/cashierContact`): it needs the
 * management code 1213 and is audited.
 */
export const CONTACT_FIELDS = ['phone', 'email'] as const;
export const ContactField = z.enum(CONTACT_FIELDS);
export type ContactFieldT = z.infer<typeof ContactField>;

/** One contact value in full. */
export const ContactRes = z.object({ field: ContactField, value: z.string() });
export type ContactResT = z.infer<typeof ContactRes>;

export const OperRow = z.object({
  oper_id: z.string(),
  login_name: z.string(),
  name: z.string(),
  kind: z.enum(['admin', 'operator', 'cashier']),
  role_id: z.string(),
  role_name: z.string(),
  phone_area: z.string(),
  /** Masked (CONTACT_FIELDS). */
  phone: z.string(),
  /** Masked (CONTACT_FIELDS); empty when there is none. */
  email: z.string(),
  status: z.enum(OPERATOR_STATUSES),
  /** Y when a lock from failed sign-ins or an administrator is in force. */
  locked: YN,
  must_change_pwd: YN,
  last_login_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Y for the caller's own row (the page disables role change and delete there). */
  is_self: YN,
});
export type OperRowT = z.infer<typeof OperRow>;

export const OperListRes = z.object({
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  rows: z.array(OperRow),
});

export const OperIdReq = z.object({ oper_id: IdField }).strict();

export const OperContactReq = z.object({ oper_id: IdField, field: ContactField }).strict();

export const OperAddReq = z
  .object({
    login_name: z.string().max(64),
    name: z.string().max(64),
    role_id: IdField,
    phone_area: z.enum(PHONE_AREAS),
    phone: z.string().max(20),
    email: z.string().max(64).optional(),
  })
  .strict();
export type OperAddReqT = z.infer<typeof OperAddReq>;

/** Where the temporary password went, masked. */
export const TempPasswordRes = z.object({
  oper_id: z.string(),
  sent_to_phone: z.string(),
  sent_to_email: z.string(),
});

/** Whether a lock was lifted (N: the operator was not locked). */
export const OperUnlockRes = z.object({ unlocked: YN });

/** Absent fields stay as they are. */
export const OperUpdateReq = z
  .object({
    oper_id: IdField,
    name: z.string().max(64).optional(),
    role_id: IdField.optional(),
    phone_area: z.enum(PHONE_AREAS).optional(),
    phone: z.string().max(20).optional(),
    email: z.string().max(64).optional(),
    status: z.enum(SETTABLE_OPERATOR_STATUSES).optional(),
  })
  .strict();
export type OperUpdateReqT = z.infer<typeof OperUpdateReq>;

import type { MsgCode } from '@mp/core/catalogue';
import {
  BASIC_FUNCTION_KEYS,
  CASHIER_LIMITS,
  type CashierAddReqT,
  type CashierRowT,
  type CashierUpdateReqT,
  EXTRA_FUNCTION_KEYS,
} from '@mp/core/schemas/cashiers';
import { validateCashierUserName, validateStorePermission } from '@mp/core/validators/cashier';
import { validatePassword } from '@mp/core/validators/password';
import { validateMobile } from '@mp/core/validators/phone';
import { type Check, isBlank, optional } from '@mp/core/validators/result';
import { validateEmail } from '@mp/core/validators/text';
import type { PersonValues } from '../../ui/admin/person.ts';
import { textCheck } from '../../ui/admin/textRules.ts';

/**
 * The cashier form (spec points 3, 5 and 6, the bank-portal reading): user name 6-20 letters and digits;
 * name, role, phone and status required; at least one store permission; basic and additional functions
 * (allow-refund among them). One check per field, used by the form's inline rules and by submit.
 */

export type BasicFunction = (typeof BASIC_FUNCTION_KEYS)[number];
export type ExtraFunction = (typeof EXTRA_FUNCTION_KEYS)[number];

export interface CashierFormValues extends PersonValues {
  user_name: string;
  password: string;
  confirm_password: string;
  store_ids: string[];
  basic_functions: BasicFunction[];
  extra_functions: ExtraFunction[];
}
export type CashierField = keyof CashierFormValues;
export type CashierMode = 'add' | 'edit';

/** The fields a mode shows (user name and password only when adding). */
export function fieldsOf(mode: CashierMode): CashierField[] {
  const common: CashierField[] = [
    'name',
    'role_id',
    'phone',
    'email',
    'status',
    'store_ids',
    'basic_functions',
    'extra_functions',
  ];
  return mode === 'add' ? ['user_name', 'password', 'confirm_password', ...common] : common;
}

/** The contact of the cashier being edited, masked as the server answered it (issue 15, point 2). */
export type KeptContact = Pick<CashierRowT, 'phone_area' | 'phone' | 'email'>;

/** Whether the phone (with its area) or the e-mail differs from what the edit form started with. */
function phoneChanged(v: Partial<CashierFormValues>, kept?: KeptContact): boolean {
  return !kept || v.phone !== kept.phone || v.phone_area !== kept.phone_area;
}
function emailChanged(v: Partial<CashierFormValues>, kept?: KeptContact): boolean {
  return !kept || (v.email ?? '') !== kept.email;
}

/**
 * One field's check. `kept` (editing): a contact left masked as answered passes and is not sent; a new
 * value must pass the rule.
 */
export function checkCashierField(
  field: CashierField,
  v: Partial<CashierFormValues>,
  kept?: KeptContact,
): Check {
  switch (field) {
    case 'user_name':
      return validateCashierUserName(v.user_name);
    case 'password':
      return validatePassword(v.password);
    case 'confirm_password':
      if (isBlank(v.confirm_password)) return 'VAL10036';
      return v.confirm_password === v.password ? null : 'VAL10020';
    case 'name':
      return textCheck(CASHIER_LIMITS.name, true)(v.name);
    case 'role_id':
      return isBlank(v.role_id) ? 'VAL10001' : null;
    case 'phone':
      return phoneChanged(v, kept) ? validateMobile(v.phone_area, v.phone) : null;
    case 'email':
      if (!emailChanged(v, kept)) return null;
      return optional(v.email, (e) => validateEmail(e) ?? textCheck(CASHIER_LIMITS.email, false)(e));
    case 'status':
      return v.status === 'normal' || v.status === 'locked' ? null : 'VAL10001';
    case 'store_ids':
      return validateStorePermission(v.store_ids);
    case 'basic_functions':
      return (v.basic_functions ?? []).every((f) => (BASIC_FUNCTION_KEYS as readonly string[]).includes(f))
        ? null
        : 'VAL10037';
    case 'extra_functions':
      return (v.extra_functions ?? []).every((f) => (EXTRA_FUNCTION_KEYS as readonly string[]).includes(f))
        ? null
        : 'VAL10037';
    default:
      return 'VAL10037';
  }
}

/** Every refused field of the form with its catalogue code, in form order. */
export function validateCashierForm(
  v: Partial<CashierFormValues>,
  mode: CashierMode,
  kept?: KeptContact,
): { field: CashierField; code: MsgCode }[] {
  const out: { field: CashierField; code: MsgCode }[] = [];
  for (const field of fieldsOf(mode)) {
    const code = checkCashierField(field, v, kept);
    if (code) out.push({ field, code });
  }
  return out;
}

/** A new cashier starts with the basic functions a counter needs; refunds are granted on purpose. */
export const NEW_CASHIER: Partial<CashierFormValues> = {
  phone_area: '+853',
  status: 'normal',
  store_ids: [],
  basic_functions: ['collect', 'trade_query'],
  extra_functions: [],
};

export function formOfCashier(c: CashierRowT): Partial<CashierFormValues> {
  return {
    name: c.name,
    role_id: c.role_id,
    phone_area: c.phone_area as CashierFormValues['phone_area'],
    phone: c.phone,
    email: c.email,
    status: c.status === 'locked' ? 'locked' : 'normal',
    store_ids: c.stores.map((s) => s.store_id),
    basic_functions: c.basic_functions as BasicFunction[],
    extra_functions: c.extra_functions as ExtraFunction[],
  };
}

function common(v: CashierFormValues) {
  return {
    name: v.name,
    role_id: v.role_id,
    phone_area: v.phone_area,
    phone: v.phone,
    status: v.status,
    store_ids: v.store_ids,
    basic_functions: v.basic_functions ?? [],
    extra_functions: v.extra_functions ?? [],
  };
}

export function addRequest(v: CashierFormValues): CashierAddReqT {
  return {
    user_name: v.user_name,
    password: v.password,
    confirm_password: v.confirm_password,
    ...common(v),
    email: v.email || undefined,
  };
}

/**
 * Every field of the form, but the contact only where it changed: left masked it stays as stored (the
 * server keeps an absent phone or e-mail); an emptied e-mail is sent empty and removes it.
 */
export function updateRequest(id: string, v: CashierFormValues, kept?: KeptContact): CashierUpdateReqT {
  const { phone_area, phone, ...rest } = common(v);
  return {
    cashier_id: id,
    ...rest,
    ...(phoneChanged(v, kept) ? { phone_area, phone } : {}),
    ...(emailChanged(v, kept) ? { email: v.email ?? '' } : {}),
  };
}

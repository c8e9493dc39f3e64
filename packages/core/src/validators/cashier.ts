import { type Check, isBlank } from './result.ts';

/** Spec point 5: a cashier's user name is 6-20 Latin letters and digits. */
export function validateCashierUserName(value: unknown): Check {
  if (isBlank(value)) return 'VAL10035';
  return typeof value === 'string' && /^[A-Za-z0-9]{6,20}$/.test(value) ? null : 'VAL10022';
}

/** Spec point 5: at least one store permission must be chosen. */
export function validateStorePermission(storeIds: unknown): Check {
  const isId = (id: unknown) => (typeof id === 'string' && id.trim() !== '') || Number.isInteger(id);
  const ok = Array.isArray(storeIds) && storeIds.some(isId);
  return ok ? null : 'VAL10027';
}

import type { PHONE_AREAS } from '@mp/core/schemas/auth';
import type { Check } from '@mp/core/validators/result';

/** What the operator and cashier forms ask of the person alike: name, role, contact and status. */
export interface PersonValues {
  name: string;
  role_id: string;
  phone_area: (typeof PHONE_AREAS)[number];
  phone: string;
  email: string;
  status: 'normal' | 'locked';
}

/**
 * A contact field of an edit form starts with the masked value the server answered (issue 15, point 2): left
 * as it is, it passes and is not sent (the server keeps the stored value); anything else is a new value
 * and must pass `check`.
 */
export function keptOr(kept: string | undefined, check: (v: unknown) => Check): (v: unknown) => Check {
  return (v) => (kept !== undefined && v === kept ? null : check(v));
}

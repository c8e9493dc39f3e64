import type { PHONE_AREAS } from '@mp/core/schemas/auth';

/** What the operator and cashier forms ask of the person alike: name, role, contact and status. */
export interface PersonValues {
  name: string;
  role_id: string;
  phone_area: (typeof PHONE_AREAS)[number];
  phone: string;
  email: string;
  status: 'normal' | 'locked';
}

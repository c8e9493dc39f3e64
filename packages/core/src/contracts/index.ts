import type { Contract } from '../contract.ts';
import { contracts as cashiers } from './cashiers.ts';
import { contracts as dashboard } from './dashboard.ts';
import { contracts as merchant } from './merchant.ts';
import { contracts as notices } from './notices.ts';
import { contracts as operators } from './operators.ts';
import { contracts as refunds } from './refunds.ts';
import { contracts as roles } from './roles.ts';
import { contracts as stores } from './stores.ts';

/**
 * Every contract of the product, capability by capability. A capability adds one line here; a server
 * test checks that each has exactly one endpoint and each endpoint a contract.
 */
export const ALL_CONTRACTS: readonly Contract[] = [
  ...refunds,
  ...operators,
  ...roles,
  ...cashiers,
  ...stores,
  ...merchant,
  ...notices,
  ...dashboard,
];

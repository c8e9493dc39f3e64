import type { Contract } from '../contract.ts';
import { contracts as refunds } from './refunds.ts';

/**
 * Every contract of the product, capability by capability. A capability adds one line here; a server
 * test checks that each has exactly one endpoint and each endpoint a contract.
 */
export const ALL_CONTRACTS: readonly Contract[] = [...refunds];

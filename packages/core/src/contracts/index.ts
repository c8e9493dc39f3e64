import type { Contract } from '../contract.ts';
import { CONTRACT_FILES } from './index.generated.ts';

/**
 * Every contract of the product: those of every file of this folder (contracts/index.generated.ts, written
 * by `npm run capabilities`). A server test checks that each has exactly one endpoint and each endpoint a
 * contract.
 */
export const ALL_CONTRACTS: readonly Contract[] = CONTRACT_FILES.flat();

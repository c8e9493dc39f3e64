/**
 * Reference data (migration 0031): banks, MCCs, areas, business types and the products an applicant may
 * ask for, answered in the caller's language where names have two. The onboarding wizard and the
 * merchant-information changes check their answers against it; the bank-account change its banks.
 */
export {
  areaIsLeaf,
  type BankDbRow,
  bank as referenceBank,
  busType,
  mccExists,
  products as referenceProducts,
} from './queries.ts';
export { endpoints } from './routes.ts';

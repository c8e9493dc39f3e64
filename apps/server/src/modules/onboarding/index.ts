/**
 * Merchant onboarding and information changes (issue 14): reference data, the applicant's sign-in by
 * SMS, the registration wizard, uploaded files and OCR. The merchant-information changes (merchantinfo)
 * reuse its base-information check, the merchant's files and the review history; the bank-account change
 * (modules/bankchange) its reference banks.
 */

export { fileRow, ownedFile } from './files.ts';
export {
  type BankDbRow,
  bank as referenceBank,
  changeEvents,
  filesByNo,
  insertEvent as insertReviewEvent,
} from './queries.ts';
export { reasonOf } from './review.ts';
export { registerReviewApi } from './review-api.ts';
export { endpoints } from './routes.ts';
export { checkBaseInfo } from './wizard.ts';

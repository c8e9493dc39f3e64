/**
 * Merchant onboarding and information changes (issue 14): reference data, the applicant's sign-in by
 * SMS, the registration wizard, uploaded files and OCR. Other modules use its reference banks (the
 * bank-account change, modules/bankchange).
 */

export { type BankDbRow, bank as referenceBank } from './queries.ts';

export { registerReviewApi } from './review-api.ts';
export { endpoints } from './routes.ts';

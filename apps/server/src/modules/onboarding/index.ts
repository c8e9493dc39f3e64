/**
 * Merchant onboarding and information changes (issue 14): reference data, the applicant's sign-in by
 * SMS, the registration wizard, uploaded files and OCR. Other modules use nothing of it yet.
 */

export { registerReviewApi } from './review-api.ts';
export { endpoints } from './routes.ts';

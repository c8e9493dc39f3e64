/**
 * Merchant onboarding (issue 14): the applicant's sign-in by SMS, the registration wizard, the review of
 * applications and the providers' sub-merchant entries. Reference data (modules/refdata), uploaded files
 * (modules/files) and the changes after onboarding with the review events (modules/changes) are
 * capabilities of their own; the merchant-information changes (merchantinfo) reuse the wizard's
 * base-information check and the review reasons.
 */

import { applicationKinds } from './review-kind.ts';

export { reasonOf } from './review.ts';
export { endpoints } from './routes.ts';
export { checkBaseInfo } from './wizard.ts';
export const reviewKinds = applicationKinds;
/** The applicant behind a wizard token (agreements: onboarding's signatures, /mandate and /signIn). */
export { applicantOf } from './applicant.ts';

/**
 * Settlement bank-account change with a verification payment (issue 14 point 6 for merchants, issue 13
 * point 7 for service providers): the portal's calls, the review kit's kind (review-kind.ts), the payments asked again at
 * start and the demo's view of what the local bank paid (/dev/bank).
 */
import { bankChangeKind } from './review-kind.ts';

export { resumeVerifications } from './payout.ts';
export { latestPayments as latestVerificationPayments } from './queries.ts';
export { endpoints } from './routes.ts';
export const reviewKinds = [bankChangeKind];

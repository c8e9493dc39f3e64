/**
 * The merchant's information changes after onboarding (issue 14 point 5): basic and all-person
 * information, the inspection-expiry update and supplementary data, reviewed by the provider through the
 * review kit (review-kind.ts).
 */
import { changeKind } from './review-kind.ts';

export { endpoints } from './routes.ts';
export const reviewKinds = [changeKind];
export { changes, merchantRow } from './queries.ts';
/** For the requirements of issue 29 (modules/inspection): the information in force, and the expiry update it reuses. */
export { expirySummary, inForce, modifyExpiry } from './service.ts';

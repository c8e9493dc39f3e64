/**
 * The merchant's information changes after onboarding (their progress, the unfinished-review check) and
 * the review events (onboarding_events) of applications and changes. The changes are created and
 * reviewed by modules/merchantinfo and the bank-account change (modules/bankchange).
 */
export { applicationEvents, changeEvents, insertEvent as insertReviewEvent } from './queries.ts';
export { endpoints } from './routes.ts';
export { changeRow } from './service.ts';

/**
 * Requirements, expiry escalation, inspection and file collection (issue 29 points 1-3). Other modules ask
 * it one thing: the merchant's restriction level (0 none, 1 new features blocked, 2 settlement held,
 * 3 collection suspended), as the last evaluation stored it.
 */
import { requirementJob } from './job.ts';
import { itemKind, reliefKind } from './review-kind.ts';

export { runRequirements } from './job.ts';
export { levelByMerNo } from './queries.ts';
export { endpoints } from './routes.ts';
export { assertFeaturesOpen, refresh as refreshRestriction, restrictionLevel } from './service.ts';
export const jobs = [requirementJob];
export const reviewKinds = [itemKind, reliefKind];

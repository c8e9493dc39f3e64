/**
 * Face verification's door (issue 29 point 4): its endpoints, its review kind, and what the flows that
 * need a verified person ask (`verifiedCheckNo`, FAC10004 without one).
 */
import { faceKind } from './review-kind.ts';

export { endpoints } from './routes.ts';
export { verifiedCheckNo } from './service.ts';
export const reviewKinds = [faceKind];

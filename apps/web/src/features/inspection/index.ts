/**
 * Requirements, escalation, inspection and file collection (issue 29 points 1-3): its pages are registered
 * in app/pages.ts; the banner of the restriction and the requirements' hook serve other pages (home).
 */
export { inspectionKeys, useRequirements } from './api.ts';
export { HomeRestriction, RestrictionBanner } from './Requirements.tsx';

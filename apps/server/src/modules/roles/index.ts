export { changedCodes, checkGrantable } from './grant.ts';
export { findRole } from './queries.ts';
export { endpoints } from './routes.ts';

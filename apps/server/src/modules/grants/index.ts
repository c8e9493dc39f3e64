/** The read grants' door (issue 13 point 8): its endpoints. Other modules use nothing of it. */
export { endpoints } from './routes.ts';
export { seedGrants } from './seed.ts';

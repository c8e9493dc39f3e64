/** Account authorisation: the door. */
export { endpoints } from './routes.ts';
export { seedAccountAuths } from './seed.ts';

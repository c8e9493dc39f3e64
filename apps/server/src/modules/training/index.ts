/** Training's door (issue 29 point 5): its endpoints and its demo rows. */
export { endpoints } from './routes.ts';
export { seedTraining } from './seed.ts';

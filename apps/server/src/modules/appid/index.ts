/** The app-ID binding capability's door: its endpoints. */
export { endpoints } from './routes.ts';
export { seedAppIds } from './seed.ts';

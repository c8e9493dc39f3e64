export { endpoints } from './routes.ts';
export { seedAdministration } from './seed.ts';

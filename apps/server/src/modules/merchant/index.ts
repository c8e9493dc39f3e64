export { masker } from './mask.ts';
export { endpoints } from './routes.ts';
export { seedAdministration } from './seed.ts';

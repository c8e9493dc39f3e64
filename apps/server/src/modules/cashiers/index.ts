export { endpoints } from './routes.ts';

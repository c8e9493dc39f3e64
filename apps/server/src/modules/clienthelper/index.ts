/** The client encryption helper's door: its licence endpoint. */
export { endpoints } from './routes.ts';

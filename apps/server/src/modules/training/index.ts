/** Training's door (issue 29 point 5): its endpoints. */
export { endpoints } from './routes.ts';

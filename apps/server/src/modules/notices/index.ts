export { mailAdmins } from './mail.ts';
export { endpoints } from './routes.ts';

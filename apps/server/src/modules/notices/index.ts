export { mailAdmins } from './mail.ts';
export { insertMail } from './queries.ts';
export { endpoints } from './routes.ts';
export { seedBulletins, seedMails } from './seed.ts';

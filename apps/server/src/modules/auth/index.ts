export { hashPassword, verifyPassword } from './password-hash.ts';
export { isRecentPassword, PASSWORD_HISTORY_DEPTH } from './password-policy.ts';
export { endpoints } from './routes.ts';

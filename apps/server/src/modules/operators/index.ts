export {
  insertOperator,
  isUniqueViolation,
  loginNameTaken,
  type Org,
  setTemporaryPassword,
} from './queries.ts';
export { endpoints } from './routes.ts';
export { isLocked, sendTemporaryPassword } from './service.ts';
export { temporaryPassword } from './temp-password.ts';

export {
  insertOperator,
  isUniqueViolation,
  loginNameTaken,
  type NewOperator,
  type Org,
  type PeopleFilter,
  type PersonDbRow,
  setTemporaryPassword,
} from './queries.ts';
export { endpoints } from './routes.ts';
export {
  addWithTemporaryPassword,
  freshTemporaryPassword,
  isLocked,
  personOf,
  sendTemporaryPassword,
  writeResetPassword,
} from './service.ts';
export { temporaryPassword } from './temp-password.ts';

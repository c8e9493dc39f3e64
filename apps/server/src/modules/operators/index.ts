export {
  insertOperator,
  isUniqueViolation,
  loginNameTaken,
  type Org,
  setTemporaryPassword,
} from './queries.ts';
export { endpoints } from './routes.ts';

/**
 * Sign-in, passwords and verification codes. Other modules use the password-history rule, the ending of
 * an operator's sessions and the verification-code store (codes.ts, its rows in queries.ts), on which the
 * security module's operation codes run. Password hashing itself is crypto/'s.
 */

export { audit } from './audit.ts';
export { claimCode, issueCode } from './code-store.ts';
export { CODE_RESEND_MS, CODE_TTL_MS } from './codes.ts';
export { LOGIN_RATE } from './limits.ts';
export { countFailedTry, passwordStep, startSignedIn } from './login-service.ts';
export { isRecentPassword, PASSWORD_HISTORY_DEPTH } from './password-policy.ts';
export {
  endOperatorSessions,
  findOperatorById,
  findOperatorByLoginName,
  markCodeUsed,
  type OperatorAuthRow,
  writeLoginPassword,
} from './queries.ts';
export { endpoints } from './routes.ts';

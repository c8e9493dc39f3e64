/** The provider's back office: staff sign-in with two factors, their tokens, staff management (issue 25). */
export { PROVIDER_ID } from './queries.ts';
export { endpoints } from './routes.ts';
export { seedStaff } from './seed.ts';
export { spendTotp } from './signin.ts';
export { tokenOwner } from './tokens.ts';
export { codeAt, hashToken } from './totp.ts';

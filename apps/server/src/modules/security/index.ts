export { verifyPayPassword } from './pay-password.ts';
export { endpoints } from './routes.ts';
export { canonicalString, signPayload, verifyOrgSignature, verifySignature } from './signature.ts';

export { endpoints } from './routes.ts';
export { canonicalString, signPayload, verifyOrgSignature, verifySignature } from './signature.ts';

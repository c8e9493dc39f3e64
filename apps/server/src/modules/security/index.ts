export { openKey, sealKey } from './key-vault.ts';
export { type MoveCall, moneyMoveEndpoint, moneyMoveEndpoints } from './money-move.ts';
export {
  claimDocumentCode,
  claimOperatorCode,
  sendDocumentCode,
  sendOperatorCode,
  spendCode,
} from './op-codes.ts';
export { PAY_MAX_TRIES, verifyPayPassword } from './pay-password.ts';
export { endpoints } from './routes.ts';
export { canonicalString, signPayload, verifyOrgSignature, verifySignature } from './signature.ts';
export { type CodeScene, transferCodeText } from './texts.ts';

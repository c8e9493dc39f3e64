import { paymentKind } from './review-kind.ts';

export {
  creditPayment,
  decidePayment,
  PAYMENT_DECISIONS,
  type PaymentDecided,
  type PaymentDecision,
  type PaymentDecisionInput,
  refundPayment,
  rejectPayment,
  returnPayment,
  type Staff,
} from './decisions.ts';
export { exportSources, paymentsExport } from './export-source.ts';
export { selectPaymentPage, selectPaymentTotals } from './queries.ts';
export { endpoints } from './routes.ts';
export { seedPayments } from './seed.ts';
export const reviewKinds = [paymentKind];

export { PAYMENT_DECISIONS, type PaymentDecision, reviewPayment } from './edit.ts';
export { exportSources, paymentsExport } from './export-source.ts';
export { selectPaymentPage, selectPaymentTotals } from './queries.ts';
export { endpoints } from './routes.ts';
export { seedPayments } from './seed.ts';

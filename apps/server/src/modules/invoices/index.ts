/** Invoices (461, 462, 463): the door. The provider decides applications through the review kit (review-kind.ts). */
import { invoiceKind } from './review-kind.ts';

export { endpoints } from './routes.ts';
export const reviewKinds = [invoiceKind];
export { seedInvoices, seedWaitingInvoices } from './seed.ts';

/** Invoices (461, 462, 463): the door. The provider's reviewer (ops/review.ts) decides through reviewInvoice. */
export { endpoints } from './routes.ts';
export { type ReviewDecision, type ReviewOutcome, reviewInvoice } from './service.ts';

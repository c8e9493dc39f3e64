/**
 * The refunds capability's door: what other capabilities use of it. The collection detail
 * (transactions) offers the refund of a collection with this dialog; refunds never import transactions.
 * Its pages are registered in app/pages.ts.
 */

export { useDecideRefund, useRefundApprovals } from './api.ts';
export { RefundDialog } from './RefundDialog.tsx';
export { RefundRows } from './RefundRows.tsx';

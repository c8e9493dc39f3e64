/**
 * Cross-border transfer's door: what other capabilities use of it. The approvals page (accounts) lists the
 * transfers waiting for a second operator and decides them with these. Its pages are in pages.ts.
 */
export { minor, statusPathOf, useDecideTransfer, useTransferApprovals } from './api.ts';

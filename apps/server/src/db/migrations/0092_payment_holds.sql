-- Payment audit moves money (issue 25 point 4): a payment submitted for review holds its amount plus fee
-- on the merchant's balance (ledger PAYMENT_HOLD); the review releases it (REJECT, RETURN), sends it
-- (CREDIT: PAYMENT_OUT and PAYMENT_FEE) or gives it back (REFUND: PAYMENT_REFUND, PAYMENT_FEE_REFUND).
--
-- submissions: how many times the payment was submitted (the n-th hold's ledger reference is payment_no,
--   then payment_no-2, -3 ... after a return).
-- ledger_ref: the ledger reference of the money the payment has in the ledger now: its hold while
--   AUDITING, payment_no once credited; null when it has none (a draft, a released one, or a payment of
--   the demo seed or from before this migration, whose decisions move no money).
-- auditor_id: the staff member who decided it (auditor_name is their name).
alter table payments add column submissions integer not null default 0;
alter table payments add column ledger_ref text;
alter table payments add column auditor_id text not null default '';

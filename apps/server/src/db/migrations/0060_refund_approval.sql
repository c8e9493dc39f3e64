-- Approval rules for refunds (issue 12, point 7a; modules/refunds/approval.ts). A refund above the
-- merchant's refund_above, or beyond what its operator may still refund today (refund_daily_cap), is
-- written with approval = 'WAITING': status REFUNDING, its amount held (REFUND_FREEZE) and counted as in
-- flight, but not sent to the payment network until a second operator approves it (then exactly as any
-- refund) or rejects it (FAIL, the hold released).
alter table refunds add column approval text not null default 'NONE'
  check (approval in ('NONE', 'WAITING', 'APPROVED', 'REJECTED'));
alter table refunds add column approver_id bigint references operators (id);
alter table refunds add column decided_at timestamptz;
create index refunds_waiting_idx on refunds (merchant_id, created_at) where approval = 'WAITING';
-- What one operator may refund in a Macau day without a second operator; null = no cap.
alter table approval_rules add column refund_daily_cap bigint check (refund_daily_cap > 0);

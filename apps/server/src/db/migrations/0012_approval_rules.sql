-- Approval rules (modules/accounts): per merchant, set by its administrator. A withdrawal above
-- withdraw_above waits (fund_orders.approval = 'WAITING', status INIT, its amount already held) until a
-- second operator approves or rejects it; daily_cap limits what one operator may withdraw in a Macau day.
-- refund_above is kept for the refunds (not enforced there yet). Null = no rule.
create table approval_rules (
  merchant_id bigint primary key references merchants (id),
  withdraw_above bigint check (withdraw_above > 0),
  refund_above bigint check (refund_above > 0),
  daily_cap bigint check (daily_cap > 0),
  updated_by bigint references operators (id),
  updated_at timestamptz not null
);
create index fund_orders_waiting_idx on fund_orders (merchant_id, created_at) where approval = 'WAITING';

-- Recharges and withdrawals (modules/accounts): money between the provider and a merchant's bank account,
-- moved by the bank port. A withdrawal's amount is held (WITHDRAW_FREEZE) when it is accepted; the bank's
-- answer books WITHDRAW or WITHDRAW_RELEASE; a recharge is booked (RECHARGE) when the bank confirms it.
create sequence fund_order_seq;

create table fund_orders (
  id bigserial primary key,
  -- W (withdrawal) or C (recharge) + yyyymmdd + 8 digits.
  order_no text not null unique,
  kind text not null check (kind in ('WITHDRAW', 'RECHARGE')),
  merchant_id bigint not null references merchants (id),
  amount bigint not null check (amount > 0),
  -- Spec point 4, withdrawal trade status: INIT (accepted, not yet at the bank: e.g. waiting for
  -- approval), PROCESSING (at the bank), PAYOUT_SUCCESS, FAILURE.
  status text not null check (status in ('INIT', 'PROCESSING', 'PAYOUT_SUCCESS', 'FAILURE')),
  -- Second-operator approval (approval rules): NONE, WAITING, APPROVED, REJECTED.
  approval text not null default 'NONE' check (approval in ('NONE', 'WAITING', 'APPROVED', 'REJECTED')),
  bank_code text not null default '',
  bank_name text not null,
  account_no text not null,
  account_name text not null,
  operator_id bigint references operators (id),
  approver_id bigint references operators (id),
  client_key text not null,
  request_hash text not null,
  remark text not null default '',
  bank_ref text not null default '',
  fail_reason text not null default '',
  created_at timestamptz not null,
  finished_at timestamptz,
  unique (merchant_id, kind, client_key)
);
create index fund_orders_merchant_time_idx on fund_orders (merchant_id, created_at desc, id desc);
-- The orders still waiting for the bank, asked again at start.
create index fund_orders_open_idx on fund_orders (status) where status = 'PROCESSING';

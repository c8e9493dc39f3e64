-- Money views: refunds in flight, per-day summaries, outgoing payments, saved filter presets.
-- Additive only: new tables, indexes and columns.

-- A successful refund is also a transaction of type REFUND (amount > 0, net_amount = -amount, on the
-- business day it succeeded), pointing at the spending it gives back.
alter table transactions add column orig_txn_id bigint references transactions (id);
create index transactions_agg_order_idx on transactions (agg_order_no) where agg_order_no <> '';
create index transactions_terminal_time_idx on transactions (terminal_id, created_at desc, id desc);
-- Sort by amount and amount ranges of a large merchant: the date range is checked inside the index.
create index transactions_merchant_amount_idx on transactions (merchant_id, amount, created_at);

-- request_hash: what the client key was first used for (SHA-256 of txn_no and amount); the same key
-- with other arguments is refused (SCM40900).
alter table refunds add column request_hash text not null default '';
alter table refunds add column refund_txn_id bigint references transactions (id);
alter table refunds add column network_ref text not null default '';
alter table refunds add column fail_reason text not null default '';
create index refunds_refunding_idx on refunds (created_at) where status = 'REFUNDING';
create index refunds_store_time_idx on refunds (store_id, created_at desc, id desc);

-- Numbers of what the server creates live; 8-digit sequences keep them apart from the demo seed's
-- 6-digit day sequences (T/R + yyyymmdd + 6 digits).
create sequence txn_no_seq;
create sequence refund_no_seq;
create sequence payment_no_seq;

-- Per-day totals of transactions by every dimension a broad filter uses, so that the count and totals
-- of a month for the largest merchant read a few thousand summary rows instead of a million transactions.
-- Kept in step by the simulator, the refund service and rebuildDailySummaries (after a bulk seed).
create table txn_daily_summary (
  merchant_id bigint not null references merchants (id),
  business_date date not null,
  store_id bigint not null references stores (id),
  pay_type text not null,
  txn_type text not null,
  result text not null,
  txn_count bigint not null default 0,
  amount bigint not null default 0,
  discount_amount bigint not null default 0,
  fee bigint not null default 0,
  net_amount bigint not null default 0,
  refunded_amount bigint not null default 0,
  primary key (merchant_id, business_date, store_id, pay_type, txn_type, result)
);
create index txn_daily_summary_store_idx on txn_daily_summary (store_id, business_date);

-- Outgoing payments of a merchant to a payee, reviewed by the provider (spec point 4, payment audit).
create table payments (
  id bigserial primary key,
  payment_no text not null unique,
  merchant_id bigint not null references merchants (id),
  payee_name text not null,
  payee_account_no text not null,
  payee_bank text not null default '',
  currency text not null default 'MOP',
  amount bigint not null check (amount > 0),
  fee bigint not null default 0 check (fee >= 0),
  purpose text not null default '',
  remark text not null default '',
  status text not null check (status in ('INIT', 'AUDITING', 'AUDIT_REJECT', 'AUDIT_CLOSED', 'INBOUND', 'REFUND_SUCCESS')),
  operator_id bigint references operators (id),
  auditor_name text not null default '',
  audit_remark text not null default '',
  created_at timestamptz not null,
  submitted_at timestamptz,
  audited_at timestamptz,
  finished_at timestamptz
);
create index payments_merchant_time_idx on payments (merchant_id, created_at desc, id desc);

-- Named filter presets of a list page (the page's query string), per operator.
create table filter_presets (
  id bigserial primary key,
  operator_id bigint not null references operators (id),
  page_key text not null,
  name text not null,
  query text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (operator_id, page_key, name)
);

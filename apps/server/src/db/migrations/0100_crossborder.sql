-- Cross-border transfer (ghf, code 9; issue 26; modules/crossborder). The merchant pays in MOP from its
-- balance (the total held in the ledger: XFER_HOLD, then XFER_OUT / XFER_FEE, or XFER_RELEASE /
-- XFER_REFUND); the payee receives the destination currency. Amounts: pay side MOP cents, payee side
-- minor units of its currency. Rates: MOP per one unit, times 1 000 000.

-- Payees: only VERIFIED ones can be paid; version grows at every change (a flow that chose an older one
-- is told the payee changed).
create table cb_payees (
  id bigserial primary key,
  merchant_id bigint not null references merchants (id),
  name text not null,
  account_no text not null,
  bank_code text not null,
  bank_name text not null default '',
  currency text not null,
  country text not null,
  status text not null default 'PENDING' check (status in ('PENDING', 'VERIFIED', 'MISMATCH')),
  status_note text not null default '',
  version integer not null default 1,
  created_by bigint,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index cb_payees_merchant_idx on cb_payees (merchant_id, id);

-- Quotes: a rate locked until expires_at; used by at most one transfer (used_at).
create table cb_quotes (
  id bigserial primary key,
  merchant_id bigint not null references merchants (id),
  rate_token text not null unique,
  client_key text not null,
  payee_id bigint not null references cb_payees (id),
  payee_version integer not null,
  currency text not null,
  rate_micro bigint not null,
  ref_rate_micro bigint not null,
  ref_source text not null,
  ref_at timestamptz not null,
  margin_bp integer not null,
  pay_amount bigint not null check (pay_amount > 0),
  fees text not null,
  fee_total bigint not null check (fee_total >= 0),
  payee_amount bigint not null check (payee_amount > 0),
  value_date text not null,
  arrival_date text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index cb_quotes_live_idx on cb_quotes (merchant_id, expires_at);

-- What an SMS code was sent for: the code confirms only this transfer (formId, rate token, payee, amounts).
create table cb_code_bindings (
  id bigserial primary key,
  merchant_id bigint not null,
  operator_id bigint not null,
  bind_hash text not null,
  rate_token text not null,
  sent_at timestamptz not null
);
create index cb_code_bindings_op_idx on cb_code_bindings (operator_id, id);

-- Transfers. status never moves back (rank in the module); holder, status_note and expected_date say who
-- has it, why and by when.
create table cb_transfers (
  id bigserial primary key,
  transfer_no text not null unique,
  merchant_id bigint not null references merchants (id),
  form_id text not null,
  rate_token text not null unique,
  payee_id bigint not null references cb_payees (id),
  payee_name text not null,
  payee_account_no text not null,
  payee_bank text not null,
  payee_country text not null,
  currency text not null,
  rate_micro bigint not null,
  ref_rate_micro bigint not null,
  ref_source text not null,
  margin_bp integer not null,
  pay_amount bigint not null,
  fees text not null,
  fee_total bigint not null,
  total_pay bigint not null,
  payee_amount bigint not null,
  value_date text not null,
  arrival_date text not null,
  trans_type text not null,
  goods_name text not null,
  purpose text not null,
  remark text not null default '',
  status text not null,
  holder text not null,
  status_note text not null default '',
  expected_date text not null default '',
  uetr text not null default '',
  needs_docs boolean not null default false,
  operator_id bigint not null,
  approver_id bigint,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (merchant_id, form_id)
);
create index cb_transfers_merchant_idx on cb_transfers (merchant_id, id);

create table cb_transfer_events (
  id bigserial primary key,
  transfer_id bigint not null references cb_transfers (id),
  status text not null,
  holder text not null,
  note text not null default '',
  actor text not null default '',
  at timestamptz not null
);
create index cb_transfer_events_idx on cb_transfer_events (transfer_id, id);

-- Trade orders (evidence): amount = goods + logistics; remaining never below zero.
create table cb_orders (
  id bigserial primary key,
  order_no text not null unique,
  merchant_id bigint not null references merchants (id),
  kind text not null check (kind in ('GOODS', 'SERVICE')),
  contract_no text not null default '',
  -- trimmed, case-folded, full-width normalised: unique per merchant when not empty
  contract_key text,
  amount bigint not null check (amount > 0),
  goods_amount bigint not null default 0,
  logistics_amount bigint not null default 0,
  remaining bigint not null check (remaining >= 0),
  shipped boolean not null default false,
  carrier text not null default '',
  tracking_no text not null default '',
  ship_date text not null default '',
  created_at timestamptz not null,
  unique (merchant_id, contract_key)
);

create table cb_order_links (
  transfer_id bigint not null references cb_transfers (id),
  order_id bigint not null references cb_orders (id),
  amount bigint not null check (amount > 0),
  primary key (transfer_id, order_id)
);

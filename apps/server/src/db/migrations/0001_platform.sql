-- Platform schema: organisations, operators, roles, sessions, codes, money tables, audit.
-- Money is bigint cents. Timestamps are timestamptz; the business day is Asia/Macau.

create table service_providers (
  id bigserial primary key,
  agt_no text not null unique,
  name text not null,
  short_name text not null default '',
  status text not null default 'normal' check (status in ('normal', 'frozen', 'closed')),
  contact_name text not null default '',
  contact_phone text not null default '',
  contact_email text not null default '',
  created_at timestamptz not null default now()
);

create table merchant_groups (
  id bigserial primary key,
  group_no text not null unique,
  name text not null,
  short_name text not null default '',
  contact_name text not null default '',
  contact_phone text not null default '',
  contact_email text not null default '',
  created_at timestamptz not null default now()
);

create table merchants (
  id bigserial primary key,
  mer_no text not null unique,
  name text not null,
  short_name text not null default '',
  registered_name text not null default '',
  category text not null check (category in ('ENTERPRISE', 'PERSONAL')),
  agent_id bigint references service_providers (id),
  status text not null default 'normal' check (status in ('normal', 'frozen', 'closed')),
  mcc text not null default '',
  address text not null default '',
  licence_no text not null default '',
  legal_name text not null default '',
  legal_id_type text not null default '',
  legal_id_no text not null default '',
  contact_name text not null default '',
  contact_phone text not null default '',
  contact_email text not null default '',
  created_at timestamptz not null default now()
);
create index merchants_agent_idx on merchants (agent_id);

create table group_members (
  group_id bigint not null references merchant_groups (id),
  merchant_id bigint not null references merchants (id),
  joined_at timestamptz not null default now(),
  primary key (group_id, merchant_id)
);
create index group_members_merchant_idx on group_members (merchant_id);

create table stores (
  id bigserial primary key,
  merchant_id bigint not null references merchants (id),
  store_no text not null unique,
  name text not null,
  address text not null default '',
  phone text not null default '',
  status text not null default 'normal' check (status in ('normal', 'closed')),
  created_at timestamptz not null default now()
);
create index stores_merchant_idx on stores (merchant_id);

create table terminals (
  id bigserial primary key,
  merchant_id bigint not null references merchants (id),
  store_id bigint not null references stores (id),
  terminal_no text not null unique,
  model text not null default '',
  status text not null default 'normal' check (status in ('normal', 'disabled')),
  created_at timestamptz not null default now()
);
create index terminals_store_idx on terminals (store_id);

-- A role belongs to one organisation (org_kind + org_id) and is a set of permission codes.
create table roles (
  id bigserial primary key,
  org_kind text not null check (org_kind in ('merchant', 'service', 'group')),
  org_id bigint not null,
  name text not null,
  description text not null default '',
  is_admin boolean not null default false,
  status text not null default 'normal' check (status in ('normal', 'invalid')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index roles_org_idx on roles (org_kind, org_id);

create table role_permissions (
  role_id bigint not null references roles (id),
  code text not null,
  primary key (role_id, code)
);

-- kind: admin (the organisation's administrator), operator (back-office), cashier (store operator).
-- store_scope 'all' sees every store of the merchant; 'stores' only those in operator_stores.
create table operators (
  id bigserial primary key,
  org_kind text not null check (org_kind in ('merchant', 'service', 'group')),
  org_id bigint not null,
  login_name text not null,
  name text not null,
  kind text not null check (kind in ('admin', 'operator', 'cashier')),
  role_id bigint references roles (id),
  email text not null default '',
  phone text not null default '',
  phone_area text not null default '+853',
  status text not null default 'normal' check (status in ('normal', 'invalid', 'locked')),
  store_scope text not null default 'all' check (store_scope in ('all', 'stores')),
  allow_refund boolean not null default false,
  password_hash text not null,
  password_changed_at timestamptz not null default now(),
  must_change_password boolean not null default true,
  pay_password_hash text,
  pay_failed_tries integer not null default 0,
  failed_tries integer not null default 0,
  locked_until timestamptz,
  last_login_at timestamptz,
  last_login_ip text,
  created_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index operators_login_name_idx on operators (lower(login_name));
create index operators_org_idx on operators (org_kind, org_id);

create table operator_stores (
  operator_id bigint not null references operators (id),
  store_id bigint not null references stores (id),
  primary key (operator_id, store_id)
);

-- kind: login or pay. The last 4 of each kind may not be reused.
create table password_history (
  id bigserial primary key,
  operator_id bigint not null references operators (id),
  kind text not null check (kind in ('login', 'pay')),
  hash text not null,
  created_at timestamptz not null default now()
);
create index password_history_operator_idx on password_history (operator_id, kind, created_at desc);

-- id is the SHA-256 of the cookie value; the cookie value itself is never stored.
create table sessions (
  id text primary key,
  operator_id bigint not null references operators (id),
  form_token text not null,
  ip text not null default '',
  user_agent text not null default '',
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  ended_at timestamptz,
  end_reason text
);
create index sessions_operator_idx on sessions (operator_id) where ended_at is null;

-- One-time codes sent by SMS or e-mail. code_hash is SHA-256(id || code).
create table sms_codes (
  id bigserial primary key,
  scene text not null,
  channel text not null check (channel in ('sms', 'mail')),
  target text not null,
  operator_id bigint references operators (id),
  code_hash text not null,
  tries integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index sms_codes_target_idx on sms_codes (scene, target, created_at desc);

-- What the local SMS / mail adapters "sent" (the outbox a developer reads).
create table message_outbox (
  id bigserial primary key,
  channel text not null check (channel in ('sms', 'mail')),
  target text not null,
  subject text not null default '',
  body text not null,
  created_at timestamptz not null default now()
);

create table transactions (
  id bigserial primary key,
  txn_no text not null unique,
  merchant_id bigint not null references merchants (id),
  store_id bigint not null references stores (id),
  terminal_id bigint references terminals (id),
  mer_order_no text not null,
  agg_order_no text not null default '',
  pay_type text not null check (pay_type in ('WECHAT', 'ALIPAY', 'UNIONPAY', 'MCB', 'HUAYIN')),
  txn_type text not null default 'SPEND' check (txn_type in ('SPEND', 'REFUND')),
  result text not null check (result in ('SUCCESS', 'FAIL', 'PENDING', 'PROCESSING', 'CLOSED')),
  currency text not null default 'MOP',
  amount bigint not null check (amount > 0),
  discount_amount bigint not null default 0 check (discount_amount >= 0),
  fee bigint not null default 0 check (fee >= 0),
  net_amount bigint not null,
  refunded_amount bigint not null default 0 check (refunded_amount >= 0),
  created_at timestamptz not null,
  paid_at timestamptz,
  business_date date not null,
  check (refunded_amount <= amount)
);
create index transactions_merchant_time_idx on transactions (merchant_id, created_at desc, id desc);
create index transactions_store_time_idx on transactions (store_id, created_at desc, id desc);
create index transactions_mer_order_idx on transactions (merchant_id, mer_order_no);
create index transactions_business_date_idx on transactions (business_date, merchant_id);

create table refunds (
  id bigserial primary key,
  refund_no text not null unique,
  txn_id bigint not null references transactions (id),
  merchant_id bigint not null references merchants (id),
  store_id bigint not null references stores (id),
  amount bigint not null check (amount > 0),
  status text not null check (status in ('REFUNDING', 'SUCCESS', 'FAIL')),
  client_key text not null,
  operator_id bigint references operators (id),
  reason text not null default '',
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  unique (merchant_id, client_key)
);
create index refunds_merchant_time_idx on refunds (merchant_id, created_at desc, id desc);
create index refunds_txn_idx on refunds (txn_id);

create table settlements (
  id bigserial primary key,
  settle_no text not null unique,
  merchant_id bigint not null references merchants (id),
  settle_date date not null,
  status text not null check (status in ('PENDING', 'SETTLING', 'SETTLED', 'FAILED')),
  txn_count integer not null default 0,
  gross_amount bigint not null default 0,
  fee_amount bigint not null default 0,
  refund_amount bigint not null default 0,
  discount_amount bigint not null default 0,
  net_amount bigint not null default 0,
  account_no text not null default '',
  account_name text not null default '',
  bank_name text not null default '',
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (merchant_id, settle_date)
);

-- Settlement and balance accounts of an organisation.
create table accounts (
  id bigserial primary key,
  org_kind text not null check (org_kind in ('merchant', 'service', 'group')),
  org_id bigint not null,
  account_type text not null check (account_type in ('SETTLEMENT', 'BALANCE')),
  currency text not null default 'MOP',
  balance bigint not null default 0,
  frozen bigint not null default 0,
  bank_name text not null default '',
  account_no text not null default '',
  account_name text not null default '',
  updated_at timestamptz not null default now(),
  unique (org_kind, org_id, account_type, currency)
);

-- Append-only: the product never updates or deletes a row here.
create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  operator_id bigint,
  login_name text not null default '',
  org_kind text,
  org_id bigint,
  action text not null,
  target text not null default '',
  ok boolean not null default true,
  ip text not null default '',
  detail jsonb not null default '{}'
);
create index audit_log_org_idx on audit_log (org_kind, org_id, at desc);

-- The server's envelope key pairs (RSA and SM2), created at first start, shared by every server process.
create table server_keys (
  kind text primary key check (kind in ('RSA', 'SM2')),
  private_key text not null,
  public_key text not null,
  created_at timestamptz not null default now()
);

create table system_params (
  name text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);

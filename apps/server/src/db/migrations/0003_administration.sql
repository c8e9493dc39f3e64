-- Administration (issue 5): bulletins and notify mails with read flags, signing keys with their overlap
-- window, notification URLs and delivery history, certificates, products and fees, contacts, cashier
-- functions. Only new tables: nothing of 0001 changes.

-- A bulletin is published by the provider to every operator of the audience areas.
create table bulletins (
  id bigserial primary key,
  title_zh text not null,
  title_en text not null default '',
  body_zh text not null,
  body_en text not null default '',
  -- Comma list of areas ('merchant,service,group'); every area by default.
  audience text not null default 'merchant,service,group',
  publisher text not null default '',
  published_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index bulletins_published_idx on bulletins (published_at desc, id desc);

create table bulletin_reads (
  bulletin_id bigint not null references bulletins (id),
  operator_id bigint not null references operators (id),
  read_at timestamptz not null,
  primary key (operator_id, bulletin_id)
);

-- Notify mails: the in-portal mailbox of one operator (security changes, reminders, settlement notes).
-- Texts are stored in both languages at the moment they are written, so a mail never changes afterwards.
create table notify_mails (
  id bigserial primary key,
  operator_id bigint not null references operators (id),
  org_kind text not null check (org_kind in ('merchant', 'service', 'group')),
  org_id bigint not null,
  category text not null,
  subject_zh text not null,
  subject_en text not null,
  body_zh text not null,
  body_en text not null,
  read_at timestamptz,
  created_at timestamptz not null
);
create index notify_mails_operator_idx on notify_mails (operator_id, created_at desc, id desc);
create index notify_mails_unread_idx on notify_mails (operator_id) where read_at is null;

-- The signing key of a merchant or service provider, encrypted (AES-256-GCM) with the key-encryption key
-- in system_params. After a rotation the previous key keeps verifying until prev_valid_until.
create table merchant_keys (
  org_kind text not null check (org_kind in ('merchant', 'service')),
  org_id bigint not null,
  key_enc text not null,
  key_hint text not null,
  prev_key_enc text,
  prev_valid_until timestamptz,
  updated_by bigint references operators (id),
  updated_at timestamptz not null,
  primary key (org_kind, org_id)
);

create table notify_urls (
  org_kind text not null check (org_kind in ('merchant', 'service')),
  org_id bigint not null,
  async_url text not null default '',
  page_url text not null default '',
  updated_by bigint references operators (id),
  updated_at timestamptz not null,
  primary key (org_kind, org_id)
);

-- Every notification the server POSTed to a merchant's URL and what came back.
create table notify_deliveries (
  id bigserial primary key,
  org_kind text not null check (org_kind in ('merchant', 'service')),
  org_id bigint not null,
  url_kind text not null check (url_kind in ('ASYNC', 'PAGE')),
  origin text not null default 'TEST' check (origin in ('TEST', 'EVENT')),
  url text not null,
  request_body text not null,
  http_status integer,
  result text not null check (result in ('OK', 'HTTP_ERROR', 'TIMEOUT', 'NETWORK_ERROR')),
  response_excerpt text not null default '',
  error text not null default '',
  duration_ms integer not null default 0,
  operator_id bigint references operators (id),
  created_at timestamptz not null
);
create index notify_deliveries_org_idx on notify_deliveries (org_kind, org_id, created_at desc, id desc);

-- The merchant's self-signed certificate as uploaded, with the facts parsed from it.
create table merchant_certificates (
  org_kind text not null check (org_kind in ('merchant', 'service')),
  org_id bigint not null,
  pem text not null,
  subject text not null,
  issuer text not null,
  serial_no text not null,
  fingerprint text not null,
  valid_from timestamptz not null,
  valid_to timestamptz not null,
  self_signed boolean not null,
  updated_by bigint references operators (id),
  updated_at timestamptz not null,
  primary key (org_kind, org_id)
);

-- The payment products the provider sells, and which of them each merchant holds at what rate.
create table products (
  code text primary key,
  pay_type text not null check (pay_type in ('WECHAT', 'ALIPAY', 'UNIONPAY', 'MCB', 'HUAYIN')),
  name_zh text not null,
  name_en text not null,
  scene text not null check (scene in ('POS', 'QR', 'ONLINE')),
  sort_order integer not null default 0
);

-- rate_bp: merchant discount rate in basis points (0.01 %); fee amounts are integer cents.
create table merchant_products (
  merchant_id bigint not null references merchants (id),
  product_code text not null references products (code),
  rate_bp integer not null check (rate_bp >= 0 and rate_bp <= 10000),
  min_fee bigint not null default 0 check (min_fee >= 0),
  max_fee bigint check (max_fee is null or max_fee >= 0),
  settle_cycle text not null default 'T1' check (settle_cycle in ('T0', 'T1', 'D1', 'T7')),
  status text not null default 'OPEN' check (status in ('OPEN', 'CLOSED')),
  opened_at date not null,
  primary key (merchant_id, product_code)
);

create table org_contacts (
  id bigserial primary key,
  org_kind text not null check (org_kind in ('merchant', 'service', 'group')),
  org_id bigint not null,
  contact_type text not null check (contact_type in ('LEGAL', 'BUSINESS', 'FINANCE', 'TECHNICAL')),
  name text not null,
  phone text not null default '',
  email text not null default '',
  created_at timestamptz not null default now()
);
create index org_contacts_org_idx on org_contacts (org_kind, org_id);

-- Basic and additional functions of a cashier (allow_refund itself stays operators.allow_refund, which
-- the refund gate reads).
create table cashier_functions (
  operator_id bigint not null references operators (id),
  func text not null,
  primary key (operator_id, func)
);

create index audit_log_org_action_idx on audit_log (org_kind, org_id, action, at desc);

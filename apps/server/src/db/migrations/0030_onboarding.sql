-- Merchant onboarding and information changes (issue 14): reference data, uploaded files, applications
-- (the registration wizard's drafts), their review history, changes after onboarding and the bank-account
-- verification payment. The reference rows themselves are loaded by 0031_reference_data.sql.

-- Banks of Macau, Hong Kong and the mainland. code is ours (region + the public code where one exists);
-- clearing_code is the HKICL bank code (HK) or the CNAPS bank-class code (CN), '' for Macau (no public
-- bank-code scheme).
create table ref_banks (
  code text primary key,
  region text not null check (region in ('MO', 'HK', 'CN')),
  clearing_code text not null default '',
  name_zh text not null,
  name_en text not null,
  sort_order integer not null default 0
);
create index ref_banks_region_idx on ref_banks (region, sort_order);

-- Merchant category codes (ISO 18245).
create table ref_mcc (
  code text primary key check (code ~ '^[0-9]{4}$'),
  mcc_group text not null,
  name_zh text not null,
  name_en text not null
);

-- Areas: mainland provinces and prefecture-level cities (GB/T 2260 codes), Macau parishes and Hong Kong
-- districts (codes of ours under 820000 / 810000, which GB/T 2260 does not subdivide).
create table ref_areas (
  code text primary key check (code ~ '^[0-9]{6}$'),
  parent_code text references ref_areas (code),
  level text not null check (level in ('province', 'city', 'parish', 'district')),
  region text not null check (region in ('MO', 'HK', 'CN', 'TW')),
  name_zh text not null,
  name_en text not null,
  sort_order integer not null default 0
);
create index ref_areas_parent_idx on ref_areas (parent_code, sort_order);

-- Business (legal-form) types; each belongs to one merchant category (spec point 4).
create table ref_business_types (
  code text primary key,
  merc_category text not null check (merc_category in ('ENTERPRISE', 'PERSONAL')),
  name_zh text not null,
  name_en text not null,
  sort_order integer not null default 0
);

-- The person who registers without an account yet: signed in by mobile + SMS code. token_hash is the
-- SHA-256 of the token the browser holds (never stored itself).
create table applicant_sessions (
  token_hash text primary key,
  phone_area text not null,
  phone text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ended_at timestamptz
);
create index applicant_sessions_phone_idx on applicant_sessions (phone_area, phone);

-- Uploaded files. owner_kind/owner_id: the applicant's mobile ('applicant', owner_key = area+mobile) or an
-- organisation ('merchant' / 'service', owner_id). file_no is the public id (random, 32 characters).
create table uploaded_files (
  id bigserial primary key,
  file_no text not null unique,
  owner_kind text not null check (owner_kind in ('applicant', 'merchant', 'service')),
  owner_key text not null,
  purpose text not null,
  file_name text not null,
  content_type text not null,
  size_bytes bigint not null check (size_bytes > 0),
  sha256 text not null,
  storage_key text not null,
  ocr_text jsonb,
  created_at timestamptz not null default now()
);
create index uploaded_files_owner_idx on uploaded_files (owner_kind, owner_key, created_at desc);

-- A merchant application (the registration wizard's draft and, once committed, what is reviewed).
-- registrant: 'self' (the applicant on the public pages) or 'service' (a provider registering a
-- sub-merchant; agent_id names it). Each step's data is one jsonb document checked by the core schemas.
create table merchant_applications (
  id bigserial primary key,
  apply_no text not null unique,
  registrant text not null check (registrant in ('self', 'service')),
  agent_id bigint references service_providers (id),
  phone_area text not null,
  phone text not null,
  status text not null default 'DRAFT'
    check (status in ('DRAFT', 'AUDITING', 'NEED_MORE', 'REJECTED', 'APPROVED')),
  step text not null default 'product',
  merc_category text check (merc_category in ('ENTERPRISE', 'PERSONAL')),
  products jsonb not null default '[]',
  base_info jsonb not null default '{}',
  files jsonb not null default '{}',
  settle jsonb not null default '{}',
  contacts jsonb not null default '{}',
  review_reason text not null default '',
  merchant_id bigint references merchants (id),
  admin_login_name text not null default '',
  version integer not null default 1,
  submitted_at timestamptz,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One open application per mobile on the public pages.
create unique index merchant_applications_open_idx on merchant_applications (phone_area, phone)
  where registrant = 'self' and status in ('DRAFT', 'AUDITING', 'NEED_MORE');
create index merchant_applications_agent_idx on merchant_applications (agent_id);

-- Changes after onboarding (basic info, people, inspection expiry, supplementary data, bank account):
-- the old value stays in force (and in old_value) until the change is approved.
create table merchant_change_requests (
  id bigserial primary key,
  change_no text not null unique,
  merchant_id bigint not null references merchants (id),
  kind text not null check (kind in ('BASIC', 'PERSON', 'EXPIRY', 'SUPPLEMENT', 'BANK')),
  status text not null default 'AUDITING'
    check (status in ('PAY_CHECK', 'AUDITING', 'NEED_MORE', 'REJECTED', 'APPROVED', 'BLOCKED', 'CANCELLED')),
  old_value jsonb not null,
  new_value jsonb not null,
  review_reason text not null default '',
  created_by bigint references operators (id),
  created_at timestamptz not null default now(),
  reviewed_at timestamptz
);
create index merchant_change_requests_merchant_idx on merchant_change_requests (merchant_id, created_at desc);
-- At most one open change of each kind per merchant.
create unique index merchant_change_requests_open_idx on merchant_change_requests (merchant_id, kind)
  where status in ('PAY_CHECK', 'AUDITING', 'NEED_MORE');

-- The small verification payment of a bank-account change: amount in cents, paid by the payout port.
create table bank_verifications (
  change_id bigint primary key references merchant_change_requests (id),
  amount bigint not null check (amount > 0),
  payout_ref text not null default '',
  status text not null default 'INIT' check (status in ('INIT', 'PROCESSING', 'PAYOUT_SUCCESS', 'FAILURE')),
  wrong_tries integer not null default 0,
  confirmed_at timestamptz,
  created_at timestamptz not null default now()
);

-- Every review step of an application or a change: the history shown to the merchant.
create table onboarding_events (
  id bigserial primary key,
  application_id bigint references merchant_applications (id),
  change_id bigint references merchant_change_requests (id),
  action text not null,
  actor text not null,
  reason text not null default '',
  at timestamptz not null default now(),
  check ((application_id is null) <> (change_id is null))
);
create index onboarding_events_app_idx on onboarding_events (application_id, at);
create index onboarding_events_change_idx on onboarding_events (change_id, at);

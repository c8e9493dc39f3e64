-- Time-boxed read grants (issue 13 point 8): a merchant lets its service provider read data the spec does
-- not give a provider (the account balance, the account in/out flows) until a moment it chooses, at most
-- 90 days ahead; it can revoke a grant at any time. Every read the provider makes under a grant is one
-- row of data_grant_uses, shown to the merchant. Expiry is read at each use (valid_until > now), never
-- moved by a job.
create table data_grants (
  id bigserial primary key,
  grant_no text not null unique,
  merchant_id bigint not null references merchants (id),
  -- The provider the grant is given to: the merchant's agent when it was made.
  agent_id bigint not null references service_providers (id),
  scopes text[] not null check (cardinality(scopes) > 0 and scopes <@ array['BALANCE', 'FLOWS']::text[]),
  valid_until timestamptz not null,
  created_by bigint not null references operators (id),
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoked_by bigint references operators (id)
);
create index data_grants_merchant_idx on data_grants (merchant_id, created_at desc);
create index data_grants_agent_idx on data_grants (agent_id, merchant_id);

-- One read of a merchant's data by its provider under a grant: who (the provider's operator), when, what.
create table data_grant_uses (
  id bigserial primary key,
  grant_id bigint not null references data_grants (id),
  merchant_id bigint not null references merchants (id),
  agent_id bigint not null references service_providers (id),
  operator_id bigint not null references operators (id),
  login_name text not null,
  scope text not null check (scope in ('BALANCE', 'FLOWS')),
  detail text not null default '',
  at timestamptz not null default now()
);
create index data_grant_uses_merchant_idx on data_grant_uses (merchant_id, at desc);
create index data_grant_uses_grant_idx on data_grant_uses (grant_id, at desc);

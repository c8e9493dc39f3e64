-- Agreements with evidence (issue 28). docs/data-model.md, "Agreements".

-- A published version of an agreement: never changed once published (the trigger refuses it). The text
-- is kept in both languages as sections; each language's PDF was rendered once at publication, kept in
-- the file store, and its SHA-256 is what an acceptance binds to.
create table agreement_versions (
  id bigserial primary key,
  kind text not null,
  version integer not null check (version >= 1),
  title_zh text not null,
  title_en text not null,
  sections_zh jsonb not null,
  sections_en jsonb not null,
  sha256_zh text not null,
  sha256_en text not null,
  pdf_key_zh text not null,
  pdf_key_en text not null,
  published_at timestamptz not null,
  grace_days integer not null default 30 check (grace_days >= 0),
  unique (kind, version)
);

create function agreement_versions_frozen() returns trigger language plpgsql as $$
begin
  raise exception 'agreement versions never change once published';
end $$;
create trigger agreement_versions_frozen before update or delete on agreement_versions
  for each row execute function agreement_versions_frozen();

-- The evidence chain: append-only (the trigger refuses updates and deletes). Each entry's hash covers its
-- own facts and the previous entry's hash (prev_hash; 64 zeros for the first), so an edited or removed row
-- breaks every hash after it (ops CLI: agreements-check).
create table agreement_evidence (
  id bigint primary key,
  org_kind text not null check (org_kind in ('merchant', 'service')),
  org_id bigint not null,
  operator_id bigint references operators (id),
  operator_login text not null,
  operator_role text not null,
  version_id bigint not null references agreement_versions (id),
  kind text not null,
  version integer not null,
  lang text not null check (lang in ('zh-TW', 'en')),
  doc_sha256 text not null,
  action text not null check (action in ('ACCEPT', 'REVOKE')),
  at_ms bigint not null,
  ip text not null,
  user_agent text not null,
  factors text not null,
  prev_hash text not null,
  entry_hash text not null unique
);
create index agreement_evidence_org_idx on agreement_evidence (org_kind, org_id, kind, id desc);

create function agreement_evidence_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the evidence chain is append-only';
end $$;
create trigger agreement_evidence_append_only before update or delete on agreement_evidence
  for each row execute function agreement_evidence_append_only();

-- The head of the chain: one row, locked by every append so entries are chained one at a time.
create table agreement_chain_head (
  id integer primary key check (id = 1),
  last_id bigint not null,
  last_hash text not null
);
insert into agreement_chain_head (id, last_id, last_hash)
  values (1, 0, '0000000000000000000000000000000000000000000000000000000000000000');

-- Reminders sent before a version's grace period ends (14, 7 and 1 days): one row per organisation,
-- version and step, so a reminder goes once whichever process runs the job.
create table agreement_reminders (
  org_kind text not null,
  org_id bigint not null,
  version_id bigint not null references agreement_versions (id),
  days_before integer not null,
  sent_at timestamptz not null,
  primary key (org_kind, org_id, version_id, days_before)
);

-- Certificates the provider's CA issued for a merchant's (or provider's) API signing.
create table issued_certificates (
  id bigserial primary key,
  org_kind text not null check (org_kind in ('merchant', 'service')),
  org_id bigint not null,
  serial_no text not null unique,
  subject text not null,
  issuer text not null,
  fingerprint text not null,
  key_type text not null,
  pem text not null,
  valid_from timestamptz not null,
  valid_to timestamptz not null,
  issued_by bigint references operators (id),
  issued_at timestamptz not null,
  revoked_at timestamptz,
  revoked_by bigint references operators (id)
);
create index issued_certificates_org_idx on issued_certificates (org_kind, org_id, id desc);

-- The CA's own key and certificate (the local adapter's; a real CA keeps its key itself).
create table local_ca (
  id integer primary key check (id = 1),
  key_pem text not null,
  cert_pem text not null,
  created_at timestamptz not null
);

-- The payer's look-ups (/payQuery, /dealQuery) per client address: the per-day limit and the misses that
-- call for a captcha.
create table payer_lookups (
  id bigserial primary key,
  ip text not null,
  found boolean not null,
  at timestamptz not null
);
create index payer_lookups_ip_idx on payer_lookups (ip, at desc);

-- What a payer reported about a payment found by the look-up, mailed to the merchant.
create table payer_reports (
  id bigserial primary key,
  report_no text not null unique,
  txn_id bigint not null references transactions (id),
  merchant_id bigint not null references merchants (id),
  reason text not null,
  message text not null,
  contact text not null,
  ip text not null,
  created_at timestamptz not null
);

-- The last four digits of the payer's card, when the network gives them (shown to the payer's look-up).
alter table transactions add column payer_last4 text not null default '';

-- Onboarding's signatures and the sub-merchant's approval (issue 28 point 6). docs/data-model.md, "Agreements".

-- The applicant's signature of a published agreement version during onboarding (/mandate: the letter of
-- authorisation; /signIn: the company contract): the typed name, the version, language and hash read, and
-- when, from where. Append-only, like the evidence chain (the organisation does not exist yet: the
-- application is the signer's only handle).
create table applicant_signatures (
  id bigserial primary key,
  application_id bigint not null references merchant_applications (id),
  kind text not null,
  version_id bigint not null references agreement_versions (id),
  version integer not null,
  lang text not null,
  doc_sha256 text not null,
  signer_name text not null,
  phone text not null,
  at_ms bigint not null,
  ip text not null,
  user_agent text not null,
  unique (application_id, version_id)
);

create function applicant_signatures_frozen() returns trigger language plpgsql as $$
begin
  raise exception 'applicant signatures are append-only';
end $$;
create trigger applicant_signatures_frozen before update or delete on applicant_signatures
  for each row execute function applicant_signatures_frozen();

-- /serve/approve: a link a provider mails to its sub-merchant entry's administrator (only the token's
-- SHA-256 is kept), and the sub-merchant's one decision with its time, address and browser.
create table serve_approvals (
  id bigserial primary key,
  application_id bigint not null references merchant_applications (id),
  agent_id bigint not null,
  token_hash text not null unique,
  sent_to text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  state text not null default 'PENDING' check (state in ('PENDING', 'APPROVED', 'DECLINED')),
  remark text not null default '',
  decided_at timestamptz,
  ip text not null default '',
  user_agent text not null default ''
);
create index serve_approvals_application_idx on serve_approvals (application_id);

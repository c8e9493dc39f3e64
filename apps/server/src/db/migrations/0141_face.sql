-- Face verification (issue 29 point 4). No image is stored: the vendor keeps it; the portal keeps the
-- vendor's token (to ask the result itself), the state and the reason.
create table face_checks (
  id bigserial primary key,
  check_no text not null unique,
  org_kind text not null check (org_kind in ('merchant', 'service')),
  org_id bigint not null,
  operator_id bigint not null references operators (id),
  -- What the check is for: the /identification page, a bank-account change, a legal representative change.
  purpose text not null check (purpose in ('IDENTIFICATION', 'BANK_CHANGE', 'LEGAL_CHANGE')),
  -- FACE: the vendor's check; DOCUMENTS: the non-biometric alternative, decided by a reviewer.
  method text not null default 'FACE' check (method in ('FACE', 'DOCUMENTS')),
  status text not null check (status in
    ('CREATED', 'IN_PROGRESS', 'PROCESSING', 'PASSED', 'FAILED', 'EXPIRED', 'MANUAL_REVIEW', 'REJECTED')),
  reason text not null default '',
  vendor_token text not null default '',
  -- The documents of the alternative (file ids of the files module), comma-separated.
  file_ids text not null default '',
  consent_at timestamptz,
  expires_at timestamptz not null,
  created_at timestamptz not null,
  finished_at timestamptz,
  reviewed_by text not null default '',
  reviewed_at timestamptz
);
create index face_checks_org_idx on face_checks (org_kind, org_id, created_at);
create index face_checks_review_idx on face_checks (status) where status = 'MANUAL_REVIEW';

-- The local face adapter's own state (ports/face-local.ts): what the vendor would keep.
create table face_local_checks (
  token text primary key,
  ticket text not null unique,
  reference text not null,
  name text not null default '',
  return_path text not null default '/',
  state text not null default 'WAITING',
  verdict text not null default '',
  reason text not null default '',
  opened_at timestamptz,
  decided_at timestamptz,
  created_at timestamptz not null
);

-- Which face check a bank-account change or an information change was confirmed with (none: documents).
alter table bank_changes add column face_check_no text not null default '';

-- The face check a legal representative change (a basic-information change of the legal person) was
-- submitted with; '' when none (reviewed on its documents).
alter table merchant_change_requests add column face_check_no text not null default '';

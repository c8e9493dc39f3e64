-- Requirements, expiry escalation, inspection and file collection (issue 29 points 1-3).

-- An inspection task the provider's staff open for a merchant: documents and photos of the premises by a
-- date. The site's position (the registered address) is what the photos' place is checked against.
create table inspection_tasks (
  id bigserial primary key,
  task_no text not null unique,
  merchant_id bigint not null references merchants (id),
  title text not null,
  due_date text not null,
  site_lat double precision not null,
  site_lng double precision not null,
  site_radius_m integer not null default 300,
  status text not null check (status in ('OPEN', 'SUBMITTED', 'ACCEPTED', 'CANCELLED')),
  opened_by bigint not null,
  opened_by_name text not null,
  created_at timestamptz not null,
  closed_at timestamptz
);
create index inspection_tasks_merchant_idx on inspection_tasks (merchant_id, status);

-- One requested document or photo of a task; only a rejected one is asked again.
create table inspection_items (
  id bigserial primary key,
  task_id bigint not null references inspection_tasks (id),
  seq integer not null,
  kind text not null check (kind in ('DOCUMENT', 'PHOTO')),
  purpose text not null,
  label text not null,
  status text not null check (status in ('REQUESTED', 'SUBMITTED', 'ACCEPTED', 'REJECTED')),
  file_no text not null default '',
  taken_at timestamptz,
  lat double precision,
  lng double precision,
  distance_m integer,
  place_check text not null default '',
  submitted_via text not null default '',
  submitted_at timestamptz,
  reason text not null default '',
  decided_by text not null default '',
  decided_at timestamptz,
  unique (task_id, seq)
);
create index inspection_items_review_idx on inspection_items (status) where status = 'SUBMITTED';

-- A link to the phone page: a reminder's (7 days) or a QR hand-off's (30 minutes); only its hash is kept.
-- Spent by the first answer sent with it.
create table collect_links (
  token_hash text primary key,
  merchant_id bigint not null references merchants (id),
  purpose text not null check (purpose in ('REMINDER', 'HANDOFF')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null
);
create index collect_links_merchant_idx on collect_links (merchant_id);

-- Each reminder step sent (60/30/14/7/1 days before; 0 = at the deadline; -1 = a provider's reminder) of
-- a requirement, once; the first one starts the 7-day notice before any restriction.
create table requirement_notices (
  merchant_id bigint not null references merchants (id),
  req_key text not null,
  step integer not null,
  sent_at timestamptz not null,
  primary key (merchant_id, req_key, step)
);

-- A waiver or an extension of one requirement, asked by one staff member and decided by another.
create table requirement_reliefs (
  id bigserial primary key,
  relief_no text not null unique,
  merchant_id bigint not null references merchants (id),
  req_key text not null,
  kind text not null check (kind in ('WAIVE', 'EXTEND')),
  days integer not null default 0 check (days between 0 and 30),
  reason text not null,
  status text not null check (status in ('AUDITING', 'APPROVED', 'REJECTED')),
  requested_by bigint not null,
  requested_by_name text not null,
  decided_by_name text not null default '',
  decision_reason text not null default '',
  created_at timestamptz not null,
  decided_at timestamptz
);
-- One waiver or extension per requirement (a rejected one may be asked again).
create unique index requirement_reliefs_one_idx on requirement_reliefs (merchant_id, req_key)
  where status <> 'REJECTED';

-- The merchant's restriction as the last evaluation found it: what the settlement, the network and the
-- feature gates read. Level 0 rows are kept (the level's history is in the audit log).
create table merchant_restrictions (
  merchant_id bigint primary key references merchants (id),
  level integer not null check (level between 0 and 3),
  req_key text not null default '',
  deadline text not null default '',
  updated_at timestamptz not null
);

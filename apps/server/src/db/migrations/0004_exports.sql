-- Exports, scheduled ('appointment') downloads, one-time download links and bill files.
-- Additive only: new tables and indexes.

-- One export: mode SYNC (answered at once, kept minutes) or APPOINT (a durable job of the download centre).
-- The requester's scope is captured here (operator, organisation, store ids, language, privacy flag), so
-- a job that runs later, in any server process, reads exactly what the requester could read.
-- claim_token fences a running job: only the process holding the current token may write its progress.
create table export_jobs (
  id bigserial primary key,
  mode text not null check (mode in ('SYNC', 'APPOINT')),
  source text not null,
  format text not null check (format in ('CSV', 'XLSX')),
  status text not null check (status in ('QUEUED', 'RUNNING', 'DONE', 'FAILED', 'EXPIRED')),
  operator_id bigint not null references operators (id),
  org_kind text not null check (org_kind in ('merchant', 'service', 'group')),
  org_id bigint not null,
  -- null = every store of the scope's merchants.
  store_ids bigint[],
  lang text not null check (lang in ('zh-TW', 'en')),
  mask boolean not null default true,
  filters jsonb not null default '{}',
  total_rows bigint not null default 0,
  done_rows bigint not null default 0,
  file_name text not null default '',
  file_key text,
  file_size bigint not null default 0,
  error_code text not null default '',
  attempts integer not null default 0,
  claim_token text,
  heartbeat_at timestamptz,
  created_at timestamptz not null,
  started_at timestamptz,
  finished_at timestamptz,
  expires_at timestamptz
);
create index export_jobs_queued_idx on export_jobs (id) where status = 'QUEUED';
create index export_jobs_running_idx on export_jobs (heartbeat_at) where status = 'RUNNING';
create index export_jobs_expiry_idx on export_jobs (expires_at) where status = 'DONE';
create index export_jobs_centre_idx on export_jobs (org_kind, org_id, created_at desc, id desc) where mode = 'APPOINT';
create index export_jobs_operator_idx on export_jobs (operator_id, status);

-- A one-time download link: the SHA-256 of the token (the token itself is never stored), bound to the
-- session that asked for it, used at most once, for 5 minutes.
create table download_tokens (
  token_hash text primary key,
  session_id text not null,
  operator_id bigint not null references operators (id),
  kind text not null check (kind in ('export', 'bill')),
  ref_id bigint not null,
  lang text not null check (lang in ('zh-TW', 'en')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index download_tokens_expiry_idx on download_tokens (expires_at);

-- A daily (period yyyymmdd) or monthly (yyyymm) bill of one organisation, in both languages.
create table bill_files (
  id bigserial primary key,
  org_kind text not null check (org_kind in ('merchant', 'service', 'group')),
  org_id bigint not null,
  bill_type text not null check (bill_type in ('DAILY', 'MONTHLY')),
  period text not null,
  file_name text not null,
  key_zh text not null,
  key_en text not null,
  size_zh bigint not null,
  size_en bigint not null,
  row_count integer not null,
  generated_at timestamptz not null,
  unique (org_kind, org_id, bill_type, period)
);

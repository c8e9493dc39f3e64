-- Reconciliation against the channels' daily settlement files (issue 25 point 6, docs/decisions.md
-- "Reconciliation (48)", docs/protocol.md "Channel settlement files"). One row per file read (payment type
-- and business day), one per merchant, day and type with the counts and net amounts of each kind of line,
-- and one per difference (and per problem of the file), which the provider's staff resolve with a reason.

create table recon_files (
  id bigserial primary key,
  pay_type text not null check (pay_type in ('WECHAT', 'ALIPAY', 'UNIONPAY', 'MCB', 'HUAYIN')),
  business_date date not null,
  -- Where the file as read is kept (the file store).
  file_key text not null,
  -- Data lines of the file (header and trailer not counted).
  line_count integer not null,
  -- The trailer's figures as the channel wrote them (null when the trailer could not be read).
  trailer_count integer,
  trailer_total bigint,
  read_at timestamptz not null,
  unique (pay_type, business_date)
);

create table recon_days (
  file_id bigint not null references recon_files (id) on delete cascade,
  merchant_id bigint not null references merchants (id),
  business_date date not null,
  pay_type text not null,
  -- Net amounts: payments count positive, refunds negative; cents.
  matched_count integer not null default 0,
  matched_amount bigint not null default 0,
  missing_ours_count integer not null default 0,
  missing_ours_amount bigint not null default 0,
  missing_theirs_count integer not null default 0,
  missing_theirs_amount bigint not null default 0,
  diff_count integer not null default 0,
  -- Sum of (channel's amount - ours) of the amount differences (signed by type as above).
  diff_amount bigint not null default 0,
  -- File problems (malformed or repeated lines) attributed to this merchant.
  problem_count integer not null default 0,
  -- Differences and problems not resolved yet: 0 = RECONCILED, otherwise DIFFERENCES.
  open_count integer not null default 0 check (open_count >= 0),
  primary key (merchant_id, business_date, pay_type)
);
create index recon_days_date_idx on recon_days (business_date, merchant_id);

create table recon_differences (
  id bigserial primary key,
  file_id bigint not null references recon_files (id) on delete cascade,
  -- Null: a line naming no merchant we know (seen by the provider's staff only).
  merchant_id bigint references merchants (id),
  business_date date not null,
  pay_type text not null,
  kind text not null check (kind in ('MISSING_OURS', 'MISSING_THEIRS', 'AMOUNT_DIFF', 'MALFORMED_LINE',
    'DUPLICATE_LINE', 'FILE_HEADER', 'FILE_TRAILER')),
  -- The file's line number (1 = the header); null for a row of ours the file does not list.
  line_no integer,
  -- The line as the channel wrote it ('' for MISSING_THEIRS).
  line_text text not null default '',
  -- What is wrong with the line, in the parser's words (file problems).
  problem text not null default '',
  order_no text not null default '',
  txn_type text not null default '' check (txn_type in ('', 'PAYMENT', 'REFUND')),
  channel_ref text not null default '',
  their_amount bigint,
  our_amount bigint,
  txn_id bigint references transactions (id),
  status text not null default 'UNRESOLVED' check (status in ('UNRESOLVED', 'RESOLVED')),
  resolution text check (resolution in ('ACCEPT_CHANNEL', 'ACCEPT_OURS', 'WRITE_OFF')),
  reason text not null default '',
  -- The provider's staff member (staff accounts are their own table; kept as written when resolved).
  resolved_by_id text,
  resolved_by_name text,
  resolved_at timestamptz,
  check ((status = 'UNRESOLVED') = (resolution is null))
);
create index recon_differences_day_idx on recon_differences (merchant_id, business_date, pay_type);
create index recon_differences_open_idx on recon_differences (status, business_date);

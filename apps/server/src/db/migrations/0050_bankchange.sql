-- Settlement bank-account change with a small verification payment (modules/bankchange; issue 14 point 6
-- for merchants, issue 13 point 7 for service providers). The old account (accounts, SETTLEMENT) stays in
-- force until a reviewer approves the change; then it is replaced in the approval's transaction.
-- change_no = BC + Macau yyyymmdd + the row's id on 8 digits (the id's own sequence, so a move to
-- PostgreSQL continues it).
create table bank_changes (
  id bigserial primary key,
  change_no text not null unique,
  org_kind text not null check (org_kind in ('merchant', 'service')),
  org_id bigint not null,
  -- PAY_CHECK (payment sent or on its way, waiting for the amount), PAY_FAILED (the bank could not pay the
  -- new account: ended), AUDITING (amount right, with the reviewer), APPROVED, REJECTED, BLOCKED (three
  -- wrong amounts).
  status text not null default 'PAY_CHECK'
    check (status in ('PAY_CHECK', 'PAY_FAILED', 'AUDITING', 'APPROVED', 'REJECTED', 'BLOCKED')),
  -- The account in force when the change was made (copied: the history shows what was replaced).
  old_bank_name text not null,
  old_account_no text not null,
  old_account_name text not null,
  bank_code text not null references ref_banks (code),
  bank_name text not null,
  account_no text not null,
  account_name text not null,
  -- The verification payment: 1-99 cents, paid to the new account through the bank port.
  verify_amount bigint not null check (verify_amount between 1 and 99),
  pay_status text not null default 'PROCESSING' check (pay_status in ('PROCESSING', 'PAYOUT_SUCCESS', 'FAILURE')),
  pay_ref text not null default '',
  pay_fail_reason text not null default '',
  paid_at timestamptz,
  wrong_tries integer not null default 0 check (wrong_tries between 0 and 3),
  client_key text not null,
  request_hash text not null,
  review_reason text not null default '',
  reviewer text not null default '',
  created_by bigint references operators (id),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  reviewed_at timestamptz,
  unique (org_kind, org_id, client_key)
);
-- At most one change in progress per organisation.
create unique index bank_changes_open_idx on bank_changes (org_kind, org_id)
  where status in ('PAY_CHECK', 'AUDITING');
create index bank_changes_org_idx on bank_changes (org_kind, org_id, created_at desc, id desc);
-- Verification payments still at the bank, asked again at start.
create index bank_changes_paying_idx on bank_changes (id) where pay_status = 'PROCESSING';

-- Every step of a change (made, paid, each amount tried, reviewed): the history shown to the organisation.
-- An amount try carries the page's client_key: the same try sent twice is counted once.
create table bank_change_events (
  id bigserial primary key,
  change_id bigint not null references bank_changes (id),
  action text not null,
  actor text not null,
  reason text not null default '',
  client_key text,
  ok boolean,
  at timestamptz not null
);
create index bank_change_events_change_idx on bank_change_events (change_id, at, id);
create unique index bank_change_events_try_idx on bank_change_events (change_id, client_key)
  where client_key is not null;

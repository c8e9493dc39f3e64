-- The review kit of the back office (issue 25 point 3): one queue of every kind of request the provider
-- decides. An item is one request awaiting review, kept in step with its kind's own tables (the kind's
-- `pending`); a request that comes back (answered after "ask for more") is a new item. Only one open item
-- per request (the partial unique index).
create table review_items (
  id bigserial primary key,
  kind text not null,
  ref text not null,
  mer_no text not null default '',
  mer_name text not null default '',
  -- The operator who raised the request (a merchant's, or a staff member's for requests staff raise):
  -- never its decider (four eyes).
  requester_id bigint,
  amount bigint,
  summary text not null default '',
  submitted_at timestamptz not null,
  status text not null default 'PENDING'
    check (status in ('PENDING', 'CLAIMED', 'AWAITING_SECOND', 'DECIDED', 'CLOSED')),
  claimed_by bigint references operators (id),
  claimed_at timestamptz,
  -- The decision (the first one while it awaits the second approval) and who took it.
  decision text not null default '',
  reason_code text not null default '',
  reason_text text not null default '',
  decided_by bigint references operators (id),
  decided_at timestamptz,
  second_by bigint references operators (id),
  closed_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index review_items_open_idx on review_items (kind, ref)
  where status in ('PENDING', 'CLAIMED', 'AWAITING_SECOND');
create index review_items_status_idx on review_items (status, kind, submitted_at);

-- The kit's history of an item: every claim, release, decision and second approval, naming the staff
-- member (operator id and name at the time).
create table review_events (
  id bigserial primary key,
  item_id bigint not null references review_items (id),
  kind text not null,
  ref text not null,
  action text not null,
  staff_id bigint not null references operators (id),
  staff_name text not null,
  decision text not null default '',
  reason_code text not null default '',
  reason_text text not null default '',
  at timestamptz not null
);
create index review_events_ref_idx on review_events (kind, ref, at);

-- Statement subscriptions (issue 12, point 7b; modules/accounts/statements.ts). A merchant operator
-- subscribes the merchant to a daily, weekly or monthly statement of one kind (account flows, fee bills,
-- settlements); each closed period is delivered once per channel: to the subscriber's download centre (an
-- export job of the kind's export source) and, when an address is given, by mail (the mail port). A
-- failed delivery is tried again with a growing wait, at most MAX_TRIES times, then stays FAILED.
create table statement_subscriptions (
  id bigserial primary key,
  merchant_id bigint not null references merchants (id),
  kind text not null check (kind in ('FLOWS', 'FEE_BILL', 'SETTLEMENT')),
  frequency text not null check (frequency in ('DAILY', 'WEEKLY', 'MONTHLY')),
  email text not null default '',
  -- The operator whose scope the exports run under (the one who saved it last).
  operator_id bigint not null references operators (id),
  lang text not null default 'zh-TW',
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (merchant_id, kind)
);

create table statement_deliveries (
  id bigserial primary key,
  -- null once the subscription has ended (its delivered statements stay listed).
  subscription_id bigint references statement_subscriptions (id),
  merchant_id bigint not null references merchants (id),
  kind text not null,
  -- D yyyymmdd, W yyyymmdd (the Monday), M yyyymm.
  period text not null,
  first_day text not null,
  last_day text not null,
  channel text not null check (channel in ('CENTRE', 'MAIL')),
  status text not null check (status in ('PENDING', 'SENT', 'FAILED')),
  tries integer not null default 0,
  next_at timestamptz not null,
  last_error text not null default '',
  job_id bigint,
  created_at timestamptz not null,
  sent_at timestamptz,
  unique (subscription_id, period, channel)
);
create index statement_deliveries_due_idx on statement_deliveries (next_at) where status = 'PENDING';
create index statement_deliveries_merchant_idx on statement_deliveries (merchant_id, created_at desc, id desc);

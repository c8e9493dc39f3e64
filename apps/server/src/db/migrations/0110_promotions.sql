-- Promotions (issue 27): a merchant's discount and reduction campaigns, reviewed by the provider (review
-- kinds `promotion` and `promotion-revoke`), applied to the payments booked at its stores.
--
-- Money is integer cents. discount_rate is the whole percent the payer pays (85 = 15 % off). A null cap is
-- no cap. used_amount / used_count are the budget spent: they move only under the campaign's row lock
-- (redeemPromotion), so they never pass a cap; a refund gives back its share. version counts the
-- campaign's terms: 1 at creation, one more per amendment (promotion_versions keeps each).
create table promotions (
  id bigserial primary key,
  promo_no text not null unique,
  merchant_id bigint not null references merchants (id),
  kind text not null check (kind in ('DISCOUNT', 'REDUCTION')),
  name_zh text not null default '',
  name_en text not null default '',
  discount_rate integer check (discount_rate between 1 and 99),
  threshold bigint check (threshold > 0),
  reduction bigint check (reduction > 0),
  cap_flag text not null check (cap_flag in ('Y', 'N')),
  per_txn_cap bigint check (per_txn_cap > 0),
  amount_cap bigint check (amount_cap > 0),
  count_cap integer check (count_cap > 0),
  start_at timestamptz not null,
  end_at timestamptz not null,
  contact_name text not null default '',
  contact_area text not null default '',
  contact_phone text not null default '',
  remark text not null default '',
  status text not null default 'WAIT_AUDIT'
    check (status in ('WAIT_AUDIT', 'WAIT_EFFECT', 'IN_PROGRESS', 'CLOSED', 'REJECTED', 'CANCELLED')),
  close_reason text not null default '' check (close_reason in ('', 'END', 'BUDGET', 'REVOKED')),
  revoke_status text not null default 'INITIAL'
    check (revoke_status in ('INITIAL', 'WAIT_REVOKE_AUDIT', 'REVOKE_APPROVED', 'REVOKE_REJECTED')),
  revoke_reason text not null default '',
  revoke_requested_at timestamptz,
  revoke_requester_id bigint references operators (id),
  revoke_decision_reason text not null default '',
  used_amount bigint not null default 0 check (used_amount >= 0),
  used_count integer not null default 0 check (used_count >= 0),
  version integer not null default 1,
  creator_id bigint references operators (id),
  decided_by text not null default '',
  decided_at timestamptz,
  decision_reason text not null default '',
  -- The settlement contact task (spec point 9: within 5 working days of the approval).
  contact_due date,
  contact_done_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (start_at <= end_at),
  check (amount_cap is null or used_amount <= amount_cap),
  check (count_cap is null or used_count <= count_cap)
);
create index promotions_merchant_idx on promotions (merchant_id, created_at desc, id desc);
create index promotions_live_idx on promotions (status, start_at) where status in ('WAIT_EFFECT', 'IN_PROGRESS');

create table promotion_stores (
  promotion_id bigint not null references promotions (id),
  store_id bigint not null references stores (id),
  primary key (promotion_id, store_id)
);
create index promotion_stores_store_idx on promotion_stores (store_id);

create table promotion_versions (
  promotion_id bigint not null references promotions (id),
  version integer not null,
  at timestamptz not null,
  actor text not null default '',
  -- What changed, e.g. {"amount_cap":[100000,200000]}; the first version holds {}.
  changes jsonb not null default '{}',
  primary key (promotion_id, version)
);

-- One row per transaction a campaign discounted; refunds give back `returned` of `discount`.
create table promotion_redemptions (
  id bigserial primary key,
  promotion_id bigint not null references promotions (id),
  merchant_id bigint not null references merchants (id),
  store_id bigint not null references stores (id),
  txn_no text not null unique,
  amount bigint not null,
  discount bigint not null check (discount > 0),
  refunded bigint not null default 0,
  returned bigint not null default 0 check (returned <= discount),
  at timestamptz not null,
  business_date date not null
);
create index promotion_redemptions_promo_idx on promotion_redemptions (promotion_id, at);

-- Budget alerts reached (50, 80, 100 % of a cap), once each.
create table promotion_alerts (
  promotion_id bigint not null references promotions (id),
  level integer not null,
  at timestamptz not null,
  primary key (promotion_id, level)
);

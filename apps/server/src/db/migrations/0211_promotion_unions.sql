-- Union marketing (issue 27 point 4): a service provider's shared campaign that its merchants join and
-- leave. The union holds the terms once (`terms`: the create form's checked values, as promotions.ts'
-- checkForm gives them) and is reviewed like a campaign (review kind `promotion-union`, creator is the
-- requester). A merchant that joins gets its own campaign (a promotions row, `union_id` set) with the
-- union's terms at the stores it names: the booking, budgets (per member), funders, refunds, report and
-- scheduler work on it as on any campaign. Leaving closes that campaign (close_reason LEFT): no new
-- redemption, its history stays.
create table promotion_unions (
  id bigserial primary key,
  union_no text not null unique,
  service_id bigint not null references service_providers (id),
  name_zh text not null default '',
  name_en text not null default '',
  terms jsonb not null,
  start_at timestamptz not null,
  end_at timestamptz not null,
  status text not null default 'WAIT_AUDIT' check (status in ('WAIT_AUDIT', 'APPROVED', 'REJECTED')),
  creator_id bigint references operators (id),
  decided_by text not null default '',
  decided_at timestamptz,
  decision_reason text not null default '',
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index promotion_unions_service_idx on promotion_unions (service_id, created_at desc, id desc);

-- One row per merchant that joined (JOINED) and maybe left (LEFT): its campaign is promotion_id.
create table promotion_union_members (
  union_id bigint not null references promotion_unions (id),
  merchant_id bigint not null references merchants (id),
  promotion_id bigint not null references promotions (id),
  status text not null check (status in ('JOINED', 'LEFT')),
  joined_at timestamptz not null,
  left_at timestamptz,
  primary key (union_id, merchant_id)
);

alter table promotions add column union_id bigint references promotion_unions (id);
alter table promotions drop constraint promotions_close_reason_check;
alter table promotions add constraint promotions_close_reason_check
  check (close_reason in ('', 'END', 'BUDGET', 'REVOKED', 'LEFT'));

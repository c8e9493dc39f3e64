-- Promotions, funders booked (issue 27): the provider's and the scheme's parts of a campaign's discount are
-- owed to the merchant. Each redemption books them to the merchant's balance (ledger entry PROMO_FUNDED,
-- ref_no = txn_no, from the system account PROMO_FUNDING: what the funders owe the provider), and a
-- successful refund gives back its share (PROMO_FUNDED_BACK, ref_no = refund_no).
--
-- promotion_fund_moves: one row per such booking, signed (a redemption +, a refund -), on the business day
-- of the payment or of the refund, so a day's settlement adds the funders' parts of that day.
create table promotion_fund_moves (
  ref_no text primary key,
  kind text not null check (kind in ('REDEEM', 'REFUND')),
  redemption_id bigint not null references promotion_redemptions (id),
  merchant_id bigint not null references merchants (id),
  business_date date not null,
  provider bigint not null,
  scheme bigint not null,
  at timestamptz not null
);
create index promotion_fund_moves_day_idx on promotion_fund_moves (merchant_id, business_date);

-- The funders' parts given back by refunds so far (of fund_provider, fund_scheme).
alter table promotion_redemptions add column back_provider bigint not null default 0;
alter table promotion_redemptions add column back_scheme bigint not null default 0;
alter table promotion_redemptions add constraint promotion_redemptions_back_check
  check (back_provider <= fund_provider and back_scheme <= fund_scheme);

-- A settlement line's funders' parts (that day's redemptions less that day's refunds' give-backs); the net
-- amount includes them: net = gross - fee - discount - refund + fund_provider + fund_scheme.
alter table settlements add column fund_provider bigint not null default 0;
alter table settlements add column fund_scheme bigint not null default 0;

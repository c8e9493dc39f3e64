-- Promotions, continued (issue 27 points 1, 4 and 5): who funds a campaign's discount, per-payer and daily
-- caps, and budget alerts that are sent.
--
-- Funders (union marketing): fund_provider and fund_scheme are the whole percents of every discount the
-- merchant's provider and a card scheme or bank (scheme_name) pay; the merchant pays the rest
-- (100 - both). Each redemption keeps each funder's part in cents (provider and scheme floored, the
-- merchant the remainder), so the parts always add up to the discount.
alter table promotions add column fund_provider integer not null default 0 check (fund_provider between 0 and 100);
alter table promotions add column fund_scheme integer not null default 0 check (fund_scheme between 0 and 100);
alter table promotions add column scheme_name text not null default '';
alter table promotions add constraint promotions_fund_sum check (fund_provider + fund_scheme <= 100);
-- Caps a payer and a day: redemptions per payer over the campaign, redemptions and discount per business
-- day. Null is no cap. Checked under the campaign's row lock, as the total caps.
alter table promotions add column per_payer_cap integer check (per_payer_cap > 0);
alter table promotions add column daily_count_cap integer check (daily_count_cap > 0);
alter table promotions add column daily_amount_cap bigint check (daily_amount_cap > 0);

-- payer_ref: the payer's wallet or card token as the network reports it, hashed (sha-256, hex): never the
-- token itself, no personal data. '' when the network gave none.
alter table promotion_redemptions add column payer_ref text not null default '';
alter table promotion_redemptions add column fund_merchant bigint not null default 0;
alter table promotion_redemptions add column fund_provider bigint not null default 0;
alter table promotion_redemptions add column fund_scheme bigint not null default 0;
update promotion_redemptions set fund_merchant = discount;
create index promotion_redemptions_payer_idx on promotion_redemptions (promotion_id, payer_ref);
create index promotion_redemptions_day_idx on promotion_redemptions (promotion_id, business_date);

-- An alert reached is sent once (mail to the merchant's administrators, SMS to the campaign's contact) by
-- the promotion-schedule job; sent_at stays null until then.
alter table promotion_alerts add column sent_at timestamptz;
-- Alerts recorded before this migration were never sent and are past: not sent now either.
update promotion_alerts set sent_at = at;
create index promotion_alerts_unsent_idx on promotion_alerts (at) where sent_at is null;

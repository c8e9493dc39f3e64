-- migrate: no-transaction
-- migrate: previous-checksum 94c0a7f1343a0148f207fdd73948a7ea9962cd68886ec06a1d28e35d8fb4e30d
-- Built concurrently (issue 30, point 5), see 0080.
-- Amount filters whose count does not grow with history (issue 16, docs/decisions.md "Bounded counts"):
-- a 31-day count with an amount range reads, day by day, only the range's entries of each Macau day of the
-- window (the query lists the days: `= any(days)` makes one index descent per day), so it reads its
-- matches and not the month's rows ((merchant_id, created_at, id, amount)) nor the band's rows of every
-- month ever written ((merchant_id, amount, created_at)). created_at is a key column so that the exact
-- range of a first or last day is checked on the entry (the count reads index entries only). The day is
-- the same expression as macauDateSql('created_at') in packages/core/src/time.ts: the query must write it
-- alike for the index to answer. `if not exists`: an operator with a large table may build it first with
-- `create index concurrently` under this name, and the upgrade then skips it.
create index concurrently if not exists transactions_merchant_day_amount_idx
  on transactions (merchant_id, (((created_at at time zone 'UTC') + interval '8 hours')::date), amount, created_at);

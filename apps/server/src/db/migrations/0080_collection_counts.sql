-- migrate: no-transaction
-- migrate: previous-checksum b69275560b5d184283b04c2261beac8a0c4f66fc4995ed090640e50e2f4d2d60
-- Built concurrently (issue 30, point 5): writes to transactions go on while the index is built; the
-- earlier text of this file (one transaction, plain create index) counts as the same migration.
-- Bounded collection counts (issue 16, docs/decisions.md "Bounded counts"): the page and count of a 31-day
-- query read the merchant's (merchant_id, created_at, id) index range, whose cost is the range's, not the
-- history's. The amount is now a key column of that index, so an amount range is checked on the index
-- entry and only matching rows are fetched: a page or a count with an amount filter reads index entries,
-- not the rows of every payment of the month. Same order, same name's role: the page's keyset read is
-- unchanged; (merchant_id, amount, created_at) stays for the amount sort.
create index concurrently if not exists transactions_merchant_time_amount_idx on transactions (merchant_id, created_at desc, id desc, amount);
drop index concurrently if exists transactions_merchant_time_idx;

-- Bounded collection counts (issue 16, docs/decisions.md "Bounded counts"): the page and count of a 31-day
-- query read the merchant's (merchant_id, created_at, id) index range, whose cost is the range's, not the
-- history's. The amount is now a key column of that index, so an amount range is checked on the index
-- entry and only matching rows are fetched: a page or a count with an amount filter reads index entries,
-- not the rows of every payment of the month. Same order, same name's role: the page's keyset read is
-- unchanged; (merchant_id, amount, created_at) stays for the amount sort.
create index transactions_merchant_time_amount_idx on transactions (merchant_id, created_at desc, id desc, amount);
drop index transactions_merchant_time_idx;

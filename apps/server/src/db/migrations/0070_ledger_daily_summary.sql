-- Per-day totals of the organisations' ledger lines (issue 12, the flow count at 10 million lines), like
-- txn_daily_summary for transactions: one row per organisation, account, Macau day and entry type, with
-- the count and sum of the lines into the account (in) and out of it (out, a positive sum). The flow count
-- with totals (accountInExCount) reads these when the filter is whole days without a reference number,
-- instead of summing a month of lines. Kept in the booking's own statement (moveRunningAccount: every
-- organisation line moves a running account), rebuilt after a bulk load (rebuildLedgerSummaries: the
-- demo seed, a benchmark generator, `ledger:check --rebuild`), proven equal to the lines by ledger:check.
-- System lines (owner_kind 'system') are not summed: no page reads them, and their rows would be a hot
-- row shared by every merchant's bookings.
create table ledger_daily_summary (
  owner_kind text not null,
  owner_id bigint not null,
  day date not null,
  account_code text not null,
  entry_type text not null,
  in_count bigint not null default 0,
  in_amount bigint not null default 0,
  out_count bigint not null default 0,
  out_amount bigint not null default 0,
  primary key (owner_kind, owner_id, day, account_code, entry_type)
);

insert into ledger_daily_summary (owner_kind, owner_id, day, account_code, entry_type, in_count, in_amount,
                                  out_count, out_amount)
select owner_kind, owner_id, ((created_at at time zone 'UTC') + interval '8 hours')::date, account_code, entry_type,
       count(*) filter (where amount > 0), coalesce(sum(amount) filter (where amount > 0), 0),
       count(*) filter (where amount < 0), coalesce(-sum(amount) filter (where amount < 0), 0)
  from ledger_lines
 where owner_kind <> 'system'
 group by 1, 2, 3, 4, 5;

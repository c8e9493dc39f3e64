import { withBulkLoad } from '../../db/seed/batch.ts';
import type { Db } from '../../db/types.ts';
import { book, legsValuesSql } from './ledger.ts';
import { rebuildLedgerSummaries } from './ledger-queries.ts';

/**
 * What each demo merchant recharged before its first demo payment: the float a merchant keeps with the
 * provider for refunds and withdrawals. Without it the balance would be only the money not yet paid out,
 * which after the 10:00 payout is just today's takings: nothing at all for a restaurant until it opens at
 * 11:00, so the balance page, a withdrawal or a refund depended on the hour (docs/decisions.md, "Demo float").
 */
export const DEMO_FLOAT_CENTS = 500_000;

/**
 * The demo ledger, rebuilt from the demo history in one pass of SQL (the seed writes months of payments):
 * each merchant's opening recharge (DEMO_FLOAT_CENTS), every successful payment's SETTLE_CREDIT and FEE, every refund's REFUND_FREEZE and its REFUND or
 * REFUND_RELEASE, every paid settlement's PAYOUT, in the order they happened, with the legs of
 * ENTRY_TYPES and the running balances; then the provider's commission through book(). The ledger check
 * proves the result like any other booking.
 */
export async function seedLedger(
  db: Db,
  opts: { now: Date; commission?: { providerId: string; amount: number } },
): Promise<number> {
  await db.query(
    `insert into ledger_accounts (owner_kind, owner_id, code, running)
     select o.kind, o.id, c.code, true
       from (select 'merchant' as kind, id from merchants union all select 'service', id from service_providers
             union all select 'group', id from merchant_groups) o
      cross join (values ('AVAILABLE'), ('FROZEN')) c (code)
     on conflict (owner_kind, owner_id, code, currency) do nothing`,
  );
  await seedFloat(db);
  // The entries and their lines are written with the two tables' secondary indexes and foreign keys set
  // aside (withBulkLoad): some 100k entries and 270k lines, each otherwise checked against its entry and
  // account and written into five indexes one row at a time.
  const entries = await withBulkLoad(db, 'ledger_lines', () =>
    withBulkLoad(db, 'ledger_entries', () => writeEntriesAndLines(db)),
  );
  await db.query(
    `update ledger_accounts la set balance = s.balance_after, updated_at = s.created_at
       from (select distinct on (account_id) account_id, balance_after, created_at from ledger_lines
              where balance_after is not null order by account_id, id desc) s
      where la.id = s.account_id`,
  );
  await rebuildLedgerSummaries(db);
  if (opts.commission && opts.commission.amount > 0) {
    await book(db, {
      type: 'COMMISSION',
      org: { kind: 'service', id: opts.commission.providerId },
      amount: opts.commission.amount,
      ref: `COMM-${opts.commission.providerId}-DEMO`,
      at: opts.now,
    });
  }
  return entries;
}

/** One recharge per merchant, confirmed by the bank an hour before the merchant's first demo payment. */
async function seedFloat(db: Db): Promise<void> {
  await db.query(
    `insert into fund_orders (order_no, kind, merchant_id, amount, status, approval, bank_code, bank_name,
                              account_no, account_name, client_key, request_hash, created_at, finished_at)
     select 'C' || to_char((f.at at time zone 'UTC') + interval '8 hours', 'YYYYMMDD')
                || lpad(nextval('fund_order_seq')::text, 8, '0'),
            'RECHARGE', m.id, $1, 'PAYOUT_SUCCESS', 'NONE', 'SETTLE', acc.bank_name, acc.account_no,
            acc.account_name, 'demo-float', '', f.at, f.at + interval '2 minutes'
       from merchants m
       join (select merchant_id, min(created_at) - interval '1 hour' as at from transactions group by 1) f
         on f.merchant_id = m.id
       join accounts acc on acc.org_kind = 'merchant' and acc.org_id = m.id and acc.account_type = 'SETTLEMENT'
                        and acc.currency = 'MOP'
      order by m.id`,
    [DEMO_FLOAT_CENTS],
  );
}

/**
 * Every event of the history as an entry and the entries' legs as lines with the running balances, in one
 * statement: the lines are made from the rows the entries' insert returns, so they are exactly the new
 * entries' (no scan of the table again, and no anti-join against lines that cannot exist yet: the two cost
 * about a tenth of the ledger's seed in the embedded database). Answers the number of entries.
 */
async function writeEntriesAndLines(db: Db): Promise<number> {
  const r = await db.query<{ entries: string }>(
    `with e as (
       insert into ledger_entries (entry_type, org_kind, org_id, amount, ref_no, detail, created_at)
       select t, 'merchant', merchant_id, a, ref, detail, at from (
         select 'RECHARGE' as t, merchant_id, order_no as ref, amount as a, '{}'::jsonb as detail,
                finished_at as at, 0 as ord
           from fund_orders where kind = 'RECHARGE' and status = 'PAYOUT_SUCCESS'
         union all
         select 'SETTLE_CREDIT', merchant_id, txn_no, amount - discount_amount, '{}'::jsonb,
                coalesce(paid_at, created_at), 1
           from transactions where txn_type = 'SPEND' and result = 'SUCCESS'
         union all
         select 'FEE', merchant_id, txn_no, fee, jsonb_build_object('pay_type', pay_type, 'store_id', store_id::text),
                coalesce(paid_at, created_at), 2
           from transactions where txn_type = 'SPEND' and result = 'SUCCESS'
         union all
         select 'REFUND_FREEZE', merchant_id, refund_no, amount, '{}'::jsonb, created_at, 3 from refunds
         union all
         select case status when 'SUCCESS' then 'REFUND' else 'REFUND_RELEASE' end, merchant_id, refund_no, amount,
                '{}'::jsonb, coalesce(finished_at, created_at), 4
           from refunds where status in ('SUCCESS', 'FAIL')
         union all
         select 'PAYOUT', merchant_id, settle_no, net_amount, '{}'::jsonb, coalesce(settled_at, created_at), 5
           from settlements where status = 'SETTLED'
       ) ev where a <> 0
       order by at, ord, ref
       returning id, entry_type, org_kind, org_id, amount, ref_no, created_at
     ), lines as (
       insert into ledger_lines (entry_id, account_id, owner_kind, owner_id, account_code, entry_type, ref_no, amount,
                                 balance_after, created_at)
       select e.id, la.id, la.owner_kind, la.owner_id, la.code, e.entry_type, e.ref_no, leg.sign * e.amount,
              case when la.running
                   then la.balance + sum(leg.sign * e.amount) over (partition by la.id order by e.id, leg.i) end,
              e.created_at
         from e
         join (values ${legsValuesSql()}) leg (t, code, is_system, sign, i) on leg.t = e.entry_type
         join ledger_accounts la
           on la.currency = 'MOP' and la.code = leg.code
          and la.owner_kind = case when leg.is_system then 'system' else e.org_kind end
          and la.owner_id = case when leg.is_system then 0 else e.org_id end
        order by e.id, leg.i
     )
     select count(*) as entries from e`,
  );
  return Number(r.rows[0].entries);
}

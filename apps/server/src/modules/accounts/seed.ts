import type { Db } from '../../db/types.ts';
import { book, legsValuesSql } from './ledger.ts';
import { rebuildLedgerSummaries } from './queries.ts';

/**
 * The demo ledger, rebuilt from the demo history in one pass of SQL (the seed writes months of payments):
 * every successful payment's SETTLE_CREDIT and FEE, every refund's REFUND_FREEZE and its REFUND or
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
  const entries = await db.query(
    `insert into ledger_entries (entry_type, org_kind, org_id, amount, ref_no, detail, created_at)
     select t, 'merchant', merchant_id, a, ref, detail, at from (
       select 'SETTLE_CREDIT' as t, merchant_id, txn_no as ref, amount - discount_amount as a,
              '{}'::jsonb as detail, coalesce(paid_at, created_at) as at, 1 as ord
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
     order by at, ord, ref`,
  );
  await db.query(
    `insert into ledger_lines (entry_id, account_id, owner_kind, owner_id, account_code, entry_type, ref_no, amount,
                               balance_after, created_at)
     select e.id, la.id, la.owner_kind, la.owner_id, la.code, e.entry_type, e.ref_no, leg.sign * e.amount,
            case when la.running
                 then la.balance + sum(leg.sign * e.amount) over (partition by la.id order by e.id, leg.i) end,
            e.created_at
       from ledger_entries e
       join (values ${legsValuesSql()}) leg (t, code, is_system, sign, i) on leg.t = e.entry_type
       join ledger_accounts la
         on la.currency = 'MOP' and la.code = leg.code
        and la.owner_kind = case when leg.is_system then 'system' else e.org_kind end
        and la.owner_id = case when leg.is_system then 0 else e.org_id end
      where not exists (select 1 from ledger_lines x where x.entry_id = e.id)
      order by e.id, leg.i`,
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
  return entries.rowCount;
}

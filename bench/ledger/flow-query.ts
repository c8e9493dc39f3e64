/**
 * Account in/out query speed (issue 12) on a large ledger, through the real HTTP server and envelope:
 * p50/p95 of a 31-day senior flow page + count with totals (account/accountInExPage + accountInExCount)
 * for the largest merchant, beside a do-nothing encrypted call (bench/encrypted: session + envelope, no
 * database work) measured in the same run.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/ledger/flow-query.ts 10000000
 *   npx tsx bench/ledger/flow-query.ts 1000000          # embedded PGlite
 *
 * The generator seeds the demo organisations, then adds N/2 entries of two lines each (N lines in
 * all) over 120 days in SQL (generate_series): SETTLE_CREDIT and FEE entries, each with the merchant's
 * AVAILABLE line and a system line; the largest merchant (M10000000001) takes 30 %. Running balances are
 * not recomputed for the generated lines (the query reads them as stored). The per-day summaries
 * (ledger_daily_summary) are rebuilt from the lines after the generation, as after any bulk load; the
 * count with totals of a whole-day range reads them. With BENCH_KEEP=1 the schema
 * (PostgreSQL: bench_ledger) or data directory (bench/.data/ledger) is kept and a second run with the
 * same N skips generation.
 */
import os from 'node:os';
import { seniorEndTime, todayYmd } from '@mp/core';
import { contract } from '@mp/core/contract';
import { z } from 'zod';
import { buildApp } from '../../apps/server/src/app.ts';
import { endpoint } from '../../apps/server/src/http/endpoint.ts';
import { rebuildLedgerSummaries } from '../../apps/server/src/modules/accounts/index.ts';
import { seedIfEmpty } from '../../apps/server/src/seed.ts';
import { benchDatabase } from '../support/bench-config.ts';
import { callsAsDemoMerchant, pct, timeIt } from '../support/sealed-calls.ts';

const N = Number(process.argv[2] ?? 1_000_000);
const ITER = Number(process.argv[3] ?? 100);
const keep = process.env.BENCH_KEEP === '1';
const { usePg, config, drop } = benchDatabase('ledger', 'bench_ledger');

// The do-nothing encrypted call: the gate, the session and the envelope, no database work.
const nothing = contract({
  capability: 'bench',
  prefix: 'account',
  path: 'bench/encrypted',
  access: 'session',
  mutates: false,
  request: z.object({}).strict(),
  answer: z.object({ ok: z.boolean() }),
  summary: 'bench',
});
const built = await buildApp(config, {
  extraEndpoints: [endpoint(nothing, { handler: async () => ({ ok: true }) })],
} as never);
const db = built.db;
const now = new Date();
await seedIfEmpty(db, { now });

const have = Number(
  (await db.query<{ n: string }>(`select count(*) n from ledger_lines where ref_no like 'BL%'`)).rows[0].n,
);
if (have !== N) {
  const t0 = Date.now();
  await db.query(`delete from ledger_lines where ref_no like 'BL%'`);
  await db.query(`delete from ledger_entries where ref_no like 'BL%'`);
  const merchants = (
    await db.query<{ id: string; mer_no: string }>(`select id, mer_no from merchants order by id`)
  ).rows;
  const big = merchants.find((m) => m.mer_no === 'M10000000001') ?? merchants[0];
  const rest = merchants.filter((m) => m.id !== big.id);
  const slots: string[] = [];
  for (let i = 0; i < 30; i++) slots.push(big.id);
  for (let i = 0; i < 70; i++) slots.push(rest[i % rest.length].id);
  const accounts = (
    await db.query<{ id: string; owner_kind: string; owner_id: string; code: string }>(
      `select id, owner_kind, owner_id, code from ledger_accounts`,
    )
  ).rows;
  const idOf = (kind: string, id: string, code: string) =>
    accounts.find((a) => a.owner_kind === kind && a.owner_id === id && a.code === code)!.id;
  const available = slots.map((m) => idOf('merchant', m, 'AVAILABLE'));
  const clearing = idOf('system', '0', 'CLEARING');
  const feeIncome = idOf('system', '0', 'FEE_INCOME');
  const entries = Math.floor(N / 2);
  const batch = 250_000;
  // A bulk load: the secondary indexes of the two tables are dropped and built again after the load, and
  // each batch runs with the foreign-key triggers off (session_replication_role = replica, in its own
  // transaction); the generator's ids are the tables' own, so the keys hold by construction.
  const indexes = (
    await db.query<{ name: string; def: string }>(
      `select i.indexname as name, i.indexdef as def from pg_indexes i
        where i.schemaname = current_schema() and i.tablename in ('ledger_entries', 'ledger_lines')
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    )
  ).rows;
  for (const ix of indexes) await db.query(`drop index ${ix.name}`);
  for (let from = 1; from <= entries; from += batch) {
    const to = Math.min(entries, from + batch - 1);
    await db.tx(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query(
        `with g as (
         select g, ($3::bigint[])[1 + (g * 7919 % 100)] as merchant_id, ($4::bigint[])[1 + (g * 7919 % 100)] as acc,
                case when g % 2 = 0 then 'FEE' else 'SETTLE_CREDIT' end as t,
                500 + (g * 104729 % 300000) as amount,
                $5::timestamptz - ((1 + g * 2654435761 % (120 * 86400 - 1)) || ' seconds')::interval as at
           from generate_series($1::bigint, $2::bigint) g
       ), e as (
         insert into ledger_entries (entry_type, org_kind, org_id, amount, ref_no, created_at)
         select t, 'merchant', merchant_id, amount, 'BL' || lpad(g::text, 12, '0'), at from g
         returning id, entry_type, org_id, amount, ref_no, created_at
       )
       insert into ledger_lines (entry_id, account_id, owner_kind, owner_id, account_code, entry_type, ref_no, amount,
                                 balance_after, created_at)
       select e.id, x.acc, x.kind, x.oid, x.code, e.entry_type, e.ref_no, x.amount, x.bal, e.created_at
         from e join g on 'BL' || lpad(g.g::text, 12, '0') = e.ref_no
         cross join lateral (values
           (g.acc, 'merchant', e.org_id, 'AVAILABLE',
            case when e.entry_type = 'FEE' then -e.amount else e.amount end, e.amount * 3),
           (case when e.entry_type = 'FEE' then $7::bigint else $6::bigint end, 'system', 0::bigint,
            case when e.entry_type = 'FEE' then 'FEE_INCOME' else 'CLEARING' end,
            case when e.entry_type = 'FEE' then e.amount else -e.amount end, null::bigint)
         ) x (acc, kind, oid, code, amount, bal)`,
        [from, to, slots, available, now.toISOString(), clearing, feeIncome],
      );
    });
    process.stdout.write(`\rgenerated ${(to * 2).toLocaleString()} / ${N.toLocaleString()} lines`);
  }
  const ti = Date.now();
  for (const ix of indexes) await db.query(ix.def);
  console.log(`\n${indexes.length} indexes built again in ${((Date.now() - ti) / 1000).toFixed(0)} s`);
  const t1 = Date.now();
  const rows = await rebuildLedgerSummaries(db);
  console.log(
    `\nper-day summaries rebuilt: ${rows.toLocaleString()} rows in ${((Date.now() - t1) / 1000).toFixed(0)} s`,
  );
  await db.query('analyze');
  console.log(`generation took ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

const call = await callsAsDemoMerchant(built, config, 'sys-account-mang');

const flows: number[] = [];
const together: number[] = [];
const noop: number[] = [];
for (let i = 0; i < ITER + 5; i++) {
  const endDay = new Date(now.getTime() - (1 + (i % 80)) * 86400_000);
  const startDay = new Date(endDay.getTime() - 30 * 86400_000);
  const filter = { start_date: todayYmd(startDay), end_date: seniorEndTime(todayYmd(endDay)) };
  const pageBody = { ...filter, page_no: 1 + (i % 5), page_size: 20 };
  const ms = await timeIt(async () => {
    await call('account/accountInExPage', pageBody);
    await call('account/accountInExCount', filter);
  });
  // The portal's list asks the page and the count at once (useTwoCallList): the time until both answered.
  const both = await timeIt(() =>
    Promise.all([call('account/accountInExPage', pageBody), call('account/accountInExCount', filter)]),
  );
  const n = await timeIt(() => call('bench/encrypted', {}));
  if (i >= 5) {
    flows.push(ms);
    together.push(both);
    noop.push(n);
  }
}
const big = (
  await db.query<{ n: string }>(
    `select count(*) n from ledger_lines l join merchants m on m.id = l.owner_id and l.owner_kind = 'merchant'
      where m.mer_no = 'M10000000001' and l.created_at > now() - interval '31 days'`,
  )
).rows[0].n;
console.log(
  `machine: ${os.cpus()[0]?.model}, ${os.cpus().length} cores, node ${process.version}, load ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
console.log(`database: ${usePg ? 'PostgreSQL' : 'PGlite'}, ledger lines generated: ${N.toLocaleString()}`);
console.log(`largest merchant, last 31 days: ${Number(big).toLocaleString()} lines`);
console.log(
  `flow page + count, one after the other: p50 ${pct(flows, 0.5).toFixed(1)} ms, p95 ${pct(flows, 0.95).toFixed(1)} ms (${flows.length} iterations)`,
);
console.log(
  `flow page + count asked at once, as the portal does: p50 ${pct(together, 0.5).toFixed(1)} ms, p95 ${pct(together, 0.95).toFixed(1)} ms`,
);
console.log(
  `do-nothing encrypted call: p50 ${pct(noop, 0.5).toFixed(1)} ms, p95 ${pct(noop, 0.95).toFixed(1)} ms`,
);
await built.close();
if (!keep) await drop();

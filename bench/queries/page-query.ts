/**
 * Senior collection query speed on a large table, through the real HTTP server and envelope:
 * p50/p95 of a 31-day page + count-with-totals for the largest merchant, and of a detail lookup.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/queries/page-query.ts 10000000
 *   npx tsx bench/queries/page-query.ts 1000000          # embedded PGlite
 *
 * The generator seeds the demo organisations, then adds N transactions over 120 days (the largest
 * merchant, M10000000001, takes 30 %), rebuilds the per-day summaries and analyzes. With
 * BENCH_KEEP=1 the schema (PostgreSQL: bench_q) or data directory (bench/.data/pg-query) is kept and a
 * second run with the same N skips generation.
 */
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seniorEndTime, todayYmd } from '@mp/core';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { rebuildDailySummaries } from '../../apps/server/src/modules/transactions/index.ts';
import { seedIfEmpty } from '../../apps/server/src/seed.ts';
import { callsAsDemoMerchant, pct, timeIt } from '../support/sealed-calls.ts';

const N = Number(process.argv[2] ?? 1_000_000);
const ITER = Number(process.argv[3] ?? 100);
const usePg = !!process.env.DATABASE_URL;
const dataDir = path.resolve(import.meta.dirname, '../.data/pg-query');
mkdirSync(dataDir, { recursive: true });

const config = {
  ...loadConfig(),
  dataDir,
  databaseSchema: usePg ? 'bench_q' : null,
  port: 0,
  host: '127.0.0.1',
  logLevel: 'silent',
  seed: false,
  simRate: 0,
  settlementJob: false,
  exportJobs: false,
} as ReturnType<typeof loadConfig>;

const built = await buildApp(config, {});
const db = built.db;
const now = new Date();
await seedIfEmpty(db, { now });

const have = Number(
  (await db.query<{ n: string }>(`select count(*) n from transactions where txn_no like 'B%'`)).rows[0].n,
);
if (have !== N) {
  const t0 = Date.now();
  await db.query(`delete from transactions where txn_no like 'B%'`);
  const stores = (
    await db.query<{ id: string; merchant_id: string; mer_no: string }>(
      `select s.id, s.merchant_id, m.mer_no from stores s join merchants m on m.id = s.merchant_id order by s.id`,
    )
  ).rows;
  // 100 slots: 30 for the largest merchant's stores, 70 spread over the others.
  const big = stores.filter((s) => s.mer_no === 'M10000000001');
  const rest = stores.filter((s) => s.mer_no !== 'M10000000001');
  const slots: string[] = [];
  for (let i = 0; i < 30; i++) slots.push(big[i % big.length].id);
  for (let i = 0; i < 70; i++) slots.push(rest[i % rest.length].id);
  const batch = 250_000;
  for (let from = 1; from <= N; from += batch) {
    const to = Math.min(N, from + batch - 1);
    await db.query(
      `insert into transactions (txn_no, merchant_id, store_id, mer_order_no, pay_type, txn_type, result, amount,
         discount_amount, fee, net_amount, created_at, paid_at, business_date)
       select 'B' || lpad(g::text, 12, '0'), s.merchant_id, s.id, 'BO' || g,
              (array['WECHAT','ALIPAY','UNIONPAY','MCB','HUAYIN'])[1 + (g % 5)], 'SPEND',
              case when g % 25 = 0 then 'FAIL' else 'SUCCESS' end,
              a.amount, 0, case when g % 25 = 0 then 0 else a.amount / 100 end,
              case when g % 25 = 0 then 0 else a.amount - a.amount / 100 end,
              c.at, case when g % 25 = 0 then null else c.at end, (c.at at time zone 'Asia/Macau')::date
         from generate_series($1::bigint, $2::bigint) g
         cross join lateral (select ($3::bigint[])[1 + (g * 7919 % 100)] as store_id) pick
         join stores s on s.id = pick.store_id
         cross join lateral (select 500 + (g * 104729 % 300000) as amount) a
         cross join lateral (select $4::timestamptz - ((1 + g * 2654435761 % (120 * 86400 - 1)) || ' seconds')::interval as at) c`,
      [from, to, slots, now.toISOString()],
    );
    process.stdout.write(`\rgenerated ${to.toLocaleString()} / ${N.toLocaleString()}`);
  }
  console.log(`\nrebuilding summaries…`);
  await rebuildDailySummaries(db);
  await db.query('analyze');
  console.log(`generation took ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

const call = await callsAsDemoMerchant(built, config, 'sys-mms-query');

const pageAndCount: number[] = [];
const txnNos: string[] = [];
for (let i = 0; i < ITER + 5; i++) {
  const endDay = new Date(now.getTime() - (1 + (i % 80)) * 86400_000);
  const startDay = new Date(endDay.getTime() - 30 * 86400_000);
  const filter = { start_date: todayYmd(startDay), end_date: seniorEndTime(todayYmd(endDay)) };
  const ms = await timeIt(async () => {
    const page = await call('trade/collectionPage', { ...filter, page_no: 1 + (i % 5), page_size: 20 });
    await call('trade/collectionCount', filter);
    if (txnNos.length < 200) for (const r of page.rows) txnNos.push(r.txn_no);
  });
  if (i >= 5) pageAndCount.push(ms); // the first five warm the JIT and caches
}
const detail: number[] = [];
for (let i = 0; i < ITER; i++) {
  detail.push(await timeIt(() => call('trade/collectionDetail', { txn_no: txnNos[i % txnNos.length] })));
}

const m1 = (
  await db.query<{ n: string }>(
    `select count(*) n from transactions t join merchants m on m.id = t.merchant_id
      where m.mer_no = 'M10000000001' and t.created_at > now() - interval '31 days'`,
  )
).rows[0].n;
console.log(
  `machine: ${os.cpus()[0]?.model}, ${os.cpus().length} cores, node ${process.version}, load ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
console.log(
  `database: ${db.kind}, ${N.toLocaleString()} generated rows; largest merchant: ${Number(m1).toLocaleString()} rows in 31 days`,
);
console.log('| call (HTTP + envelope) | p50 ms | p95 ms |');
console.log('|---|---|---|');
console.log(
  `| 31-day senior page + count with totals | ${pct(pageAndCount, 0.5).toFixed(1)} | ${pct(pageAndCount, 0.95).toFixed(1)} |`,
);
console.log(`| detail lookup | ${pct(detail, 0.5).toFixed(1)} | ${pct(detail, 0.95).toFixed(1)} |`);

await built.close();
if (!process.env.BENCH_KEEP) {
  if (usePg) {
    const pg = await import('pg');
    const c = new pg.default.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query('drop schema if exists bench_q cascade');
    await c.end();
  } else if (existsSync(dataDir)) {
    (await import('node:fs')).rmSync(dataDir, { recursive: true, force: true });
  }
}

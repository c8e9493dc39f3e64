/**
 * Collection query speed as history grows, through the real HTTP server and envelope (issue 16):
 * for each size, p50/p95 of a 31-day senior page + count for the largest merchant, plain (the reference,
 * answered by the per-day summaries) and with each filter the summaries cannot answer (amount range,
 * terminal, transaction number, merchant order number, a range that is not whole days), then the ratio of
 * the largest size's p95 to the smallest's.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> npx tsx bench/queries/page-query.ts 10000000,50000000
 *   npx tsx bench/queries/page-query.ts 200000,1000000        # embedded PGlite
 *
 * History grows, the business does not: the rows come at a fixed rate (BENCH_ROWS_PER_DAY, default 27 400,
 * so 10M rows are a year and 50M five), the largest merchant (M10000000001) taking 30 % of them. Each size
 * adds the older days to the data of the previous one, so the 31-day windows measured (within the last
 * year) hold the same rows at every size. The rows are generated in SQL (generate_series, one statement per
 * million rows, in time order as a live system writes them), the per-day summaries are added in SQL for
 * the new rows, then VACUUM ANALYZE (what autovacuum does to a table that only grows). With BENCH_KEEP=1
 * the schema (PostgreSQL: bench_q) or data directory is kept and a later run continues from its rows.
 */
import os from 'node:os';
import { addDaysYmd, seniorEndTime, todayYmd } from '@mp/core';
import { buildApp } from '../../apps/server/src/app.ts';
import { seedIfEmpty } from '../../apps/server/src/seed.ts';
import { benchDatabase } from '../support/bench-config.ts';
import { callsAsDemoMerchant, pct, timeIt } from '../support/sealed-calls.ts';

const SIZES = (process.argv[2] ?? '200000,1000000').split(',').map(Number);
const ITER = Number(process.argv[3] ?? 60);
const PER_DAY = Number(process.env.BENCH_ROWS_PER_DAY ?? 27_400);
const { usePg, config, drop } = benchDatabase('pg-query', 'bench_q');

const built = await buildApp(config, {});
const db = built.db;
const now = new Date();
await seedIfEmpty(db, { now });
const DAY = 86_400_000;
const macauDate = (ts: string) => `((${ts} at time zone 'UTC') + interval '8 hours')::date`;

const loadAvg = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

/** Slots of (store, terminal): 30 of 100 for the largest merchant's terminals, 70 for the others'. */
async function slots(): Promise<{ stores: string[]; terminals: string[] }> {
  const rows = (
    await db.query<{ store_id: string; terminal_id: string; mer_no: string }>(
      `select tm.store_id, tm.id as terminal_id, m.mer_no from terminals tm join merchants m on m.id = tm.merchant_id
        order by tm.id`,
    )
  ).rows;
  const big = rows.filter((r) => r.mer_no === 'M10000000001');
  const rest = rows.filter((r) => r.mer_no !== 'M10000000001');
  const pick = [
    ...Array.from({ length: 30 }, (_, i) => big[i % big.length]),
    ...Array.from({ length: 70 }, (_, i) => rest[i % rest.length]),
  ];
  return { stores: pick.map((r) => r.store_id), terminals: pick.map((r) => r.terminal_id) };
}

/**
 * Rows `from`..`to` (numbers B + 12 digits), spread evenly in time order over the days
 * [now - hiDays, now - loDays).
 */
async function generate(from: number, to: number, loDays: number, hiDays: number) {
  const s = await slots();
  const start = new Date(now.getTime() - hiDays * DAY);
  const spanSec = (hiDays - loDays) * 86_400;
  const count = to - from + 1;
  const step = 1_000_000;
  // Secondary indexes and foreign keys set aside while the rows go in (as the demo seed's withBulkLoad
  // does), then built once; the foreign keys come back NOT VALID: the rows are made from the terminals
  // table itself. The primary key and the unique number stay (both grow at their right end).
  const fks = (
    await db.query<{ name: string; def: string }>(
      `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
        where conrelid = 'transactions'::regclass and contype = 'f'`,
    )
  ).rows;
  const indexes = (
    await db.query<{ name: string; def: string }>(
      `select i.relname as name, pg_get_indexdef(i.oid) as def
         from pg_index x join pg_class i on i.oid = x.indexrelid
        where x.indrelid = 'transactions'::regclass and not x.indisprimary
          and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`,
    )
  ).rows;
  for (const fk of fks) await db.exec(`alter table transactions drop constraint ${fk.name}`);
  for (const ix of indexes) await db.exec(`drop index ${ix.name}`);
  for (let a = from; a <= to; a += step) {
    const b = Math.min(to, a + step - 1);
    await db.query(
      `insert into transactions (txn_no, merchant_id, store_id, terminal_id, mer_order_no, pay_type, txn_type,
         result, amount, discount_amount, fee, net_amount, created_at, paid_at, business_date)
       select 'B' || lpad(g::text, 12, '0'), tm.merchant_id, tm.store_id, tm.id, 'BO' || g,
              (array['WECHAT','ALIPAY','UNIONPAY','MCB','HUAYIN'])[1 + (g % 5)], 'SPEND',
              case when g % 25 = 0 then 'FAIL' else 'SUCCESS' end,
              a.amount, 0, case when g % 25 = 0 then 0 else a.amount / 100 end,
              case when g % 25 = 0 then 0 else a.amount - a.amount / 100 end,
              c.at, case when g % 25 = 0 then null else c.at end, ${macauDate('c.at')}
         from generate_series($1::bigint, $2::bigint) g
         cross join lateral (select ($3::bigint[])[1 + (g * 7919 % 100)] as terminal_id) pick
         join terminals tm on tm.id = pick.terminal_id
         cross join lateral (select 500 + (g * 104729 % 300000) as amount) a
         cross join lateral (select $4::timestamptz
                               + ((g - $5::bigint) * $6::float8 / $7::float8) * interval '1 second' as at) c`,
      [a, b, s.terminals, start.toISOString(), from, spanSec, count],
    );
    process.stdout.write(`\rgenerated ${b.toLocaleString()} / ${to.toLocaleString()} (load ${loadAvg()})   `);
  }
  process.stdout.write('\n');
  for (const ix of indexes) {
    const t0 = Date.now();
    await db.tx(async (tx) => {
      if (usePg) await tx.exec(`set local maintenance_work_mem = '512MB'`);
      await tx.exec(ix.def);
    });
    console.log(`index ${ix.name}: ${((Date.now() - t0) / 1000).toFixed(0)} s (load ${loadAvg()})`);
  }
  for (const fk of fks)
    await db.exec(`alter table transactions add constraint ${fk.name} ${fk.def} not valid`);
  // The summaries of the new rows (their days may meet the demo seed's: added to them).
  await db.query(
    `insert into txn_daily_summary as s (merchant_id, business_date, store_id, pay_type, txn_type, result,
        txn_count, amount, discount_amount, fee, net_amount, refunded_amount)
     select merchant_id, business_date, store_id, pay_type, txn_type, result, count(*), sum(amount),
            sum(discount_amount), sum(fee), sum(net_amount), sum(refunded_amount)
       from transactions where txn_no between $1 and $2
      group by merchant_id, business_date, store_id, pay_type, txn_type, result
     on conflict (merchant_id, business_date, store_id, pay_type, txn_type, result) do update set
        txn_count = s.txn_count + excluded.txn_count, amount = s.amount + excluded.amount,
        discount_amount = s.discount_amount + excluded.discount_amount, fee = s.fee + excluded.fee,
        net_amount = s.net_amount + excluded.net_amount, refunded_amount = s.refunded_amount + excluded.refunded_amount`,
    [`B${String(from).padStart(12, '0')}`, `B${String(to).padStart(12, '0')}`],
  );
  if (usePg) await db.exec('vacuum analyze transactions');
  await db.exec('analyze');
}

const have = async () =>
  Number(
    (
      await db.query<{ n: string }>(
        `select coalesce(max(substr(txn_no, 2)::bigint), 0) n from transactions where txn_no like 'B%'`,
      )
    ).rows[0].n,
  );

type Kind = { name: string; filter: (w: Window, i: number) => Record<string, unknown> };
interface Window {
  start: string;
  end: string;
  txnNo: string;
  merOrderNo: string;
  terminalNo: string;
}

const KINDS: Kind[] = [
  { name: 'reference: no narrow filter (per-day summaries)', filter: () => ({}) },
  {
    name: 'amount range, narrow (100.00–100.99)',
    filter: () => ({ amount_min: '10000', amount_max: '10099' }),
  },
  // 3 % of the rows, under the cap at 27 400 a day: every match is counted (an amount filter's worst case).
  {
    name: 'amount range, 100.00–199.99',
    filter: () => ({ amount_min: '10000', amount_max: '19999' }),
  },
  { name: 'amount range, broad (from 1,000.00)', filter: () => ({ amount_min: '100000' }) },
  { name: 'terminal', filter: (w) => ({ terminal_no: w.terminalNo }) },
  { name: 'transaction number', filter: (w) => ({ txn_no: w.txnNo }) },
  { name: 'merchant order number', filter: (w) => ({ mer_order_no: w.merOrderNo }) },
  {
    name: 'range not whole days (10:00 to 15:00)',
    filter: (w) => ({ start_date: `${w.start}100000`, end_date: `${w.end}150000` }),
  },
];

interface Figures {
  size: number;
  rowsIn31: number;
  load: string;
  kinds: { count: number[]; both: number[]; shown: string[] }[];
}

async function measure(size: number): Promise<Figures> {
  // A fresh sign-in for each size: the generation of the next size outlasts the session's idle time-out.
  const call = await callsAsDemoMerchant(built, config, 'sys-mms-query');
  const m1 = (await db.query<{ id: string }>(`select id from merchants where mer_no = 'M10000000001'`))
    .rows[0].id;
  // 16 31-day windows ending 2 days ago and earlier, inside the smallest size's history at every size.
  const room = Math.max(0, Math.min(300, Math.floor(SIZES[0] / PER_DAY) - 34));
  const windows: Window[] = [];
  for (let i = 0; i < 16; i++) {
    const back = 2 + Math.floor((i * room) / 16);
    const end = todayYmd(new Date(now.getTime() - back * DAY));
    const start = addDaysYmd(end, -30)!;
    const mid = new Date(now.getTime() - (back + 15) * DAY).toISOString();
    const r = (
      await db.query<{ txn_no: string; mer_order_no: string; terminal_no: string }>(
        `select t.txn_no, t.mer_order_no, tm.terminal_no from transactions t join terminals tm on tm.id = t.terminal_id
          where t.merchant_id = $1 and t.created_at < $2 and t.txn_no like 'B%'
          order by t.created_at desc limit 1`,
        [m1, mid],
      )
    ).rows[0];
    windows.push({ start, end, txnNo: r.txn_no, merOrderNo: r.mer_order_no, terminalNo: r.terminal_no });
  }
  const rowsIn31 = Number(
    (
      await db.query<{ n: string }>(
        `select count(*) n from transactions where merchant_id = $1 and created_at >= $2 and created_at < $3`,
        [
          m1,
          new Date(now.getTime() - 33 * DAY).toISOString(),
          new Date(now.getTime() - 2 * DAY).toISOString(),
        ],
      )
    ).rows[0].n,
  );
  const kinds = KINDS.map(() => ({ count: [] as number[], both: [] as number[], shown: [] as string[] }));
  // Kinds interleaved, so that a change of the machine's load touches all of them alike. The first pass
  // over the windows is not timed: it brings each window's pages into the caches (a first touch of a
  // month last read long ago goes to the disk, whatever the history: see bench/README.md).
  const warm = windows.length;
  for (let i = 0; i < ITER + warm; i++) {
    const w = windows[i % windows.length];
    for (const [k, kind] of KINDS.entries()) {
      const filter = { start_date: w.start, end_date: seniorEndTime(w.end), ...kind.filter(w, i) };
      let shown = '';
      const t0 = performance.now();
      const page = call('trade/collectionPage', { ...filter, page_no: 1 + (i % 3), page_size: 20 });
      const countMs = await timeIt(async () => {
        const c = await call('trade/collectionCount', filter);
        shown = `${c.total_count}${c.count_capped === 'Y' ? '+' : ''}`;
      });
      await page;
      const both = performance.now() - t0;
      if (i >= warm) {
        kinds[k].count.push(countMs);
        kinds[k].both.push(both);
        if (kinds[k].shown.length < 3) kinds[k].shown.push(shown);
      }
    }
  }
  return { size, rowsIn31, load: loadAvg(), kinds };
}

const results: Figures[] = [];
let days = 0;
for (const size of SIZES) {
  const n = await have();
  const target = Math.ceil(size / PER_DAY);
  if (n < size) {
    const t0 = Date.now();
    const lo = Math.ceil(n / PER_DAY);
    console.log(`adding ${(size - n).toLocaleString()} rows: days ${lo} to ${target} before today`);
    await generate(n + 1, size, Math.max(lo, 0), target);
    console.log(`generation took ${((Date.now() - t0) / 1000).toFixed(0)} s (load ${loadAvg()})`);
  } else if (n > size) {
    throw new Error(`the kept data holds ${n} rows, more than ${size}: remove it (no BENCH_KEEP)`);
  }
  days = target;
  const r = await measure(size);
  results.push(r);
  console.log(`measured ${size.toLocaleString()} (history ${days} days, load ${loadAvg()})`);
  // Each size's figures at once, so that a failure during the next size's generation does not lose them.
  for (const [k, kind] of KINDS.entries()) {
    const f = r.kinds[k];
    console.log(
      `  ${kind.name}: count p50 / p95 ${pct(f.count, 0.5).toFixed(1)} / ${pct(f.count, 0.95).toFixed(1)} ms, page + count p95 ${pct(f.both, 0.95).toFixed(1)} ms, shown ${f.shown.join(', ')}`,
    );
  }
}

console.log(
  `\nmachine: ${os.cpus()[0]?.model}, ${os.cpus().length} cores, node ${process.version}; database: ${db.kind}`,
);
console.log(
  `rows a day ${PER_DAY.toLocaleString()}; largest merchant, 31 days: ${results
    .map((r) => `${r.rowsIn31.toLocaleString()} at ${r.size.toLocaleString()}`)
    .join(', ')}; ${ITER} iterations a kind; load after each size: ${results.map((r) => r.load).join(' | ')}`,
);
const first = results[0];
const last = results[results.length - 1];
const head = results.map((r) => `${(r.size / 1e6).toLocaleString()}M count p50 / p95`).join(' | ');
console.log(
  `| filter (31 days, largest merchant) | ${head} | count p95 ratio | page + count p95 ${results
    .map((r) => `${(r.size / 1e6).toLocaleString()}M`)
    .join(' / ')} | count shown |`,
);
console.log(`|---|${results.map(() => '---|').join('')}---|---|---|`);
for (const [k, kind] of KINDS.entries()) {
  const cells = results.map(
    (r) => `${pct(r.kinds[k].count, 0.5).toFixed(1)} / ${pct(r.kinds[k].count, 0.95).toFixed(1)}`,
  );
  const ratio = pct(last.kinds[k].count, 0.95) / pct(first.kinds[k].count, 0.95);
  const both = results.map((r) => pct(r.kinds[k].both, 0.95).toFixed(1)).join(' / ');
  console.log(
    `| ${kind.name} | ${cells.join(' | ')} | ${ratio.toFixed(2)} | ${both} | ${last.kinds[k].shown.join(', ')} |`,
  );
}

await built.close();
if (!process.env.BENCH_KEEP) await drop();

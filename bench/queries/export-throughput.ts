/**
 * Export throughput: rows per second and peak memory of a scheduled export, CSV and XLSX, through the
 * server's real export code (job row, requester context rebuilt from the captured scope, keyset reads,
 * cell formatting, streaming writer, local file store). Figures only; nothing here is a test.
 *
 *   npx tsx bench/queries/export-throughput.ts [rows=200000] [--formats=CSV,XLSX] [--read=copy|rows|batch] [--keep]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/queries/export-throughput.ts 1000000
 *   npx tsx bench/queries/export-throughput.ts 1000000 --source=bench_memory   (no database read)
 *   DATABASE_URL=… npx tsx bench/queries/export-throughput.ts 1000000 --keep, then --reuse=<schema> (the rows of that run)
 *   … --s3   the file store is an S3-compatible bucket (multipart uploads, FILES_S3_PART_MB=8): a sink in
 *            this process takes the upload (no signature check, keeps only the sizes), so the export
 *            process's peak memory is the server's own
 *
 * The database is fresh: a new PGlite directory (default) or a new schema of DATABASE_URL, removed at
 * the end (--keep leaves it). Rows are spread over the 30 days before today, so a product source with
 * the senior date rules (31 days, no current day) reads them too: --source=<key> --filters='<json>'.
 *
 * The export phase runs compiled, as production runs the server (esbuild bundles this file with the
 * server's sources into bench/.tmp/, npm packages outside, as apps/server/scripts/build.mjs
 * does), so its memory is not tsx's; --tsx runs it under tsx instead.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { addDaysYmd, PAY_TYPE, TXN_RESULT, todayYmd } from '@mp/core';
import pg from 'pg';
import { z } from 'zod';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDb } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import type { Db } from '../../apps/server/src/db/types.ts';
import { scopeSql } from '../../apps/server/src/http/scope.ts';
import { readBatch } from '../../apps/server/src/lists/export/batch.ts';
import type { ExportColumn, ExportContext, ExportRow } from '../../apps/server/src/lists/export/source.ts';
import { registerExportSource } from '../../apps/server/src/modules/exports/index.ts';
import { claimNextJob, insertJob, markDone } from '../../apps/server/src/modules/exports/queries.ts';
import { runExportJob } from '../../apps/server/src/modules/exports/run-job.ts';
import { registerModules } from '../../apps/server/src/modules/index.ts';
import { createPorts } from '../../apps/server/src/ports/index.ts';
import { localPortsTo, processCpuMs } from '../support/cpu-meter.ts';

const args = process.argv.slice(2);
const flag = (name: string) =>
  args
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
const rowsWanted = Number(args.find((a) => /^\d+$/.test(a)) ?? 200_000);
const formats = (flag('formats') ?? 'CSV,XLSX').split(',') as ('CSV' | 'XLSX')[];
const keep = args.includes('--keep');
const underTsx = args.includes('--tsx');
const sourceKey = flag('source') ?? 'bench_txns';
/**
 * copy (default): the source also offers its rows as one SELECT, so a CSV on PostgreSQL is written by COPY
 * (lists/export/copy-csv.ts; elsewhere and for XLSX the rows are read as 'rows'); rows: a plain keyset
 * query, one result row per transaction; batch: readBatch (one JSON text a batch on PGlite).
 */
const readMode = (['rows', 'batch'] as const).find((m) => m === flag('read')) ?? 'copy';
const BATCH = 2000;

const t = (zh: string, en: string) => ({ zh, en });

const BENCH_COLUMNS = [
  { key: 'txn_no', header: t('交易號', 'Transaction no.'), kind: 'text' },
  { key: 'mer_order_no', header: t('商戶訂單號', 'Merchant order no.'), kind: 'text' },
  { key: 'agg_order_no', header: t('聚合訂單號', 'Aggregated order no.'), kind: 'masked:card' },
  { key: 'store_no', header: t('門店編號', 'Store no.'), kind: 'text' },
  { key: 'pay_type', header: t('支付方式', 'Payment type'), kind: 'status', labels: PAY_TYPE },
  { key: 'result', header: t('結果', 'Result'), kind: 'status', labels: TXN_RESULT },
  { key: 'amount', header: t('金額', 'Amount'), kind: 'money' },
  { key: 'fee', header: t('手續費', 'Fee'), kind: 'money' },
  { key: 'net_amount', header: t('淨額', 'Net amount'), kind: 'money' },
  { key: 'created_at', header: t('交易時間', 'Time'), kind: 'datetime' },
] satisfies ExportColumn[];

/** The bench's rows in id order; `key` also outputs the id, the order key the ranged export cuts by. */
const BENCH_SELECT = (scope: string, key = false) =>
  `select t.txn_no, t.mer_order_no, t.agg_order_no, s.store_no, t.pay_type, t.result, t.amount, t.fee,
          t.net_amount, t.created_at${key ? ', t.id as order_id' : ''}
     from transactions t join stores s on s.id = t.store_id
    where ${scope} order by t.id`;

/** Every transaction in the requester's scope, by keyset on id, BATCH at a time, read as --read says. */
async function* benchRows(ctx: ExportContext): AsyncGenerator<ExportRow> {
  const scope = await scopeSql(ctx, 't', 1);
  let after = '0';
  for (;;) {
    const sql = `select t.id, t.txn_no, t.mer_order_no, t.agg_order_no, s.store_no, t.pay_type, t.result, t.amount,
                        t.fee, t.net_amount, t.created_at
                   from transactions t join stores s on s.id = t.store_id
                  where t.id > $1 and ${scope.sql}
                  order by t.id limit ${BATCH}`;
    const params = [after, ...scope.params];
    const rows =
      readMode === 'batch'
        ? await readBatch<ExportRow & { id: string }>(ctx.db, sql, params, 'b.id')
        : (await ctx.db.query<ExportRow & { id: string }>(sql, params)).rows;
    yield* rows;
    if (rows.length < BATCH) return;
    after = String(rows[rows.length - 1].id);
  }
}

// The product's export sources and download kinds, as the server registers them at start.
registerModules();

/** A collection-like source over the transactions table: keyset batches of 2000, scoped like the product's. */
registerExportSource({
  key: 'bench_txns',
  name: t('基準交易', 'Bench transactions'),
  filters: z.object({}).strict(),
  columns: BENCH_COLUMNS,
  async open(ctx) {
    const scope = await scopeSql(ctx, 't', 0);
    const r = await ctx.db.query<{ n: string }>(
      `select count(*) as n from transactions t where ${scope.sql}`,
      scope.params,
    );
    return {
      count: Number(r.rows[0].n),
      rows: benchRows(ctx),
      ...(readMode === 'copy'
        ? {
            select: {
              sql: BENCH_SELECT(scope.sql, true),
              params: scope.params,
              order: { keys: ['order_id'], desc: false },
            },
          }
        : {}),
    };
  },
});

/** rowsWanted rows made in memory, spread over 30 days. */
async function* memoryRows(): AsyncGenerator<ExportRow> {
  const start = Date.now() - 30 * 86_400_000;
  const pays = Object.keys(PAY_TYPE);
  for (let g = 1; g <= rowsWanted; g++) {
    const amount = 500 + ((g * 37) % 200_000);
    yield {
      txn_no: `TB${String(g).padStart(10, '0')}`,
      mer_order_no: `OD${String(g).padStart(12, '0')}`,
      agg_order_no: `622202${String((g * 7919) % 10_000_000_000).padStart(10, '0')}`,
      store_no: `SB-${g % 20}`,
      pay_type: pays[g % pays.length],
      result: g % 50 === 0 ? 'FAIL' : 'SUCCESS',
      amount,
      fee: Math.floor(amount / 100),
      net_amount: Math.floor((amount * 99) / 100),
      created_at: new Date(start + Math.floor((g / rowsWanted) * 30 * 86_400_000)),
    };
  }
}

/**
 * The same rows made in memory (--source=bench_memory): the export machine alone (cells, writer, file
 * store), without the database read, to tell the two costs apart.
 */
registerExportSource({
  key: 'bench_memory',
  name: t('基準交易（記憶體）', 'Bench transactions (memory)'),
  filters: z.object({}).strict(),
  columns: BENCH_COLUMNS,
  open: async () => ({ count: rowsWanted, rows: memoryRows() }),
});

interface Place {
  dataDir: string;
  url: string | null;
  schema: string | null;
}

function newPlace(): Place {
  const url = process.env.DATABASE_URL || null;
  const reuse = flag('reuse');
  if (reuse && url)
    return { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'mp-bench-export-')), url, schema: reuse };
  return {
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'mp-bench-export-')),
    url,
    schema: url ? `bench_export_${Date.now().toString(36)}` : null,
  };
}

const openPlace = (p: Place) => openDb({ dataDir: p.dataDir, databaseUrl: p.url, databaseSchema: p.schema });

async function removePlace(p: Place): Promise<void> {
  if (keep || flag('reuse')) {
    fs.rmSync(p.dataDir, { recursive: true, force: true });
    return;
  }
  if (p.url && p.schema) {
    const c = new pg.Client({ connectionString: p.url });
    await c.connect();
    await c.query(`drop schema if exists "${p.schema}" cascade`);
    await c.end();
  }
  fs.rmSync(p.dataDir, { recursive: true, force: true });
}

/** The bench merchant and administrator of a schema an earlier --keep run left (--reuse=<schema>). */
async function reusedIds(db: Db): Promise<{ operatorId: string; merchantId: string }> {
  const r = await db.query<{ operator_id: string; merchant_id: string }>(
    `select o.id as operator_id, m.id as merchant_id from merchants m join operators o on o.org_id = m.id
      where m.mer_no like 'MB%' and o.org_kind = 'merchant' order by m.id limit 1`,
  );
  if (!r.rows[0]) throw new Error('--reuse: no bench merchant in that schema');
  return { operatorId: String(r.rows[0].operator_id), merchantId: String(r.rows[0].merchant_id) };
}

/** One merchant, 20 stores, an administrator, and `n` transactions over the 30 days before today. */
async function generate(db: Db, n: number): Promise<{ operatorId: string; merchantId: string }> {
  const one = async (sql: string, params: unknown[]) =>
    String((await db.query<{ id: string }>(sql, params)).rows[0].id);
  const merchantId = await one(
    `insert into merchants (mer_no, name, category) values ($1, '基準商戶', 'ENTERPRISE') returning id`,
    [`MB${randomBytes(4).toString('hex')}`],
  );
  await db.query(
    `insert into stores (merchant_id, store_no, name)
     select $1::bigint, 'SB' || $1::text || '-' || g, '門店 ' || g from generate_series(1, 20) g`,
    [merchantId],
  );
  const roleId = await one(
    `insert into roles (org_kind, org_id, name, is_admin) values ('merchant', $1, 'Admin', true) returning id`,
    [merchantId],
  );
  const operatorId = await one(
    `insert into operators (org_kind, org_id, login_name, name, kind, role_id, password_hash, must_change_password)
     values ('merchant', $1, $2, 'Bench admin', 'admin', $3, 'not-a-hash', false) returning id`,
    [merchantId, `bench${randomBytes(4).toString('hex')}`, roleId],
  );
  const first = addDaysYmd(todayYmd(), -30) ?? todayYmd();
  const start = `${first.slice(0, 4)}-${first.slice(4, 6)}-${first.slice(6, 8)}T00:00:00+08:00`;
  const chunk = 50_000;
  for (let from = 1; from <= n; from += chunk) {
    const to = Math.min(n, from + chunk - 1);
    await db.query(
      `insert into transactions (txn_no, merchant_id, store_id, mer_order_no, agg_order_no, pay_type, txn_type, result,
          amount, fee, net_amount, created_at, business_date)
       select 'TB' || lpad(g::text, 10, '0'), $1,
              (select id from stores where merchant_id = $1 order by id offset (g % 20) limit 1),
              'OD' || lpad(g::text, 12, '0'), '622202' || lpad((g::bigint * 7919 % 10000000000)::text, 10, '0'),
              (array['WECHAT','ALIPAY','UNIONPAY','MCB','HUAYIN'])[1 + g % 5], 'SPEND',
              case when g % 50 = 0 then 'FAIL' else 'SUCCESS' end,
              500 + (g * 37 % 200000), (500 + (g * 37 % 200000)) / 100, (500 + (g * 37 % 200000)) * 99 / 100,
              ts, ((ts at time zone 'UTC') + interval '8 hours')::date
         from generate_series($2::int, $3::int) g,
              lateral (select $4::timestamptz + (g::double precision / $5 * interval '30 days') as ts) x`,
      [merchantId, from, to, start, n],
    );
    process.stdout.write(`\r  generated ${to.toLocaleString('en')} rows`);
  }
  if (n > 0) process.stdout.write('\n');
  await db.exec('analyze transactions');
  return { operatorId, merchantId };
}

function memorySampler() {
  let peak = 0;
  let heap = 0;
  let outside = 0;
  const sample = () => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    heap = Math.max(heap, m.heapTotal);
    // `external` includes `arrayBuffers` (every Buffer): adding both counted the buffers twice.
    outside = Math.max(outside, m.external);
  };
  sample();
  const timer = setInterval(sample, 50);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
    /** Where the peak was: the JavaScript heap and memory outside it (buffers), each at its highest. */
    parts: () => `heap ${mb(heap)}, buffers ${mb(outside)}`,
  };
}

/**
 * CPU seconds of each PostgreSQL backend serving this process's connections, read from /proc: told from
 * other processes' by their client ports (support/cpu-meter.ts; the pool names every connection
 * 'merchant-portal', whatever PGAPPNAME says, and other servers may run beside the bench).
 */
async function backendCpu(db: Db): Promise<Map<number, number> | null> {
  const pgPort = Number(new URL(process.env.DATABASE_URL ?? 'postgres://x').port) || 5432;
  const r = await db.query<{ pid: number }>(
    'select pid from pg_stat_activity where client_port = any($1::int[])',
    [localPortsTo(process.pid, pgPort)],
  );
  const out = new Map<number, number>();
  for (const { pid } of r.rows) {
    const ms = processCpuMs(pid);
    if (ms === undefined) return null; // PostgreSQL is not on this machine (or not readable)
    out.set(pid, ms / 1000);
  }
  return out;
}

/**
 * CPU time per row of a phase: this process (all its threads: deflate runs on the thread pool) and its
 * PostgreSQL backends. Less sensitive to the load than the wall time: on a quiet 2-core machine the
 * export cannot go faster than its busiest of the two allows.
 */
async function cpuMeter(db: Db) {
  const before = { own: process.cpuUsage(), pg: db.copyOut ? await backendCpu(db) : null };
  return async (rows: number) => {
    const own = process.cpuUsage(before.own);
    const ownUs = (own.user + own.system) / rows;
    let pgUs: number | null = null;
    const after = before.pg ? await backendCpu(db) : null;
    if (before.pg && after) {
      let total = 0;
      for (const [pid, s] of after) total += s - (before.pg.get(pid) ?? 0);
      pgUs = (total * 1e6) / rows;
    }
    return `CPU ${ownUs.toFixed(1)} µs/row here, ${pgUs === null ? 'n/a' : pgUs.toFixed(1)} µs/row in PostgreSQL`;
  };
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;
const load = () => `load ${os.loadavg()[0].toFixed(2)}`;

/**
 * The reference of the same run: PostgreSQL's own COPY of the same rows (the raw columns, no labels,
 * yuan, masking or time zone) to CSV, streamed into a file by this process. Answers rows a second.
 */
async function copyReference(db: Db, merchantId: string, dir: string): Promise<number | null> {
  if (!db.copyOut) return null;
  (globalThis as { gc?: () => void }).gc?.();
  const baseline = process.memoryUsage().rss;
  const mem = memorySampler();
  const cpu = await cpuMeter(db);
  const started = performance.now();
  const copy = await db.copyOut(
    `copy (${BENCH_SELECT(`t.merchant_id = ${Number(merchantId)}`)}) to stdout (format csv)`,
  );
  const file = path.join(dir, 'copy-reference.csv');
  await pipeline(copy, fs.createWriteStream(file));
  const seconds = (performance.now() - started) / 1000;
  const peak = mem.stop();
  const lines = Number(
    (
      await db.query<{ n: string }>('select count(*) as n from transactions where merchant_id = $1', [
        merchantId,
      ])
    ).rows[0].n,
  );
  const size = fs.statSync(file).size;
  fs.rmSync(file);
  const rate = lines / seconds;
  console.log(
    `COPY: ${lines.toLocaleString('en')} rows in ${seconds.toFixed(2)} s = ${Math.round(rate).toLocaleString('en')} rows/s, ` +
      `file ${mb(size)}, peak RSS ${mb(peak)} (${mb(baseline)} before), ${await cpu(lines)} — PostgreSQL's own COPY of the raw columns, ${load()}`,
  );
  return rate;
}

/** The export phase, in a process of its own: its memory is a server's that opened the database and exports. */
async function exportPhase(place: Place, operatorId: string, merchantId: string): Promise<void> {
  const db = await openPlace(place);
  try {
    const s3 = process.env.MP_BENCH_S3;
    const config = {
      ...loadConfig({}),
      dataDir: place.dataDir,
      logLevel: 'silent',
      // --range-rows=N: EXPORT_COPY_RANGE_ROWS (0: one COPY, as before issue 31 point 6)
      ...(flag('range-rows') !== undefined ? { exportCopyRangeRows: Number(flag('range-rows')) } : {}),
      ...(s3
        ? {
            filesS3: {
              endpoint: s3,
              bucket: 'bench',
              region: 'us-east-1',
              accessKeyId: 'bench',
              secretAccessKey: 'bench',
              pathStyle: true,
              partMb: 8,
            },
          }
        : {}),
    };
    const ports = createPorts(db, config);
    const log = { info() {}, warn() {}, error: (o: object, m?: string) => console.error(m, o) };
    const deps = { db, config, ports, log };
    const filters = JSON.parse(flag('filters') ?? '{}');
    if (flag('phase') === 'reference') {
      const rate = await copyReference(db, merchantId, place.dataDir);
      if (rate) fs.writeFileSync(path.join(place.dataDir, 'copy-reference-rate'), String(rate));
      return;
    }
    const reference = Number(flag('reference') ?? '') || null;
    // The export alone in this process: no COPY reference before it (that ran in a process of its own),
    // one format (each format gets a fresh process), the heap collected before the baseline.
    for (const format of formats) {
      // Each format starts from a collected heap, so its peak is its own (the child runs with --expose-gc).
      (globalThis as { gc?: () => void }).gc?.();
      const baseline = process.memoryUsage().rss;
      const heapBefore = process.memoryUsage().heapUsed;
      const now = new Date();
      await insertJob(db, {
        mode: 'APPOINT',
        source: sourceKey,
        format,
        status: 'QUEUED',
        operatorId,
        orgKind: 'merchant',
        orgId: merchantId,
        storeIds: null,
        lang: 'zh-TW',
        mask: true,
        filters,
        totalRows: 0,
        fileName: `bench.${format.toLowerCase()}`,
        claimToken: null,
        now,
      });
      const claim = randomBytes(8).toString('hex');
      const job = await claimNextJob(db, claim, now);
      if (!job) throw new Error('no job to claim');
      const mem = memorySampler();
      const cpu = await cpuMeter(db);
      const started = performance.now();
      const r = await runExportJob(deps, job, { done: 0, total: 0 }, new AbortController().signal);
      const seconds = (performance.now() - started) / 1000;
      const peak = mem.stop();
      await markDone(db, String(job.id), claim, { ...r, now: new Date(), expiresAt: new Date() });
      console.log(
        `${format.padEnd(4)}: ${r.rows.toLocaleString('en')} rows in ${seconds.toFixed(2)} s = ` +
          `${Math.round(r.rows / seconds).toLocaleString('en')} rows/s, file ${mb(r.size)}, ` +
          `peak RSS ${mb(peak)} (${mb(baseline)} before the export, heap used ${mb(heapBefore)}; ${mem.parts()}), ${await cpu(r.rows)}` +
          (reference ? `, ${((r.rows / seconds / reference) * 100).toFixed(0)} % of COPY` : '') +
          `, ${load()}`,
      );
    }
  } finally {
    await db.close();
  }
}

/** This file bundled with the server's sources (npm packages outside), as the compiled server is built. */
async function compiled(): Promise<string> {
  const { build } = await import('esbuild');
  const root = path.resolve(import.meta.dirname, '../..');
  const core = path.join(root, 'packages/core/src');
  const outfile = path.join(root, 'bench/.tmp/export-throughput.mjs');
  await build({
    entryPoints: [fileURLToPath(import.meta.url)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    logLevel: 'warning',
    plugins: [
      {
        name: 'bundle-mp-core',
        setup(b) {
          b.onResolve({ filter: /^@mp\/core(\/.*)?$/ }, (a) => {
            const sub = a.path.slice('@mp/core'.length);
            return { path: sub ? path.join(core, `${sub.slice(1)}.ts`) : path.join(core, 'index.ts') };
          });
        },
      },
    ],
  });
  return outfile;
}

/** An S3 endpoint that accepts every upload (single PUT or multipart) and keeps only sizes. */
async function s3Sink() {
  const stats = { objects: 0, parts: 0, bytes: 0, largest: 0 };
  let uploads = 0;
  const server = http.createServer(async (req, res) => {
    let n = 0;
    for await (const c of req) n += (c as Buffer).length;
    stats.bytes += n;
    stats.largest = Math.max(stats.largest, n);
    const q = new URL(req.url ?? '/', 'http://sink').searchParams;
    if (req.method === 'POST' && q.has('uploads'))
      return void res.end(
        `<InitiateMultipartUploadResult><UploadId>u${++uploads}</UploadId></InitiateMultipartUploadResult>`,
      );
    if (req.method === 'PUT' && q.has('partNumber')) {
      stats.parts++;
      return void res.writeHead(200, { etag: `"p${q.get('partNumber')}"` }).end();
    }
    if (req.method === 'PUT' || (req.method === 'POST' && q.has('uploadId'))) stats.objects++;
    res.end(req.method === 'POST' ? '<CompleteMultipartUploadResult/>' : '');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const endpoint = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}`;
  return { server, endpoint, stats };
}

async function main() {
  const phase = flag('phase');
  if (phase === 'export' || phase === 'reference') {
    const place: Place = {
      dataDir: flag('data-dir') ?? '',
      url: process.env.DATABASE_URL || null,
      schema: flag('schema') || null,
    };
    await exportPhase(place, flag('operator') ?? '', flag('merchant') ?? '');
    return;
  }
  const cpus = os.cpus();
  console.log(
    `machine: ${cpus[0]?.model ?? 'unknown cpu'}, ${cpus.length} cores, node ${process.version}, ${load()} at start`,
  );
  const place = newPlace();
  try {
    console.log(
      `database: ${place.url ? `PostgreSQL schema ${place.schema}` : `PGlite ${place.dataDir}`}; read: ${readMode}; ` +
        `export phase ${underTsx ? 'under tsx' : 'compiled (esbuild)'}`,
    );
    const db = await openPlace(place);
    let ids: { operatorId: string; merchantId: string };
    try {
      await migrate(db);
      const started = performance.now();
      const reused = flag('reuse') ? await reusedIds(db) : null;
      ids = reused ?? (await generate(db, sourceKey === 'bench_memory' ? 0 : rowsWanted));
      if (sourceKey !== 'bench_memory' && !reused)
        console.log(
          `generated ${rowsWanted.toLocaleString('en')} transactions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
    } finally {
      await db.close();
    }
    const entry = underTsx ? [...process.execArgv, fileURLToPath(import.meta.url)] : [await compiled()];
    const sink = args.includes('--s3') ? await s3Sink() : null;
    /** One phase in a fresh process of its own (compiled unless --tsx). */
    const run = async (phase: string, extra: string[] = []) => {
      const child = spawn(
        process.execPath,
        [
          '--expose-gc',
          // MP_BENCH_NODE_FLAGS: V8/node flags for the phases' processes only (--trace-gc, --max-semi-space-size=…)
          ...(process.env.MP_BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
          ...entry,
          ...args.filter((a) => !a.startsWith('--phase=') && !a.startsWith('--formats=')),
          `--phase=${phase}`,
          `--data-dir=${place.dataDir}`,
          `--schema=${place.schema ?? ''}`,
          `--operator=${ids.operatorId}`,
          `--merchant=${ids.merchantId}`,
          ...extra,
        ],
        {
          stdio: 'inherit',
          env: {
            ...process.env,
            PGAPPNAME: `mp-bench-export-${process.pid}`,
            ...(sink ? { MP_BENCH_S3: sink.endpoint } : {}),
          },
        },
      );
      return new Promise<number | string | null>((resolve) =>
        child.on('exit', (code, signal) => resolve(code ?? signal)),
      );
    };
    // The same-run reference first, in a process of its own, so that the export's process holds only
    // what a server holds when it starts an export (the reference's garbage and freed buffers stayed in
    // the process's RSS when both ran in one: 130 MB before the reference, 160 before the export).
    let status: number | string | null = 0;
    const rateFile = path.join(place.dataDir, 'copy-reference-rate');
    if (sourceKey !== 'bench_memory' && place.url)
      status = await run('reference', [`--formats=${formats[0]}`]);
    const reference = fs.existsSync(rateFile) ? fs.readFileSync(rateFile, 'utf8') : '';
    for (const format of formats) {
      if (status !== 0) break;
      status = await run('export', [
        `--formats=${format}`,
        ...(reference ? [`--reference=${reference}`] : []),
      ]);
    }
    if (sink) {
      console.log(
        `S3 sink: ${sink.stats.objects} objects, ${sink.stats.parts} parts, ${mb(sink.stats.bytes)} received, largest request ${mb(sink.stats.largest)}`,
      );
      sink.server.close();
    }
    if (status !== 0) throw new Error(`export phase failed (${status})`);
  } finally {
    await removePlace(place);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

/**
 * Mixed load against one server process, then against three behind a round-robin split (issue 15, point
 * 9): collection page and count, collection detail, merchant dashboard and refund query, each through the
 * real encrypted envelope with a fresh nonce, at a fixed overall rate. Traffic goes to 127.0.0.1 only, each
 * phase lasts `seconds`. Usage:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 \
 *     npx tsx bench/load/run.ts [seconds=60] [rate=500] [connections=30]
 *
 * Beside the latencies each phase prints the CPU time a call cost: the server processes' and their
 * PostgreSQL backends' (bench/support/cpu-meter.ts). BENCH_RAMP=200,300,400,… also offers each of those
 * rates to one process and names the highest it held with p99 <= 200 ms and no error (issue 31, point 5).
 * BENCH_BASE=<an earlier build's apps/server/dist/main.js> measures that build first, in the same run, on a
 * schema of its own (build it from a worktree of the earlier commit: `npm run build -w @mp/server`);
 * BENCH_COMPILED=1 runs this build compiled too, so that both are the same kind of process.
 * BENCH_NODE_ARGS adds Node flags to every server process (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 *
 * The processes are `node --import tsx apps/server/src/main.ts` on a schema of their own (`bench_load`,
 * seeded with the demo data by the first process, dropped at the end) and a Redis prefix of their own.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClientSession, seniorEndTime, todayYmd } from '@mp/core';
import { queryHomeStatistics } from '@mp/core/contracts/dashboard';
import { refundQuery } from '@mp/core/contracts/refunds';
import { collectionCount, collectionDetail, collectionPage } from '@mp/core/contracts/transactions';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDb } from '../../apps/server/src/db/client.ts';
import { classicUrl } from '../../apps/server/src/http/classic-route.ts';
import { createSessionRow } from '../../apps/server/src/http/session.ts';
import { CpuMeter } from '../support/cpu-meter.ts';
import { ROOT, spawnServer, stopServer, TSX_MAIN } from '../support/server-process.ts';

const seconds = Number(process.argv[2] ?? 60);
const rate = Number(process.argv[3] ?? 500);
const connections = Number(process.argv[4] ?? 30);
const DATABASE_URL = process.env.DATABASE_URL ?? '';
const REDIS_URL = process.env.REDIS_URL ?? '';
if (!DATABASE_URL || !REDIS_URL) {
  console.error('bench/load needs DATABASE_URL (PostgreSQL) and REDIS_URL (Redis)');
  process.exit(2);
}

const BASE = process.env.BENCH_BASE;
const RAMP = (process.env.BENCH_RAMP ?? '')
  .split(',')
  .map(Number)
  .filter((x) => x > 0);
let SCHEMA = 'bench_load';
const schemas: string[] = [];
const prefix = `mp:bench:${process.pid}:`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mp-bench-load-'));
const machine = () =>
  `${os.cpus()[0]?.model ?? 'unknown'}, nproc ${os.cpus().length}, node ${process.version}, load average ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`;

const children: ChildProcess[] = [];
/** The first log lines of the processes (warnings and errors only), shown at the end. */
const logged: string[] = [];
let serverArgs = TSX_MAIN;
/** BENCH_NODE_ARGS: Node flags for the server processes, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
async function startProcess(): Promise<string> {
  const { url } = await spawnServer({
    args: [...NODE_ARGS, ...serverArgs],
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL,
      DATABASE_SCHEMA: SCHEMA,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      DATA_DIR: dataDir,
      CAPTCHA: 'off',
      SIM_RATE: '0',
      LOG_LEVEL: 'warn',
      EXPORT_JOBS: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    spawned: (child) => {
      children.push(child);
      // The pipe must be read: a full one would block the server's logger, and with it the server.
      child.stdout?.on('data', (b: Buffer) => {
        for (const line of b.toString().split('\n'))
          if (line && logged.length < 5) logged.push(line.slice(0, 300));
      });
    },
  });
  // With LOG_LEVEL=warn the process says nothing when it is ready: spawnServer asks /healthz.
  return url;
}

async function stopAll(): Promise<void> {
  await Promise.all(children.map(stopServer));
}

const daysAgo = (n: number) => todayYmd(new Date(Date.now() - n * 86_400_000));
const today = todayYmd(new Date());
// The refund query covers up to today; the senior collection query only closed days (VAL10018 otherwise).
const week = { start_date: daysAgo(6), end_date: seniorEndTime(today) };
const seniorWeek = { start_date: daysAgo(7), end_date: seniorEndTime(daysAgo(1)) };
let txnNos: string[] = [];
let client: Awaited<ReturnType<typeof createClientSession>>;
let cookie = '';
const pgAdmin = new pg.Client({ connectionString: DATABASE_URL });
await pgAdmin.connect();
const pgPort = Number(new URL(DATABASE_URL).port) || 5432;

/** One build on a schema of its own: start, seed, sign the demo merchant in. */
async function prepare(schema: string, args: string[]): Promise<string> {
  SCHEMA = schema;
  schemas.push(schema);
  serverArgs = args;
  const t0 = Date.now();
  const first = await startProcess();
  console.log(`first process ready (demo seed included) in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  // A session of the demo merchant administrator, as after a login (login is not what is measured).
  const db = await openDb({ dataDir, databaseUrl: DATABASE_URL, databaseSchema: schema });
  const admin = (
    await db.query<{ id: string }>(`select id from operators where login_name = 'demo_merchant'`)
  ).rows[0].id;
  const session = await createSessionRow(db, admin, { ip: '127.0.0.1', userAgent: 'bench-load' }, new Date());
  txnNos = (
    await db.query<{ txn_no: string }>(
      `select t.txn_no from transactions t join operators o on o.org_id = t.merchant_id and o.org_kind = 'merchant'
        where o.id = $1 order by t.created_at desc limit 200`,
      [admin],
    )
  ).rows.map((r) => r.txn_no);
  await db.close();
  const keys = (
    await (await fetch(`${first}/syf-mms/sys-mms/admin/getRsaPublicKey`, { method: 'POST' })).json()
  ).data;
  client = await createClientSession({ secretType: loadConfig({}).secretType, keys });
  cookie = `MPSID=${session.cookieValue}`;
  return first;
}

type Call = { path: string; body: Record<string, unknown> };
/** BENCH_KIND=0..4: only that call of the mix (page, count, detail, dashboard, refund query), to cost it alone. */
const KIND = process.env.BENCH_KIND === undefined ? null : Number(process.env.BENCH_KIND);
const mix = (i: number): Call => {
  switch (KIND ?? i % 5) {
    case 0:
      return {
        path: classicUrl(collectionPage),
        body: { ...seniorWeek, page_no: 1 + (i % 3), page_size: 20 },
      };
    case 1:
      return { path: classicUrl(collectionCount), body: seniorWeek };
    case 2:
      return { path: classicUrl(collectionDetail), body: { txn_no: txnNos[i % txnNos.length] } };
    case 3:
      return { path: classicUrl(queryHomeStatistics), body: {} };
    default:
      return { path: classicUrl(refundQuery), body: { ...week, page_no: 1, page_size: 20 } };
  }
};

/** Every request needs a nonce of its own: seal them before the phase (not measured). */
async function sealAll(n: number): Promise<{ path: string; form: string }[]> {
  const out: { path: string; form: string }[] = [];
  for (let i = 0; i < n; i++) {
    const c = mix(i);
    const d = await client.sealRequest(c.body);
    out.push({ path: c.path, form: new URLSearchParams({ t: client.t, d, enter: 'PC' }).toString() });
  }
  return out;
}

interface Phase {
  latencies: number[];
  sent: number;
  errors: number;
  seconds: number;
  /** CPU ms of the server processes, and of their PostgreSQL backends, during the phase. */
  serverMs: number;
  databaseMs?: number;
}

/** One autocannon per process, each at its share of the overall rate, all at once. */
async function phase(urls: string[], secs: number, overall: number): Promise<Phase> {
  const meter = new CpuMeter(
    children.filter((c) => c.exitCode === null).map((c) => c.pid as number),
    pgAdmin,
    pgPort,
  );
  const perProcess = Math.ceil((overall * secs * 1.1) / urls.length) + 50;
  const sealed = await Promise.all(urls.map(() => sealAll(perProcess)));
  const result: Phase = { latencies: [], sent: 0, errors: 0, seconds: secs, serverMs: 0 };
  await meter.begin();
  const runs = urls.map((url, k) => {
    let next = 0;
    const inst = autocannon({
      url,
      connections: Math.max(1, Math.round(connections / urls.length)),
      duration: secs,
      overallRate: Math.round(overall / urls.length),
      requests: [
        {
          method: 'POST',
          setupRequest: (req: any) => {
            const s = sealed[k][next++ % sealed[k].length];
            return {
              ...req,
              path: s.path,
              body: s.form,
              headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
            };
          },
          onResponse: (status: number, body: string) => {
            let ok = status === 200;
            try {
              ok = ok && JSON.parse(body).gda?.msg_cd === 'SCM00000';
            } catch {
              ok = false;
            }
            if (!ok) {
              result.errors++;
              if (result.errors <= 3 && process.env.BENCH_DEBUG) console.error(status, body.slice(0, 300));
            }
          },
        },
      ],
    });
    inst.on('response', (_c: unknown, _status: number, _bytes: number, ms: number) => {
      result.latencies.push(ms);
    });
    return inst.then((r) => {
      result.sent += r.requests.sent;
      result.errors += r.errors + r.timeouts;
    });
  });
  await Promise.all(runs);
  const cpu = await meter.end();
  result.serverMs = cpu.serverMs;
  result.databaseMs = cpu.databaseMs;
  return result;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * p))] : Number.NaN;
};
const perCall = (ms: number | undefined, p: Phase) =>
  ms === undefined || p.latencies.length === 0 ? 'n/a' : (ms / p.latencies.length).toFixed(2);
const row = (name: string, p: Phase, load: string) =>
  `| ${name} | ${(p.latencies.length / p.seconds).toFixed(0)} | ${pct(p.latencies, 0.5).toFixed(1)} | ${pct(
    p.latencies,
    0.95,
  ).toFixed(1)} | ${pct(p.latencies, 0.99).toFixed(1)} | ${p.errors} | ${perCall(p.serverMs, p)} | ${perCall(
    p.databaseMs,
    p,
  )} | ${load} |`;
const loadNow = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
/** Held: no error, p99 <= 200 ms, and (nearly) every request offered answered (a process that cannot keep up
 * with the rate makes autocannon's connections wait, which lowers the rate sent rather than raising p99). */
const held = (p: Phase, offered: number) =>
  p.errors === 0 && pct(p.latencies, 0.99) <= 200 && p.latencies.length / p.seconds >= 0.97 * offered;

const lines: string[] = [];
/** The phases of one build: one process at `rate`, the ramp, then three processes. */
async function measure(label: string, schema: string, args: string[]): Promise<void> {
  const first = await prepare(schema, args);
  // A short warm-up of the first process (JIT, connection pool, caches), not reported.
  await phase([first], 5, rate / 2);
  const one = await phase([first], seconds, rate);
  lines.push(row(`${label}: 1 process`, one, loadNow()));
  let best = 0;
  for (const r of RAMP) {
    const p = await phase([first], seconds, r);
    lines.push(row(`${label}: 1 process at ${r}/s offered`, p, loadNow()));
    if (!held(p, r)) break;
    best = r;
  }
  if (RAMP.length)
    lines.push(
      `| ${label}: highest rate held by 1 process (p99 <= 200 ms, no error, >= 97 % answered) | ${best || 'none'} | | | | | | | |`,
    );
  const urls = [first, await startProcess(), await startProcess()];
  await phase(urls, 5, rate / 2);
  const three = await phase(urls, seconds, rate);
  lines.push(row(`${label}: 3 processes`, three, loadNow()));
  await stopAll();
  children.length = 0;
}

try {
  console.log(`machine: ${machine()}`);
  console.log(
    `mix: collection page, collection count, collection detail, dashboard, refund query (1:1:1:1:1)`,
  );
  if (BASE) await measure('base', 'bench_load_base', [BASE]);
  // BENCH_COMPILED=1: this build's apps/server/dist/main.js (`npm run build -w @mp/server` first), as BENCH_BASE runs.
  const self = process.env.BENCH_COMPILED ? [path.join(ROOT, 'apps/server/dist/main.js')] : TSX_MAIN;
  await measure('this build', 'bench_load', self);
  console.log(`\n${seconds} s at ${rate} requests/s offered, ${connections} connections in all`);
  console.log(
    '| build, processes | answered req/s | p50 ms | p95 ms | p99 ms | errors | server CPU ms/call | PostgreSQL CPU ms/call | load average after |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const l of lines) console.log(l);
  console.log(`machine after: ${machine()}`);
  if (logged.length) console.log(`first server log lines:\n${logged.join('\n')}`);
} finally {
  await stopAll();
  for (const schema of schemas) await pgAdmin.query(`drop schema if exists ${schema} cascade`);
  await pgAdmin.end();
  const redis = new Redis(REDIS_URL);
  const left = await redis.keys(`${prefix}*`);
  // In slices: a long run leaves more nonces than a call's arguments may hold.
  for (let i = 0; i < left.length; i += 1000) await redis.del(...left.slice(i, i + 1000));
  redis.disconnect();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Mixed load against one server process, then against three behind a round-robin split (issue 15, point
 * 9): collection page and count, collection detail, merchant dashboard and refund query, each through the
 * real encrypted envelope with a fresh nonce, at a fixed overall rate. Traffic goes to 127.0.0.1 only, each
 * phase lasts `seconds`. Usage:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 \
 *     npx tsx bench/load/run.ts [seconds=60] [rate=500] [connections=30]
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
import { spawnServer, stopServer } from '../support/server-process.ts';

const seconds = Number(process.argv[2] ?? 60);
const rate = Number(process.argv[3] ?? 500);
const connections = Number(process.argv[4] ?? 30);
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
if (!DATABASE_URL || !REDIS_URL) {
  console.error('bench/load needs DATABASE_URL (PostgreSQL) and REDIS_URL (Redis)');
  process.exit(2);
}

const SCHEMA = 'bench_load';
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
async function startProcess(): Promise<string> {
  const { url } = await spawnServer({
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

const t0 = Date.now();
const first = await startProcess();
console.log(`first process ready (demo seed included) in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

// A session of the demo merchant administrator, as after a login (login is not what is measured).
const db = await openDb({ dataDir, databaseUrl: DATABASE_URL, databaseSchema: SCHEMA });
const admin = (await db.query<{ id: string }>(`select id from operators where login_name = 'demo_merchant'`))
  .rows[0].id;
const session = await createSessionRow(db, admin, { ip: '127.0.0.1', userAgent: 'bench-load' }, new Date());
const txnNos = (
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
const client = await createClientSession({ secretType: loadConfig({}).secretType, keys });
const cookie = `MPSID=${session.cookieValue}`;

const today = todayYmd(new Date());
const daysAgo = (n: number) => todayYmd(new Date(Date.now() - n * 86_400_000));
// The refund query covers up to today; the senior collection query only closed days (VAL10018 otherwise).
const week = { start_date: daysAgo(6), end_date: seniorEndTime(today) };
const seniorWeek = { start_date: daysAgo(7), end_date: seniorEndTime(daysAgo(1)) };
type Call = { path: string; body: Record<string, unknown> };
const mix = (i: number): Call => {
  switch (i % 5) {
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
}

/** One autocannon per process, each at its share of the overall rate, all at once. */
async function phase(urls: string[], secs: number, overall: number): Promise<Phase> {
  const perProcess = Math.ceil((overall * secs * 1.1) / urls.length) + 50;
  const sealed = await Promise.all(urls.map(() => sealAll(perProcess)));
  const result: Phase = { latencies: [], sent: 0, errors: 0, seconds: secs };
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
  return result;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * p))] : Number.NaN;
};
const row = (name: string, p: Phase, load: string) =>
  `| ${name} | ${(p.latencies.length / p.seconds).toFixed(0)} | ${pct(p.latencies, 0.5).toFixed(1)} | ${pct(
    p.latencies,
    0.95,
  ).toFixed(1)} | ${pct(p.latencies, 0.99).toFixed(1)} | ${p.errors} | ${load} |`;
const loadNow = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const lines: string[] = [];
try {
  console.log(`machine: ${machine()}`);
  console.log(
    `mix: collection page, collection count, collection detail, dashboard, refund query (1:1:1:1:1)`,
  );
  // A short warm-up of the first process (JIT, connection pool, caches), not reported.
  await phase([first], 5, rate / 2);
  const one = await phase([first], seconds, rate);
  lines.push(row('1 process', one, loadNow()));
  const urls = [first, await startProcess(), await startProcess()];
  await phase(urls, 5, rate / 2);
  const three = await phase(urls, seconds, rate);
  lines.push(row('3 processes', three, loadNow()));
  console.log(`\n${seconds} s at ${rate} requests/s offered, ${connections} connections in all`);
  console.log('| processes | answered req/s | p50 ms | p95 ms | p99 ms | errors | load average after |');
  console.log('|---|---|---|---|---|---|---|');
  for (const l of lines) console.log(l);
  console.log(`machine after: ${machine()}`);
  if (logged.length) console.log(`first server log lines:\n${logged.join('\n')}`);
} finally {
  await stopAll();
  const c = new pg.Client({ connectionString: DATABASE_URL });
  await c.connect();
  await c.query(`drop schema if exists ${SCHEMA} cascade`);
  await c.end();
  const redis = new Redis(REDIS_URL);
  const left = await redis.keys(`${prefix}*`);
  if (left.length) await redis.del(...left);
  redis.disconnect();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Throughput of an authenticated, encrypted classic call against a plain (unencrypted) call of the same
 * server, same session, same pipeline, in the same run (autocannon). Usage:
 *   npx tsx bench/envelope/throughput.ts [seconds=10] [connections=20] [RSA|SM2]
 * PGlite by default (a fresh temporary data directory); PostgreSQL when DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClientSession, type SecretType } from '@mp/core';
import autocannon from 'autocannon';
import { z } from 'zod';
import { buildApp } from '../../apps/server/src/app.ts';
import { endpoint } from '../../apps/server/src/http/endpoint.ts';
import { createSessionRow } from '../../apps/server/src/http/session.ts';
import { quietConfig } from '../support/bench-config.ts';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 20);
const secretType = (process.argv[4] === 'SM2' ? 'SM2' : 'RSA') as SecretType;

const echo = (data: Record<string, unknown>) => async () => ({ ...data, now: Date.now() });
const Body = z.object({ page_no: z.coerce.number().int(), store: z.string().max(32) }).strict();
const extraEndpoints = [
  endpoint({
    prefix: 'main',
    path: 'bench/encrypted',
    access: 'session',
    mutates: false,
    schema: Body,
    summary: 'benchmark: encrypted',
    handler: echo({ rows: [{ txn_no: 'T1', amount: '12345' }] }),
  }),
  endpoint({
    prefix: 'main',
    path: 'bench/plain',
    access: 'session',
    mutates: false,
    encrypted: false,
    schema: Body,
    summary: 'benchmark: plain',
    handler: echo({ rows: [{ txn_no: 'T1', amount: '12345' }] }),
  }),
];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mp-bench-env-'));
const config = quietConfig(dataDir, { secretType });
const built = await buildApp(config, { extraEndpoints });
await built.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = built.app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;
const db = built.db;

// One merchant operator and a live session, as after a login.
const m = await db.query<{ id: string }>(
  `insert into merchants (mer_no, name, category) values ('MBENCH' || floor(random()*1e9)::text, 'Bench', 'ENTERPRISE') returning id`,
);
const role = await db.query<{ id: string }>(
  `insert into roles (org_kind, org_id, name) values ('merchant', $1, 'bench') returning id`,
  [m.rows[0].id],
);
const op = await db.query<{ id: string }>(
  `insert into operators (org_kind, org_id, login_name, name, kind, role_id, password_hash, must_change_password)
   values ('merchant', $1, 'bench' || floor(random()*1e9)::text, 'Bench', 'admin', $2, 'x', false) returning id`,
  [m.rows[0].id, role.rows[0].id],
);
const session = await createSessionRow(
  db,
  op.rows[0].id,
  { ip: '127.0.0.1', userAgent: 'bench' },
  new Date(),
);
const cookie = `MPSID=${session.cookieValue}`;

const keysAnswer = await (
  await fetch(`${base}/syf-mms/sys-mms/admin/getRsaPublicKey`, { method: 'POST' })
).json();
const client = await createClientSession({ secretType, keys: keysAnswer.data });
const body = { page_no: 1, store: 'S001' };

async function run(title: string, requests: () => { body: string }) {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: title,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        setupRequest: (req: any) => ({ ...req, ...requests() }),
      },
    ],
  });
  return result;
}

// Every encrypted request needs its own nonce: seal them before the run (not measured).
const sealed: string[] = [];
const needed = Math.max(20_000, seconds * 3 * 6_000);
for (let i = 0; i < needed; i++) {
  const d = await client.sealRequest(body);
  sealed.push(new URLSearchParams({ t: client.t, d, enter: 'PC' }).toString());
}
let next = 0;
const plainForm = new URLSearchParams({ page_no: '1', store: 'S001', enter: 'PC' }).toString();

// Warm-up and sanity: both answer success.
for (const [p, f] of [
  ['bench/plain', plainForm],
  ['bench/encrypted', sealed[next++]],
] as const) {
  const r = await (
    await fetch(`${base}/syf-mms/sys-mms/${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: f,
    })
  ).json();
  if (r.gda?.msg_cd !== 'SCM00000') throw new Error(`${p} answered ${JSON.stringify(r.gda)}`);
}

// Alternate the two routes (plain, encrypted, plain, encrypted) after a warm-up of each, so JIT warm-up
// and background load hit both alike; the figures are the means of the two rounds.
const plainRun = () => run('/syf-mms/sys-mms/bench/plain', () => ({ body: plainForm }));
const encRun = () =>
  run('/syf-mms/sys-mms/bench/encrypted', () => ({ body: sealed[next++ % sealed.length] }));
const mean = (a: autocannon.Result, b: autocannon.Result) => ({
  requests: { average: (a.requests.average + b.requests.average) / 2 },
  latency: { p50: (a.latency.p50 + b.latency.p50) / 2, p99: (a.latency.p99 + b.latency.p99) / 2 },
  non2xx: a.non2xx + b.non2xx,
});
await plainRun();
await encRun();
const [p1, e1, p2, e2] = [await plainRun(), await encRun(), await plainRun(), await encRun()];
const plain = mean(p1, p2);
const enc = mean(e1, e2);
if (next > sealed.length)
  console.warn('note: sealed bodies were reused; some requests were refused as replays');

const cpu = os.cpus()[0]?.model ?? 'unknown';
console.log(
  `machine: ${cpu}, ${os.cpus().length} cores, node ${process.version}, db ${db.kind}, load ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
console.log(`mode ${secretType}, ${connections} connections, ${seconds}s each`);
console.log('| route | req/s (mean) | p50 ms | p99 ms | non-2xx |');
console.log('|---|---|---|---|---|');
for (const [name, r] of [
  ['plain (session, no envelope)', plain],
  ['encrypted (session + envelope)', enc],
] as const) {
  console.log(
    `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`,
  );
}
const cost = 1 - enc.requests.average / plain.requests.average;
console.log(`envelope cost: ${(cost * 100).toFixed(1)}% of the plain route's throughput (aim: under 20%)`);

await built.close();
rmSync(dataDir, { recursive: true, force: true });

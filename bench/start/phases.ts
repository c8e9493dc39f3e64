/**
 * The phases of a fresh start (issue 16), each timed in this process: the copy of the migrated template
 * and PGlite's open, the migrations, the server keys, then each part of the demo seed, and the slowest SQL
 * statements of the seed. Usage (embedded database, data in bench/.data/phases):
 *   npx tsx bench/start/phases.ts [--top=15]
 * With DATABASE_URL set it seeds a throw-away schema `bench_phases` of that database instead.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { ensureEmbeddedTemplate, openPglite } from '../../apps/server/src/db/pglite-db.ts';
import { openPostgres } from '../../apps/server/src/db/postgres-db.ts';
import type { Db } from '../../apps/server/src/db/types.ts';
import { loadServerKeys } from '../../apps/server/src/http/server-keys.ts';
import { seedDemo } from '../../apps/server/src/seed.ts';

const root = path.resolve(import.meta.dirname, '../..');
const top = Number(process.argv.find((a) => a.startsWith('--top='))?.slice(6) ?? 15);
const dataDir = path.join(root, 'bench/.data/phases');
const url = process.env.DATABASE_URL;

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
const stats = new Map<string, { n: number; ms: number; cpu: number }>();
/** CPU milliseconds of this process (user + system): much less moved by the other processes' load than wall time. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const head = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 90);

/** Times every statement that goes through `db` (and through the transactions it opens). */
function timed(db: Db): Db {
  const note = (sql: string, ms: number, cpu: number) => {
    const k = head(sql);
    const s = stats.get(k) ?? { n: 0, ms: 0, cpu: 0 };
    s.n++;
    s.ms += ms;
    s.cpu += cpu;
    stats.set(k, s);
  };
  return {
    ...db,
    kind: db.kind,
    async query(sql, params) {
      const t = performance.now();
      const c = cpuMs();
      try {
        return await db.query(sql, params);
      } finally {
        note(sql, performance.now() - t, cpuMs() - c);
      }
    },
    async exec(sql) {
      const t = performance.now();
      const c = cpuMs();
      try {
        return await db.exec(sql);
      } finally {
        note(sql, performance.now() - t, cpuMs() - c);
      }
    },
    ...(db.copyIn
      ? {
          async copyIn(table: string, columns: readonly string[], text: string) {
            const t = performance.now();
            const c = cpuMs();
            try {
              return await db.copyIn!(table, columns, text);
            } finally {
              note(`copy ${table} (${columns.join(',')}) from blob`, performance.now() - t, cpuMs() - c);
            }
          },
        }
      : {}),
    tx: (fn) => db.tx((t) => fn(timed(t))),
    close: () => db.close(),
  } as Db;
}

const phases: [string, number, number][] = [];
async function phase<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const c = cpuMs();
  const out = await fn();
  phases.push([name, performance.now() - t, cpuMs() - c]);
  return out;
}

console.log(`${os.cpus()[0]?.model}, ${os.cpus().length} cores, Node ${process.version}; load ${load()}`);
let db: Db;
if (url) {
  const admin = await openPostgres(url, null);
  await admin.exec('drop schema if exists bench_phases cascade');
  await admin.close();
  db = await phase('open (PostgreSQL, schema bench_phases)', () => openPostgres(url, 'bench_phases'));
} else {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  await phase('template (made if missing)', () => ensureEmbeddedTemplate());
  db = await phase('copy of the template + open PGlite', () => openPglite(dataDir));
}
const tdb = timed(db);
await phase('migrations', () => migrate(tdb));
await phase('server keys', () => loadServerKeys(tdb));
await phase('demo seed (whole)', () => seedDemo(tdb, { now: new Date() }));
await db.close();

console.log('phase                                     wall       cpu');
for (const [name, ms, cpu] of phases)
  console.log(
    `${name.padEnd(40)} ${(ms / 1000).toFixed(2).padStart(6)} s ${(cpu / 1000).toFixed(2).padStart(6)} s`,
  );
const sum = [...stats.values()].reduce((a, x) => ({ ms: a.ms + x.ms, cpu: a.cpu + x.cpu }), {
  ms: 0,
  cpu: 0,
});
console.log(
  `${'every statement above (sum)'.padEnd(40)} ${(sum.ms / 1000).toFixed(2).padStart(6)} s ${(sum.cpu / 1000).toFixed(2).padStart(6)} s`,
);
console.log(`\nslowest statements of migrations, keys and seed (wall ms, cpu ms, count), load ${load()}:`);
for (const [sql, s] of [...stats].sort((a, b) => b[1].cpu - a[1].cpu).slice(0, top))
  console.log(
    `${String(Math.round(s.ms)).padStart(7)} ${String(Math.round(s.cpu)).padStart(7)} ${String(s.n).padStart(5)}x  ${sql}`,
  );
if (!url) fs.rmSync(dataDir, { recursive: true, force: true });

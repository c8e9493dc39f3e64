/**
 * Fresh `npm start` to ready (issue 16): time from spawning the server to /readyz 200 on an empty data
 * directory (the embedded database is created, migrated and seeded), beside the same-run reference of a
 * restart on the data that start left (open + migrate nothing + no seed); beside each, the server's CPU
 * seconds at ready (from /proc), which the neighbours' load moves less than wall time. Usage:
 *   npx tsx bench/start/start.ts [rounds=3] [--tsx] [--compare=<dir>]
 * `--tsx` starts `node --import tsx apps/server/src/main.ts` instead of the compiled server (built first).
 * `--compare=<dir>` also times another compiled server in the same rounds, alternating with this one: a
 * copy of another branch's `apps/server/dist` placed three folders below the repository root (e.g.
 * `bench/.data/main`), so that it finds this checkout's node_modules and portal. Its template cache is the
 * same folder as this build's (node_modules/.cache/mp-pglite-template).
 * Port 4160, data in bench/.data/start.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnServer, stopServer, TSX_MAIN } from '../support/server-process.ts';

const root = path.resolve(import.meta.dirname, '../..');
const rounds = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 3);
const useTsx = process.argv.includes('--tsx');
const compareArg = process.argv.find((a) => a.startsWith('--compare='))?.slice('--compare='.length);
const compare = compareArg ? path.resolve(compareArg) : null;
if (compare && !fs.existsSync(path.join(compare, 'main.js'))) throw new Error(`no main.js in ${compare}`);
const dataDir = path.join(root, 'bench/.data/start');
const port = 4160;

if (!useTsx)
  spawnSync(process.execPath, [path.join(root, 'apps/server/scripts/build.mjs')], { stdio: 'inherit' });

/** CPU seconds (user + system, all threads) the process has used so far, from /proc (Linux), else NaN. */
function cpuOf(pid: number | undefined): number {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return Number.NaN;
  }
}

/** Spawn to /readyz 200: wall milliseconds and the server's CPU seconds at that moment (less moved by the load). */
async function startToReady(
  dist = path.join(root, 'apps/server/dist'),
): Promise<{ ms: number; cpu: number }> {
  const started = performance.now();
  const { child } = await spawnServer({
    args: useTsx ? TSX_MAIN : ['--enable-source-maps', path.join(dist, 'main.js')],
    port,
    env: { ...process.env, DATA_DIR: dataDir, CAPTCHA: 'off', DATABASE_URL: '' },
    probe: '/readyz',
    readyWithinMs: Number.POSITIVE_INFINITY,
    pollMs: 25,
  });
  const ready = { ms: performance.now() - started, cpu: cpuOf(child.pid) };
  await stopServer(child);
  return ready;
}

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
console.log(
  `${os.cpus()[0]?.model}, ${os.cpus().length} cores, Node ${process.version}, ${useTsx ? 'tsx' : 'compiled'}; load before ${load()}`,
);
const s = (x: { ms: number; cpu: number }) => `${(x.ms / 1000).toFixed(1)} s (cpu ${x.cpu.toFixed(1)} s)`;
for (let i = 1; i <= rounds; i++) {
  // The reference first in odd rounds, second in even ones, so neither always meets the same load.
  const order = compare ? (i % 2 ? [compare, null] : [null, compare]) : [null];
  for (const dist of order) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    const fresh = await startToReady(dist ?? undefined);
    const restart = await startToReady(dist ?? undefined);
    const what = compare ? (dist ? `${path.relative(root, compare)}: ` : 'this build: ') : '';
    console.log(
      `round ${i}: ${what}fresh ${s(fresh)}, restart on the same data ${s(restart)}, ratio ${(fresh.ms / restart.ms).toFixed(2)} (load ${load()})`,
    );
  }
}
fs.rmSync(dataDir, { recursive: true, force: true });

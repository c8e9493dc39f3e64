/**
 * Fresh `npm start` to ready (issue 16): time from spawning the server to /readyz 200 on an empty data
 * directory (the embedded database is created, migrated and seeded), beside the same-run reference of a
 * restart on the data that start left (open + migrate nothing + no seed). Usage:
 *   npx tsx bench/start/start.ts [rounds=3] [--tsx]
 * `--tsx` starts `node --import tsx apps/server/src/main.ts` instead of the compiled server (built first).
 * Port 4160, data in bench/.data/start.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const rounds = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 3);
const useTsx = process.argv.includes('--tsx');
const dataDir = path.join(root, 'bench/.data/start');
const port = 4160;

if (!useTsx)
  spawnSync(process.execPath, [path.join(root, 'apps/server/scripts/build.mjs')], { stdio: 'inherit' });

async function startToReady(): Promise<number> {
  const args = useTsx
    ? ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')]
    : ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA: 'off',
      DATABASE_URL: '',
    },
  });
  try {
    for (;;) {
      try {
        const r = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (r.status === 200) return performance.now() - started;
      } catch {}
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
console.log(
  `${os.cpus()[0]?.model}, ${os.cpus().length} cores, Node ${process.version}, ${useTsx ? 'tsx' : 'compiled'}; load before ${load()}`,
);
for (let i = 1; i <= rounds; i++) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const fresh = await startToReady();
  const restart = await startToReady();
  console.log(
    `round ${i}: fresh ${(fresh / 1000).toFixed(1)} s, restart on the same data ${(restart / 1000).toFixed(1)} s, ratio ${(fresh / restart).toFixed(2)} (load ${load()})`,
  );
}
fs.rmSync(dataDir, { recursive: true, force: true });

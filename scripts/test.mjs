#!/usr/bin/env node
// `npm test`: every check of the project, in order, stopping at the first failure.
// Lint/format, type checks, core unit tests, server tests (real HTTP server + envelope on the embedded
// database, or PostgreSQL when DATABASE_URL is set), portal unit tests, production build, browser tests.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const steps = [
  ['lint', 'npx', ['biome', 'check', '.']],
  ['types:core', 'npx', ['tsc', '-p', 'packages/core', '--noEmit']],
  ['types:server', 'npx', ['tsc', '-p', 'apps/server', '--noEmit']],
  ['types:e2e', 'npx', ['tsc', '-p', 'e2e', '--noEmit']],
  ['core', 'npx', ['vitest', 'run'], 'packages/core'],
  ['server', 'npx', ['vitest', 'run'], 'apps/server'],
  ['web', 'npx', ['vitest', 'run'], 'apps/web'],
  ['build', 'npm', ['run', 'build', '-w', '@mp/web']],
  ['e2e', 'npx', ['vitest', 'run'], 'e2e'],
];

const results = [];
for (const [name, cmd, args, cwd] of steps) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { cwd: path.join(root, cwd ?? '.'), stdio: 'inherit', env: process.env });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${r.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${secs}s)`);
  if (r.status !== 0) {
    console.log(`\n${results.join('\n')}`);
    process.exit(r.status ?? 1);
  }
}
console.log(`\n${results.join('\n')}`);

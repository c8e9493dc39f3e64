#!/usr/bin/env node
// `npm start`: builds the portal on first run (or with --build), then starts the server, which migrates
// the database and seeds demo data into an empty one. Configuration: see README "Configuration".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const forceBuild = process.argv.includes('--build');

if (forceBuild || !existsSync(webIndex)) {
  console.log('[start] building the portal (first run)…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@mp/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

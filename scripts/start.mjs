#!/usr/bin/env node
// `npm start`: builds the portal on first run (or with --build), compiles the server when its sources
// changed since the last compilation (esbuild, about a second), then starts the compiled server, which
// migrates the database and seeds demo data into an empty one. Configuration: see README "Configuration".
// The compiled server starts in about a third of the time tsx needs to load the TypeScript sources.
// Signals: package.json runs this file with `exec` (npm's shell is replaced, so npm's SIGTERM/SIGINT reach
// it); it passes them to the server and exits with the server's code. If this process dies without a
// signal (kill -9), the server sees its IPC channel close and stops too (src/main.ts). With WEB_DIST set
// the portal is served from there and never built here.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const forceBuild = process.argv.includes('--build');

/** The newest modification time of a file under `dir`. */
function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

function run(what, cmd, args) {
  console.log(`[start] ${what}…`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (forceBuild || (!process.env.WEB_DIST && !existsSync(webIndex)))
  run('building the portal (first run)', 'npm', ['run', 'build', '-w', '@mp/web']);

const sources = ['apps/server/src', 'packages/core/src', 'apps/server/scripts'].map((d) =>
  path.join(root, d),
);
const compiledAt = existsSync(serverMain) ? statSync(serverMain).mtimeMs : 0;
if (forceBuild || Math.max(...sources.map(newest)) > compiledAt)
  run('compiling the server', process.execPath, [path.join(root, 'apps/server/scripts/build.mjs')]);

const server = spawn(process.execPath, ['--enable-source-maps', '--expose-gc', serverMain], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => server.kill(sig));
// The server's own code; killed by a signal it did not handle: 128 + the signal's number, as a shell says.
server.on('exit', (code, signal) =>
  process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)),
);

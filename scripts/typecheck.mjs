#!/usr/bin/env node
// `npm run typecheck`: `tsc --noEmit` on every workspace of package.json (core, server, web, e2e, bench),
// two at a time; exits non-zero when any has an error, naming it. `tsc -b` cannot do it: the workspaces are
// not composite projects (they are never emitted, the bundlers compile them).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const workspaces = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

function check(ws) {
  return new Promise((resolve) => {
    const out = [];
    const child = spawn(process.execPath, [tsc, '-p', ws, '--noEmit'], { cwd: root });
    child.stdout.on('data', (b) => out.push(b));
    child.stderr.on('data', (b) => out.push(b));
    child.on('close', (code) => {
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${ws}\n${Buffer.concat(out)}`);
      resolve(code === 0);
    });
  });
}

const queue = [...workspaces];
const failed = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let ws = queue.shift(); ws; ws = queue.shift()) if (!(await check(ws))) failed.push(ws);
  }),
);
if (failed.length) {
  console.error(`type errors in: ${failed.join(', ')}`);
  process.exit(1);
}

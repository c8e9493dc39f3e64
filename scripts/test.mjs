#!/usr/bin/env node
// `npm test`: every check of the project. Lint/format, type checks, core unit tests, server tests (real
// HTTP server + envelope on the embedded database, or PostgreSQL when DATABASE_URL is set), portal unit
// tests, production build, browser tests; with TEST_PG_URL also the server tests again on that PostgreSQL
// (and the Redis of TEST_REDIS_URL), which is what .ci/run does.
//
// Steps run side by side where they do not depend on each other (docs/decisions.md, "CI time"): each
// step's output is kept and printed in one piece, under its name, when it ends. The first failing step
// stops the others; the summary names it. `npm test -- server web` runs only the steps named (one step
// alone prints as it goes).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);

/**
 * In the order they are started when there is room. `cpu`: the cores a step keeps busy (measured with
 * /usr/bin/time, docs/decisions.md "CI time"); a step starts when the running ones and it fit in CPUS
 * (or when nothing runs). `after`: steps that must have passed first (the browser tests serve the build).
 */
const steps = [
  { name: 'lint', cmd: 'npx', args: ['biome', 'check', '.'], cpu: 1 },
  { name: 'server', cmd: 'npx', args: ['vitest', 'run'], cwd: 'apps/server', cpu: 2 },
  // The longest of the small steps first (web ~70 s, build ~30, types:server ~20, ...): started last, the
  // web unit tests were alone for their last minute while one core stood idle before the browser tests.
  { name: 'web', cmd: 'npx', args: ['vitest', 'run'], cwd: 'apps/web', cpu: 1 },
  { name: 'build', cmd: 'npm', args: ['run', 'build', '-w', '@mp/web'], cpu: 1 },
  // The browser tests run without the other steps beside them (their waits are the ones a neighbour's load
  // turns into failures), in three parts side by side, each with its own server and database: the journeys
  // in two halves, and the accessibility walk of every route. Together they keep both cores busy (Chromium
  // is most of it), so the parts are of about equal length and end together. @playwright/test runs them
  // (e2e/playwright.config.ts, its three projects); a failure names the test and the trace kept under
  // e2e/test-results.
  {
    name: 'e2e',
    cmd: 'npx',
    args: ['playwright', 'test', '--project', 'journeys'],
    cwd: 'e2e',
    after: ['build'],
    cpu: 1,
    exclusive: 'browser',
  },
  {
    name: 'e2e:2',
    cmd: 'npx',
    args: ['playwright', 'test', '--project', 'journeys-2'],
    cwd: 'e2e',
    after: ['build'],
    cpu: 1,
    exclusive: 'browser',
  },
  {
    name: 'e2e:a11y',
    cmd: 'npx',
    args: ['playwright', 'test', '--project', 'a11y'],
    cwd: 'e2e',
    after: ['build'],
    cpu: 1,
    exclusive: 'browser',
  },
  { name: 'types:server', cmd: 'npx', args: ['tsc', '-p', 'apps/server', '--noEmit'], cpu: 1 },
  { name: 'types:bench', cmd: 'npx', args: ['tsc', '-p', 'bench', '--noEmit'], cpu: 1 },
  { name: 'types:core', cmd: 'npx', args: ['tsc', '-p', 'packages/core', '--noEmit'], cpu: 1 },
  { name: 'core', cmd: 'npx', args: ['vitest', 'run'], cwd: 'packages/core', cpu: 1 },
  { name: 'types:e2e', cmd: 'npx', args: ['tsc', '-p', 'e2e', '--noEmit'], cpu: 1 },
];
if (process.env.TEST_PG_URL) {
  // .ci/run: the server tests again on PostgreSQL (and Redis), beside the embedded pass: on PostgreSQL the
  // tests' own process keeps 0.7 of a core busy (232 CPU seconds in 322 s, measured), the rest is the
  // database's and the waits for it, and the embedded pass leaves about half a core of its two unused.
  const env = { DATABASE_URL: process.env.TEST_PG_URL };
  if (process.env.TEST_REDIS_URL) env.REDIS_URL = process.env.TEST_REDIS_URL;
  const pg = { name: 'server:pg', cmd: 'npx', args: ['vitest', 'run'], cwd: 'apps/server', env, cpu: 1 };
  steps.splice(steps.findIndex((s) => s.name === 'server') + 1, 0, pg);
}
/** How many cores' worth of steps run at once: the machine's, plus one for the time steps spend waiting. */
const CPUS = Number(process.env.TEST_CPUS) || os.availableParallelism() + 1;

const chosen = only.length ? steps.filter((s) => only.includes(s.name)) : steps;
const unknown = only.filter((n) => !steps.some((s) => s.name === n));
if (unknown.length) {
  console.error(`unknown step(s): ${unknown.join(', ')}; steps: ${steps.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const names = new Set(chosen.map((s) => s.name));
// A step waits only for the chosen steps it names: `npm test -- e2e` runs against the build already there.
for (const s of chosen) s.waits = (s.after ?? []).filter((n) => names.has(n));
const alone = chosen.length === 1;

// One migrated and seeded database template for every step of this run (apps/server/test/template.ts):
// the server tests and the browser tests' server copy it. Removed at the end; leftovers of a run that was
// killed are removed by the next one after six hours.
const TMP = path.join(root, 'apps/server/.tmp');
for (const name of fs.existsSync(TMP) ? fs.readdirSync(TMP) : []) {
  const dir = path.join(TMP, name);
  if (name.startsWith('npm-test-') && Date.now() - fs.statSync(dir).mtimeMs > 6 * 3_600_000)
    fs.rmSync(dir, { recursive: true, force: true });
}
const shared = path.join(TMP, `npm-test-${Date.now().toString(36)}${randomBytes(2).toString('hex')}`);
process.env.MP_TEST_TEMPLATE_DIR ??= path.join(shared, 'template');
const removeShared = () => fs.rmSync(shared, { recursive: true, force: true });

/**
 * CPU seconds of this process's reaped children (Linux: /proc/self/stat, cutime + cstime). A step's whole
 * process tree is added when its top process is reaped, so the growth at a step's end is that step's CPU
 * time (a rare second step ending in the same instant would be counted with it). null elsewhere.
 */
function childCpu() {
  try {
    const f = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(f[13]) + Number(f[14])) / 100;
  } catch {
    return null;
  }
}
let cpuSeen = childCpu();

const t0 = Date.now();
const secs = (ms) => (ms / 1000).toFixed(1);
const cpuText = (cpu) => (cpu === null ? '' : `, cpu ${cpu.toFixed(0)}s`);
const clock = () => `+${secs(Date.now() - t0)}s`;
const results = new Map();
const running = new Map();
let failed = null;

function start(step) {
  const started = Date.now();
  const cwd = path.join(root, step.cwd ?? '.');
  const env = { ...process.env, ...step.env };
  const child = spawn(step.cmd, step.args, {
    cwd,
    env,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    // Its own process group: stopping the step stops what it started (test servers, Chromium).
    detached: !alone,
  });
  const out = [];
  if (!alone) {
    child.stdout.on('data', (b) => out.push(b));
    child.stderr.on('data', (b) => out.push(b));
  }
  console.log(`${clock()} start ${step.name}`);
  running.set(step.name, child);
  return new Promise((resolve) => {
    child.on('error', (e) => out.push(Buffer.from(`${e.message}\n`)));
    child.on('close', (code) => {
      running.delete(step.name);
      const ms = Date.now() - started;
      const cpuNow = childCpu();
      const cpu = cpuNow === null || cpuSeen === null ? null : cpuNow - cpuSeen;
      cpuSeen = cpuNow;
      const ok = code === 0;
      if (!alone) {
        process.stdout.write(`\n=== ${step.name} (${ok ? 'ok' : 'FAIL'}, ${secs(ms)}s${cpuText(cpu)}) ===\n`);
        process.stdout.write(Buffer.concat(out));
        process.stdout.write(`=== end of ${step.name} ===\n\n`);
      }
      const stopped = failed && failed !== step.name && !ok;
      results.set(step.name, { ok, stopped, ms, cpu, code: code ?? 1 });
      resolve();
    });
  });
}

function stopAll(signal = 'SIGTERM') {
  for (const child of running.values()) {
    try {
      if (alone) child.kill(signal);
      else process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    stopAll(signal);
    removeShared();
    process.exit(code);
  });
}

const pending = [...chosen];
const inFlight = new Set();
let busy = 0;
/**
 * Steps marked `exclusive: <group>` run only beside steps of their group: while one runs nothing else
 * starts, and one starts only when nothing else, or only its group, runs. The group's steps running.
 */
const exclusiveRunning = new Map();
const groupRuns = (g) => [...exclusiveRunning.values()].filter((x) => x === g).length;
while ((pending.length || inFlight.size) && !failed) {
  for (const s of [...pending]) {
    if (!s.waits.every((n) => results.get(n)?.ok)) continue;
    const group = exclusiveRunning.size ? [...exclusiveRunning.values()][0] : null;
    if (group !== null && s.exclusive !== group) continue;
    const onlyGroup = group !== null && groupRuns(group) === inFlight.size;
    if (inFlight.size && s.exclusive && !onlyGroup) continue;
    if (inFlight.size && !s.exclusive && busy + s.cpu > CPUS) continue;
    pending.splice(pending.indexOf(s), 1);
    busy += s.cpu;
    if (s.exclusive) exclusiveRunning.set(s.name, s.exclusive);
    const p = start(s).then(() => {
      inFlight.delete(p);
      busy -= s.cpu;
      exclusiveRunning.delete(s.name);
      if (!results.get(s.name).ok && !failed) {
        failed = s.name;
        stopAll();
      }
    });
    inFlight.add(p);
  }
  if (inFlight.size) await Promise.race(inFlight);
}
await Promise.all(inFlight);
removeShared();

const lines = chosen.map((s) => {
  const r = results.get(s.name);
  if (!r) return `skip ${s.name} (not started)`;
  if (r.stopped) return `stop ${s.name} (${secs(r.ms)}s, stopped after ${failed} failed)`;
  return `${r.ok ? 'ok  ' : 'FAIL'} ${s.name} (${secs(r.ms)}s${cpuText(r.cpu)})`;
});
const cpuAll =
  cpuSeen === null ? '' : `, cpu ${childCpu()?.toFixed(0)}s of ${os.availableParallelism()} cores`;
console.log(`\n${lines.join('\n')}\ntotal ${secs(Date.now() - t0)}s${cpuAll}`);
if (failed) {
  console.log(`\nFAILED: ${failed} (its output is above, under "=== ${failed} (FAIL ...) ===")`);
  process.exit(results.get(failed).code || 1);
}

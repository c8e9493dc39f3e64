import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { templateDir } from './template.ts';

/**
 * The compiled server (issue 18, point 5): `npm run build -w @mp/server` makes plain JavaScript in
 * apps/server/dist, and `node dist/main.js`, without tsx or any loader, starts, says ready on /readyz,
 * answers a classic call and stops cleanly on SIGTERM. The container runs exactly this.
 */
const exec = promisify(execFile);
const SERVER = path.resolve(import.meta.dirname, '..');
const ctx = inject('mpRun');
let child: ChildProcess | null = null;
const dataDir = path.join(ctx.runDir, `compiled-${process.pid}`);
afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// It runs on an embedded database: the embedded pass (npm test) checks it; CI's PostgreSQL pass skips it
// rather than build the embedded template a second time.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the compiled server', () => {
  it('builds into dist/ and runs from there with plain node', async () => {
    await exec(process.execPath, ['scripts/build.mjs'], { cwd: SERVER });
    const main = path.join(SERVER, 'dist/main.js');
    expect(fs.existsSync(main)).toBe(true);
    expect(fs.existsSync(path.join(SERVER, 'dist/cli.js'))).toBe(true);
    expect(fs.readdirSync(path.join(SERVER, 'dist/migrations')).length).toBeGreaterThan(0);
    const code = fs.readFileSync(main, 'utf8');
    // Nothing is left to a TypeScript loader: no import of a .ts file, no tsx, no @mp/core source.
    expect(code).not.toMatch(/from\s+["'][^"']+\.ts["']/);
    expect(code).not.toMatch(/["']tsx["']/);
    expect(code).not.toMatch(/from\s+["']@mp\/core/);

    fs.cpSync(await templateDir(ctx), dataDir, {
      recursive: true,
      filter: (src) => path.basename(src) !== '.lock',
    });
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-portal'),
      LOG_LEVEL: 'info',
      SIM_RATE: '0',
      SETTLEMENT_JOB: 'off',
      RECONCILIATION_JOB: 'off',
      CHANNEL_FILES_JOB: 'off',
      BILL_JOB: 'off',
      EXPORT_JOBS: 'off',
      CAPTCHA: 'off',
    };
    const proc = spawn(process.execPath, [main], { cwd: path.join(SERVER, 'dist'), env, stdio: 'pipe' });
    child = proc;
    let out = '';
    proc.stdout?.on('data', (b) => {
      out += b;
    });
    proc.stderr?.on('data', (b) => {
      out += b;
    });
    const exited = new Promise<number | null>((resolve) => proc.on('exit', (c) => resolve(c)));

    let base = '';
    for (let i = 0; i < 300 && !base; i++) {
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) base = `http://127.0.0.1:${m[1]}`;
      else await sleep(100);
    }
    expect(base, out).not.toBe('');
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    let ready = 0;
    for (let i = 0; i < 600 && ready !== 200; i++) {
      ready = (await fetch(`${base}/readyz`)).status;
      if (ready !== 200) await sleep(100);
    }
    expect(ready, out).toBe(200);
    const flag = await fetch(`${base}/syf-mms/sys-mms/secret/secretFlag`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'enter=PC',
    });
    expect(await flag.json()).toMatchObject({ gda: { msg_cd: 'SCM00000' }, data: { secret_type: 'RSA' } });
    expect((await fetch(`${base}/openapi.json`)).status).toBe(200);

    proc.kill('SIGTERM');
    expect(await exited).toBe(0);
    child = null;
    expect(out).toContain('shutting down');
  }, 120_000);

  /** Starts `cmd args` with the compiled server's environment; resolves once /readyz answers 200. */
  async function startReady(cmd: string, args: string[], cwd: string) {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-portal'),
      LOG_LEVEL: 'info',
      SIM_RATE: '0',
      SETTLEMENT_JOB: 'off',
      RECONCILIATION_JOB: 'off',
      CHANNEL_FILES_JOB: 'off',
      BILL_JOB: 'off',
      EXPORT_JOBS: 'off',
      CAPTCHA: 'off',
    };
    const proc = spawn(cmd, args, { cwd, env, stdio: 'pipe' });
    child = proc;
    let out = '';
    proc.stdout?.on('data', (b) => {
      out += b;
    });
    proc.stderr?.on('data', (b) => {
      out += b;
    });
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      proc.on('exit', (code, signal) => resolve({ code, signal })),
    );
    let base = '';
    for (let i = 0; i < 600 && !base; i++) {
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) base = `http://127.0.0.1:${m[1]}`;
      else await sleep(100);
    }
    expect(base, out).not.toBe('');
    let ready = 0;
    for (let i = 0; i < 600 && ready !== 200; i++) {
      ready = (await fetch(`${base}/readyz`)).status;
      if (ready !== 200) await sleep(100);
    }
    expect(ready, out).toBe(200);
    return { proc, base, exited, out: () => out };
  }

  // Issue 30, point 2: a server killed with SIGKILL leaves its lock behind; the next start in the same
  // directory takes it over (the lock's holder is gone) instead of refusing forever.
  it('starts again in the same directory after a kill -9', async () => {
    const main = path.join(SERVER, 'dist/main.js');
    const first = await startReady(process.execPath, [main], path.join(SERVER, 'dist'));
    first.proc.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(true);
    const second = await startReady(process.execPath, [main], path.join(SERVER, 'dist'));
    expect(second.out()).not.toContain('DataDirLockedError');
    second.proc.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(false);
    child = null;
  }, 180_000);

  // `npm start` (exec node scripts/start.mjs): npm's SIGTERM reaches the server, and npm exits with it.
  it('npm start passes SIGTERM to the server and exits with it', async () => {
    const root = path.resolve(SERVER, '../..');
    const npm = await startReady('npm', ['start', '--silent'], root);
    npm.proc.kill('SIGTERM');
    const { code } = await npm.exited;
    expect(code, npm.out()).toBe(0);
    expect(npm.out()).toContain('shutting down');
    // Nothing keeps the data directory: the server is gone with npm.
    expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(false);
    child = null;
  }, 180_000);
});

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirLock, currentOwner, DataDirLockedError, LOCK_STALE_MS } from './lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** The pid of a process that has exited: a stale lock's owner. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(r.stdout.toString());
}

describe('data-directory lock', () => {
  it('holds the pid, refuses a second holder and is released', () => {
    const dir = tempDir();
    const lock = acquireDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, '.lock'), 'utf8'))).toEqual(currentOwner());
    expect(() => acquireDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);
    acquireDirLock(dir).release();
  });

  it('takes over a stale lock whose process is gone, or a garbage one', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, '.lock'), String(deadPid()));
    const lock = acquireDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, '.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
    fs.writeFileSync(path.join(dir, '.lock'), 'garbage');
    acquireDirLock(dir).release();
  });

  it('stops a second process with a clear message', async () => {
    const dir = tempDir();
    const lock = acquireDirLock(dir);
    try {
      const script = `import('${path.join(import.meta.dirname, 'lock.ts')}').then((m) => m.acquireDirLock(${JSON.stringify(dir)}))`;
      const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (b) => {
        stderr += b;
      });
      const code = await new Promise<number | null>((r) => child.on('exit', r));
      expect(code).not.toBe(0);
      expect(stderr).toContain(`in use by another server process (pid ${process.pid})`);
    } finally {
      lock.release();
    }
  });

  // Issue 30, point 2: a crashed process cannot keep the lock.
  const lockFile = (dir: string) => path.join(dir, '.lock');
  const runChild = (script: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8' });
  const lockModule = JSON.stringify(path.join(import.meta.dirname, 'lock.ts'));

  it('is taken over after its holder is killed with SIGKILL', async () => {
    const dir = tempDir();
    const script = `import(${lockModule}).then((m) => { m.acquireDirLock(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`;
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (b) => String(b).includes('locked') && resolve()),
    );
    expect(() => acquireDirLock(dir)).toThrow(DataDirLockedError);
    child.kill('SIGKILL');
    await new Promise((r) => child.on('exit', r));
    expect(fs.existsSync(lockFile(dir))).toBe(true);
    acquireDirLock(dir).release();
  });

  it('is taken by a process whose own pid is in it (PID 1 in a container after a kill -9)', () => {
    const dir = tempDir();
    // The child writes the lock its predecessor would have left (same pid, as PID 1 in a container is),
    // then starts again in the same directory.
    const script = `import(${lockModule}).then((m) => {
      require('node:fs').writeFileSync(${JSON.stringify(lockFile(dir))}, JSON.stringify({ ...m.currentOwner(), start: '1' }));
      m.acquireDirLock(${JSON.stringify(dir)}).release();
      require('node:fs').writeFileSync(${JSON.stringify(lockFile(dir))}, String(process.pid));
      m.acquireDirLock(${JSON.stringify(dir)}).release();
      console.log('restarted');
    })`;
    const r = runChild(script);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('restarted');
  });

  it('is stale when its pid now belongs to another process, or the machine restarted', () => {
    const dir = tempDir();
    const owner = currentOwner();
    // A live process (this test's parent) with another start time: a reused pid.
    fs.writeFileSync(lockFile(dir), JSON.stringify({ ...owner, pid: process.ppid, start: '1' }));
    acquireDirLock(dir).release();
    fs.writeFileSync(lockFile(dir), JSON.stringify({ ...owner, pid: process.ppid, boot: 'another-boot' }));
    acquireDirLock(dir).release();
  });

  it('from another host: refused while touched, taken once untouched for LOCK_STALE_MS', () => {
    const dir = tempDir();
    fs.writeFileSync(
      lockFile(dir),
      JSON.stringify({ pid: 1, start: '5', host: 'other-container', boot: 'b' }),
    );
    expect(() => acquireDirLock(dir)).toThrow(/pid 1 on other-container/);
    const old = new Date(Date.now() - LOCK_STALE_MS - 1000);
    fs.utimesSync(lockFile(dir), old, old);
    acquireDirLock(dir).release();
  });
});

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirLock, DataDirLockedError } from './lock.ts';

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
    expect(fs.readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => acquireDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);
    acquireDirLock(dir).release();
  });

  it('takes over a stale lock whose process is gone, or a garbage one', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, '.lock'), String(deadPid()));
    const lock = acquireDirLock(dir);
    expect(fs.readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
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
});

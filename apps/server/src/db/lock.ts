import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock between processes: two servers on one data directory would corrupt it. The lock is a
 * file created exclusively (O_EXCL) that holds the owner's pid; a lock whose pid is dead is stale and
 * taken over.
 */
export interface DirLock {
  readonly file: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another server process (pid ${pid}). ` +
        'Stop that process or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    return /^\d+$/.test(text) ? Number(text) : Number.NaN;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

export function acquireDirLock(dataDir: string): DirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, '.lock');
  for (let attempt = 0; attempt < 5; attempt++) {
    // Written aside and hard-linked into place, so the lock file never exists without its pid in it.
    const tmp = `${file}.${process.pid}.${attempt}`;
    fs.writeFileSync(tmp, String(process.pid));
    try {
      fs.linkSync(tmp, file);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          // Only remove a lock that is still ours.
          if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
    const pid = readPid(file);
    if (pid === null) continue; // removed between our open and read: try again
    // Garbage in the file (written by hand, truncated disk) counts as stale.
    if (pidAlive(pid)) throw new DataDirLockedError(dataDir, pid);
    fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock file ${file}.`);
}

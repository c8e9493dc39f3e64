import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite has no lock between processes: two servers on one data directory would corrupt it. The lock is a
 * file created exclusively (hard-linked into place) that says who holds it: pid, the process's start time,
 * host name and boot id (issue 30, point 2). A crashed holder cannot keep it:
 * - on the same host and boot, the holder is alive only if a process with that pid runs AND started at the
 *   recorded time (a reused pid is not the holder); a lock holding the caller's own pid is stale (in a
 *   container node is always PID 1, so a lock left by a kill -9 names the next container's own pid);
 * - after a reboot (another boot id) every lock is stale;
 * - from another host (another container on a shared volume, whose processes cannot be seen from here) the
 *   holder proves it is alive by touching the file every LOCK_BEAT_MS; a lock untouched for LOCK_STALE_MS is
 *   stale.
 */
export interface DirLock {
  readonly file: string;
  release(): void;
}

/** How often a holder touches its lock file, and how old a touch may be before another host takes it. */
export const LOCK_BEAT_MS = 5_000;
export const LOCK_STALE_MS = 30_000;

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly host: string | null = null,
  ) {
    super(
      `The data directory ${dataDir} is in use by another server process (pid ${pid}${host ? ` on ${host}` : ''}). ` +
        'Stop that process or set DATA_DIR to another directory.' +
        (host
          ? ` A holder on another host that stopped touching the lock is taken over after ${LOCK_STALE_MS / 1000} s.`
          : ''),
    );
    this.name = 'DataDirLockedError';
  }
}

/** What a lock file says about its holder. */
export interface LockOwner {
  pid: number;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat, field 22); null off Linux. */
  start: string | null;
  host: string;
  boot: string | null;
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/** This machine's boot id (Linux); null elsewhere. */
export const bootId = (): string | null => readText('/proc/sys/kernel/random/boot_id');

/** When the process `pid` started (Linux, clock ticks since boot); null when unknown or gone. */
export function processStart(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

export function currentOwner(): LockOwner {
  return { pid: process.pid, start: processStart(process.pid), host: os.hostname(), boot: bootId() };
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

/** The lock's holder; null when there is no lock file; an old lock (a pid alone) is taken as this host's. */
function readOwner(file: string): LockOwner | 'garbage' | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
  if (/^\d+$/.test(text)) return { pid: Number(text), start: null, host: os.hostname(), boot: bootId() };
  try {
    const o = JSON.parse(text) as Partial<LockOwner>;
    if (typeof o.pid === 'number' && typeof o.host === 'string')
      return { pid: o.pid, start: o.start ?? null, host: o.host, boot: o.boot ?? null };
  } catch {
    // garbage below
  }
  return 'garbage';
}

/** Files locked by this process: a second acquire in the same process is refused, not taken as stale. */
const held = new Set<string>();

/** Why the lock's holder is gone (a reason), or null when it may still be alive. */
export function staleReason(owner: LockOwner, file: string, now = Date.now()): string | null {
  const me = currentOwner();
  if (owner.host !== me.host) {
    let touched = 0;
    try {
      touched = fs.statSync(file).mtimeMs;
    } catch {
      return 'gone';
    }
    return now - touched > LOCK_STALE_MS
      ? `another host's lock untouched for ${LOCK_STALE_MS / 1000} s`
      : null;
  }
  if (owner.boot && me.boot && owner.boot !== me.boot) return 'the machine has restarted since';
  if (owner.pid === process.pid)
    return held.has(file) ? null : 'it names this very process (a crashed predecessor)';
  if (!pidAlive(owner.pid)) return 'its process is gone';
  if (owner.start && me.start) {
    const now = processStart(owner.pid);
    if (now !== null && now !== owner.start) return 'its pid belongs to another process now';
  }
  return null;
}

export function acquireDirLock(dataDir: string): DirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, '.lock');
  const mine = JSON.stringify(currentOwner());
  for (let attempt = 0; attempt < 5; attempt++) {
    // Written aside and hard-linked into place, so the lock file never exists without its owner in it.
    const tmp = `${file}.${process.pid}.${attempt}`;
    fs.writeFileSync(tmp, mine);
    try {
      fs.linkSync(tmp, file);
      held.add(file);
      const beat = setInterval(() => {
        try {
          const t = new Date();
          fs.utimesSync(file, t, t);
        } catch {
          // the directory went away: nothing to keep
        }
      }, LOCK_BEAT_MS);
      beat.unref();
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          clearInterval(beat);
          held.delete(file);
          // Only remove a lock that is still ours.
          if (readText(file) === mine) fs.rmSync(file, { force: true });
        },
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
    const owner = readOwner(file);
    if (owner === null) continue; // removed between our link and read: try again
    // Garbage in the file (written by hand, truncated disk) counts as stale.
    if (owner !== 'garbage' && staleReason(owner, file) === null)
      throw new DataDirLockedError(dataDir, owner.pid, owner.host === os.hostname() ? null : owner.host);
    fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock file ${file}.`);
}

/**
 * CPU time of the processes a benchmark drives (issue 31, point 5): each server process, and the PostgreSQL
 * backends serving it, read from /proc (Linux, PostgreSQL on the same machine). A backend is one of the
 * server's when its client port is the local port of a TCP socket the server process holds, so other
 * clients of the same PostgreSQL (another test run) are not counted. Backends come and go with the pool:
 * the meter samples them while a phase runs and keeps each one's highest reading.
 */
import fs from 'node:fs';
import type pg from 'pg';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** User + system CPU of a process so far, in ms (undefined once it has gone). */
export function processCpuMs(pid: number): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The local ports of the process's TCP connections to `remotePort`. */
export function localPortsTo(pid: number, remotePort: number): number[] {
  const inodes = new Set<string>();
  try {
    for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m) inodes.add(m[1]);
      } catch {
        // closed meanwhile
      }
    }
  } catch {
    return [];
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = fs.readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length < 10) continue;
      const local = Number.parseInt(f[1].split(':')[1], 16);
      const remote = Number.parseInt(f[2].split(':')[1], 16);
      if (remote === remotePort && inodes.has(f[9])) ports.push(local);
    }
  }
  return ports;
}

export class CpuMeter {
  private start = new Map<number, number>();
  private last = new Map<number, number>();
  private backendStart = new Map<number, number>();
  private backendLast = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly serverPids: number[],
    private readonly admin: pg.Client | undefined,
    private readonly pgPort = 5432,
  ) {}

  private async backends(): Promise<number[]> {
    if (!this.admin) return [];
    const ports = this.serverPids.flatMap((pid) => localPortsTo(pid, this.pgPort));
    if (ports.length === 0) return [];
    const r = await this.admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where client_port = any($1::int[])',
      [ports],
    );
    return r.rows.map((x) => x.pid);
  }

  private async sample(first: boolean): Promise<void> {
    for (const pid of this.serverPids) {
      const ms = processCpuMs(pid);
      if (ms === undefined) continue;
      if (first) this.start.set(pid, ms);
      this.last.set(pid, ms);
    }
    for (const pid of await this.backends()) {
      const ms = processCpuMs(pid);
      if (ms === undefined) continue;
      // A backend first seen during the phase was opened during it: it started at (about) nothing.
      if (!this.backendStart.has(pid)) this.backendStart.set(pid, first ? ms : 0);
      this.backendLast.set(pid, Math.max(ms, this.backendLast.get(pid) ?? 0));
    }
  }

  async begin(): Promise<void> {
    await this.sample(true);
    this.timer = setInterval(() => void this.sample(false).catch(() => undefined), 500);
  }

  /** CPU ms spent during the phase: by the server processes, and by their PostgreSQL backends. */
  async end(): Promise<{ serverMs: number; databaseMs: number | undefined }> {
    clearInterval(this.timer);
    await this.sample(false);
    let serverMs = 0;
    for (const [pid, ms] of this.last) serverMs += ms - (this.start.get(pid) ?? ms);
    let databaseMs = 0;
    for (const [pid, ms] of this.backendLast) databaseMs += ms - (this.backendStart.get(pid) ?? ms);
    return { serverMs, databaseMs: this.admin && this.backendLast.size ? databaseMs : undefined };
  }
}

import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port.ts';

/** The repository's root: the spawned server's working directory. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** `node --import tsx apps/server/src/main.ts`, as `npm start` runs it. */
export const TSX_MAIN = ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')];

export interface SpawnServerOptions {
  /** The server's environment; PORT and HOST (127.0.0.1) are set here. */
  env: Record<string, string | undefined>;
  /** Node's arguments: TSX_MAIN by default. */
  args?: string[];
  /** A free port of 127.0.0.1 by default. */
  port?: number;
  stdio?: StdioOptions;
  /** The path that answers 200 once the server is ready: /healthz by default. */
  probe?: string;
  /** How long the probe may take to answer 200, ms (a fresh data directory is seeded first): 5 minutes. */
  readyWithinMs?: number;
  /** The pause between two probes, ms: 500. */
  pollMs?: number;
  /** Called right after the spawn, before the wait (a piped output must be read from the start). */
  spawned?: (child: ChildProcess) => void;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
}

/**
 * A server process on 127.0.0.1 with `env`; resolves once the probe answers 200. A process that exits first,
 * or is not ready in time, is killed and the promise rejects.
 */
export async function spawnServer(opts: SpawnServerOptions): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, opts.args ?? TSX_MAIN, {
    cwd: ROOT,
    env: { ...opts.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: opts.stdio ?? 'ignore',
  });
  opts.spawned?.(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitReady(
      `${url}${opts.probe ?? '/healthz'}`,
      child,
      opts.readyWithinMs ?? 300_000,
      opts.pollMs ?? 500,
    );
  } catch (e) {
    child.kill('SIGKILL');
    throw e;
  }
  return { url, child };
}

async function waitReady(probe: string, child: ChildProcess, ms: number, pollMs: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(probe)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`server not ready after ${Math.round(ms / 1000)} s`);
}

/** Stops the server and waits for it to exit. */
export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

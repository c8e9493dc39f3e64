import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../../bench/support/free-port.ts';

export { freePort };

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** A real server process (`node --import tsx src/main.ts`, as `npm start` runs it). */
export interface ServerProc {
  name: string;
  url: string;
  child: ChildProcess;
  /** Every JSON log line the process wrote so far. */
  logs: Record<string, any>[];
  exited: Promise<unknown>;
}

/**
 * Starts the server with `env` (and PATH) on `port` (a free one by default); resolves when it logs 'ready'
 * (so `env` keeps LOG_LEVEL at info), rejects with the end of its error output if it exits first.
 */
export async function startServerProcess(
  env: Record<string, string>,
  opts: { name?: string; port?: number } = {},
): Promise<ServerProc> {
  const name = opts.name ?? 'the server';
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const proc: ServerProc = { name, url: `http://127.0.0.1:${port}`, child, logs: [], exited };
  let err = '';
  child.stderr?.on('data', (b: Buffer) => {
    err += b.toString();
  });
  return new Promise((resolve, reject) => {
    let rest = '';
    child.stdout?.on('data', (b: Buffer) => {
      rest += b.toString();
      const lines = rest.split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        try {
          const entry = JSON.parse(line);
          proc.logs.push(entry);
          if (entry.msg === 'ready') resolve(proc);
        } catch {
          // not a log line
        }
      }
    });
    child.once('exit', (c) => reject(new Error(`${name} exited with ${c}: ${err.slice(-2000)}`)));
  });
}

/** Stops a server process with `signal` (SIGKILL: a crash) and waits until it is gone. */
export async function stopServerProcess(
  p: ServerProc | null,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill(signal);
  await p.exited;
}

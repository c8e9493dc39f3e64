import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../support/free-port.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The server the login benchmarks load the portal from (run.ts, profile.ts): `apps/server/src/main.ts`
 * serving `webDist` from a new data directory, captcha, simulator and export jobs off; answers once
 * /healthz says ready (up to 5 minutes: a fresh directory is seeded first).
 */
export async function startServer(
  webDist: string,
  dataDir: string,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      CAPTCHA: 'off',
      SIM_RATE: '0',
      LOG_LEVEL: 'warn',
      EXPORT_JOBS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server not ready after 5 minutes');
}

/** Stops the server and waits for it to exit. */
export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

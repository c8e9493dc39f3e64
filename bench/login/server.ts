import type { ChildProcess } from 'node:child_process';
import { spawnServer } from '../support/server-process.ts';

export { stopServer } from '../support/server-process.ts';

/**
 * The server the login benchmarks load the portal from (run.ts, profile.ts): `apps/server/src/main.ts`
 * serving `webDist` from a new data directory, captcha, simulator and export jobs off; answers once
 * /healthz says ready (up to 5 minutes: a fresh directory is seeded first).
 */
export function startServer(webDist: string, dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  return spawnServer({
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      CAPTCHA: 'off',
      SIM_RATE: '0',
      LOG_LEVEL: 'warn',
      EXPORT_JOBS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

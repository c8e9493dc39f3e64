import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ServerProcess, spawnServer, stopServer } from '../../bench/support/server-process.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Under `npm test` (scripts/test.mjs sets MP_TEST_TEMPLATE_DIR) the server starts on a copy of the migrated
 * and seeded template the server tests copy too (apps/server/test/template.ts: built once per run by
 * whichever step asks first), instead of migrating and seeding a fresh directory itself: its start then
 * takes seconds, not the minute the seed takes on a busy machine. Run alone (`npx playwright test` here) the
 * server makes its database as `npm start` does. Either way the database is the demo seed of this run.
 */
async function prepareDataDir(dataDir: string): Promise<void> {
  const shared = process.env.MP_TEST_TEMPLATE_DIR;
  if (!shared) return;
  // Through a computed path: the e2e type check stays out of the server's module graph.
  const templateModule = path.join(root, 'apps/server/test/template.ts');
  const { ensureTemplate } = (await import(templateModule)) as {
    ensureTemplate(dir: string): Promise<string>;
  };
  const template = await ensureTemplate(shared);
  cpSync(template, dataDir, { recursive: true, filter: (src) => path.basename(src) !== '.lock' });
}

/**
 * Playwright's globalSetup (once per `playwright test` process, before its workers start): the server's URL
 * reaches the tests through MP_E2E_BASE_URL (support/browser.ts baseUrl()), which the workers inherit. The
 * function returned is the global teardown: it stops the server and removes its data directory.
 */
export default async function setup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mp-e2e-'));
  try {
    await prepareDataDir(dataDir);
  } catch (e) {
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  // A fresh data directory is migrated and seeded before /healthz answers: minutes on a loaded machine (a
  // copy of the template only opens). A server that never became healthy is not left running after the run.
  let server: ServerProcess;
  try {
    server = await spawnServer({
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        CAPTCHA: 'off',
        CHECK_ANSWERS: '1',
        DEMO: '1',
        // The journeys decide what they make and look for empty queues after: no demo item waiting.
        SEED_WAITING: 'off',
        SIM_RATE: '0',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      readyWithinMs: 300_000,
      pollMs: 250,
    });
  } catch (e) {
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  process.env.MP_E2E_BASE_URL = server.url;
  process.env.MP_E2E_DATA_DIR = dataDir;
  return async () => {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

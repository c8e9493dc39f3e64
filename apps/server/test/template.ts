import fs from 'node:fs';
import path from 'node:path';
import { openDb } from '../src/db/client.ts';
import { acquireDirLock, DataDirLockedError } from '../src/db/lock.ts';
import { migrate } from '../src/db/migrate.ts';
import { loadServerKeys } from '../src/http/server-keys.ts';
import { seedIfEmpty } from '../src/seed.ts';
import type { RunContext } from './run-context.ts';

const READY = '.template-ready';
const WAIT_MS = 600_000;

/**
 * Creating an embedded database costs about 3.5 s and a lot of memory, and the seed a few seconds more.
 * The first test worker that needs one builds a migrated and seeded template for the whole run (under a
 * lock, so parallel workers build it once); every test server then copies it. Runs that start no server
 * never pay for it. Keys are made here too, so the copies share them.
 *
 * `npm test` (scripts/test.mjs) names one template for all its steps in MP_TEST_TEMPLATE_DIR: the server
 * tests and the browser tests' server (e2e/support/global-setup.ts) then copy the same one, whichever
 * step asks first builds it, and scripts/test.mjs removes it at the end.
 */
async function build(dir: string): Promise<void> {
  fs.rmSync(dir, { recursive: true, force: true });
  const db = await openDb({ dataDir: dir, databaseUrl: null, databaseSchema: null });
  try {
    await migrate(db);
    await loadServerKeys(db);
    // SEED=off (as for the server) leaves the template empty: tests that make their own rows still run.
    if (process.env.SEED !== 'off') await seedIfEmpty(db, { now: new Date() });
  } catch (e) {
    // A failing seed query carries thousands of parameters: report the message, not the dump.
    throw new Error(`building the test database template failed: ${(e as Error).message}`);
  } finally {
    await db.close();
  }
  trimPreallocatedWal(dir);
  fs.writeFileSync(path.join(dir, READY), new Date().toISOString());
}

/**
 * After the seed and the clean shutdown, pg_wal holds the segment of the shutdown checkpoint and some eight
 * more that PostgreSQL renamed ahead for reuse (145 of the template's 277 MB), which every test server's copy
 * would carry. The segments ahead are only a reserve: a database without them creates each when it first
 * writes there. The two lowest are kept (the checkpoint's record may cross into the next one), the others
 * removed: each copy is 113 MB smaller.
 */
function trimPreallocatedWal(dir: string): void {
  const wal = path.join(dir, 'pg', 'pg_wal');
  if (!fs.existsSync(wal)) return;
  const segments = fs
    .readdirSync(wal)
    .filter((n) => /^[0-9A-F]{24}$/.test(n))
    .sort();
  for (const name of segments.slice(2)) fs.rmSync(path.join(wal, name));
}

/** Builds the template in `dir` unless it is there already; another process building it is waited for. */
export async function ensureTemplate(dir: string): Promise<string> {
  const done = () => fs.existsSync(path.join(dir, READY));
  const until = Date.now() + WAIT_MS;
  while (!done()) {
    try {
      const lock = acquireDirLock(`${dir}-build`);
      try {
        if (!done()) await build(dir);
      } finally {
        lock.release();
      }
    } catch (e) {
      if (!(e instanceof DataDirLockedError)) throw e;
      if (Date.now() > until) throw new Error('timed out waiting for the test database template');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return dir;
}

let ready: Promise<string> | null = null;

export function templateDir(ctx: RunContext): Promise<string> {
  ready ??= ensureTemplate(process.env.MP_TEST_TEMPLATE_DIR || path.join(ctx.runDir, 'template'));
  return ready;
}

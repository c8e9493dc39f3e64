import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type Config, loadConfig } from '../../apps/server/src/config.ts';

/**
 * The server's configuration for a benchmark: its data in `dataDir`, on a free port, silent, nothing
 * seeded and no background work (simulator, settlement, export jobs) to disturb the measurement.
 */
export function quietConfig(dataDir: string, more: Partial<Config> = {}): Config {
  return {
    ...loadConfig(),
    dataDir,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    seed: false,
    simRate: 0,
    settlementJob: false,
    exportJobs: false,
    ...more,
  } as Config;
}

/**
 * A benchmark's database, kept between runs: PostgreSQL in `schema` when DATABASE_URL is set, PGlite in
 * bench/.data/<dir> otherwise. `drop()` removes it (the schema, or the folder).
 */
export function benchDatabase(dir: string, schema: string) {
  const usePg = !!process.env.DATABASE_URL;
  const dataDir = path.resolve(import.meta.dirname, '../.data', dir);
  mkdirSync(dataDir, { recursive: true });
  return {
    usePg,
    dataDir,
    config: quietConfig(dataDir, { databaseSchema: usePg ? schema : null }),
    async drop() {
      if (!usePg) return rmSync(dataDir, { recursive: true, force: true });
      const pg = await import('pg');
      const c = new pg.default.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}

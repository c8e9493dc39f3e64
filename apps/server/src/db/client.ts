import type { Config } from '../config.ts';
import { openPglite } from './pglite-db.ts';
import { openPostgres } from './postgres-db.ts';
import type { Db } from './types.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in `${dataDir}/pg`. */
export function openDb(config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseSchema'>): Promise<Db> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databaseSchema)
    : openPglite(config.dataDir);
}

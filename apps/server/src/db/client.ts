import type { Config } from '../config.ts';
import { openPglite } from './pglite-db.ts';
import { openPostgres } from './postgres-db.ts';
import type { Db } from './types.ts';

/**
 * PostgreSQL when DATABASE_URL is set (its pool as config.dbPool says), otherwise the embedded PGlite in
 * `${dataDir}/pg`. `onError`: told of each error of an idle pool connection.
 */
export function openDb(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseSchema'> & Partial<Pick<Config, 'dbPool'>>,
  onError?: (e: Error) => void,
): Promise<Db> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databaseSchema, { ...config.dbPool, onError })
    : openPglite(config.dataDir);
}

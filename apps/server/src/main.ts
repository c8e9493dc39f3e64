import { loadConfig } from './config.ts';
import { createLogger } from './http/request-log.ts';
import { type Served, serve } from './serve.ts';

/**
 * `npm start` and the compiled server: listen at once (/livez 200, /readyz 503 while starting), open and
 * migrate the database, seed an empty one with demo data, then serve (serve.ts). SIGINT/SIGTERM close the
 * server and the database and release the data-directory lock.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (process.argv.includes('--migrate-only')) {
    // ops/data.ts loads the embedded database: only this path needs it at once.
    const { migrateOnly } = await import('./ops/data.ts');
    const r = await migrateOnly(config);
    console.log(r.applied.length ? `migrations applied: ${r.applied.join(', ')}` : 'no migration to apply');
    return;
  }
  const logger = createLogger(config.logLevel);
  let served: Served | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    try {
      await served?.close();
    } catch (e) {
      logger.error({ err: e }, 'shutdown failed');
    } finally {
      logger.flush();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGHUP', () => void stop('SIGHUP'));
  // Started by scripts/start.mjs (an IPC channel): when that process is gone, even by kill -9, stop too.
  if (process.channel) {
    process.on('disconnect', () => void stop('parent gone'));
    process.channel.unref();
  }

  served = await serve(config, {
    deps: { logger },
    onListening: (port) => {
      const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
      logger.info({}, `listening on http://${shown}:${port} (starting)`);
    },
  });
  logger.info(
    {
      database: served.built.db.kind,
      sharedState: config.redisUrl ? 'redis' : 'memory',
      secretType: config.secretType,
    },
    'database open and migrated',
  );
  await served.ready;
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  // A refused configuration or a taken data directory says all in its message.
  if (e instanceof Error && e.name !== 'DataDirLockedError' && e.name !== 'ConfigError')
    console.error(e.stack);
  process.exit(1);
});

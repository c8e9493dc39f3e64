import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startMoneyBackground } from './jobs/money-background.ts';
import { seedIfEmpty } from './seed.ts';

/**
 * `npm start`: open and migrate the database, listen (healthz says 503 while seeding), seed an empty
 * database with demo data, then serve. SIGINT/SIGTERM close the server and the database and release the
 * data-directory lock.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const built = await buildApp(config, { ready: false });
  const { app, logger } = built;

  let money: { stop(): Promise<void> | void } | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    try {
      await money?.stop();
      await built.close();
    } catch (e) {
      logger.error({ err: e }, 'shutdown failed');
    } finally {
      logger.flush();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (e) {
    // Port taken, say: give the data directory back before exiting.
    await built.close();
    throw e;
  }
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  logger.info(
    {
      database: built.db.kind,
      sharedState: config.redisUrl ? 'redis' : 'memory',
      secretType: config.secretType,
    },
    `listening on http://${shown}:${config.port}`,
  );

  if (config.seed) {
    if (await seedIfEmpty(built.db, { now: new Date() })) logger.info({}, 'demo data seeded');
  }
  built.setReady();
  // Settlement job, payment-network simulator and pending refunds: after the seed, beside the server.
  money = await startMoneyBackground({ db: built.db, config, ports: built.platform.ports, log: logger });
  logger.info({}, 'ready');
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  // A refused configuration or a taken data directory says all in its message.
  if (e instanceof Error && e.name !== 'DataDirLockedError' && e.name !== 'ConfigError')
    console.error(e.stack);
  process.exit(1);
});

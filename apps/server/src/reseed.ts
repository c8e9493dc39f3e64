/**
 * `npm run reseed`: wipes the configured database (DATA_DIR's embedded database, or DATABASE_URL's
 * schema), migrates it and writes the demo data again. Refuses while a server holds the embedded data
 * directory, and on PostgreSQL unless `--yes` is given, because it deletes every row.
 *
 * Options: --yes (required with DATABASE_URL), --now=<ISO instant> (seed as of that instant).
 */
import { pathToFileURL } from 'node:url';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDb } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/accounts.ts';
import { type SeedOptions, type SeedSummary, seedDemo } from './seed.ts';

export type ReseedConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseSchema'>;

export function describeTarget(config: ReseedConfig): string {
  if (!config.databaseUrl) return `embedded database in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL ${url.host}${url.pathname}, schema ${config.databaseSchema ?? 'public'}`;
}

/** Drops the schema with everything in it, recreates it, migrates and seeds. */
export async function reseed(config: ReseedConfig, opts: SeedOptions): Promise<SeedSummary> {
  const db = await openDb(config);
  try {
    // openPostgres has checked the schema name against a strict pattern, so quoting it is enough.
    const schema = config.databaseUrl ? (config.databaseSchema ?? 'public') : 'public';
    await db.exec(`drop schema if exists "${schema}" cascade; create schema "${schema}"`);
    await migrate(db);
    return await seedDemo(db, opts);
  } finally {
    await db.close();
  }
}

function parseArgs(argv: readonly string[]): { yes: boolean; now: Date } {
  let now = new Date();
  let yes = false;
  for (const arg of argv) {
    if (arg === '--yes') yes = true;
    else if (arg.startsWith('--now=')) {
      now = new Date(arg.slice('--now='.length));
      if (Number.isNaN(now.getTime()))
        throw new Error(`--now needs an ISO instant, e.g. 2026-03-01T15:30:00+08:00: ${arg}`);
    } else throw new Error(`Unknown option ${arg}. Options: --yes, --now=<ISO instant>.`);
  }
  return { yes, now };
}

function report(target: string, s: SeedSummary): string {
  const n = (x: number) => x.toLocaleString('en');
  const lines = [
    `Reseeded the ${target} in ${(s.ms / 1000).toFixed(1)} s:`,
    `  ${s.merchants} merchants, ${s.stores} stores, ${s.terminals} terminals, ${s.operators} operators`,
    `  ${n(s.transactions)} transactions (${s.firstDate} to ${s.lastDate}), ${n(s.refunds)} refunds, ${n(s.settlements)} settlements`,
    `Demo sign-ins, password ${DEMO_PASSWORD}:`,
    ...DEMO_ACCOUNTS.map((a) => `  ${a.loginName.padEnd(15)} ${a.area.padEnd(9)} ${a.description.en}`),
  ];
  return lines.join('\n');
}

async function main(): Promise<number> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      return 2;
    }
    throw e;
  }
  const target = describeTarget(config);
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }
  if (config.databaseUrl && !args.yes) {
    console.error(
      `This deletes every row of the ${target}. Run again with --yes to go ahead (npm run reseed -- --yes).`,
    );
    return 2;
  }
  try {
    console.log(report(target, await reseed(config, { now: args.now, waiting: config.seedWaiting })));
    return 0;
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      console.error(`Not reseeded: ${e.message}`);
      return 1;
    }
    throw e;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}

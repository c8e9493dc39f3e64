import { loadConfig } from '../config.ts';
import { openDb } from '../db/client.ts';
import { ensureEmbeddedTemplate } from '../db/pglite-db.ts';
import { checkLedger, rebuildLedgerSummaries } from '../modules/accounts/index.ts';
import { checkChain, publishAgreementFile } from '../modules/agreements/index.ts';
import { runAuditRetention } from '../modules/audit/index.ts';
import { createFiles } from '../ports/index.ts';
import { backupEmbedded, migrateOnly, restoreEmbedded } from './data.ts';
import { moveToPostgres } from './move-to-postgres.ts';

/**
 * Data operations (docs/deployment.md), configured by the same environment as the server:
 *
 *   migrate                      apply pending migrations, then stop (npm run migrate)
 *   backup <dir>                 embedded database + file store into a new directory (server stopped)
 *   restore <dir> [--force]      a backup into DATA_DIR (empty, or replaced with --force)
 *   move-to-postgres             DATA_DIR's embedded database into DATABASE_URL (+ DATABASE_SCHEMA)
 *   archive-audit                archive, then delete audit rows older than AUDIT_RETENTION_MONTHS
 *   pglite-template              make the migrated embedded-database template new data directories copy
 *   ledger-check [--rebuild]     prove sum of entries = balances for every account and the per-day
 *                                summaries = their lines; exit 1 otherwise (--rebuild: recompute the
 *                                summaries from the lines first)
 *                                (npm run ledger:check)
 *   agreements-check             prove the agreements' evidence chain: every entry's hash, every link to
 *                                the previous entry and the head; exit 1 at the first entry that fails
 *   agreements-publish <file>    publish the next version of an agreement from a JSON file
 *                                { kind, zh: [{ heading, paragraphs }], en: [...], at?, grace_days? }
 */
async function run(argv: string[]): Promise<void> {
  const [command, arg] = argv;
  const say = (line: string) => process.stdout.write(`${line}\n`);
  if (command === 'pglite-template') {
    // Needs no configuration: the container build runs it before any is given.
    const dir = await ensureEmbeddedTemplate();
    say(dir ? `template ready in ${dir}` : 'no template: its folder is not writable');
    return;
  }
  const config = loadConfig();
  switch (command) {
    case 'migrate': {
      const r = await migrateOnly(config);
      say(r.applied.length ? `applied: ${r.applied.join(', ')}` : 'nothing to apply');
      if (r.changed.length) say(`warning: applied migrations edited since: ${r.changed.join(', ')}`);
      return;
    }
    case 'backup': {
      if (!arg) throw new Error('usage: backup <new directory>');
      const m = await backupEmbedded(config.dataDir, arg);
      say(
        `backed up ${Object.values(m.tables).reduce((a, b) => a + b, 0)} rows and ${m.files} files to ${arg}`,
      );
      return;
    }
    case 'restore': {
      if (!arg) throw new Error('usage: restore <backup directory> [--force]');
      const m = await restoreEmbedded(arg, config.dataDir, { force: argv.includes('--force') });
      say(`restored the backup of ${m.created_at} into ${config.dataDir}`);
      return;
    }
    case 'move-to-postgres': {
      if (!config.databaseUrl)
        throw new Error('set DATABASE_URL (and DATABASE_SCHEMA if wanted) to the target');
      const r = await moveToPostgres({ ...config, databaseUrl: config.databaseUrl, log: say });
      say(
        `moved ${Object.values(r.tables).reduce((a, b) => a + b, 0)} rows; start the server with DATABASE_URL now`,
      );
      return;
    }
    case 'archive-audit': {
      const db = await openDb(config);
      try {
        const r = await runAuditRetention({
          db,
          files: createFiles(config),
          now: new Date(),
          months: config.auditRetentionMonths,
        });
        say(
          `archived and deleted ${r.archived} audit rows older than ${r.cutoff.toISOString()}: ${r.files.join(', ') || 'none'}`,
        );
      } finally {
        await db.close();
      }
      return;
    }
    case 'ledger-check': {
      const db = await openDb(config);
      try {
        if (argv.includes('--rebuild'))
          say(`ledger: per-day summaries rebuilt from the lines (${await rebuildLedgerSummaries(db)} rows)`);
        const r = await checkLedger(db);
        say(`ledger: ${r.entries} entries, ${r.lines} lines, ${r.accounts} accounts`);
        for (const f of r.findings) say(`FAIL ${f.rule}: ${f.count} (e.g. ${f.examples.join('; ')})`);
        say(
          r.ok
            ? 'ledger balanced: every running balance equals the sum of its entries, every per-day summary the sum of its lines'
            : 'ledger NOT balanced',
        );
        if (!r.ok) process.exitCode = 1;
      } finally {
        await db.close();
      }
      return;
    }
    case 'agreements-check': {
      const db = await openDb(config);
      try {
        const r = await checkChain(db);
        say(
          r.ok
            ? `evidence chain verified: ${r.entries} entries, every hash and link holds`
            : `evidence chain BROKEN at entry ${r.broken?.id} (${r.broken?.reason}) after ${r.entries} good entries`,
        );
        if (!r.ok) process.exitCode = 1;
      } finally {
        await db.close();
      }
      return;
    }
    case 'agreements-publish': {
      if (!arg) throw new Error('usage: agreements-publish <file.json>');
      const db = await openDb(config);
      try {
        const v = await publishAgreementFile({ db, files: createFiles(config) }, arg);
        say(`published ${v.kind} version ${v.version}: sha256 zh-TW ${v.sha256_zh}, en ${v.sha256_en}`);
      } finally {
        await db.close();
      }
      return;
    }
    default:
      throw new Error(
        'usage: cli <migrate | backup <dir> | restore <dir> [--force] | move-to-postgres | archive-audit | pglite-template | ledger-check [--rebuild] | agreements-check | agreements-publish <file>>',
      );
  }
}

run(process.argv.slice(2)).catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { acquireDirLock, DataDirLockedError } from './lock.ts';
import { MIGRATIONS_DIR, readMigrations } from './migrate.ts';

/**
 * Creating an embedded database (PGlite's initdb, in WebAssembly) costs 4-10 s on this machine, and
 * migrating it another 1.5-3 s; copying a made one costs 0.3-0.5 s. So a new data directory starts as a
 * copy of a template kept beside the installed PGlite, in `node_modules/.cache/mp-pglite-template/`:
 * - `<version>`: what initdb makes, nothing else (made once per installed PGlite version);
 * - `<version>-schema-<key>`: a copy of that one with the server's migrations applied, `<key>` naming the
 *   migration files (their numbers and checksums), so a new or edited migration makes a new template.
 *   It holds what the migrations make and nothing else: no key, no demo row. openPglite hands the
 *   migrations it holds to the first migrate() (noteInheritedMigrations), which reports them applied,
 *   as if it had run them, so the start's log and `npm run migrate` say the same as before.
 * Each is made by the first start that needs it (under a lock, in a side folder renamed into place) and
 * by the container build (`cli.js pglite-template`). A template that
 * cannot be written (read-only node_modules) is simply not used: initdb in place, then the migrations.
 */
const READY = '.template-ready';
const WAIT_MS = 120_000;

function pgliteVersion(): { version: string; nodeModules: string } {
  const require = createRequire(import.meta.url);
  const main = require.resolve('@electric-sql/pglite');
  let dir = path.dirname(main);
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  // node_modules/@electric-sql/pglite -> node_modules
  return { version: pkg.version, nodeModules: path.resolve(dir, '..', '..') };
}

/** The template's folder. */
export function pgliteTemplatePath(): string {
  const { version, nodeModules } = pgliteVersion();
  return path.join(nodeModules, '.cache', 'mp-pglite-template', version);
}

/** Makes the empty (initdb) template if it is missing; answers its folder (holding `pg/`), or null if impossible. */
export async function ensurePgliteTemplate(): Promise<string | null> {
  let dir: string;
  try {
    dir = pgliteTemplatePath();
  } catch {
    return null;
  }
  return ensureBuilt(dir, async (side) => {
    const { PGlite } = await import('@electric-sql/pglite');
    const pg = new PGlite({ dataDir: path.join(side, 'pg') });
    await pg.waitReady;
    await pg.close();
  });
}

/** Names the migration files by their numbers and contents: a new or edited file gives another key. */
export function migrationsKey(dir = MIGRATIONS_DIR): string {
  const h = createHash('sha256');
  for (const m of readMigrations(dir)) h.update(`${m.version} ${m.checksum}\n`);
  return h.digest('hex').slice(0, 16);
}

/** Applies the migrations to the embedded database in `dataDir` (its `pg/` exists) and closes it. */
export type MigrateDataDir = (dataDir: string) => Promise<void>;

/**
 * Makes the migrated template if it is missing (from a copy of the empty one, migrated by `migrateIn`);
 * answers its folder (holding `pg/`), or null if impossible. Migrated templates of other migration sets
 * of the same PGlite version are removed once this one is in place.
 */
export async function ensureMigratedTemplate(migrateIn: MigrateDataDir): Promise<string | null> {
  const base = await ensurePgliteTemplate();
  if (!base) return null;
  let dir: string;
  try {
    dir = `${base}-schema-${migrationsKey()}`;
  } catch {
    return null;
  }
  const made = await ensureBuilt(dir, async (side) => {
    fs.cpSync(path.join(base, 'pg'), path.join(side, 'pg'), { recursive: true });
    await migrateIn(side);
  });
  if (made) removeOtherSchemaTemplates(made);
  return made;
}

function removeOtherSchemaTemplates(keep: string): void {
  const parent = path.dirname(keep);
  const prefix = `${path.basename(keep).replace(/-schema-[0-9a-f]+$/, '')}-schema-`;
  try {
    for (const name of fs.readdirSync(parent)) {
      // Only finished templates: a side folder (.tmp) or a build lock (.build) belongs to a running build.
      const finished = name.startsWith(prefix) && /^[0-9a-f]{16}$/.test(name.slice(prefix.length));
      if (!finished || name === path.basename(keep)) continue;
      fs.rmSync(path.join(parent, name), { recursive: true, force: true });
    }
  } catch {
    // Another process removing the same folder, or a read-only folder: the old template stays.
  }
}

/** Makes `dir` with `fill(side)` if it is not ready, once across processes; answers it, or null if impossible. */
async function ensureBuilt(dir: string, fill: (side: string) => Promise<void>): Promise<string | null> {
  const ready = () => fs.existsSync(path.join(dir, READY));
  if (ready()) return dir;
  const until = Date.now() + WAIT_MS;
  try {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    while (!ready()) {
      let lock: { release(): void };
      try {
        lock = acquireDirLock(`${dir}.build`);
      } catch (e) {
        if (!(e instanceof DataDirLockedError) || Date.now() > until) throw e;
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
      try {
        if (!ready()) await build(dir, fill);
      } finally {
        lock.release();
      }
    }
    return dir;
  } catch {
    // A read-only install or a full disk: the data directory is created in place, as without a template.
    return null;
  }
}

async function build(dir: string, fill: (side: string) => Promise<void>): Promise<void> {
  const side = `${dir}.${process.pid}.tmp`;
  fs.rmSync(side, { recursive: true, force: true });
  fs.mkdirSync(side, { recursive: true });
  try {
    await fill(side);
    fs.writeFileSync(path.join(side, READY), new Date().toISOString());
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(side, dir);
  } finally {
    fs.rmSync(side, { recursive: true, force: true });
  }
}

/**
 * Before PGlite opens `pgDir`: when it does not exist yet, fills it with a copy of a template (made first
 * if needed): the migrated one when `migrateIn` is given and it can be made, else the empty one. Answers
 * which it copied; 'none' when `pgDir` existed or no template could be had (PGlite then runs initdb itself).
 */
export async function seedPgDirFromTemplate(
  pgDir: string,
  migrateIn?: MigrateDataDir,
): Promise<'migrated' | 'empty' | 'none'> {
  if (fs.existsSync(pgDir)) return 'none';
  const migrated = migrateIn ? await ensureMigratedTemplate(migrateIn) : null;
  if (migrated && copyInto(migrated, pgDir)) return 'migrated';
  const empty = await ensurePgliteTemplate();
  if (empty && copyInto(empty, pgDir)) return 'empty';
  return 'none';
}

/**
 * Copies a folder of folders and regular files (a PostgreSQL data directory: some 1,400 files): a walk
 * with copyFileSync costs about half of fs.cpSync's CPU, which checks both sides of every entry.
 */
function copyTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, e.name);
    if (e.isDirectory()) copyTree(src, path.join(to, e.name));
    else if (e.isFile()) fs.copyFileSync(src, path.join(to, e.name));
    else throw new Error(`template: ${src} is neither a folder nor a file`);
  }
}

/** Copies the template's `pg/` to `pgDir` through a side folder; false if the copy failed (template removed meanwhile). */
function copyInto(template: string, pgDir: string): boolean {
  const side = `${pgDir}.copy-${process.pid}`;
  try {
    fs.rmSync(side, { recursive: true, force: true });
    copyTree(path.join(template, 'pg'), side);
    fs.renameSync(side, pgDir);
    return true;
  } catch {
    fs.rmSync(side, { recursive: true, force: true });
    return false;
  }
}

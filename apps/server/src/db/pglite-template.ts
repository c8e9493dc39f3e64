import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { acquireDirLock, DataDirLockedError } from './lock.ts';

/**
 * Creating an embedded database (PGlite's initdb, in WebAssembly) costs 4-10 s on this machine; copying
 * a freshly created one costs 0.3-0.5 s. So a new data directory starts as a copy of an empty cluster
 * made once per installed PGlite version, kept in `node_modules/.cache/mp-pglite-template/<version>`
 * beside the installed PGlite (so a new install or version makes a new one). The template holds nothing but
 * what initdb makes: no migration, no key, no row, so a copy is exactly what initdb would have made and
 * the server migrates and seeds it as before. Made by the first start that needs it (under a lock, in a
 * side folder renamed into place), by `npm start`'s first-run build and by the container build.
 * A template that cannot be written (read-only node_modules) is simply not used.
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

/** Makes the template if it is missing; answers its folder (holding `pg/`), or null if impossible. */
export async function ensurePgliteTemplate(): Promise<string | null> {
  let dir: string;
  try {
    dir = pgliteTemplatePath();
  } catch {
    return null;
  }
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
        if (!ready()) await build(dir);
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

async function build(dir: string): Promise<void> {
  const side = `${dir}.${process.pid}.tmp`;
  fs.rmSync(side, { recursive: true, force: true });
  fs.mkdirSync(side, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = new PGlite({ dataDir: path.join(side, 'pg') });
  await pg.waitReady;
  await pg.close();
  fs.writeFileSync(path.join(side, READY), new Date().toISOString());
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(side, dir);
}

/**
 * Before PGlite opens `pgDir`: when it does not exist yet, fills it with a copy of the template (made
 * first if needed). Answers whether it copied; when it did not, PGlite runs initdb itself as before.
 */
export async function seedPgDirFromTemplate(pgDir: string): Promise<boolean> {
  if (fs.existsSync(pgDir)) return false;
  const template = await ensurePgliteTemplate();
  if (!template) return false;
  const side = `${pgDir}.copy-${process.pid}`;
  fs.rmSync(side, { recursive: true, force: true });
  fs.cpSync(path.join(template, 'pg'), side, { recursive: true });
  fs.renameSync(side, pgDir);
  return true;
}

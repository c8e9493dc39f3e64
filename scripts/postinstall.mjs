#!/usr/bin/env node
// After `npm ci` / `npm install`: makes the embedded database's templates (PGlite's initdb cluster and the
// migrated copy, in node_modules/.cache/mp-pglite-template) so that the first `npm start` after an install
// copies them instead of making them (about 3.8 s of its start: docs/decisions.md, "Start in seconds").
// It never fails the install: without the sources (an image layer that installs before copying them),
// with MP_SKIP_DB_TEMPLATE=1, or on any error it says so and the first start makes the templates itself.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const script = path.join(root, 'apps/server/scripts/db-template.ts');

if (process.env.MP_SKIP_DB_TEMPLATE === '1') {
  console.log('[postinstall] database template skipped (MP_SKIP_DB_TEMPLATE=1)');
} else if (!existsSync(script) || !existsSync(path.join(root, 'node_modules/tsx'))) {
  console.log('[postinstall] database template left to the first start (sources or tsx not installed yet)');
} else {
  const started = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: root, stdio: 'inherit' });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    r.status === 0
      ? `[postinstall] embedded database template ready (${secs} s)`
      : '[postinstall] database template not made: the first start will make it',
  );
}

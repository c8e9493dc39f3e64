#!/usr/bin/env node
// The compiled server (docs/deployment.md): `npm run build -w @mp/server` bundles the server and the parts
// of @mp/core it uses into apps/server/dist/main.js (the server) and dist/cli.js (data operations), plain
// JavaScript for node without tsx. npm packages stay outside the bundle (node_modules at run time);
// the SQL migrations are copied beside the bundle, where db/migrate.ts looks for them. Both bundles sit
// directly in dist/, at the depth of src/, so the paths config.ts derives from its own place still hold.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const server = path.resolve(import.meta.dirname, '..');
const core = path.resolve(server, '../../packages/core/src');
const dist = path.join(server, 'dist');

/** @mp/core is TypeScript source (its exports point at src/): bundle it instead of importing it. */
const bundleCore = {
  name: 'bundle-mp-core',
  setup(b) {
    b.onResolve({ filter: /^@mp\/core(\/.*)?$/ }, (args) => {
      const sub = args.path.slice('@mp/core'.length);
      return { path: sub ? path.join(core, `${sub.slice(1)}.ts`) : path.join(core, 'index.ts') };
    });
  },
};

fs.rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: { main: path.join(server, 'src/main.ts'), cli: path.join(server, 'src/ops/cli.ts') },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  plugins: [bundleCore],
  sourcemap: true,
  logLevel: 'warning',
});
fs.cpSync(path.join(server, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
fs.writeFileSync(path.join(dist, 'package.json'), '{ "type": "module" }\n');
console.log(`[build] ${path.relative(process.cwd(), dist)}: main.js, cli.js, migrations/`);

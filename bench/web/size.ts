/**
 * What each first screen of the portal costs to download: run after `npm run build -w @mp/web`, then
 * `npx tsx bench/web/size.ts`. Reads Vite's manifest (apps/web/dist/.vite/manifest.json) and sums the gzip
 * size of the JS and CSS a route loads before it can be used: the entry, its static imports, and the
 * route's page chunks with their static imports. Dynamic imports (other pages, the crypto chunk) are not
 * counted, except in the rows that name them. Budget (issue 16): at most 150 KB of JS (gzip) and 10 requests
 * before the login page is usable (apps/web/build/login-budget.ts).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOGIN_BUDGET, LOGIN_PAGE_SOURCE, loginLoad } from '../../apps/web/build/login-budget.ts';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, Chunk>;

const root = path.resolve(import.meta.dirname, '../..');
const dist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

let manifest: Manifest;
try {
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
} catch {
  console.error(`No manifest at ${manifestPath}. Run \`npm run build -w @mp/web\` first.`);
  process.exit(1);
}

const gzipCache = new Map<string, { raw: number; gz: number }>();
function sizeOf(file: string): { raw: number; gz: number } {
  let s = gzipCache.get(file);
  if (!s) {
    const buf = readFileSync(path.join(dist, file));
    s = { raw: buf.length, gz: gzipSync(buf, { level: 9 }).length };
    gzipCache.set(file, s);
  }
  return s;
}

/** The chunk keys a set of starting points loads statically (the closure over `imports`). */
function closure(starts: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

function entryKey(): string {
  const e = Object.entries(manifest).find(([, c]) => c.isEntry);
  if (!e) throw new Error('manifest has no entry');
  return e[0];
}

function hasSource(src: string): boolean {
  return Object.values(manifest).some((c) => c.src === src);
}

function keyOfSource(src: string): string {
  const e = Object.entries(manifest).find(([, c]) => c.src === src);
  if (!e) throw new Error(`manifest has no chunk for ${src}`);
  return e[0];
}

interface Row {
  name: string;
  jsFiles: number;
  js: { raw: number; gz: number };
  css: { raw: number; gz: number };
}

function measure(name: string, keys: Set<string>, exclude = new Set<string>()): Row {
  const js = { raw: 0, gz: 0 };
  const css = { raw: 0, gz: 0 };
  const cssFiles = new Set<string>();
  let jsFiles = 0;
  for (const key of keys) {
    if (exclude.has(key)) continue;
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) {
      const s = sizeOf(chunk.file);
      js.raw += s.raw;
      js.gz += s.gz;
      jsFiles += 1;
    }
    for (const c of chunk.css ?? []) cssFiles.add(c);
  }
  for (const c of cssFiles) {
    const s = sizeOf(c);
    css.raw += s.raw;
    css.gz += s.gz;
  }
  return { name, jsFiles, js, css };
}

const entry = entryKey();
const startKeys = closure([entry]);
const page = (src: string) => keyOfSource(src);

const rows: Row[] = [
  measure('start-up bundle (entry + static imports)', startKeys),
  // The sign-in page travels in the start-up chunk (apps/web/build/login-chunk.ts): no chunk of its own.
  measure('login  /', closure([entry, ...(hasSource(LOGIN_PAGE_SOURCE) ? [page(LOGIN_PAGE_SOURCE)] : [])])),
];
for (const [area, base] of [
  ['merchant', '/layout/index'],
  ['service', '/service/index'],
  ['group', '/group/index'],
] as const) {
  rows.push(
    measure(
      `${area.padEnd(8)} ${base}`,
      closure([
        entry,
        page('src/app/layout/AreaLayout.tsx'),
        page('src/features/dashboard/DashboardPage.tsx'),
      ]),
    ),
  );
}
// Loaded right after start-up in the background (first encrypted call), not before the login is usable.
const cipher = closure([page('src/api/cipher.ts')]);
rows.push(measure('crypto chunk (background, extra)', cipher, startKeys));

const kb = (n: number) => (n / 1024).toFixed(1).padStart(8);
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `Portal bundle sizes (gzip level 9) - ${cpu}, ${os.cpus().length} cores, Node ${process.version}`,
);
console.log(`manifest: ${path.relative(root, manifestPath)}\n`);
console.log(
  `${'route'.padEnd(42)} ${'files'.padStart(5)} ${'JS KB'.padStart(8)} ${'JS gz'.padStart(8)} ${'CSS KB'.padStart(8)} ${'CSS gz'.padStart(8)}`,
);
for (const r of rows) {
  console.log(
    `${r.name.padEnd(42)} ${String(r.jsFiles).padStart(5)} ${kb(r.js.raw)} ${kb(r.js.gz)} ${kb(r.css.raw)} ${kb(r.css.gz)}`,
  );
}
const login = loginLoad(dist);
const aim = LOGIN_BUDGET.jsGzipBytes;
console.log(
  `\nlogin JS gzip ${(login.jsGzip / 1024).toFixed(1)} KB: ${login.jsGzip <= aim ? 'within' : 'OVER'} the ${aim / 1024} KB budget;` +
    ` ${login.requests} requests at most before usable (${login.files.length} files, the rest calls):` +
    ` ${login.requests <= LOGIN_BUDGET.requests ? 'within' : 'OVER'} the ${LOGIN_BUDGET.requests} (e2e/login-budget.e2e.ts checks both)`,
);

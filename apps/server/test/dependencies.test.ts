import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dependencies (issue 18, point 6; docs/decisions.md "Dependencies"): every package a workspace imports is
 * declared by that workspace (or is tooling of the root: vitest, typescript, tsx, biome, @types/node),
 * every package it declares is used, and the packages whose internals we touch are pinned exactly.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const WORKSPACES = ['packages/core', 'apps/server', 'apps/web', 'e2e', 'bench'];
const SKIP = new Set(['node_modules', 'dist', '.tmp', 'coverage']);
/** Declared, used without an import: types, the test environment named in a config, CLI tools. */
const USED_OTHERWISE: Record<string, readonly string[]> = {
  'apps/web': ['@types/react', '@types/react-dom', 'happy-dom', 'vite'],
  'apps/server': [
    '@types/pg',
    '@types/pdfkit',
    '@types/pngjs',
    '@types/nodemailer',
    '@types/sm-crypto',
    'tsx',
  ],
  bench: ['@types/pg'],
};
/**
 * Exactly pinned: exceljs, now only the reader the export tests open XLSX files with (the writer is the
 * project's own, lists/export/writers/xlsx.ts), so a reader upgrade never changes what the tests accept.
 */
const PINNED = { 'apps/server': ['exceljs'] };

interface Pkg {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const read = (p: string): Pkg => JSON.parse(fs.readFileSync(p, 'utf8'));

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...sources(p));
    else if (/\.(ts|tsx|mts|mjs|js|cjs)$/.test(e.name)) out.push(p);
  }
  return out;
}

const builtins = new Set(builtinModules);

function importsOf(dir: string): Set<string> {
  const used = new Set<string>();
  for (const file of sources(dir)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+|require\s*\(\s*)['"]([^'"]+)['"]/g)) {
      const spec = m[1];
      if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:') || spec.includes('${'))
        continue;
      const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
      if (builtins.has(name)) continue;
      used.add(name);
    }
  }
  return used;
}

const root = read(path.join(ROOT, 'package.json'));
const rootTools = new Set(Object.keys(root.devDependencies ?? {}));

describe.each(WORKSPACES)('%s', (ws) => {
  const pkg = read(path.join(ROOT, ws, 'package.json'));
  const declared = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
  ]);
  const used = importsOf(path.join(ROOT, ws));

  it('declares every package it imports', () => {
    expect([...used].filter((u) => !declared.has(u) && !rootTools.has(u)).sort()).toEqual([]);
  });

  it('imports every package it declares', () => {
    const otherwise = new Set(USED_OTHERWISE[ws] ?? []);
    expect([...declared].filter((d) => !used.has(d) && !otherwise.has(d)).sort()).toEqual([]);
  });

  it('pins exactly what must not move', () => {
    for (const name of (PINNED as Record<string, string[]>)[ws] ?? []) {
      expect(pkg.dependencies?.[name] ?? pkg.devDependencies?.[name], name).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });
});

it('runs no TypeScript loader in production: tsx is a development tool of the server', () => {
  const server = read(path.join(ROOT, 'apps/server/package.json'));
  expect(server.dependencies?.tsx).toBeUndefined();
});

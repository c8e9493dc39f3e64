import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PAGE_IDS } from '@mp/core/routes';
import { simplifiedIn } from '@mp/core/traditional';
import { describe, expect, it } from 'vitest';
import type { MessageBundle } from './bundles.ts';
import { en } from './en.ts';
import { i18n } from './index.ts';
import { itKeepsParity, leaves, type Tree } from './testing/parity.ts';
import { zhTW } from './zh-TW.ts';

const src = path.resolve(import.meta.dirname, '..');
const rel = (file: string) => path.relative(src, file).split(path.sep).join('/');

// Nothing has loaded a capability's texts yet: only the start-up set (brand, api, shell, sign-in).
const loadedAtStart = i18n.exists('security.key.onceOnly') || i18n.exists('money.export.appoint');
// Taken now: i18next merges the bundles it is given into the start-up set's objects.
const startKeys = [...leaves(zhTW).keys()];
const startKeysEn = new Set(leaves(en as Tree).keys());

/** Every capability's messages (features/<capability>/messages.ts) and every kit's (ui/<kit>/messages.ts). */
const loaders = import.meta.glob<{ messages: MessageBundle }>([
  '../features/*/messages.ts',
  '../ui/*/messages.ts',
]);
const bundles = new Map<string, MessageBundle>();
for (const [file, load] of Object.entries(loaders)) {
  bundles.set(rel(path.resolve(import.meta.dirname, file)), (await load()).messages);
}

describe('capability message bundles', () => {
  it('are found beside the capabilities, and none loads with the start-up set', () => {
    expect(bundles.size).toBeGreaterThan(10);
    expect(loadedAtStart).toBe(false);
  });

  for (const [file, b] of bundles) {
    describe(file, () => itKeepsParity(b.zhTW, b.en as Tree));
  }

  it('never share a key with each other or with the start-up set', () => {
    const owner = new Map<string, string>(startKeys.map((k) => [k, 'i18n/zh-TW.ts']));
    expect([...startKeysEn].sort()).toEqual([...startKeys].sort());
    for (const [file, b] of bundles) {
      for (const k of leaves(b.zhTW).keys()) {
        expect(owner.get(k), `${k} in ${file}`).toBeUndefined();
        owner.set(k, file);
      }
    }
  });

  it('speak Traditional Chinese in zh-TW: no common simplified-only character (issue 17)', () => {
    const texts: [string, string, string][] = [...leaves(zhTW)].map(([k, v]) => [
      'i18n/zh-TW.ts',
      k,
      String(v),
    ]);
    for (const [file, b] of bundles) for (const [k, v] of leaves(b.zhTW)) texts.push([file, k, String(v)]);
    expect(texts.length).toBeGreaterThan(500);
    const bad = texts.filter(([, , v]) => simplifiedIn(v).length > 0);
    expect(bad).toEqual([]);
  });

  it('join the portal sets once loaded', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('money.list.found', { n: '12' })).toBe('12 found');
    await i18n.changeLanguage('zh-TW');
    expect(i18n.t('money.export.appoint')).toBe('預約下載');
    expect(i18n.t('operators.tempSent', { to: '+853 66****56' })).toContain('+853 66****56');
    expect(i18n.t('shell.forbidden')).toBe('無訪問權限');
  });
});

// ---- Who loads which texts: the static imports between the portal's modules. ----

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const files = sourceFiles(src);
const text = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));

/** Static imports only: a lazy import() loads later, with its own chunk. */
function importsOf(file: string): string[] {
  const out: string[] = [];
  for (const m of (text.get(file) ?? '').matchAll(
    /^(?:import|export)\s(?:[^'";]*?\sfrom\s)?'(\.[^']+)';/gm,
  )) {
    const target = path.resolve(path.dirname(file), m[1]);
    if (existsSync(target)) out.push(target);
  }
  return out;
}

function closure(start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const f = stack.pop() as string;
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...importsOf(f));
  }
  return seen;
}

/** Key (or key prefix) -> the bundle files that hold it. */
const owners = new Map<string, Set<string>>();
for (const [file, b] of bundles) {
  for (const key of leaves(b.zhTW).keys()) {
    const parts = key.split('.');
    for (let i = 1; i <= parts.length; i++) {
      const k = parts.slice(0, i).join('.');
      if (!owners.has(k)) owners.set(k, new Set());
      owners.get(k)?.add(file);
    }
  }
}
const pageIds = new Set<string>(PAGE_IDS);

/** The bundles whose keys a module names: 'money.c.refundNo', `security.${x}`, `money.c.${x}`. */
function bundlesNamedIn(file: string): Set<string> {
  const out = new Set<string>();
  const s = text.get(file) ?? '';
  for (const m of s.matchAll(/[`'"]([A-Za-z]\w*(?:\.\w+)+)\.?(?=[`'"]|\$\{)/g)) {
    if (pageIds.has(m[1])) continue;
    for (const f of owners.get(m[1]) ?? []) out.add(f);
  }
  for (const m of s.matchAll(/`([A-Za-z]\w*)\.\$\{/g)) {
    if (m[1] === 'money') continue;
    for (const f of owners.get(m[1]) ?? []) out.add(f);
  }
  return out;
}

describe('who loads the texts', () => {
  it('every module that names a key of a capability imports that capability’s messages itself', () => {
    // Directly, not through another module: a module reused elsewhere, or tested with its neighbours
    // mocked, still brings its texts.
    const missing: string[] = [];
    for (const file of files) {
      if (bundles.has(rel(file))) continue;
      const imported = new Set(importsOf(file).map(rel));
      for (const b of bundlesNamedIn(file)) if (!imported.has(b)) missing.push(`${rel(file)} needs ${b}`);
    }
    expect(missing).toEqual([]);
  });

  it('the start-up bundle and the sign-in page carry no capability messages (200 KB aim)', () => {
    for (const start of ['main.tsx', 'features/auth/LoginPage.tsx']) {
      const loaded = [...closure(path.join(src, start))].map(rel).filter((f) => bundles.has(f));
      expect(loaded, start).toEqual([]);
    }
  });
});

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_IDS, ROUTES } from '@mp/core/routes';
import { describe, expect, it } from 'vitest';
import { PAGES } from './pages.ts';

const web = path.resolve(import.meta.dirname, '../features');
const server = path.resolve(import.meta.dirname, '../../../server/src/modules');

/** Capabilities with pages and no endpoints of their own, and why. */
const WITHOUT_SERVER: Record<string, string> = {
  shell: 'the frame of the portal (error, not-found and not-available pages) calls no endpoint',
};

describe('the page registry', () => {
  it('has a page for every page id of the route table, and no other', () => {
    const used = new Set(ROUTES.flatMap((r) => (r.page ? [r.page] : [])));
    expect(Object.keys(PAGES).sort()).toEqual([...used].sort());
    expect(Object.keys(PAGES).sort()).toEqual([...PAGE_IDS].sort());
  });

  it("finds every built route's capability folder in the portal and on the server", () => {
    for (const r of ROUTES.filter((x) => x.page)) {
      expect(existsSync(path.join(web, r.feature)), `${r.path}: features/${r.feature}`).toBe(true);
      if (WITHOUT_SERVER[r.feature]) continue;
      expect(existsSync(path.join(server, r.feature)), `${r.path}: modules/${r.feature}`).toBe(true);
    }
  });

  it('lists only real exceptions: a capability without a server side has no server module', () => {
    for (const f of Object.keys(WITHOUT_SERVER)) {
      expect(existsSync(path.join(web, f)), f).toBe(true);
      expect(existsSync(path.join(server, f)), f).toBe(false);
    }
  });

  it("loads each page from its capability's folder (the page id's first part, the route's feature)", () => {
    const source = readFileSync(path.resolve(import.meta.dirname, 'pages.ts'), 'utf8');
    const entries = [
      ...source.matchAll(/'([\w.]+)': lazy\(\(\) => import\('\.\.\/features\/(\w+)\//g),
      // the sign-in page, imported statically (issue 16): its import names the folder
      ...[...source.matchAll(/'([\w.]+)': (\w+),/g)].map((m) => {
        const from = source.match(new RegExp(`import ${m[2]} from ['"]\\.\\./features/(\\w+)/`));
        return [m[0], m[1], from?.[1] ?? '?'] as const;
      }),
    ];
    expect(entries.map((m) => m[1]).sort()).toEqual(Object.keys(PAGES).sort());
    for (const [, id, folder] of entries) expect(folder, id).toBe(id.split('.')[0]);
  });
});

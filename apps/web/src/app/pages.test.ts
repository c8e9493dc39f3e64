import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
    const entries = readdirSync(web)
      .filter((f) => existsSync(path.join(web, f, 'pages.ts')))
      .flatMap((folder) => {
        const source = readFileSync(path.join(web, folder, 'pages.ts'), 'utf8');
        return [
          ...[...source.matchAll(/'([\w.]+)': lazy\(\(\) => import\('\.\/\w+\.tsx'\)\)/g)].map((m) => [
            m[1],
            folder,
          ]),
          // the sign-in page, imported statically (issue 16): its import names its own folder
          ...[...source.matchAll(/'([\w.]+)': (\w+),/g)].map((m) => [
            m[1],
            new RegExp(`import ${m[2]} from ['"]\\./\\w+\\.tsx['"]`).test(source) ? folder : '?',
          ]),
        ];
      });
    expect(entries.map((m) => m[0]).sort()).toEqual(Object.keys(PAGES).sort());
    for (const [id, folder] of entries) expect(folder, id).toBe(id.split('.')[0]);
  });
});

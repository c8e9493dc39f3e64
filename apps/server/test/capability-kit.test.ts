import fs from 'node:fs';
import path from 'node:path';
import { MANIFESTS } from '@mp/core/capabilities/index.generated';
import { ALL_AREAS, routesOfArea } from '@mp/core/routes';
import { EXPORT_SOURCE } from '@mp/core/schemas/exports';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../src/modules/index.generated.ts';
import { allEndpoints, allExportSources } from '../src/modules/index.ts';
import { handlerCodes, NO_CODE } from './access-sweep-table.ts';
import { REVIEW_KINDS } from './review-helpers.ts';

// The completeness checks of docs/adding-a-capability.md that need the server's registries. The others:
// contracts.test.ts (a contract without its endpoint), module-boundaries.test.ts (deep imports, cycles),
// packages/core routes.test.ts (a route without a page or a 'planned' mark), apps/web pages.test.ts (a
// page without its folders) and apps/web statusColors.test.ts (a status without a colour).
const root = path.resolve(import.meta.dirname, '../../..');

/** Export keys the core declares for capabilities still to come, each with the issue that builds it. */
const PLANNED_EXPORTS: Record<string, string> = {};

/** Codes of built pages that no endpoint checks, and why. */
const UNCHECKED_PAGE_CODES: Record<string, string> = {
  '131': 'changing one’s own login password must stay possible for the forced change (admin/updatePsd)',
};

/** Capabilities without a screen of their own, and who calls them: their manifests say so. */
const NO_WEB_FOLDER: Record<string, string> = Object.fromEntries(
  MANIFESTS.flatMap((m) => ('noWebFolder' in m ? [[m.name, m.noWebFolder]] : [])),
);

describe('capability kit completeness', () => {
  it('gives every export key of packages/core a registered source, unless planned', () => {
    const registered = new Set(allExportSources.map((s) => s.key));
    const declared = Object.keys(EXPORT_SOURCE);
    const missing = declared.filter((k) => !registered.has(k) && !Object.hasOwn(PLANNED_EXPORTS, k));
    expect(missing).toEqual([]);
    expect([...registered].filter((k) => !declared.includes(k))).toEqual([]);
    expect(Object.keys(PLANNED_EXPORTS).filter((k) => registered.has(k))).toEqual([]);
  });

  it('checks the code of every built page in some endpoint, so the access sweep covers it', () => {
    const checked = new Set<string>([
      ...allEndpoints.flatMap((e) => (e.code ? [e.code] : [])),
      // The codes a body field chooses and the any-of lists are the gate's too (the sweep probes them).
      ...allEndpoints.flatMap((e) => [
        ...Object.values(e.codeFrom?.codes ?? {}),
        ...(e.codeFrom?.whenPresent ? [e.codeFrom.whenPresent] : []),
        ...(e.anyCode ?? []),
      ]),
      ...handlerCodes().flatMap(([, h]) => h.codes),
      ...allExportSources.flatMap((s) => (s.code ? [s.code] : [])),
    ]);
    const unchecked = new Set<string>();
    for (const area of ['merchant', 'service', 'group', 'provider'] as const) {
      for (const r of routesOfArea(area)) {
        if (r.page && r.code && !checked.has(r.code) && !Object.hasOwn(UNCHECKED_PAGE_CODES, r.code)) {
          unchecked.add(`${r.code} (${r.path})`);
        }
      }
    }
    expect([...unchecked]).toEqual([]);
  });

  it('classifies every endpoint without a code in the access sweep', () => {
    const inService = new Set(handlerCodes().map(([p]) => p));
    const loose = allEndpoints.filter(
      (e) =>
        e.access !== 'public' &&
        !e.code &&
        !e.anyCode &&
        !inService.has(e.path) &&
        !Object.hasOwn(NO_CODE, e.path),
    );
    expect(loose.map((e) => e.path)).toEqual([]);
  });

  it('has a folder on each side for every capability with a built page or a contract', () => {
    const caps = new Set<string>(allEndpoints.map((e) => e.capability));
    for (const area of ALL_AREAS) {
      for (const r of routesOfArea(area)) if (r.page && r.feature !== 'shell') caps.add(r.feature);
    }
    const missing: string[] = [];
    for (const cap of caps) {
      if (!fs.existsSync(path.join(root, 'apps/server/src/modules', cap, 'index.ts')))
        missing.push(`server ${cap}`);
      const web = path.join(root, 'apps/web/src/features', cap);
      if (!fs.existsSync(web) && !Object.hasOwn(NO_WEB_FOLDER, cap)) missing.push(`web ${cap}`);
    }
    expect(missing).toEqual([]);
  });

  it('starts exactly the scheduled jobs each manifest names, from its own module', () => {
    const declared = Object.fromEntries(MANIFESTS.map((m) => [m.name, [...m.jobs].sort()]));
    const exported = Object.fromEntries(
      MANIFESTS.map((m) => {
        const mod = (MODULES as Record<string, { jobs?: readonly { name: string }[] }>)[m.name];
        return [m.name, (mod?.jobs ?? []).map((j) => j.name).sort()];
      }),
    );
    expect(exported).toEqual(declared);
    expect(Object.values(declared).flat()).toContain('settlement');
  });

  it('registers with the review kit exactly the review kinds each manifest names, from its own module', () => {
    const declared = Object.fromEntries(MANIFESTS.map((m) => [m.name, [...m.reviewKinds].sort()]));
    const exported = Object.fromEntries(
      MANIFESTS.map((m) => {
        const mod = (MODULES as Record<string, { reviewKinds?: readonly { name: string }[] }>)[m.name];
        return [m.name, (mod?.reviewKinds ?? []).map((k) => k.name).sort()];
      }),
    );
    expect(exported).toEqual(declared);
    expect(Object.values(declared).flat().sort()).toEqual(REVIEW_KINDS);
  });
});

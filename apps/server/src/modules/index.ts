import type { EndpointDef } from '../http/endpoint.ts';
import type { CbEndpointDef } from '../http/gateway.ts';
import { type GovernedCheck, registerGovernedCheck } from '../http/governed.ts';
import type { ExportSource } from '../lists/export/source.ts';
import type { JobStart, ScheduledJob } from '../schedule/index.ts';
import {
  type DownloadKind,
  type DownloadResolver,
  registerDownloadKind,
  registerExportSource,
} from './exports/index.ts';
import { MODULES } from './index.generated.ts';
import { type ReviewKind, registerReviewKind } from './review/index.ts';

/**
 * What a capability's server module (modules/<name>/index.ts, listed in index.generated.ts by
 * `npm run capabilities` for every capability with a manifest) lends to the server: its endpoints, and
 * its export sources and download kinds for the shared machines, its scheduled jobs and its review kinds.
 */
interface ServerModule {
  readonly endpoints: readonly unknown[];
  /** What an agreement governs (http/governed.ts): the agreements module's check. */
  readonly governedCheck?: GovernedCheck;
  readonly exportSources?: readonly unknown[];
  readonly downloadKinds?: Readonly<Partial<Record<DownloadKind, DownloadResolver>>>;
  readonly jobs?: readonly ScheduledJob[];
  readonly reviewKinds?: readonly ReviewKind[];
}
const modules: readonly ServerModule[] = Object.values(MODULES);

/** Every endpoint of the server (classic and gateway), module by module. */
export const allEndpoints: readonly EndpointDef[] = modules.flatMap((m) => m.endpoints as EndpointDef[]);

/** Every scheduled job of the modules (their manifests name them: capability-kit.test.ts). */
export const allJobs: readonly ScheduledJob[] = modules.flatMap((m) => m.jobs ?? []);

/** Every kind of request the review kit decides, from the module that owns it (its manifest names them). */
export const allReviewKinds: readonly ReviewKind[] = modules.flatMap((m) => m.reviewKinds ?? []);

/** The scheduled jobs a process starts at one moment of its start (ScheduledJob.startsWith). */
export function jobsStartingWith(when: JobStart): readonly ScheduledJob[] {
  return allJobs.filter((j) => (j.startsWith ?? 'jobs') === when);
}

/** The cross-border gateway's endpoints (their contracts' prefix is 'crossborder'). */
export const allCbEndpoints: readonly CbEndpointDef[] = allEndpoints.filter(
  (e) => e.prefix === 'crossborder',
);

/** Every export source, module by module: the one export machine (modules/exports) serves these. */
export const allExportSources: readonly ExportSource[] = modules.flatMap(
  (m) => (m.exportSources ?? []) as readonly ExportSource[],
);

/** The files a download token can name, each found by its module. */
export const allDownloadKinds: Readonly<Record<DownloadKind, DownloadResolver>> = Object.assign(
  {},
  ...modules.map((m) => m.downloadKinds ?? {}),
);

/**
 * Lends the modules' parts to the shared machines: the export sources, the download kinds, the review kinds. Called once
 * by buildApp (app.ts) and by tools that run the machines without an app; calling it again changes nothing.
 */
export function registerModules(): void {
  for (const source of allExportSources) registerExportSource(source);
  for (const kind of allReviewKinds) registerReviewKind(kind);
  for (const m of modules) if (m.governedCheck) registerGovernedCheck(m.governedCheck);
  for (const [kind, resolver] of Object.entries(allDownloadKinds)) {
    registerDownloadKind(kind as DownloadKind, resolver);
  }
}

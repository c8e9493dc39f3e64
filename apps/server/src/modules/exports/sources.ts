import type { Label } from '@mp/core';
import { EXPORT_SOURCE } from '@mp/core/schemas/exports';
import type { ExportSource } from '../../lists/export/source.ts';

/**
 * The export source registry: every query that can be exported registers here once, and the one export
 * machine (synchronous export, scheduled jobs, the download centres) serves all of them. A module declares
 * its sources with the export kit (lists/export/) and exports them from its index.ts (`exportSources`);
 * modules/index.ts collects them all and registerModules() registers them.
 */

const registry = new Map<string, ExportSource>();

const KEY = /^[a-z][a-z0-9_]{0,39}$/;

/** Registers a source under its key; registering the same key again replaces it (tests re-import). */
export function registerExportSource<F>(source: ExportSource<F>): void {
  if (!KEY.test(source.key)) throw new Error(`invalid export source key: ${source.key}`);
  for (const c of source.columns) {
    if (c.kind === 'status' && !c.labels)
      throw new Error(`status column ${c.key} of ${source.key} needs labels`);
  }
  registry.set(source.key, source as ExportSource);
}

/** Removes a source (a test's own source, so the next test file in the same worker does not see it). */
export function unregisterExportSource(key: string): void {
  registry.delete(key);
}

export function exportSource(key: string): ExportSource | undefined {
  return registry.get(key);
}

export function exportSourceKeys(): string[] {
  return [...registry.keys()];
}

/** The source's display name: its own, the catalogue's, or its key. */
export function sourceName(key: string): Label {
  const own = registry.get(key)?.name;
  if (own) return own;
  if (Object.hasOwn(EXPORT_SOURCE, key)) return EXPORT_SOURCE[key as keyof typeof EXPORT_SOURCE];
  return { zh: key, en: key };
}

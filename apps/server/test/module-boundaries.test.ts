import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repository's scripts, without types.
import * as graph from '../../../scripts/module-graph.mjs';

const { deepImports, fileCycles, folderCycles, moduleCycles, upwardImports } = graph;

type Edge = [string, string];
const show = (edges: Edge[]) => edges.map(([a, b]) => `${a} -> ${b}`);

// The capability kit's boundaries (docs/adding-a-capability.md): a capability folder is reached only
// through its index.ts (on the server from everywhere: other capabilities, jobs/, ops/, app.ts...; in the
// portal from other features, the app shell loading pages by file), the folders import each other without cycles, and the lower layers (http, db,
// lists... on the server; api, i18n, ui... in the portal) never import a capability or the app shell.
describe.each(['server', 'web'] as const)('module boundaries of the %s', (side) => {
  it('has no deep import between capability folders', () => {
    expect(show(deepImports(side))).toEqual([]);
  });
  it('has no cycle between capability folders', () => {
    expect(moduleCycles(side)).toEqual([]);
  });
  it('has no import from a lower layer into a capability or the shell', () => {
    expect(show(upwardImports(side))).toEqual([]);
  });
  // Dynamic imports and type-only imports count: a circle of files or of top-level folders (config ->
  // ports -> http -> state once) means no layer can be read, tested or moved on its own.
  it('has no cycle between files', () => {
    expect(fileCycles(side)).toEqual([]);
  });
  it('has no cycle between the top-level folders of its src', () => {
    expect(folderCycles(side)).toEqual([]);
  });
});

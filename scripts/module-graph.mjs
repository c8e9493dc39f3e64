// The module graph of the server and the portal, read from the import statements: which capability
// folder imports which, deep imports (past another folder's index.ts) and cycles (between capability
// folders, between files, between the top-level folders). Used by the boundary
// test (apps/server/test/module-boundaries.test.ts) and runnable by hand: `node scripts/module-graph.mjs`.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The two sides: where their capability folders live and which layers sit below them. */
export const SIDES = {
  server: {
    src: 'apps/server/src',
    modules: 'apps/server/src/modules',
    /** Layers below the modules: they never import a module or a job. */
    lower: ['http', 'db', 'state', 'ports', 'lists', 'idempotency', 'crypto', 'schedule'],
    upper: ['modules', 'jobs'],
    /** Every file outside the capability folders (jobs/, ops/, app.ts...) reaches one through its index.ts too. */
    shellThroughIndex: true,
  },
  web: {
    src: 'apps/web/src',
    modules: 'apps/web/src/features',
    /** Layers below the features: they never import a feature or the app shell. */
    lower: ['api', 'i18n', 'ui', 'storage', 'access'],
    upper: ['features', 'app'],
    /** The app shell loads each page by its own file (app/pages.ts: one lazy chunk per page). */
    shellThroughIndex: false,
  },
};

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (
      /\.(ts|tsx)$/.test(e.name) &&
      !/\.test\.tsx?$/.test(e.name) &&
      !p.includes(`${path.sep}testing${path.sep}`)
    )
      out.push(p);
  }
  return out;
}

/** Every relative import of every non-test source file of a side: [from file, to file] (repo-relative). */
export function importsOf(side) {
  const s = SIDES[side];
  const edges = [];
  for (const file of walk(path.join(root, s.src))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (!spec?.startsWith('.')) continue;
      edges.push([path.relative(root, file), path.relative(root, path.resolve(path.dirname(file), spec))]);
    }
  }
  return edges;
}

/** The capability folder of a file ('refunds'), or null outside the capability folders. */
function moduleOf(side, file) {
  const rel = path.relative(SIDES[side].modules, file);
  if (rel.startsWith('..') || !rel.includes(path.sep)) return null;
  return rel.split(path.sep)[0];
}

function layerOf(side, file) {
  const rel = path.relative(SIDES[side].src, file);
  return rel.includes(path.sep) ? rel.split(path.sep)[0] : null;
}

/**
 * Imports into a capability folder that do not go through its index.ts: from another capability folder,
 * and on the server from every other file too (jobs/, ops/, app.ts...).
 */
export function deepImports(side) {
  return importsOf(side).filter(([from, to]) => {
    const a = moduleOf(side, from);
    const b = moduleOf(side, to);
    if (b === null || a === b || /\/index\.tsx?$/.test(to)) return false;
    return a !== null || SIDES[side].shellThroughIndex;
  });
}

/** Imports of a lower layer into an upper one (a module, a job, a feature, the app shell). */
export function upwardImports(side) {
  const s = SIDES[side];
  return importsOf(side).filter(
    ([from, to]) => s.lower.includes(layerOf(side, from)) && s.upper.includes(layerOf(side, to)),
  );
}

/** The strongly connected components of a graph (Map of node -> Set of nodes) with more than one node. */
function cyclesOf(graph) {
  // Tarjan's strongly connected components: every component with more than one node is a cycle.
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const cycles = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1) cycles.push(comp.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return cycles;
}

/** The graph of the edges mapped through `node` (null: left out), without self-loops. */
function graphOf(side, node) {
  const graph = new Map();
  for (const [from, to] of importsOf(side)) {
    const a = node(from);
    const b = node(to);
    if (a === null || b === null || a === b) continue;
    if (!graph.has(a)) graph.set(a, new Set());
    graph.get(a).add(b);
  }
  return graph;
}

/** The cycles of the capability-folder graph, each as a list of folder names. */
export function moduleCycles(side) {
  return cyclesOf(graphOf(side, (file) => moduleOf(side, file)));
}

/** The file an import names: the path itself, or with .ts/.tsx, or its folder's index. */
function fileOf(target) {
  for (const f of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`]) {
    const p = path.join(root, f);
    if (fs.existsSync(p) && fs.statSync(p).isFile()) return f;
  }
  return target;
}

/** The cycles between files (a file that imports, through others, itself). */
export function fileCycles(side) {
  return cyclesOf(graphOf(side, fileOf));
}

/**
 * The cycles between the top-level folders of a side's src (http, kernel, modules...; api, app, features...);
 * a file at the top (config.ts, main.tsx) counts as a folder of its own.
 */
export function folderCycles(side) {
  return cyclesOf(graphOf(side, (file) => path.relative(SIDES[side].src, fileOf(file)).split(path.sep)[0]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const side of Object.keys(SIDES)) {
    const deep = deepImports(side);
    const up = upwardImports(side);
    console.log(
      `${side}: ${deep.length} deep imports, ${up.length} upward imports, cycles: ${JSON.stringify(moduleCycles(side))}, ` +
        `file cycles: ${JSON.stringify(fileCycles(side))}, folder cycles: ${JSON.stringify(folderCycles(side))}`,
    );
    if (process.argv.includes('-v')) for (const [a, b] of [...deep, ...up]) console.log(`  ${a} -> ${b}`);
  }
}

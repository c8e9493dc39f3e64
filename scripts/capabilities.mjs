// The generated indexes of the capabilities (`npm run capabilities`): Node, tsx and the bundled server cannot
// glob their imports, so one index per side lists what the folders hold. A capability is added with its
// manifest (packages/core/src/capabilities/<name>.ts) and its folders alone; this script writes the lists.
// `--check` changes nothing and fails when an index is stale (packages/core/src/capabilities.test.ts).
import fs from 'node:fs';
import path from 'node:path';

const HEAD =
  '// Written by `npm run capabilities` (scripts/capabilities.mjs) from the folders: do not edit.\n';

const ts = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('.generated.'))
        .map((f) => f.slice(0, -3))
        .sort()
    : [];
const folders = (dir, file) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory() && fs.existsSync(path.join(dir, e.name, file)))
        .map((e) => e.name)
        .sort()
    : [];
/** 'onboarding-entry' -> 'onboardingEntry' (an identifier for the import). */
const ident = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
/**
 * The names in one line (a line each would repeat the same run of names in the indexes of the capabilities,
 * contracts and modules): biome leaves the line as written.
 */
const ONE_LINE = '// biome-ignore format: the generated list is one line\n';
const list = (names) => names.map(ident).join(', ');

/** The generated files of the repository at `root`: repo-relative path -> text. */
export function generate(root) {
  const core = path.join(root, 'packages/core/src');
  const manifests = ts(path.join(core, 'capabilities'));
  const contracts = ts(path.join(core, 'contracts')).filter((f) => f !== 'index');
  const caps = new Set(manifests);
  const modules = folders(path.join(root, 'apps/server/src/modules'), 'index.ts').filter((m) => caps.has(m));
  const features = folders(path.join(root, 'apps/web/src/features'), 'pages.ts');
  return {
    'packages/core/src/capabilities/index.generated.ts':
      HEAD +
      manifests.map((m) => `import { manifest as ${ident(m)} } from './${m}.ts';\n`).join('') +
      `\n/** Every capability's manifest. */\n${ONE_LINE}export const MANIFESTS = [${list(manifests)}] as const;\n`,
    'packages/core/src/contracts/index.generated.ts':
      HEAD +
      contracts.map((c) => `import { contracts as ${ident(c)} } from './${c}.ts';\n`).join('') +
      `\n/** The contracts of every file of contracts/. */\n${ONE_LINE}export const CONTRACT_FILES = [${list(contracts)}] as const;\n`,
    'apps/server/src/modules/index.generated.ts':
      HEAD +
      modules.map((m) => `import * as ${ident(m)} from './${m}/index.ts';\n`).join('') +
      `\n/** The server module of every capability with a manifest. */\n${ONE_LINE}export const MODULES = { ${list(modules)} };\n`,
    'apps/web/src/app/features.generated.ts':
      HEAD +
      features.map((f) => `import { pages as ${ident(f)} } from '../features/${f}/pages.ts';\n`).join('') +
      `\n/** The pages of every feature folder with a pages.ts. */\nexport const FEATURE_PAGES = {\n${features.map((f) => `  ...${ident(f)},\n`).join('')}};\n`,
  };
}

/** The generated files whose text differs from what the folders give. */
export function stale(root) {
  return Object.entries(generate(root))
    .filter(([file, text]) => {
      const at = path.join(root, file);
      return !fs.existsSync(at) || fs.readFileSync(at, 'utf8') !== text;
    })
    .map(([file]) => file);
}

export function write(root) {
  for (const [file, text] of Object.entries(generate(root))) {
    const at = path.join(root, file);
    if (!fs.existsSync(at) || fs.readFileSync(at, 'utf8') !== text) fs.writeFileSync(at, text);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  if (process.argv.includes('--check')) {
    const files = stale(root);
    if (files.length) {
      console.error(`stale: ${files.join(', ')}: run npm run capabilities`);
      process.exit(1);
    }
  } else write(root);
}

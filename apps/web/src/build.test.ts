import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The production build replaces zod by an inert builder (build/zod-shape-only.ts): that is only right
// while no code the portal runs asks a schema anything at run time.
const root = path.resolve(import.meta.dirname, '../../..');
const RUNS_ZOD = /\.(safeParse|parse|parseAsync|safeParseAsync|safeDecode|safeEncode)\(|toJSONSchema/g;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'testing' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('the portal build without zod', () => {
  it('has no portal or core module that runs a zod schema', () => {
    const found: string[] = [];
    for (const file of [
      ...sources(path.join(root, 'apps/web/src')),
      ...sources(path.join(root, 'packages/core/src')),
    ]) {
      const text = fs
        .readFileSync(file, 'utf8')
        .replace(/JSON\.parse\(|Date\.parse\(|Number\.parse\w*\(/g, '');
      for (const m of text.matchAll(RUNS_ZOD)) found.push(`${path.relative(root, file)}: ${m[0]}`);
    }
    expect(found).toEqual([]);
  });
});

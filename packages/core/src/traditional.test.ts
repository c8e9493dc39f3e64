import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue.ts';
import { simplifiedIn } from './traditional.ts';

/** Every string held by a value, with where it was found (functions are not walked). */
function strings(value: unknown, at: string, out: [string, string][], seen = new Set<unknown>()): void {
  if (typeof value === 'string') out.push([at, value]);
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const [k, v] of Object.entries(value)) strings(v, `${at}.${k}`, out, seen);
  }
}

// Every module of core that is not a test: the catalogue, route table, permissions, statuses, columns...
const files = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' }).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'traditional.ts',
);
const modules: Record<string, Record<string, unknown>> = {};
for (const f of files) modules[`./${f.split(path.sep).join('/')}`] = await import(`./${f}`);

describe('zh-TW texts of core are Traditional Chinese', () => {
  it('the check finds what it looks for', () => {
    expect(simplifiedIn('无访问权限')).toEqual(['无', '访', '问', '权']);
    expect(simplifiedIn('無訪問權限，預約下載')).toEqual([]);
  });

  it('walks the catalogue, route table, permissions and statuses', () => {
    const found: [string, string][] = [];
    for (const [file, exports] of Object.entries(modules)) strings(exports, file, found);
    expect(found.some(([, s]) => s === CATALOGUE.SCM40301.zh)).toBe(true);
    expect(found.some(([at]) => at.startsWith('./routes.ts.ROUTES'))).toBe(true);
    expect(found.some(([at]) => at.startsWith('./permissions.ts'))).toBe(true);
    expect(found.some(([at]) => at.startsWith('./statuses.ts'))).toBe(true);
    const bad = found
      .map(([at, s]) => [at, s, simplifiedIn(s).join('')] as const)
      .filter(([, , chars]) => chars !== '');
    expect(bad).toEqual([]);
  });
});

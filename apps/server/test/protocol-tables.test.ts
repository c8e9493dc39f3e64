import fs from 'node:fs';
import path from 'node:path';
import { PREFIXES, type Prefix } from '@mp/core/contract';
import { ALL_CONTRACTS } from '@mp/core/contracts/index';
import { describe, expect, it } from 'vitest';
import { openApiDocument, operationIdOf, SEALED_MAX_LENGTH } from '../src/http/openapi.ts';
import { allCbEndpoints, allEndpoints } from '../src/modules/index.ts';

/**
 * The tables of docs/protocol.md that a client is written from (issue 30, point 7) are generated from the
 * contracts, between `<!-- generated:NAME -->` and `<!-- /generated:NAME -->`: section 9's bound password
 * fields with their one-time values, section 14's prefixes with the paths each serves. This test fails when
 * they differ from the contracts; `MP_WRITE_DOCS=1 npx vitest run test/protocol-tables.test.ts` writes them.
 * The OpenAPI document marks the same fields sealed, with their real lengths and required keys.
 */
const DOC = path.resolve(import.meta.dirname, '../../../docs/protocol.md');

function boundTable(): string {
  const rows = ALL_CONTRACTS.filter((c) => c.bound)
    .map((c) => ({
      call: `\`${c.path}\` (\`${PREFIXES[c.prefix]}\`)`,
      purpose: `\`${c.bound!.purpose}\``,
      key: `\`${c.bound!.key}\``,
      fields: c.bound!.fields.map((f) => `\`${f}\``).join(', '),
    }))
    .sort((a, b) => a.purpose.localeCompare(b.purpose) || a.call.localeCompare(b.call));
  return [
    '| call | purpose | key field (one-time value) | bound fields |',
    '| ---- | ------- | -------------------------- | ------------ |',
    ...rows.map((r) => `| ${r.call} | ${r.purpose} | ${r.key} | ${r.fields} |`),
  ].join('\n');
}

function prefixTable(): string {
  const rows = (Object.keys(PREFIXES) as Prefix[])
    .filter((prefix) => ALL_CONTRACTS.some((c) => c.prefix === prefix))
    .map((prefix) => {
      const paths = ALL_CONTRACTS.filter((c) => c.prefix === prefix).map((c) => c.path);
      const groups = new Map<string, number>();
      for (const p of paths) {
        const head = p.includes('/') ? `${p.slice(0, p.indexOf('/'))}/` : p;
        groups.set(head, (groups.get(head) ?? 0) + 1);
      }
      const list = [...groups]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([g, n]) => `\`${g}\` (${n})`)
        .join(', ');
      return `| \`${PREFIXES[prefix]}\` | ${paths.length} | ${list} |`;
    });
  return [
    '| prefix | paths | first segments (paths under each) |',
    '| ------ | ----- | --------------------------------- |',
    ...rows,
  ].join('\n');
}

const TABLES: Record<string, () => string> = { 'bound-fields': boundTable, prefixes: prefixTable };

function withTables(doc: string): string {
  let out = doc;
  for (const [name, make] of Object.entries(TABLES)) {
    const open = `<!-- generated:${name} -->`;
    const close = `<!-- /generated:${name} -->`;
    const a = out.indexOf(open);
    const b = out.indexOf(close);
    if (a < 0 || b < a) throw new Error(`docs/protocol.md lacks ${open} … ${close}`);
    out = `${out.slice(0, a + open.length)}\n${make()}\n${out.slice(b)}`;
  }
  return out;
}

describe('docs/protocol.md tables generated from the contracts', () => {
  it('section 9 (bound fields) and section 14 (prefixes and paths) match the contracts', () => {
    const doc = fs.readFileSync(DOC, 'utf8');
    const want = withTables(doc);
    if (process.env.MP_WRITE_DOCS === '1' && want !== doc) fs.writeFileSync(DOC, want);
    else expect(doc, 'run MP_WRITE_DOCS=1 npx vitest run test/protocol-tables.test.ts').toBe(want);
  });

  it('names the paths an independent client found missing or misplaced', () => {
    const bound = boundTable();
    for (const p of ['recharge/accRecharge', 'withdraw/withdraw', 'meradm/openBankModify'])
      if (ALL_CONTRACTS.some((c) => c.path === p && c.bound)) expect(bound).toContain(`\`${p}\``);
    const withdraw = ALL_CONTRACTS.find((c) => c.path === 'withdraw/withdraw');
    if (withdraw) expect(prefixTable()).toContain(`\`${PREFIXES[withdraw.prefix]}\``);
  });
});

describe('OpenAPI: sealed fields', () => {
  const doc = openApiDocument(allEndpoints, allCbEndpoints) as unknown as {
    components: { schemas: Record<string, { properties?: Record<string, any>; required?: string[] }> };
  };
  it('marks every bound field sealed with its real lengths, and requires the one-time key', () => {
    const bound = ALL_CONTRACTS.filter((c) => c.bound);
    expect(bound.length).toBeGreaterThan(5);
    for (const c of bound) {
      const schema = doc.components.schemas[`${operationIdOf(c)}_Request`];
      expect(schema, c.path).toBeDefined();
      for (const f of c.bound!.fields) {
        const p = schema.properties?.[f];
        expect(p, `${c.path} ${f}`).toMatchObject({
          type: 'string',
          maxLength: SEALED_MAX_LENGTH,
          'x-sealed': { purpose: c.bound!.purpose, key: c.bound!.key },
        });
        // An SM2 sealing of a short password is 88 characters: the schema must let it through.
        expect(p.maxLength).toBeGreaterThanOrEqual(88);
        expect(p.pattern, `${c.path} ${f}`).toBeUndefined();
      }
      if (c.bound!.fields.some((f) => schema.required?.includes(f)))
        expect(schema.required, `${c.path} ${c.bound!.key}`).toContain(c.bound!.key);
      expect(schema.properties?.[c.bound!.key]?.['x-one-time-key'], c.path).toBeDefined();
    }
  });
});

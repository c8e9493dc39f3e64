import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The permission rule lives on the contracts (areas, code, codeFrom, cashier function, administrator only,
 * whole organisation) and the gate (http/gates.ts) applies it before any handler runs. What may still
 * answer SCM40301 beyond the gate is listed here, each with why the contract cannot say it: a new
 * refusal in a service fails this test until it is either a fact of its contract or named below.
 */
const NAMED: Record<string, string> = {
  'http/gates.ts': "the gate itself: the contract's whole rule (packages/core access.ts, mayCall)",
  'modules/transactions/refundable.ts':
    "no refusal: a row of the collection list says whether this person could refund it (the refund contract's rule, answered as data)",
  'modules/exports/job-requester.ts':
    "a scheduled export's requester, reloaded from the operators row when the job runs: deleted, invalid or moved to another organisation (2 checks)",
  'modules/exports/export-download.ts':
    "the export job row's source: whether its requester may still read that source when the file is fetched",
  'modules/exports/centre.ts':
    "the export job row's source: whether the requester may still read it (download centre)",
  'modules/exports/access.ts':
    "the export source named in the body carries its own access facts (areas, code, cashier function) in the server's source registry; mayExport applies the same rule to them",
  'modules/exports/run-job.ts':
    "a scheduled export's run: the job row's source against the requester as reloaded",
  'modules/cashiers/service.ts':
    "1213 only after the rule that a cashier may not reset their own password (LOG10013 first, decided by the body's cashier_id against the caller)",
  'modules/review/ops-api.ts':
    "the reviewer JSON API's token owner: the codes their role holds now (S1, S11, S12), read for a bearer token, not a session's operator",
};

const src = path.resolve(import.meta.dirname, '../src');

function files(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) files(p, out);
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

describe('SCM40301 outside the gate', () => {
  it('is answered only by the gate and by the named cases that depend on data the contract cannot state', () => {
    const found = new Set<string>();
    for (const f of files(src)) {
      const text = fs.readFileSync(f, 'utf8');
      if (/['"]SCM40301['"]/.test(text)) found.add(path.relative(src, f).split(path.sep).join('/'));
    }
    expect([...found].sort()).toEqual(Object.keys(NAMED).sort());
  });
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildPgTemplate, dropRunDatabases } from './pg-template.ts';
import type { RunContext } from './run-context.ts';

const TMP = path.resolve(import.meta.dirname, '../.tmp');
/** Directories of runs that died without their teardown are removed after this long. */
const STALE_MS = 6 * 3_600_000;

function removeStaleRuns(): void {
  if (!fs.existsSync(TMP)) return;
  for (const name of fs.readdirSync(TMP)) {
    const dir = path.join(TMP, name);
    if (!name.startsWith('run-')) continue;
    if (Date.now() - fs.statSync(dir).mtimeMs > STALE_MS) fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function dropRunSchemas(url: string, runId: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = (
      await client.query<{ nspname: string }>('select nspname from pg_namespace where nspname like $1', [
        `t\\_${runId}\\_%`,
      ])
    ).rows;
    for (const r of rows) await client.query(`drop schema if exists "${r.nspname}" cascade`);
  } finally {
    await client.end();
  }
}

/**
 * Once per test run: a directory for this run's databases (test/template.ts builds the embedded template
 * in it on first use; with DATABASE_URL the PostgreSQL template database is built here) and, at the end,
 * removal of everything the run left: copies, files, and the PostgreSQL databases and schemas of tests
 * that crashed before their close().
 */
export default async function setup(project: TestProject) {
  removeStaleRuns();
  const runId = Date.now().toString(36) + randomBytes(2).toString('hex');
  const runDir = path.join(TMP, `run-${runId}`);
  fs.mkdirSync(runDir, { recursive: true });
  const url = process.env.DATABASE_URL || null;
  let pgTemplate: string | null = null;
  try {
    if (url) pgTemplate = await buildPgTemplate(url, runId, path.join(runDir, 'pg-template-files'));
  } catch (e) {
    if (url) await dropRunDatabases(url, runId);
    throw e;
  }
  const ctx: RunContext = { runId, runDir, pgTemplate };
  project.provide('mpRun', ctx);
  return async () => {
    if (url) {
      await dropRunDatabases(url, runId);
      await dropRunSchemas(url, runId);
    }
    fs.rmSync(runDir, { recursive: true, force: true });
  };
}

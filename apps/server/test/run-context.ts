/** What test/global-setup.ts hands every test file (vitest provide/inject). */
export interface RunContext {
  /** Short id of this test run: names its temporary directory and its PostgreSQL schemas. */
  runId: string;
  /** apps/server/.tmp/run-<runId>: database copies of this run, removed at the end. */
  runDir: string;
  /** With DATABASE_URL: the run's template database, which every test database copies. */
  pgTemplate: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    mpRun: RunContext;
  }
}

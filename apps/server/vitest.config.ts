import { defineConfig } from 'vitest/config';

// Server tests start the real server on a real database (a copy of one migrated + seeded template made
// once per run by test/global-setup.ts, or a fresh PostgreSQL schema when DATABASE_URL is set).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // A time-out only catches a test that hangs: a test that starts three servers takes 5 s on a quiet
    // machine and went past 30 s at a load of 15 on 2 cores (test/harness.test.ts, while passing).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Two cores, and each embedded database holds a few hundred MB of WebAssembly memory.
    maxWorkers: 2,
    // A worker keeps its imported modules from one test file to the next: the server's module graph is
    // imported once per worker, not once per file (about 3 s each). Tests share no state through modules
    // (a test's own registrations are undone in its afterAll; no test edits process.env).
    isolate: false,
  },
});

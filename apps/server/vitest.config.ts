import { defineConfig } from 'vitest/config';

// Server tests start the real server on a real database (a copy of one migrated + seeded template made
// once per run by test/global-setup.ts, or a fresh PostgreSQL schema when DATABASE_URL is set).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Two cores, and each embedded database holds a few hundred MB of WebAssembly memory.
    maxWorkers: 2,
  },
});

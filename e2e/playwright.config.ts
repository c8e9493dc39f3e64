import { defineConfig } from '@playwright/test';

/** The second half of the journeys (the first: every other file but a11y.e2e.ts). */
const JOURNEYS_2 = [
  'accounts.e2e.ts',
  'approvals.e2e.ts',
  'promotions.e2e.ts',
  'inspection.e2e.ts',
  'invoices.e2e.ts',
  'agreements.e2e.ts',
  'providers.e2e.ts',
  'crossborder.e2e.ts',
  'merchantinfo.e2e.ts',
  'money.e2e.ts',
];

/**
 * Browser tests on @playwright/test: one real server (fresh embedded database, demo seed, captcha off) per run,
 * started by support/global-setup.ts, driven by Debian's Chromium. Three projects, run by `npm test` as three
 * processes side by side (each with its own server): `journeys` and `journeys-2` (the journey files in two
 * halves, each one file after another in one worker: they share their server's data) and `a11y` (its walks
 * four at a time, four workers).
 * No retries: a flake shows as a failure. A failed test keeps its trace (test-results/, git-ignored); the list
 * reporter prints the failing test's name and the trace's path with the command that opens it.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  globalSetup: './support/global-setup.ts',
  // A journey takes 15-40 s on a quiet machine, over 60 s at a load of 18 (other work on the 2 cores), and
  // on a host half as fast (2026-11-29) the longest (cross-border, 35 s quiet) ran out of 180 s while the
  // three projects shared the cores: the time-out (each test, and each beforeAll/afterAll hook) only
  // catches a test that hangs.
  timeout: 360_000,
  // Auto-waiting assertions and expect.poll wait for state up to 20 s before a page slow under load fails.
  expect: { timeout: 20_000 },
  retries: 0,
  fullyParallel: false,
  workers: 4,
  forbidOnly: true,
  outputDir: './test-results',
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    // An output directory each: the two run side by side, and a run empties its projects' directories first.
    // The journeys in two halves of about equal time (measured in CI), each its own process and server.
    {
      name: 'journeys',
      testIgnore: ['a11y.e2e.ts', ...JOURNEYS_2],
      workers: 1,
      outputDir: './test-results/journeys',
    },
    { name: 'journeys-2', testMatch: JOURNEYS_2, workers: 1, outputDir: './test-results/journeys-2' },
    // Each walk mostly waits for its pages to settle: four side by side take little longer than the longest.
    {
      name: 'a11y',
      testMatch: 'a11y.e2e.ts',
      workers: 4,
      fullyParallel: true,
      outputDir: './test-results/a11y',
    },
  ],
});

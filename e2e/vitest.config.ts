import { defineConfig } from 'vitest/config';

// Browser tests: one real server (fresh embedded database, demo seed, captcha off) for the whole run,
// driven by Debian's Chromium through playwright-core. Files run one after another (2 cores).
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // A journey takes 15-40 s on a quiet machine and over 60 s at a load of 18 (other work on the 2 cores):
    // the time-out only catches a test that hangs.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // a11y.e2e.ts walks areas and languages side by side: four at a time on two cores.
    maxConcurrency: 4,
    // expect.poll waits for state: 10 s (not vitest's 1 s) before a page that is slow under load fails.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});

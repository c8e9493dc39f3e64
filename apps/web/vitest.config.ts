import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    setupFiles: ['./src/test-setup.ts'],
    // A time-out only catches a test that hangs: a page test renders antd and waits for its state, and one
    // took 13.6 s at a load of 12 on 2 cores (20 s was the limit then).
    testTimeout: 90_000,
  },
});

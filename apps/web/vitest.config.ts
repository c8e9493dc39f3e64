import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // A page test renders antd and waits for its state; on a busy 2-core machine 5 s was not always enough.
    testTimeout: 20_000,
  },
});

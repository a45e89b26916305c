import { defineConfig } from 'vitest/config';

// Suites that start and stop the real launcher themselves (they need the stack's ports free).
export default defineConfig({
  test: {
    include: ['tests/lifecycle/**/*.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});

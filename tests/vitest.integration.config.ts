import { defineConfig } from 'vitest/config';

// Cross-stack suites: they need the stack that `npm start -- exec` brings up.
export default defineConfig({
  test: {
    include: ['tests/integration/**/*.test.ts', 'tests/rules/**/*.test.ts', 'tests/security/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});

import { defineConfig } from 'vitest/config';

// Unit tests: pure code next to its source. Cross-stack suites live in tests/ with their own configs.
export default defineConfig({
  test: {
    include: ['functions/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'emulators/**/*.test.ts'],
    environment: 'node',
  },
});

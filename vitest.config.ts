import { defineConfig } from 'vitest/config';

// Unit tests: pure code next to its source. Cross-stack suites live in tests/ with their own configs.
export default defineConfig({
  // Web modules resolve `@/` and `@shared/` through web/tsconfig.json, the one place they are declared.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['functions/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'emulators/**/*.test.ts', 'tests/lint/**/*.test.ts'],
    environment: 'node',
    // Web components translate through i18next: load the English catalogs before any test renders.
    setupFiles: ['web/src/lib/i18n/test-setup.ts'],
    // Request logs of in-process API tests would bury the results; warnings and errors still show.
    env: { LOG_LEVEL: 'warn' },
  },
});

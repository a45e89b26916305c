import { defineConfig } from 'vitest/config';
import { icuCatalogs } from './web/build/icu-catalogs.ts';

// Unit tests: pure code next to its source. Cross-stack suites live in tests/ with their own configs.
export default defineConfig({
  // The message catalogs load as the app loads them, their ICU messages parsed at build time.
  plugins: [icuCatalogs()],
  // Web modules resolve `@/` and `@shared/` through web/tsconfig.json, the one place they are declared.
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      'functions/src/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'web/build/**/*.test.ts',
      'emulators/**/*.test.ts',
      'tests/lint/**/*.test.ts',
      // The docs' links and lists, checked against the repository (tests/docs).
      'tests/docs/**/*.test.ts',
    ],
    environment: 'node',
    // Web components translate through i18next: load the English catalogs before any test renders.
    setupFiles: ['web/src/lib/i18n/test-setup.ts'],
    // Request logs of in-process API tests would bury the results; warnings and errors still show.
    env: { LOG_LEVEL: 'warn' },
  },
});

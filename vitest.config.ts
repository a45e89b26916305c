import { configDefaults, defineConfig } from 'vitest/config';
import { icuCatalogs } from './web/build/icu-catalogs.ts';

// Unit tests: pure code next to its source. Cross-stack suites live in tests/ with their own configs.
const UNIT_TESTS = [
  'functions/src/**/*.test.ts',
  'web/src/**/*.test.{ts,tsx}',
  'web/build/**/*.test.ts',
  'emulators/**/*.test.ts',
  'tests/lint/**/*.test.ts',
  // The docs' links and lists, checked against the repository.
  'tests/docs/**/*.test.ts',
];

/**
 * The files that each spend a second or more in their tests alone on our 2-core machine (import time aside), far
 * more than the other ~190 (0.6 s or less): real OCR with tesseract.js, ESLint run on fixture files, scans of the
 * whole source tree. They run as the `slow` project, after the `fast` one: a quick run (`npx vitest run --project
 * fast`) goes without the ~20 s of tests they hold, and `npm test` reports the fast ones' failures first.
 * docs/testing.md says how they were timed.
 */
const SLOW = [
  // OCR of real images and PDFs (functions/src/extraction/ocr.ts), directly and through the in-process API.
  'functions/src/extraction/extract-file.test.ts',
  'functions/src/extraction/image.test.ts',
  'functions/src/http/routes/document-review.test.ts',
  // ESLint run programmatically on fixtures, and a scan of every message the code writes.
  'tests/lint/boundaries.test.ts',
  'tests/lint/i18n-catalog.test.ts',
  // Every catalog in four languages parsed and compared; uploads of many multipart shapes; two socket.io servers.
  'web/src/locales/catalogs.test.ts',
  'functions/src/http/routes/multipart.test.ts',
  // The docs' collections table, compared with a type-checked scan of functions/src/data.
  'tests/docs/docs-lists.test.ts',
  // The official USCIS PDFs, parsed, filled and saved with pdf-lib.
  'functions/src/domain/forms/field-maps.test.ts',
  'functions/src/domain/forms/fill.test.ts',
  'functions/src/filling/form-filler.test.ts',
];

export default defineConfig({
  // The message catalogs load as the app loads them, their ICU messages parsed at build time.
  plugins: [icuCatalogs()],
  // Web modules resolve `@/` and `@shared/` through web/tsconfig.json, the one place they are declared.
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    // Worker threads start a file faster than forked processes (193 s down to 150 s for the fast project), and one
    // worker more than the cores keeps both busy while a file waits for its modules (107 s). docs/testing.md.
    pool: 'threads',
    maxWorkers: '150%',
    // Web components translate through i18next: load the English catalogs before any test renders.
    setupFiles: ['web/src/lib/i18n/test-setup.ts'],
    // Request logs of in-process API tests would bury the results; warnings and errors still show.
    env: { LOG_LEVEL: 'warn' },
    projects: [
      // A plain `npx vitest run` runs both, fast first (groupOrder), as `npm test` does.
      {
        extends: true,
        test: { name: 'fast', include: UNIT_TESTS, exclude: [...configDefaults.exclude, ...SLOW], sequence: { groupOrder: 0 } },
      },
      { extends: true, test: { name: 'slow', include: SLOW, sequence: { groupOrder: 1 } } },
    ],
  },
});

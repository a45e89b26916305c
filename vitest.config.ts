import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests: pure code next to its source. Cross-stack suites live in tests/ with their own configs.
export default defineConfig({
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('./functions/src/domain', import.meta.url)),
      '@': fileURLToPath(new URL('./web/src', import.meta.url)),
    },
  },
  test: {
    include: ['functions/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'emulators/**/*.test.ts'],
    environment: 'node',
  },
});

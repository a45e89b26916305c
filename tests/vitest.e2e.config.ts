import { defineConfig } from 'vitest/config';

// Browser end-to-end suites: headless Debian Chromium against the stack's Hosting emulator.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    // Fails any test whose pages broke the Content-Security-Policy.
    setupFiles: ['tests/support/e2e-setup.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});

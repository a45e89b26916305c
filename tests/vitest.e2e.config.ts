import { defineConfig } from 'vitest/config';

const E2E = 'tests/e2e/**/*.test.ts';

/**
 * Suites that read or change what other suites share: the seeded demo applicant and expert (their settings, chats,
 * notifications, records), and the reminder job, which runs for every user. They run one at a time, as the `shared`
 * project. Every other suite makes its own users and touches nothing else, so the `own-users` project runs beside
 * them (tests/run-stack-suites.mjs starts the two at once). docs/testing.md says how to tell which is which.
 */
const SHARED = [
  'tests/e2e/accessibility.test.ts',
  'tests/e2e/billing-support-demo.test.ts',
  'tests/e2e/deadline-reminders.test.ts',
  'tests/e2e/knowledge-center.test.ts',
  'tests/e2e/login-prerendered.test.ts',
  'tests/e2e/my-cases-demo.test.ts',
  'tests/e2e/navigation.test.ts',
  'tests/e2e/resources-settings-demo.test.ts',
  'tests/e2e/security-headers.test.ts',
  'tests/e2e/track-applications-demo.test.ts',
];

// Browser end-to-end suites: headless Debian Chromium against the stack's Hosting emulator.
export default defineConfig({
  test: {
    // Fails any test whose pages broke the Content-Security-Policy.
    setupFiles: ['tests/support/e2e-setup.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // One file at a time within a project: each suite drives its own Chromium, and two on our 2 cores are enough.
    fileParallelism: false,
    projects: [
      { extends: true, test: { name: 'shared', include: SHARED } },
      { extends: true, test: { name: 'own-users', include: [E2E], exclude: SHARED } },
    ],
  },
});

// Runs before every browser suite (tests/vitest.e2e.config.ts, setupFiles): a test fails when a page it drove broke
// the Content-Security-Policy or another security header (tests/support/browser.ts collects the reports).
import { afterAll, afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser';

const assertNoViolations = () => expect(takeCspViolations(), 'CSP violations (see firebase.json, hosting.headers)').toEqual([]);

afterEach(assertNoViolations);
// Whatever a suite's own afterAll does (closing its browser) runs before this one.
afterAll(assertNoViolations);

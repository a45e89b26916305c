// Runs before every browser suite (tests/vitest.e2e.config.ts, setupFiles): a test fails when a page it drove broke
// the Content-Security-Policy or another security header (tests/support/browser.ts collects the reports), and a
// failed test leaves a photograph of every page still open, with its address, in .test-artifacts/failures: a failure
// seen once in CI can then be read afterwards.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { openPages, takeCspViolations } from './browser';

const FAILURES_DIR = '.test-artifacts/failures';
/** A failed page's photograph must not hold up the suite, whatever state the page is in. */
const PHOTO_TIMEOUT_MS = 10_000;

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    mkdirSync(FAILURES_DIR, { recursive: true });
    const name = `${path.basename(task.file.name, '.test.ts')}-${task.name}`.replace(/[^\w-]+/g, '-').slice(0, 120);
    await Promise.all(
      openPages().map(async (page, index) => {
        writeFileSync(path.join(FAILURES_DIR, `${name}-${index}.txt`), `${page.url()}\n`);
        await page.screenshot({ path: path.join(FAILURES_DIR, `${name}-${index}.png`), timeout: PHOTO_TIMEOUT_MS }).catch(() => undefined);
      }),
    );
  });
});

const assertNoViolations = () => expect(takeCspViolations(), 'CSP violations (see firebase.json, hosting.headers)').toEqual([]);

afterEach(assertNoViolations);
// Whatever a suite's own afterAll does (closing its browser) runs before this one.
afterAll(assertNoViolations);

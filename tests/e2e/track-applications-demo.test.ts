// Track Your Applications (/cases/track) with the seeded demo user's tracked applications. It reads the shared demo
// account, so it runs in the shared lane (tests/vitest.e2e.config.ts); a fresh user's list is in
// track-applications.test.ts.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../emulators/lib/paths';
import { openBrowser, PHONE, screenshot, signIn, type Session } from '../support/e2e';

const DESKTOP = { width: 1280, height: 800 };
// The Functions emulator starts fresh workers when a page load sends requests together; give answers time to come.
const WAIT = { timeout: 20_000 };
const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), WAIT).toBe(true);
const eventually = <T>(value: () => T | Promise<T>) => expect.poll(value, WAIT);

const rows = (page: Page) => page.getByTestId('application-row');

/** The expanded part of a row: the region the accordion labels with its summary (the sections inside are regions too). */
const detailsOf = (row: Locator) => row.getByRole('region', { name: /^Case #/ });
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function openTrack(page: Page): Promise<void> {
  await page.goto('/cases/track');
  await visible(page.getByRole('heading', { level: 1, name: 'Track Your Applications' }));
  await eventually(() => page.getByText('Loading applications...').count()).toBe(0);
}

/** Opens a row by clicking its summary (a button inside the row's heading). */
async function expand(row: Locator): Promise<void> {
  const summary = row.getByRole('button').first();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await visible(detailsOf(row));
}

describe('Track Your Applications with the seeded demo user', () => {
  let session: Session;

  beforeAll(async () => {
    session = await openBrowser();
    await signIn(session.page, DEMO_USER);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('lists the tracked applications and opens one with its timeline and attachments', async () => {
    const { page } = session;
    await openTrack(page);
    await eventually(() => rows(page).count()).toBeGreaterThan(0);
    expect(await page.getByLabel('Search applications').getAttribute('placeholder')).toMatch(/^Search by case #/);
    const first = rows(page).first();
    const summary = await first.getByRole('button').first().innerText();
    for (const label of ['Case #', 'Applicant', 'Category', 'Status', 'Submitted']) expect(summary).toContain(label);
    expect(await first.getByTestId('case-number').innerText()).toMatch(/^IA-\d{4}-\d{6}$/);
    await screenshot(page, 'track-applications');

    await expand(first);
    const region = detailsOf(first);
    expect(await region.getByTestId('receipt-number').innerText()).toMatch(/^[A-Z]{3}\d{10}$/);
    expect(await region.getByTestId('fee-paid').innerText()).toMatch(/^(\$[\d,]+\.\d{2}|—)$/);
    for (const label of [
      'Form type',
      'Consulate',
      'Interview date',
      'Officer',
      'Priority date',
      'Latest notice',
      'Timeline',
      'Attachments',
    ]) {
      expect(await region.innerText()).toContain(label);
    }
    await eventually(() => region.getByTestId('case-timeline-entry').count()).toBeGreaterThan(0);
    expect(await region.getByTestId('case-timeline-entry').first().innerText()).toMatch(
      /· (You|AI Assistant|USCIS|Expert|Immigration AI)$/,
    );
    await visible(region.getByRole('button', { name: 'Upload Documents' }));
    await screenshot(page, 'track-applications-expanded');
  });

  it("says 'Failed to load applications.' when the list cannot load, and Try again recovers", async () => {
    const { page } = session;
    const list = '**/api/cases?view=applications*';
    await page.route(list, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong.' } }),
      }),
    );
    await page.goto('/cases/track');
    await visible(page.getByText('Loading applications...'));
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to load applications.' });
    await visible(failure);
    await screenshot(page, 'track-applications-failed');
    await page.unroute(list);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await eventually(() => rows(page).count()).toBeGreaterThan(0);
  });

  it('fits a phone', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await openTrack(page);
    await eventually(() => rows(page).count()).toBeGreaterThan(0);
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, 'track-applications-phone');
    await expand(rows(page).first());
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, 'track-applications-expanded-phone');
    await page.getByRole('button', { name: 'New Application' }).first().click();
    await visible(page.getByRole('dialog', { name: 'New Application' }));
    await screenshot(page, 'track-applications-new-phone');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize(DESKTOP);
  });
});

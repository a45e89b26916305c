// Track Your Applications (/cases/track) with the seeded demo user's tracked applications. It reads the shared demo
// account, so it runs in the shared lane (tests/vitest.e2e.config.ts); a fresh user's list is in
// track-applications.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../emulators/lib/paths';
import { openBrowser, PHONE, screenshot, signIn, type Session } from '../support/e2e';
import { DESKTOP, detailsOf, eventually, expand, noSideScroll, openTrack, rows, visible } from '../support/track-applications-e2e';

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

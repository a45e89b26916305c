// A tracked I-485 against USCIS's posted processing time, in a real browser: the typical time at its office, the wait
// since its receipt date, "outside normal processing time" with what to do (each step linked to its official page),
// and a phone's width. The times are the reconstructed answers of tests/fixtures/processing-times/, imported with the
// admin CLI (idempotent, so other suites' imports do not matter).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { PHONE, screenshot, signedInSession, type Session } from '../support/e2e';
import { runAdmin } from '../support/experts';
import { API_URL } from '../support/stack';
import { DESKTOP, detailsOf, expand, noSideScroll, openTrack, rows, visible } from '../support/track-applications-e2e';

const OCTOBER = join(fileURLToPath(new URL('../fixtures/processing-times/', import.meta.url)), 'processing-times-2026-10.json');
const token = (page: Page) => page.evaluate(() => localStorage.getItem('authToken') ?? '');

describe('processing time of a tracked application', () => {
  let session: Session;
  let page: Page;

  beforeAll(async () => {
    const run = await runAdmin(['import-processing-times', OCTOBER]);
    expect(run.code, run.stderr).toBe(0);
    session = await signedInSession('Lucia Hernandez');
    page = session.page;
    await page.setViewportSize(DESKTOP);
    const submissionDate = new Date(Date.now() - 500 * 86_400_000).toISOString().slice(0, 10);
    const receiptNumber = `MSC26${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    const res = await fetch(`${API_URL}/cases`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token(page)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ formType: 'I-485', receiptNumber, submissionDate }),
    });
    expect(res.status).toBe(201);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('shows the typical time at its office, the wait, and what to do now that it is outside the normal time', async () => {
    await openTrack(page);
    const row = rows(page).first();
    await expand(row);
    const details = detailsOf(row);
    await visible(details.getByText('USCIS completes 80% of these applications at NBC within 10.5 months.'));
    await visible(details.getByText(/This application has waited 1[6-9](\.\d)? months since its receipt date\./));
    const warning = details.getByTestId('outside-normal');
    await visible(warning.getByText(/outside USCIS's normal processing time/));
    expect(await warning.getByRole('link', { name: 'USCIS e-Request' }).getAttribute('href')).toBe('https://egov.uscis.gov/e-request/');
    expect(await warning.getByRole('link', { name: 'CIS Ombudsman' }).getAttribute('href')).toMatch(/^https:\/\/www\.dhs\.gov\//);
    expect(await warning.getByRole('link', { name: 'Find your member of Congress' }).count()).toBe(1);
    await screenshot(page, 'processing-time-outside-normal');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('fits a phone', async () => {
    await page.setViewportSize(PHONE);
    await page.reload();
    await openTrack(page);
    const row = rows(page).first();
    await expand(row);
    await visible(detailsOf(row).getByTestId('outside-normal'));
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, 'processing-time-phone');
  });
});

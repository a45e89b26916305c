// My Cases (/cases/view) with the seeded demo user: the case cards with real eligibility data, form answers and AI
// highlights. It reads the shared demo account, so it runs in the shared lane (tests/vitest.e2e.config.ts); the
// filters, paging and uploads are tested with a user of their own in my-cases.test.ts.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../emulators/lib/paths';
import { openBrowser, screenshot, signIn, type Session } from '../support/e2e';

const DESKTOP = { width: 1280, height: 800 };
// The Functions emulator starts a fresh worker (seconds) when requests arrive together; give answers time to come.
const WAIT = { timeout: 20_000 };
const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), WAIT).toBe(true);

const rows = (page: Page) => page.getByTestId('case-row');
const rowNamed = (page: Page, name: string) => rows(page).filter({ hasText: name });

describe('My Cases with the seeded demo user', () => {
  let session: Session;

  beforeAll(async () => {
    session = await openBrowser(DESKTOP);
    await signIn(session.page, DEMO_USER);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('shows a case’s eligibility, its form answers and AI highlights that link to their source', async () => {
    const { page } = session;
    await page.goto('/cases/view?case=demo-case-spouse-petition');
    const row = rowNamed(page, 'I-130 Petition for Alien Relative (spouse)');
    const eligibility = row.getByRole('region', { name: 'Eligibility Summary' });
    await visible(eligibility);
    expect(await eligibility.innerText()).toMatch(/Category\s+Family-Based/);
    await eligibility.getByRole('button', { name: 'View Full Eligibility' }).click();
    await visible(eligibility.getByTestId('eligibility-check').first());

    const form = row.getByRole('region', { name: 'Eligibility Form Details' });
    await form.getByRole('button', { name: 'View Full Form' }).click();
    await visible(form.getByRole('button', { name: 'Hide Full Form' }));
    expect(await form.innerText()).toContain('Relationship type');

    const application = row.getByRole('region', { name: 'Application Details' });
    expect(await application.innerText()).toMatch(/Receipt #\s+IOE0912345678/);
    expect(await application.innerText()).toMatch(/Fee paid\s+\$625\.00/);
    expect(await application.getByTestId('case-timeline-entry').count()).toBeGreaterThanOrEqual(3);
    expect(await row.getByTestId('case-attachments').getByRole('link').allInnerTexts()).toEqual(
      expect.arrayContaining(['i-130-receipt-notice.pdf', 'marriage-certificate.pdf']),
    );
    await screenshot(page, 'my-cases-demo');
  });

  it('links an AI highlight to the eligibility check it comes from', async () => {
    const { page } = session;
    // The seeded F-1 check falls short on funds, so the assistant has highlights for it.
    await page.goto('/cases/view?case=demo-case-student-visa');
    const row = rowNamed(page, 'F-1 student visa for graduate school');
    const highlights = row.getByTestId('ai-highlights');
    await visible(highlights);
    await highlights.getByRole('link').first().click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), WAIT).toBe('Eligibility Summary');
    await screenshot(page, 'my-cases-demo-highlights');
  });
});

// Compliance Check in the browser: a fresh applicant's empty state, then a case's checklist: tick an item, see the
// progress and the date, reload and still see them, change the date with the picker, a failed save rolled back
// with a toast, and the screen at phone width.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, openBrowser, PHONE, screenshot, signIn, signedInSession, type Credentials, type Session } from '../support/e2e';
import { api, signInWithPassword } from '../support/stack';

// The Functions emulator starts fresh workers for a page's first requests; give answers time to come.
const WAIT = { timeout: 30_000 };
const visible = (locator: Locator) => eventually(() => locator.isVisible(), WAIT).toBe(true);
const progress = (page: Page) => eventually(() => page.getByTestId('progress-text').textContent(), WAIT);
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const shortDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const FULL_COURSE = 'Keep a full course of study';

async function openChecklist(page: Page, caseId: string): Promise<void> {
  await page.goto(`/compliance/check?case=${caseId}`);
  await visible(page.getByRole('heading', { level: 1, name: 'Compliance Check' }));
  await visible(page.getByRole('checkbox', { name: FULL_COURSE }));
}

describe('Compliance Check', () => {
  let session: Session & { user: Credentials };
  let token: string;
  let studyCase: string;

  beforeAll(async () => {
    session = await signedInSession('Luis Ortega');
    token = await signInWithPassword(session.user.email, session.user.password);
  }, 60_000);
  afterAll(async () => {
    await session?.close();
  });

  it('shows an empty state with a link to My Cases before there is a case', async () => {
    const { page } = session;
    await page.goto('/compliance/check');
    await visible(page.getByText('You have no cases yet', { exact: false }));
    await visible(page.getByRole('link', { name: 'Go to My Cases' }));
  });

  it('ticks an item with today, shows the progress, and keeps both after a reload', async () => {
    const { page } = session;
    const created = await api<{ caseId: string }>('/cases', {
      token,
      body: { caseName: 'Study in Boston', category: 'Student (F-1)', applicant: 'Luis Ortega' },
    });
    expect(created.status).toBe(201);
    studyCase = created.body.caseId;
    expect(
      (await api('/cases', { token, body: { caseName: 'Green card', category: 'Family-Based', applicant: 'Luis Ortega' } })).status,
    ).toBe(201);

    await openChecklist(page, studyCase);
    const box = page.getByRole('checkbox', { name: FULL_COURSE });
    expect(await box.isChecked()).toBe(false);
    await progress(page).toBe('0 of 7 done');
    await visible(page.getByRole('link', { name: /8 CFR § 214\.2\(f\)\(6\)/ }));
    expect(await page.getByRole('link', { name: /8 CFR § 214\.2\(f\)\(6\)/ }).getAttribute('target')).toBe('_blank');

    // The box shows the saved state, so it turns checked once the save answers: slower when the suites run side by side.
    await box.click();
    await eventually(() => box.isChecked(), WAIT).toBe(true);
    const today = shortDate(localDay(new Date()));
    await visible(page.getByText(`Done on ${today}`));
    await progress(page).toBe('1 of 7 done');
    await eventually(
      async () => (await api<{ checklist: { doneCount: number } }>(`/compliance/cases/${studyCase}`, { token })).body.checklist.doneCount,
      WAIT,
    ).toBe(1);

    await page.reload();
    await visible(page.getByRole('checkbox', { name: FULL_COURSE }));
    expect(await page.getByRole('checkbox', { name: FULL_COURSE }).isChecked()).toBe(true);
    await visible(page.getByText(`Done on ${today}`));
    await progress(page).toBe('1 of 7 done');
    await screenshot(page, 'compliance-check-desktop');
  });

  it('changes the date with the date picker', async () => {
    const { page } = session;
    await page.getByRole('button', { name: `Change the date for ${FULL_COURSE}` }).click();
    await page.getByRole('button', { name: /choose date/i }).click();
    await page.getByRole('gridcell', { name: '1', exact: true }).click();
    const first = localDay(new Date(new Date().getFullYear(), new Date().getMonth(), 1));
    await visible(page.getByText(`Done on ${shortDate(first)}`));
    await eventually(async () => {
      const res = await api<{ checklist: { items: Array<{ id: string; doneOn: string | null }> } }>(`/compliance/cases/${studyCase}`, {
        token,
      });
      return res.body.checklist.items.find((item) => item.id === 'f1-full-course')?.doneOn;
    }, WAIT).toBe(first);
  });

  it('rolls a failed tick back and says so', async () => {
    const { page } = session;
    await page.route('**/api/compliance/cases/*/items', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'The checklist could not be saved.' } }),
      }),
    );
    const box = page.getByRole('checkbox', { name: 'Report changes to your DSO' });
    // click, not check(): the tick is undone as soon as the save fails, which check() would take for a missed click.
    await box.click();
    await visible(page.getByRole('alert').filter({ hasText: 'The checklist could not be saved.' }));
    await eventually(() => box.isChecked(), WAIT).toBe(false);
    await progress(page).toBe('1 of 7 done');
    await page.unroute('**/api/compliance/cases/*/items');
  });

  it('fits a phone screen', async () => {
    const phone = await openBrowser(PHONE);
    try {
      await signIn(phone.page, session.user);
      await openChecklist(phone.page, studyCase);
      await progress(phone.page).toBe('1 of 7 done');
      await visible(phone.page.getByRole('combobox', { name: 'Case' }));
      expect(await noSideScroll(phone.page)).toBe(true);
      await screenshot(phone.page, 'compliance-check-phone');
    } finally {
      await phone.close();
    }
  });
});

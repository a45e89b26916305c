// Priority dates in Track Your Applications: the applicant sets a tracked application's preference
// category and country of chargeability, and its "Priority date" panel shows where it stands on the seeded July 2026
// Visa Bulletin, on a desktop and at phone width.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, PHONE, screenshot, signIn, type Session } from '../support/e2e';
import { api, createTestUser, type TestUser } from '../support/stack';

const WAIT = { timeout: 20_000 };
const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), WAIT).toBe(true);
const eventually = <T>(value: () => T | Promise<T>) => expect.poll(value, WAIT);
const receipt = () => `WAC${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

async function openApplication(page: Page): Promise<Locator> {
  await page.goto('/cases/track');
  await visible(page.getByRole('heading', { level: 1, name: 'Track Your Applications' }));
  const row = page.getByTestId('application-row').first();
  await visible(row);
  const summary = row.getByRole('button').first();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  const region = row.getByRole('region', { name: /^Case #/ });
  await visible(region);
  return region;
}

describe('Priority dates against the Visa Bulletin', () => {
  let user: TestUser;
  let session: Session;

  beforeAll(async () => {
    user = await createTestUser('Rosa Santos');
    // An EB-3 petition filed 2023-10-01: July 2026's Final Action cut-off for the Philippines is 01AUG23 (not
    // current, about 2 months to go) and its Dates for Filing cut-off 01JAN24 (current).
    const created = await api('/cases', {
      token: user.idToken,
      body: { formType: 'I-140', receiptNumber: receipt(), submissionDate: '2023-10-01', priorityDate: '2023-10-01' },
    });
    expect(created.status).toBe(201);
    session = await openBrowser();
    await signIn(session.page, user);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('asks for a category first, then shows the standing on both charts', async () => {
    const { page } = session;
    const region = await openApplication(page);
    const panel = region.getByRole('region', { name: 'Priority date' });
    await visible(panel.getByText('Choose the preference category and country of chargeability'));

    await region.getByRole('button', { name: 'Edit details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit case details' });
    await visible(dialog);
    await dialog.getByLabel('Preference category').selectOption('EB3');
    await dialog.getByLabel('Country of chargeability').selectOption('Philippines');
    await screenshot(page, 'priority-dates-edit');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => dialog.isVisible()).toBe(false);

    const finalAction = panel.getByTestId('priority-finalAction');
    await eventually(() => finalAction.innerText()).toContain('Not current — about 2 months to go');
    expect(await finalAction.innerText()).toContain('Cut-off August 1, 2023');
    expect(await panel.getByTestId('priority-datesForFiling').innerText()).toContain('Current');
    const text = await panel.innerText();
    expect(text).toContain('Visa Bulletin For July 2026');
    expect(text).toContain('Philippines');
    expect(await panel.getByRole('link', { name: 'source' }).getAttribute('href')).toMatch(
      /^https:\/\/travel\.state\.gov\/.*visa-bulletin-for-july-2026\.html$/,
    );
    await screenshot(page, 'priority-dates-desktop');

    // A reload keeps it (it is stored on the application).
    const again = await openApplication(page);
    await eventually(() => again.getByTestId('priority-finalAction').innerText()).toContain('Not current');
  });

  it('fits a phone', async () => {
    const phone = await openBrowser(PHONE);
    try {
      await signIn(phone.page, user);
      const region = await openApplication(phone.page);
      await eventually(() => region.getByTestId('priority-datesForFiling').innerText()).toContain('Current');
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await region.getByRole('region', { name: 'Priority date' }).scrollIntoViewIfNeeded();
      await screenshot(phone.page, 'priority-dates-phone');
    } finally {
      await phone.close();
    }
  });
});

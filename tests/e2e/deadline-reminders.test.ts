// Deadline Reminders in the browser: a fresh applicant's empty page, adding a custom reminder with the date picker
// and two lead times, changing its lead times, the daily job run by hand (`npm run reminders -- --now <date>`) on
// the day a lead time comes, and the reminder announced in the app; the overview's "Coming up", "Your dates", and
// the page at phone width.
import { spawnSync } from 'node:child_process';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeadlinesView } from '../../functions/src/shared/deadlines/deadline-views';
import { eventually, openBrowser, PHONE, screenshot, signIn, signedInSession, type Credentials, type Session } from '../support/e2e';
import { api, signInWithPassword } from '../support/stack';

const WAIT = { timeout: 30_000 };
const visible = (locator: Locator) => eventually(() => locator.isVisible(), WAIT).toBe(true);
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const TITLE = 'Renew my lease';

/** The calendar's name for next month, e.g. "December 2026". */
const nextMonthName = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() + 1, 1).toLocaleString('en-US', { month: 'long', year: 'numeric' });
};

/**
 * Picks a day of next month in a date picker by keyboard, as MUI X documents its calendar keys: the calendar takes the
 * focus once it has opened, PageUp moves to the same day next month, the arrows move by a day and Enter picks it.
 * (Clicks are avoided on purpose: while the popper grows it can move between a click's press and release.)
 */
async function pickNextMonthDay(page: Page, opener: Locator, day: number): Promise<void> {
  const calendar = page.getByRole('grid');
  const focusedDay = () =>
    page.evaluate(() => (document.activeElement?.getAttribute('role') === 'gridcell' ? Number(document.activeElement.textContent) : 0));
  await opener.click();
  await visible(calendar);
  await eventually(focusedDay, WAIT).toBeGreaterThan(0);
  await page.keyboard.press('PageUp');
  await visible(page.getByRole('grid', { name: nextMonthName() }));
  for (let from = await focusedDay(); from !== day; from += from < day ? 1 : -1)
    await page.keyboard.press(from < day ? 'ArrowRight' : 'ArrowLeft');
  await eventually(focusedDay, WAIT).toBe(day);
  await page.keyboard.press('Enter');
  await eventually(() => calendar.isVisible(), WAIT).toBe(false);
}

async function openPage(page: Page): Promise<void> {
  await page.goto('/compliance/reminders');
  await visible(page.getByRole('heading', { level: 1, name: 'Deadline Reminders' }));
}

describe('Deadline Reminders', () => {
  let session: Session & { user: Credentials };
  let token: string;
  // The 15th of next month, in the browser's calendar.
  const now = new Date();
  const dueDate = localDay(new Date(now.getFullYear(), now.getMonth() + 1, 15));

  beforeAll(async () => {
    session = await signedInSession('Nadia Farouk');
    token = await signInWithPassword(session.user.email, session.user.password);
  }, 60_000);
  afterAll(async () => {
    await session?.close();
  });

  it('starts with an empty list, the intro, the channels and the tips', async () => {
    const { page } = session;
    await openPage(page);
    await visible(page.getByText('Get email reminders before important immigration deadlines, with a lead time you choose.'));
    await visible(page.getByText('No deadlines yet.', { exact: false }));
    await visible(page.getByText(/^Reminders reach you in the app/));
    await visible(page.getByRole('link', { name: 'Change in Settings' }));
    await visible(page.getByRole('heading', { name: 'Your dates' }));
    await visible(page.getByText('File extensions and renewals as early as the rules allow.'));
  });

  it('adds a custom reminder with the date picker and two lead times', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Add reminder' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add reminder' });
    await visible(dialog);
    await dialog.getByLabel('Title').fill(TITLE);
    await pickNextMonthDay(page, dialog.getByRole('button', { name: /choose date/i }), 15);
    await dialog.getByRole('button', { name: '7 days before' }).click();
    await dialog.getByRole('button', { name: 'Add reminder' }).click();
    await eventually(() => dialog.isVisible(), WAIT).toBe(false);

    const item = page.getByRole('article', { name: TITLE });
    await visible(item);
    await visible(item.getByText('Entered by you'));
    await visible(item.getByText('7 days before'));
    const stored = (await api<DeadlinesView>('/deadlines', { token })).body.deadlines.find((d) => d.title === TITLE);
    expect(stored).toMatchObject({ kind: 'custom', dueDate, leadDays: [30, 7] });
    await screenshot(page, 'deadline-reminders-desktop');
  });

  it('changes the lead times: adds 3 days and drops 30', async () => {
    const { page } = session;
    const item = page.getByRole('article', { name: TITLE });
    await item.getByRole('button', { name: 'Change lead times' }).click();
    await item.getByLabel('Other (days before)').fill('3');
    await item.getByRole('button', { name: 'Add', exact: true }).click();
    await item
      .getByRole('group', { name: `Lead times for ${TITLE}` })
      .getByRole('button', { name: '30 days before' })
      .click();
    await item.getByRole('button', { name: 'Save lead times' }).click();
    await eventually(
      async () => (await api<DeadlinesView>('/deadlines', { token })).body.deadlines.find((d) => d.title === TITLE)?.leadDays,
      WAIT,
    ).toEqual([7, 3]);
    await visible(item.getByText('3 days before'));
  });

  it('announces the reminder in the app when the job runs on its lead day', async () => {
    const { page } = session;
    // 08:00 New York time on the day the 7-day lead time comes (the reminder counts in New York time by default).
    const run = spawnSync('npm', ['run', '--silent', 'reminders', '--', '--now', addDays(dueDate, -7)], {
      encoding: 'utf8',
      env: process.env,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/announced: [1-9]\d*/);

    await page.goto('/notifications');
    await visible(page.getByText(new RegExp(`Reminder: ${TITLE} is due .* \\(in 7 days\\)\\.`)));
    await screenshot(page, 'deadline-reminders-announced');
    const stored = (await api<DeadlinesView>('/deadlines', { token })).body.deadlines.find((d) => d.title === TITLE);
    expect(stored).toMatchObject({ firedLeads: [7], nextFireDate: addDays(dueDate, -3) });
  });

  it('shows it under "Coming up" on the overview', async () => {
    const { page } = session;
    await page.goto('/overview');
    const card = page.getByRole('region', { name: 'Coming up' });
    await visible(card.getByRole('link', { name: TITLE }));
  });

  it('computes a deadline from "Your dates"', async () => {
    const { page } = session;
    await openPage(page);
    const dates = page.getByRole('region', { name: 'Your dates' });
    await dates.getByLabel('It is a two-year conditional card').check();
    // The third date field is "Green card expires".
    await pickNextMonthDay(page, dates.getByRole('button', { name: /choose date/i }).nth(2), 20);
    await dates.getByRole('button', { name: 'Save my dates' }).click();
    await visible(dates.getByText('Saved. Your deadlines are updated.'));
    await visible(page.getByRole('article', { name: 'Remove conditions on residence (Form I-751)' }));
  });

  it('fits a phone screen', async () => {
    const phone = await openBrowser(PHONE);
    try {
      await signIn(phone.page, session.user);
      await openPage(phone.page);
      await visible(phone.page.getByRole('article', { name: TITLE }));
      expect(await noSideScroll(phone.page)).toBe(true);
      await screenshot(phone.page, 'deadline-reminders-phone');
    } finally {
      await phone.close();
    }
  });
});

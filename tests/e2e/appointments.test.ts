// Appointments (/cases/appointments) in the browser: add one through the date and time pickers, see the overlap
// warning naming the other appointment, find it in the list and the month view (with the keyboard), download its .ics
// and read it back with ical.js, make a calendar feed address, and look at the screen at phone width.
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, openBrowser, PHONE, screenshot, signIn, type Session } from '../support/e2e';
import { api, createTestUser, type TestUser } from '../support/stack';

const DESKTOP = { width: 1280, height: 900 };
const WAIT = { timeout: 20_000 };

/** Types into one of a picker's sections, as a user does: click the first section, then type the digits. */
async function typeInPicker(page: Page, label: string, firstSection: string, keys: string): Promise<void> {
  const field = page.getByRole('dialog').getByRole('group', { name: label });
  await field.getByRole('spinbutton', { name: firstSection }).click();
  await page.keyboard.type(keys);
}

describe('appointments in the browser', () => {
  let session: Session;
  let user: TestUser;
  let caseId: string;
  let interviewId: string;

  beforeAll(async () => {
    user = await createTestUser('Ines Appointments');
    const created = await api<{ caseId: string }>('/cases', {
      token: user.idToken,
      body: { caseName: 'Residence card', category: 'Family-Based', applicant: 'Ines Test' },
    });
    expect(created.status).toBe(201);
    caseId = created.body.caseId;
    // 9:30-10:30 in New York: the biometrics added below at 9:00 for an hour overlap it.
    const interview = await api<{ appointment: { id: string } }>('/appointments', {
      token: user.idToken,
      body: { caseId, type: 'interview', date: '2030-03-05', time: '09:30', timeZone: 'America/New_York', place: 'Newark Field Office' },
    });
    expect(interview.status).toBe(201);
    interviewId = interview.body.appointment.id;
    const past = await api('/appointments', {
      token: user.idToken,
      body: { caseId, type: 'medical-exam', date: '2021-06-01', time: '08:00', timeZone: 'America/Chicago', place: 'Civil surgeon' },
    });
    expect(past.status).toBe(201);
    session = await openBrowser(DESKTOP);
    await signIn(session.page, user);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('adds an appointment through the pickers and warns about the overlap', async () => {
    const { page } = session;
    await page.goto('/cases/appointments');
    await page.getByRole('heading', { level: 1, name: 'My Cases - Appointment Scheduler' }).waitFor(WAIT);
    await page.getByTestId('appointment-card').first().waitFor(WAIT);
    await page.getByRole('button', { name: 'Add appointment' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /^Case/ }).click();
    await page.getByRole('option', { name: /Residence card/ }).click();
    await dialog.getByRole('combobox', { name: /^Appointment type/ }).click();
    await page.getByRole('option', { name: 'Biometrics' }).click();
    await typeInPicker(page, 'Date', 'Month', '03052030');
    await typeInPicker(page, 'Time', 'Hours', '0900AM');
    const zone = dialog.getByRole('combobox', { name: /^Time zone/ });
    await zone.click();
    await zone.fill('America/New_Y');
    await page.getByRole('option', { name: 'America/New_York' }).click();
    await dialog.getByLabel(/^Place/).fill('USCIS ASC, 970 Broad St; Newark');
    await dialog.getByLabel('Notes').fill('Bring the notice,\nand the passport');
    await screenshot(page, 'appointments-add-dialog');
    await dialog.getByRole('button', { name: 'Add appointment' }).click();
    await eventually(() => dialog.count(), WAIT).toBe(0);
    const notice = page.getByTestId('appointment-notice');
    await notice.waitFor(WAIT);
    expect(await notice.innerText()).toMatch(/Biometrics on Tue, Mar 5, 2030.*added\. It overlaps with Interview \(Tue, Mar 5, 2030/);
    const card = page.getByRole('listitem', { name: /^Biometrics,/ });
    await card.waitFor(WAIT);
    expect(await card.innerText()).toContain('Overlaps with Interview');
    expect(await card.innerText()).toContain('9:00 AM EST');
    expect(await page.getByRole('listitem', { name: /^Medical exam,/ }).innerText()).toContain('Past');
    await screenshot(page, 'appointments-list');
  });

  it('shows both in the month view and moves between days with the keyboard', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Month' }).click();
    await page.getByRole('heading', { name: 'March 2030' }).waitFor(WAIT);
    const day = page.locator('[data-day="2030-03-05"]');
    expect(await day.getAttribute('aria-label')).toMatch(/2 appointments/);
    expect(await day.getByTestId('month-chip').count()).toBe(2);
    await day.focus();
    await page.keyboard.press('ArrowRight');
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe('2030-03-06');
    await page.keyboard.press('PageDown');
    await page.getByRole('heading', { name: 'April 2030' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('heading', { name: 'March 2030' }).waitFor(WAIT);
    await page.locator('[data-day="2030-03-05"]').click();
    await page.getByRole('listitem', { name: /^Interview,/ }).waitFor(WAIT);
    await screenshot(page, 'appointments-month');
  });

  it('downloads the appointment’s .ics, which ical.js reads in New York time with an alarm', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'List' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .ics for Biometrics' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('appointment-2030-03-05-biometrics.ics');
    const text = readFileSync(await download.path(), 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const vevent = calendar.getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('The .ics holds no event');
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe('Biometrics appointment');
    expect(event.location).toBe('USCIS ASC, 970 Broad St; Newark');
    expect(event.description).toContain('Bring the notice,\nand the passport');
    expect(event.startDate.zone?.tzid).toBe('America/New_York');
    expect(event.startDate.toJSDate().toISOString()).toBe('2030-03-05T14:00:00.000Z');
    expect(event.component.getAllSubcomponents('valarm').length).toBeGreaterThan(0);
  });

  it('cancels with a confirmation, and hides the cancelled one until asked', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Cancel Interview' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel appointment' }).click();
    await eventually(() => page.getByRole('listitem', { name: /^Interview,/ }).count(), WAIT).toBe(0);
    await page.getByLabel('Show cancelled').check();
    const cancelled = page.getByRole('listitem', { name: /^Interview,/ });
    await cancelled.waitFor(WAIT);
    expect(await cancelled.innerText()).toContain('Cancelled');
    const stored = await api<{ appointment: { status: string } }>(`/appointments/${interviewId}`, { token: user.idToken });
    expect(stored.body.appointment.status).toBe('cancelled');
  });

  it('makes a calendar feed address that serves the calendar signed out', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Create feed address' }).click();
    const field = page.getByTestId('calendar-feed-url');
    await field.waitFor(WAIT);
    const url = await field.inputValue();
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\/appointments\.ics$/);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('BEGIN:VCALENDAR');
    expect(await page.getByRole('link', { name: /webcal/ }).getAttribute('href')).toMatch(/^webcal:/);
  });

  it('fits a phone', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByTestId('appointment-card').first().waitFor(WAIT);
    await eventually(() => page.getByRole('button', { name: 'Add appointment' }).first().isEnabled(), WAIT).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'appointments-phone');
    await page.getByRole('button', { name: 'Month' }).click();
    await page.getByRole('grid').waitFor(WAIT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'appointments-phone-month');
  });
});

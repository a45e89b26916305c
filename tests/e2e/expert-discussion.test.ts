// Case discussion with an expert, in two browser contexts side by side: the applicant sends a case to the
// experts from My Cases with a note; an expert (a fresh account granted the role with the admin CLI) claims it on
// /expert and replies; the applicant sees the reply live, downloads the transcript, and sees the expert's highlight
// on My Cases. Also: presence ('Expert is offline'), unread counts on the bell, an attachment and a voice note,
// the picker, a catch-up after the applicant's connection drops, and /expert refusing a non-expert.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsSettled, DESKTOP, PHONE, screenshot, signIn } from '../support/e2e';
import {
  createCase,
  submitCase,
  hidden,
  launchWithMicrophone,
  newPerson,
  SLOW,
  visible,
  WAIT,
  type CreatedCase,
} from '../support/expert-e2e';
import { makeExpert } from '../support/experts';
import { createTestUser, type TestUser } from '../support/stack';

const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

const NOTE = 'Please check whether my job offer letter is enough for the H-1B petition.';
const QUESTION = 'Hello! Is my passport valid long enough for the visa interview?';
const REPLY = 'Hi Lucia, yes: it is valid for two more years, which is plenty.';
const HIGHLIGHT = 'Passport is valid until 2028: no renewal needed before the interview.';

const panel = (page: Page) => page.getByTestId('discussion-panel');
const messageBox = (page: Page) => panel(page).getByRole('textbox', { name: 'Message', exact: true });
const othersMessages = (page: Page) => panel(page).getByTestId('discussion-other');
const ownMessages = (page: Page) => panel(page).getByTestId('discussion-own');

async function send(page: Page, text: string): Promise<void> {
  await messageBox(page).fill(text);
  await panel(page).getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => ownMessages(page).filter({ hasText: text }).last().getAttribute('data-status'), WAIT).toBe('sent');
}

describe('case discussion between an applicant and an expert', () => {
  let browser: Browser;
  let applicant: TestUser;
  let expert: TestUser;
  let theCase: CreatedCase;
  let a: { context: BrowserContext; page: Page };
  let e: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    applicant = await createTestUser('Lucia Moreno');
    expert = await makeExpert(await createTestUser('Jordan Blake'));
    theCase = await createCase(applicant, 'Harbor Lights work visa', 'Lucia Moreno');
    await submitCase(applicant, theCase.caseId);
    browser = await launchWithMicrophone();
    a = await newPerson(browser);
    e = await newPerson(browser);
    await signIn(a.page, applicant);
    await signIn(e.page, expert);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the Expert Desk only to experts', async () => {
    await visible(e.page.getByRole('link', { name: /^Expert Desk/ }));
    expect(await a.page.getByRole('link', { name: /^Expert Desk/ }).count()).toBe(0);
    await a.page.goto('/expert');
    await a.page.waitForURL('**/overview');
  });

  it('sends the case to the experts from My Cases with a note, and opens its discussion', async () => {
    const { page } = a;
    await page.goto(`/cases/view?case=${theCase.caseId}`);
    const row = page.getByTestId('case-row').filter({ hasText: 'Harbor Lights work visa' });
    await row.getByRole('button', { name: 'Discuss with Expert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send to Expert' });
    await dialog.getByLabel('Note for the expert (optional)').fill(NOTE);
    await dialog.getByRole('button', { name: 'Send to Expert' }).click();
    await page.waitForURL(`**/cases/discuss?case=${theCase.caseId}`, SLOW);
    await visible(panel(page).getByText('Waiting for an expert to take this case.').first());
    await visible(panel(page).getByTestId('discussion-case').filter({ hasText: theCase.caseNumber }));
    await send(page, QUESTION);
  });

  it('lets the expert find the case in the queue, claim it and reply', async () => {
    const { page } = e;
    await page.goto('/expert');
    await visible(page.getByRole('heading', { level: 1, name: 'Expert Desk' }));
    const queued = page.getByTestId('expert-queue-case').filter({ hasText: theCase.caseNumber });
    await visible(queued);
    await screenshot(page, 'expert-desk');
    await queued.click();
    await visible(page.getByText(`Note from the applicant: ${NOTE}`));
    await page.getByRole('button', { name: 'Claim case' }).click();
    await visible(page.getByText('The case is yours.', { exact: false }));
    // The discussion opens beside the case, with what the applicant wrote while the case waited.
    await visible(othersMessages(page).filter({ hasText: QUESTION }));
    await send(page, REPLY);
  });

  it('shows the reply to the applicant live, without a reload, and says who handles the case', async () => {
    const { page } = a;
    await visible(othersMessages(page).filter({ hasText: REPLY }));
    expect(await othersMessages(page).filter({ hasText: REPLY }).innerText()).toContain('Jordan Blake · Expert');
    await visible(panel(page).getByTestId('discussion-case').filter({ hasText: 'Expert: Jordan Blake' }));
    // The expert is connected, so nothing says otherwise.
    await hidden(page.getByTestId('expert-offline'));
    await visible(page.getByTestId('date-divider').filter({ hasText: 'Today' }));
    // Each message once.
    expect(await othersMessages(page).filter({ hasText: REPLY }).count()).toBe(1);
    expect(await ownMessages(page).filter({ hasText: QUESTION }).count()).toBe(1);
  });

  it('sends an attachment and a voice note from the mic button, each downloadable on the other side', async () => {
    const { page } = a;
    await panel(page)
      .getByTestId('discussion-file-input')
      .setInputFiles({ name: 'passport-scan.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await visible(panel(page).getByRole('list', { name: 'Files to send' }).getByText('passport-scan.png'));
    await panel(page).getByRole('button', { name: 'Record a voice note' }).click();
    await visible(panel(page).getByRole('button', { name: 'Stop recording' }));
    // A second of sound, by the recorder's own clock beside the button.
    await visible(panel(page).getByText('0:01', { exact: true }));
    await panel(page).getByRole('button', { name: 'Stop recording' }).click();
    await visible(panel(page).getByRole('list', { name: 'Files to send' }).getByText('Voice note'));
    await expect.poll(() => panel(page).getByLabel('Uploading').count(), WAIT).toBe(0);
    await send(page, 'Here is the scan, and a voice note.');

    const received = othersMessages(e.page).filter({ hasText: 'Here is the scan' });
    await visible(received);
    await visible(received.getByRole('button', { name: 'Download Voice note', exact: false }));
    const [download] = await Promise.all([
      e.page.waitForEvent('download', WAIT),
      received.getByRole('button', { name: 'Download passport-scan.png' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('passport-scan.png');
    expect(readFileSync(await download.path()).subarray(0, 8)).toEqual(PNG_BYTES.subarray(0, 8));
  });

  it('downloads the summary as a PDF, and the label reads Downloaded for a moment', async () => {
    const { page } = a;
    const button = panel(page).getByRole('button', { name: 'Download Summary' });
    const [download] = await Promise.all([page.waitForEvent('download', WAIT), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^discussion-.+\.pdf$/);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await new PDFParse({ data: bytes }).getText()).text.replace(/\s+/g, ' ');
    expect(text).toContain('Is my passport valid long enough');
    expect(text).toContain('it is valid for two more years');
    await visible(panel(page).getByRole('button', { name: 'Downloaded' }));
    await visible(panel(page).getByRole('button', { name: 'Download Summary' }));
    await screenshot(page, 'discussion-applicant');
  });

  it('shows the expert highlight on My Cases once the expert writes one', async () => {
    await e.page.getByRole('textbox', { name: 'Highlight 1', exact: true }).fill(HIGHLIGHT);
    await e.page.getByRole('button', { name: 'Save highlights' }).click();
    await visible(e.page.getByText('Saved. The applicant sees these on My Cases.'));
    await e.page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(e.page, 'expert-case');

    const { page } = a;
    await page.goto(`/cases/view?case=${theCase.caseId}`);
    const row = page.getByTestId('case-row').filter({ hasText: 'Harbor Lights work visa' });
    await visible(row.getByRole('region', { name: 'Expert Highlights' }).getByText(HIGHLIGHT));
    await visible(row.getByTestId('expert-request-state').filter({ hasText: 'Expert: Jordan Blake' }));
  });

  it("counts the expert's new message on the bell and the sidebar, and opens the discussion straight from My Cases", async () => {
    await send(e.page, 'One more thing: bring the original offer letter.');
    const { page } = a;
    await page.reload();
    await expect.poll(() => page.getByTestId('notifications-bell').getAttribute('aria-label'), WAIT).toMatch(/1 case message/);
    await visible(page.getByRole('link', { name: 'Discuss Case, 1 unread' }));
    const row = page.getByTestId('case-row').filter({ hasText: 'Harbor Lights work visa' });
    await row.getByRole('button', { name: 'Discuss with Expert' }).click();
    await page.waitForURL(`**/cases/discuss?case=${theCase.caseId}`, WAIT);
    await visible(othersMessages(page).filter({ hasText: 'bring the original offer letter' }));
    // Seen on screen: read, and the counts go.
    await expect.poll(() => page.getByTestId('notifications-bell').getAttribute('aria-label'), WAIT).not.toMatch(/case message/);
  });

  it("says 'Expert is offline' when the expert leaves, and that they will be notified", async () => {
    await e.page.goto('/overview');
    const offline = a.page.getByTestId('expert-offline');
    await visible(offline);
    expect(await offline.innerText()).toContain('Expert is offline');
    expect(await offline.innerText()).toContain('They will be notified of your message.');
    await e.page.goto(`/expert?case=${theCase.caseId}`);
    await hidden(offline);
  });

  it('catches up once, in order, after the applicant loses the connection', async () => {
    const { page, context } = a;
    await context.setOffline(true);
    try {
      await visible(panel(page).getByRole('status', { name: /Connection: (Reconnecting|Not connected)/ }));
      await send(e.page, 'First while you were away.');
      await send(e.page, 'Second while you were away.');
    } finally {
      await context.setOffline(false);
    }
    await visible(othersMessages(page).filter({ hasText: 'Second while you were away.' }));
    const texts = await othersMessages(page).allInnerTexts();
    const first = texts.findIndex((t) => t.includes('First while you were away.'));
    const second = texts.findIndex((t) => t.includes('Second while you were away.'));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(second).toBe(first + 1);
    expect(texts.filter((t) => t.includes('First while you were away.'))).toHaveLength(1);
  });

  it('lets the expert decide the status with a reason, which the applicant reads live', async () => {
    const { page } = e;
    await page.getByRole('button', { name: 'Decide status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decide the status' });
    await dialog.getByRole('button', { name: 'Set status' }).click();
    await visible(dialog.getByText('Choose Pending, Approved or Denied'));
    await visible(dialog.getByText('Give the reason the applicant will read'));
    await dialog.getByRole('radio', { name: 'Approved' }).check();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Every document the petition needs is in order.');
    await dialog.getByRole('button', { name: 'Set status' }).click();
    await visible(page.getByText('The case is now Approved. The applicant has been notified.'));
    await visible(page.getByTestId('expert-case-title').locator('..').getByText('Approved', { exact: true }));
    await visible(panel(a.page).getByTestId('discussion-system').filter({ hasText: 'Approved' }));
  });

  it('lists the discussions in the picker, and fits a phone', async () => {
    const { page } = a;
    await page.goto('/cases/discuss');
    await visible(page.getByRole('heading', { level: 1, name: 'Case Discussion' }));
    const item = page.getByTestId('picker-discussion').filter({ hasText: theCase.caseNumber });
    await visible(item);
    await screenshot(page, 'discussion-picker');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'discussion-picker-phone');
    await item.click();
    await visible(othersMessages(page).filter({ hasText: REPLY }));
    await expect.poll(() => panel(page).getByRole('button', { name: 'Download Summary' }).isEnabled(), WAIT).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // Past the button's colour transition from its disabled (loading) look.
    await animationsSettled(page);
    await screenshot(page, 'discussion-applicant-phone');
    await page.setViewportSize(DESKTOP);

    await e.page.setViewportSize(PHONE);
    await e.page.goto('/expert');
    await visible(e.page.getByTestId('expert-assigned-case').filter({ hasText: theCase.caseNumber }));
    expect(await e.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(e.page, 'expert-desk-phone');
    await e.page.setViewportSize(DESKTOP);
  });
});

// Track Your Applications (/cases/track) for a fresh user of its own, so counts and receipts are exact. The seeded
// demo user's applications are in track-applications-demo.test.ts.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, PHONE, screenshot, SCREENSHOT_DIR, signIn, type Session } from '../support/e2e';
import { api, createTestUser, type TestUser } from '../support/stack';
import { DESKTOP, detailsOf, eventually, expand, noSideScroll, openTrack, rows, visible } from '../support/track-applications-e2e';

/** Only the PNG signature matters to the server's content check. */
const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** A receipt number with a real office prefix and ten digits, different on every run. */
const receipt = (prefix = 'EAC') =>
  `${prefix}${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

const rowOf = (page: Page, applicant: string) => rows(page).filter({ hasText: applicant });
const chipOf = (row: Locator) => row.locator('[data-tone]').first();
const range = (page: Page) => page.getByTestId('applications-range');

async function trackedTotal(user: TestUser): Promise<number> {
  const res = await api<{ total: number }>('/cases?view=applications&pageSize=3', { token: user.idToken });
  expect(res.status).toBe(200);
  return res.body.total;
}

describe('Track Your Applications for a fresh user', () => {
  let session: Session;
  let user: TestUser;
  const firstReceipt = receipt('EAC');

  beforeAll(async () => {
    user = await createTestUser('Maria Lopez');
    session = await openBrowser();
    await signIn(session.page, user);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('starts empty, inviting a New Application', async () => {
    const { page } = session;
    await openTrack(page);
    await visible(page.getByText('No tracked applications yet.'));
    expect(await page.getByRole('button', { name: 'New Application' }).count()).toBe(2);
    await screenshot(page, 'track-applications-empty');
  });

  it('shows receipt number errors as they are typed and creates nothing', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'New Application' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Application' });
    await visible(dialog);
    await dialog.getByLabel(/^Form type/).selectOption({ label: 'I-130 — Petition for Alien Relative' });
    const receiptField = dialog.getByLabel(/^Receipt number/);
    expect(await dialog.innerText()).toContain('e.g. EAC2190123456');

    // An unknown office prefix is wrong whatever follows, so it shows while typing.
    await receiptField.fill('ABC1234567890');
    await visible(dialog.getByText(/ABC is not a USCIS office prefix/));
    expect(await receiptField.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'track-applications-receipt-prefix');

    // A short number may still be being typed: called wrong once the field is left.
    await receiptField.fill('EAC12345');
    expect(await dialog.getByText(/has 10 digits after the letters/).count()).toBe(0);
    await receiptField.press('Tab');
    await visible(dialog.getByText('A receipt number has 10 digits after the letters; this one has 5'));

    // Typed past the date picker's limit, a future filing date is refused too.
    await dialog.getByLabel(/^Filing date/).fill('2999-01-01');
    await dialog.getByRole('button', { name: 'Add Application' }).click();
    await visible(dialog.getByText('Filing date cannot be in the future'));
    await visible(dialog.getByText('A receipt number has 10 digits after the letters; this one has 5'));
    await screenshot(page, 'track-applications-receipt-length');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => dialog.count()).toBe(0);
    expect(await trackedTotal(user)).toBe(0);
    await visible(page.getByText('No tracked applications yet.'));
  });

  it('adds an application and shows it with its fields', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'New Application' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Application' });
    await visible(dialog);
    await dialog.getByLabel(/^Form type/).selectOption({ label: 'I-130 — Petition for Alien Relative' });
    // Typed as printed on a notice: dashes and lower case are fine.
    const typed = `${firstReceipt.slice(0, 3).toLowerCase()}-${firstReceipt.slice(3, 5)}-${firstReceipt.slice(5)}`;
    await dialog.getByLabel(/^Receipt number/).fill(typed);
    await visible(dialog.getByText(`${firstReceipt} · Vermont Service Center`));
    await dialog.getByLabel(/^Filing date/).fill('2025-03-14');
    await dialog.getByLabel(/^Priority date/).fill('2025-03-10');
    await dialog.getByLabel(/^Applicant/).fill('Ana Silva');
    await screenshot(page, 'track-applications-new');
    await dialog.getByRole('button', { name: 'Add Application' }).click();
    await eventually(() => dialog.count()).toBe(0);
    await visible(page.getByText(`Application ${firstReceipt} added.`, { exact: false }));

    const row = rowOf(page, 'Ana Silva');
    await visible(row);
    expect(await rows(page).count()).toBe(1);
    const summary = await row.getByRole('button').first().innerText();
    expect(summary).toMatch(/Case #\s+IA-\d{4}-\d{6}/);
    expect(summary).toMatch(/Category\s+Family-Based/);
    expect(summary).toMatch(/Submitted\s+March 14, 2025/);
    expect(await chipOf(row).innerText()).toBe('Open');
    expect(await chipOf(row).getAttribute('data-tone')).toBe('blue');

    // The new application opens by itself.
    const region = detailsOf(row);
    await visible(region);
    expect(await region.getByTestId('receipt-number').innerText()).toBe(firstReceipt);
    expect(await region.innerText()).toContain('I-130 — Petition for Alien Relative');
    expect(await region.innerText()).toContain('March 10, 2025');
    expect(await region.getByTestId('fee-paid').innerText()).toBe('—');
    expect(await region.innerText()).toContain('No documents uploaded.');
    expect(await trackedTotal(user)).toBe(1);
    // The local stack records notices by hand, so there is no USCIS check to offer.
    expect(await region.getByRole('button', { name: 'Check status with USCIS' }).count()).toBe(0);
    await screenshot(page, 'track-applications-added');
  });

  it('uploads a document in the expanded row, refusing the wrong kind, and downloads it', async () => {
    const { page } = session;
    const row = rowOf(page, 'Ana Silva');
    await expand(row);
    const region = detailsOf(row);
    const input = region.getByTestId('case-upload-input');

    // The browser already knows a text file is not accepted: nothing is sent.
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await visible(region.getByText('notes.txt was not uploaded. Only PDF, DOCX, JPG and PNG files are accepted.'));
    // Named and typed as a PNG but not one: only the server can tell (415), and its message shows.
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really an image') });
    await visible(region.getByText(/^fake\.png was not uploaded\. .+/));

    await input.setInputFiles({ name: 'passport-scan.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await visible(region.getByText('Uploaded passport-scan.png.'));
    const attachments = region.getByTestId('case-attachments');
    await visible(attachments.getByText('passport-scan.png'));
    await screenshot(page, 'track-applications-uploaded');

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 15_000 }),
      attachments.getByRole('link', { name: 'passport-scan.png' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('passport-scan.png');
    const saved = await readFile(await download.path());
    expect(saved.equals(PNG_BYTES)).toBe(true);
  });

  it('records a notice: the status chip and the timeline change', async () => {
    const { page } = session;
    const row = rowOf(page, 'Ana Silva');
    await expand(row);
    const region = detailsOf(row);
    const entriesBefore = await region.getByTestId('case-timeline-entry').count();
    await region.getByRole('button', { name: 'Record a notice' }).click();
    const form = region.getByRole('form', { name: 'Record a notice' });
    await visible(form);

    // Nothing typed: the form says what is missing and sends nothing.
    await form.getByRole('button', { name: 'Save Notice' }).click();
    await visible(form.getByText('Notice is required'));

    await form.getByLabel(/^New status/).selectOption('Pending');
    await form.getByLabel(/^Notice\s*\*?$/).fill('Interview Was Scheduled');
    await screenshot(page, 'track-applications-record-notice');
    await form.getByRole('button', { name: 'Save Notice' }).click();
    await visible(region.getByText('Notice recorded. The application is now Pending.'));

    await eventually(() => chipOf(row).innerText()).toBe('Pending');
    expect(await chipOf(row).getAttribute('data-tone')).toBe('yellow');
    await eventually(() => region.getByTestId('case-timeline-entry').count()).toBe(entriesBefore + 1);
    // Newest first: the notice is the top entry, recorded by the applicant.
    const top = await region.getByTestId('case-timeline-entry').first().innerText();
    expect(top).toContain('Interview Was Scheduled');
    expect(top).toMatch(/· You$/);
    expect(await region.getByTestId('latest-notice').innerText()).toContain('Interview Was Scheduled');
    await screenshot(page, 'track-applications-notice-recorded');
  });

  it('edits the details: fee, consulate, interview and officer, refusing a wrong email', async () => {
    const { page } = session;
    const row = rowOf(page, 'Ana Silva');
    await expand(row);
    const region = detailsOf(row);
    const entriesBefore = await region.getByTestId('case-timeline-entry').count();
    await region.getByRole('button', { name: 'Edit details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit case details' });
    await visible(dialog);
    // Prefilled from the application; nothing to save until something changes.
    expect(await dialog.getByLabel(/^Applicant/).inputValue()).toBe('Ana Silva');
    expect(await dialog.getByLabel('Receipt number').inputValue()).toBe(firstReceipt);
    expect(await dialog.getByLabel('Priority date').inputValue()).toBe('2025-03-10');
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);

    await dialog.getByLabel('Fee paid (USD)').fill('675');
    await dialog.getByLabel('Consulate').fill('U.S. Embassy Lisbon');
    await dialog.getByLabel('Interview date').fill('2027-01-15');
    await dialog.getByLabel('Officer name').fill('M. Chen');
    const email = dialog.getByLabel('Officer email');
    await email.fill('nope');
    await save.click();
    await visible(dialog.getByText('Officer email must be an email address'));
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await eventually(() => email.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'track-applications-edit-error');
    // Refused before sending: nothing was saved.
    const stored = await api<{ cases: Array<{ fee: number | null; consulate: string | null }> }>('/cases?view=applications&q=Ana', {
      token: user.idToken,
    });
    expect(stored.body.cases[0]).toMatchObject({ fee: null, consulate: null });

    await email.fill('m.chen@state.example');
    expect(await dialog.getByText('Officer email must be an email address').count()).toBe(0);
    await screenshot(page, 'track-applications-edit');
    await save.click();
    await eventually(() => dialog.count()).toBe(0);
    await visible(region.getByText('The application details were saved.'));
    await eventually(() => region.getByTestId('fee-paid').innerText()).toBe('$675.00');
    const shown = await region.innerText();
    for (const value of ['U.S. Embassy Lisbon', 'January 15, 2027', 'M. Chen', 'm.chen@state.example']) expect(shown).toContain(value);
    // One timeline entry names what changed.
    await eventually(() => region.getByTestId('case-timeline-entry').count()).toBe(entriesBefore + 1);
    expect(await region.getByTestId('case-timeline-entry').first().innerText()).toContain(
      'Updated: Fee paid, Consulate, Interview date, Officer name, Officer email',
    );
    await screenshot(page, 'track-applications-edited');

    // On a phone the dialog fills the screen, opens with the saved values and closes with Escape.
    await page.setViewportSize(PHONE);
    await region.getByRole('button', { name: 'Edit details' }).click();
    await visible(dialog);
    expect(await dialog.getByLabel('Fee paid (USD)').inputValue()).toBe('675');
    expect(await dialog.getByLabel('Officer email').inputValue()).toBe('m.chen@state.example');
    expect(await noSideScroll(page)).toBe(true);
    // The screen as the phone shows it (a full-page shot would draw the page under the fixed dialog), once faded in;
    // then scrolled to the dialog's last fields.
    await eventually(() => dialog.evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container') ?? el).opacity)).toBe('1');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/track-applications-edit-phone.png` });
    await dialog.getByLabel('Officer email').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/track-applications-edit-phone-end.png` });
    await page.keyboard.press('Escape');
    await eventually(() => dialog.count()).toBe(0);
    await page.setViewportSize(DESKTOP);
  });

  it('pages through more than three applications, three at a time', async () => {
    const { page } = session;
    const more = [
      { applicant: 'Bruno Costa', formType: 'I-485', prefix: 'LIN', submissionDate: '2025-04-02' },
      { applicant: 'Chen Wei', formType: 'I-765', prefix: 'WAC', submissionDate: '2025-05-20' },
      { applicant: 'Dana Okafor', formType: 'N-400', prefix: 'IOE', submissionDate: '2025-06-11' },
      { applicant: 'Elif Demir', formType: 'I-140', prefix: 'SRC', submissionDate: '2025-07-01' },
    ];
    for (const app of more) {
      const res = await api('/cases', {
        token: user.idToken,
        body: { formType: app.formType, receiptNumber: receipt(app.prefix), submissionDate: app.submissionDate, applicant: app.applicant },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    // A draft case (no receipt number) is not a tracked application, so it is not listed here.
    const draft = await api('/cases', {
      token: user.idToken,
      body: { caseName: 'Not filed yet', category: 'Student (F-1)', applicant: 'Fay Draft' },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect(await trackedTotal(user)).toBe(5);

    await openTrack(page);
    await eventually(() => rows(page).count()).toBe(3);
    await eventually(() => range(page).innerText()).toBe('Showing 1–3 of 5 applications');
    const pager = page.getByRole('navigation', { name: 'Application pages' });
    expect(await pager.getByRole('button', { name: 'Prev' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    const firstPage = await rows(page).allInnerTexts();
    await screenshot(page, 'track-applications-page-1');

    await pager.getByRole('button', { name: 'Next' }).click();
    await eventually(() => range(page).innerText()).toBe('Showing 4–5 of 5 applications');
    await eventually(() => rows(page).count()).toBe(2);
    expect(await pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    const secondPage = await rows(page).allInnerTexts();
    // Five different applications across the two pages, none of them the draft.
    const all = [...firstPage, ...secondPage].join('\n');
    for (const applicant of ['Ana Silva', 'Bruno Costa', 'Chen Wei', 'Dana Okafor', 'Elif Demir']) expect(all).toContain(applicant);
    expect(all).not.toContain('Fay Draft');
    await screenshot(page, 'track-applications-page-2');

    await pager.getByRole('button', { name: 'Page 1' }).click();
    await eventually(() => range(page).innerText()).toBe('Showing 1–3 of 5 applications');
  });

  it('search narrows the list by applicant or case number, in any letter case', async () => {
    const { page } = session;
    const search = page.getByLabel('Search applications');
    await search.fill('chen');
    await eventually(() => range(page).innerText()).toBe('Showing 1–1 of 1 application');
    expect(await rows(page).count()).toBe(1);
    expect(await rows(page).first().innerText()).toContain('Chen Wei');
    expect(await page.getByRole('navigation', { name: 'Application pages' }).count()).toBe(0);
    await screenshot(page, 'track-applications-search');

    const caseNumber = await rows(page).first().getByTestId('case-number').innerText();
    await search.fill(caseNumber.toLowerCase());
    await eventually(() => range(page).innerText()).toBe('Showing 1–1 of 1 application');
    expect(await rows(page).first().getByTestId('case-number').innerText()).toBe(caseNumber);

    await search.fill('nobody-by-this-name');
    await visible(page.getByText('No applications match “nobody-by-this-name”.'));
    await page.getByRole('button', { name: 'Clear search' }).click();
    await eventually(() => range(page).innerText()).toBe('Showing 1–3 of 5 applications');
    expect(await search.inputValue()).toBe('');
  });

  it("shows the server's refusal when the application was archived meanwhile", async () => {
    const { page } = session;
    await openTrack(page);
    await page.getByLabel('Search applications').fill('bruno');
    await eventually(() => range(page).innerText()).toBe('Showing 1–1 of 1 application');
    const row = rowOf(page, 'Bruno Costa');
    await expand(row);
    const region = detailsOf(row);
    await region.getByRole('button', { name: 'Record a notice' }).click();
    const form = region.getByRole('form', { name: 'Record a notice' });
    await form.getByLabel(/^New status/).selectOption('Approved');
    await form.getByLabel(/^Notice\s*\*?$/).fill('Case Was Approved');

    // Archived in another tab (My Cases) while this form was open.
    const list = await api<{ cases: Array<{ caseId: string; applicant: string }> }>('/cases?view=applications&q=Bruno', {
      token: user.idToken,
    });
    const caseId = list.body.cases[0]?.caseId ?? '';
    const archived = await api(`/cases/${caseId}`, { method: 'PATCH', token: user.idToken, body: { status: 'Archived' } });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);

    await form.getByRole('button', { name: 'Save Notice' }).click();
    await visible(form.getByRole('alert').filter({ hasText: /archived/i }));
    // The refusal also refreshes the row, which now shows what happened.
    await eventually(() => chipOf(row).innerText()).toBe('Archived');
    await visible(region.getByText('This application is archived. Restore it in My Cases to record a notice.'));
    await screenshot(page, 'track-applications-notice-refused');

    await page.reload();
    await eventually(() => rows(page).count()).toBeGreaterThan(0);
    const reloaded = rowOf(page, 'Bruno Costa');
    await expect.poll(() => page.getByLabel('Search applications').inputValue()).toBe('');
    await expand(reloaded);
    expect(await chipOf(reloaded).innerText()).toBe('Archived');
    expect(await chipOf(reloaded).getAttribute('data-tone')).toBe('darkGray');
    await visible(detailsOf(reloaded).getByText('This application is archived. Restore it in My Cases to record a notice.'));
    expect(await detailsOf(reloaded).getByRole('button', { name: 'Record a notice' }).count()).toBe(0);
  });
});

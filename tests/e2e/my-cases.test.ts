// My Cases (/cases/view) for a fresh user with exactly 12 cases made through the API, so counts are exact: search,
// status and submission-date filters, paging, expanding a case, its attachments, '+ New Case' and Submit, and links
// that open a case (?case=<id>). The seeded demo user's cards are in my-cases-demo.test.ts (the shared lane).
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, PHONE, screenshot, signIn, type Session } from '../support/e2e';
import { api, createTestUser, type TestUser } from '../support/stack';

const DESKTOP = { width: 1280, height: 800 };
// The Functions emulator starts a fresh worker (seconds) when requests arrive together; give answers time to come.
const WAIT = { timeout: 20_000 };
const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), WAIT).toBe(true);
const eventuallyEqual = <T>(value: () => Promise<T>, expected: T) => expect.poll(value, WAIT).toEqual(expected);

/** Only the PNG signature matters to the server's content check. */
const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

interface CreatedCase {
  caseId: string;
  case: { caseNumber: string; status: string };
}

async function createDraft(user: TestUser, caseName: string, category: string, applicant: string): Promise<CreatedCase> {
  const res = await api<CreatedCase>('/cases', { token: user.idToken, body: { caseName, category, applicant } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function patchCase(user: TestUser, caseId: string, patch: Record<string, unknown>): Promise<void> {
  const res = await api(`/cases/${caseId}`, { method: 'PATCH', token: user.idToken, body: patch });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const rows = (page: Page) => page.getByTestId('case-row');
const rowNamed = (page: Page, name: string) => rows(page).filter({ hasText: name });
const rowNames = (page: Page) => rows(page).getByTestId('case-name').allTextContents();
const showing = (page: Page) => page.getByTestId('cases-showing').innerText();
const summaryOf = (row: Locator) => row.locator('.MuiAccordionSummary-root');
const isExpanded = async (row: Locator) => (await summaryOf(row).getAttribute('aria-expanded')) === 'true';
const settled = (page: Page) => expect.poll(() => page.getByRole('progressbar', { name: 'Updating the list' }).count(), WAIT).toBe(0);

/** Plain /cases/view, loaded: each test starts from the whole first page. */
async function openList(page: Page): Promise<void> {
  await page.goto('/cases/view');
  await eventuallyEqual(() => showing(page), 'Showing 1–5 of 12 cases');
}

/** Types a day into one of the panel's date pickers, section by section as a user does. */
async function typeDate(page: Page, label: 'From' | 'To', mmddyyyy: string): Promise<void> {
  const field = page.getByRole('group', { name: label });
  await field.getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type(mmddyyyy);
}

describe('My Cases with a fresh user and 12 cases', () => {
  let session: Session;
  let user: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    user = await createTestUser('Nora Castillo');
    // Oldest first: the list is newest first, so 'Sample case 01' and '02' end up on the last page.
    for (let i = 1; i <= 9; i++) {
      const name = `Sample case ${String(i).padStart(2, '0')}`;
      ids[name] = (await createDraft(user, name, 'Family-Based', 'Test Person')).caseId;
    }
    ids['Old tourist trip'] = (await createDraft(user, 'Old tourist trip', 'Tourist (B-1/B-2)', 'Nora Castillo')).caseId;
    await patchCase(user, ids['Old tourist trip'], { status: 'Archived' });
    ids['Harbor Lights work visa'] = (await createDraft(user, 'Harbor Lights work visa', 'Employment-Based', 'Maria Lopez')).caseId;
    await patchCase(user, ids['Harbor Lights work visa'], { submissionDate: '2025-08-20', status: 'Open' });
    ids['Zebra Falls asylum'] = (await createDraft(user, 'Zebra Falls asylum', 'Asylum/Refugee', 'Quentin Okafor')).caseId;
    await patchCase(user, ids['Zebra Falls asylum'], { submissionDate: '2025-02-10', status: 'Open' });

    session = await openBrowser(DESKTOP);
    await signIn(session.page, user);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('pages through the cases with First, Prev, numbers, Next and Last', async () => {
    const { page } = session;
    await page.goto('/cases/view');
    await visible(page.getByRole('heading', { level: 1, name: 'My Cases' }));
    await eventuallyEqual(() => showing(page), 'Showing 1–5 of 12 cases');
    expect(await rows(page).count()).toBe(5);
    expect((await rowNames(page))[0]).toBe('Zebra Falls asylum');
    const pager = page.getByRole('navigation', { name: 'Cases pages' });
    expect(await pager.getByRole('button').allTextContents()).toEqual(['First', 'Prev', '1', '2', '3', 'Next', 'Last']);
    expect(await pager.getByRole('button', { name: 'First' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Prev' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    const firstRow = rowNamed(page, 'Zebra Falls asylum');
    expect(await firstRow.locator('[data-tone]').getAttribute('data-tone')).toBe('blue');
    await screenshot(page, 'my-cases');

    await pager.getByRole('button', { name: 'Last' }).click();
    await eventuallyEqual(() => showing(page), 'Showing 11–12 of 12 cases');
    await settled(page);
    expect(await rowNames(page)).toEqual(['Sample case 02', 'Sample case 01']);
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Last' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(page.url()).toContain('page=3');

    await pager.getByRole('button', { name: 'Prev' }).click();
    await eventuallyEqual(() => showing(page), 'Showing 6–10 of 12 cases');
    await pager.getByRole('button', { name: 'First' }).click();
    await eventuallyEqual(() => showing(page), 'Showing 1–5 of 12 cases');
  });

  it('narrows the list by search, case-insensitively, and says when nothing matches', async () => {
    const { page } = session;
    await openList(page);
    const search = page.getByRole('searchbox', { name: 'Search by case #, name or applicant…' });
    await search.fill('zebra');
    await eventuallyEqual(() => showing(page), 'Showing 1–1 of 1 cases');
    expect(await rowNames(page)).toEqual(['Zebra Falls asylum']);
    expect(page.url()).toContain('q=zebra');

    await search.fill('maria lopez');
    await eventuallyEqual(() => rowNames(page), ['Harbor Lights work visa']);

    await search.fill('no such case anywhere');
    await visible(page.getByText('No case matches the filters.'));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await eventuallyEqual(() => showing(page), 'Showing 1–5 of 12 cases');
    await eventuallyEqual(() => search.inputValue(), '');
  });

  it('filters by status', async () => {
    const { page } = session;
    await openList(page);
    const status = page.getByLabel('Status', { exact: true });
    expect(await status.locator('option').allInnerTexts()).toEqual(['All', 'Open', 'Pending', 'Approved', 'Denied', 'Draft', 'Archived']);
    await status.selectOption('Open');
    await eventuallyEqual(() => showing(page), 'Showing 1–2 of 2 cases');
    expect((await rowNames(page)).sort()).toEqual(['Harbor Lights work visa', 'Zebra Falls asylum']);
    await status.selectOption('Archived');
    await eventuallyEqual(() => rowNames(page), ['Old tourist trip']);
    expect(await rowNamed(page, 'Old tourist trip').locator('[data-tone]').getAttribute('data-tone')).toBe('darkGray');
    await status.selectOption('Pending');
    await visible(page.getByText('No case matches the filters.'));
    await status.selectOption('All');
    await eventuallyEqual(() => showing(page), 'Showing 1–5 of 12 cases');
  });

  it('filters by a submission date range typed into the pickers', async () => {
    const { page } = session;
    await openList(page);
    const toggle = page.getByRole('button', { name: 'Submission Date' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await visible(page.getByRole('region', { name: 'Submission date range' }));
    await typeDate(page, 'From', '01012025');
    // Only From: every case submitted since then.
    await eventuallyEqual(() => showing(page), 'Showing 1–2 of 2 cases');
    await typeDate(page, 'To', '03312025');
    await eventuallyEqual(() => rowNames(page), ['Zebra Falls asylum']);
    expect(page.url()).toContain('from=2025-01-01');
    expect(page.url()).toContain('to=2025-03-31');
    expect(await page.getByTestId('submission-range').innerText()).toBe('Jan 1, 2025 – Mar 31, 2025');
    await screenshot(page, 'my-cases-date-range');

    // A reversed range is refused in place rather than sent.
    await typeDate(page, 'To', '12312024');
    await visible(page.getByText('The end date must be on or after the start date'));
    // The dates passed on the way (12/31/2025...) were not sent either: the list still shows the last whole range. A
    // typed range is sent after a 500 ms pause (submission-date-panel.tsx, TYPING_PAUSE_MS); that pause is what this
    // tests, so it waits longer than it rather than on a condition.
    await new Promise((resolve) => setTimeout(resolve, 800));
    await settled(page);
    expect(await rowNames(page)).toEqual(['Zebra Falls asylum']);
    expect(page.url()).toContain('to=2025-03-31');

    // 'Days up to today' (clamped to 0–99999): enough days to reach back to Harbor Lights (2025-08-20), not to Zebra Falls.
    const days = Math.ceil((Date.now() - Date.parse('2025-08-20T00:00:00Z')) / 86_400_000) + 5;
    await page.getByLabel('Days up to today').fill(String(days));
    await eventuallyEqual(() => rowNames(page), ['Harbor Lights work visa']);
    await page.getByLabel('Days up to today').fill('1234567');
    expect(await page.getByLabel('Days up to today').inputValue()).toBe('99999');

    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await visible(page.getByText('No case matches the filters.'));
    expect(await page.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('group', { name: 'Quick ranges' }).getByRole('button', { name: 'Clear', exact: true }).click();
    await eventuallyEqual(() => showing(page), 'Showing 1–5 of 12 cases');
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByRole('region', { name: 'Submission date range' }).count()).toBe(0);
  });

  it('expands one case at a time with its cards, and keeps each case’s View Full toggles', async () => {
    const { page } = session;
    await openList(page);
    const zebra = rowNamed(page, 'Zebra Falls asylum');
    const harbor = rowNamed(page, 'Harbor Lights work visa');
    await summaryOf(zebra).click();
    const cards = zebra.getByTestId('case-card').locator('h4');
    await eventuallyEqual(
      () => cards.allInnerTexts(),
      [
        'Document Review Summary',
        'Eligibility Summary',
        'Eligibility Form Details',
        'Application Details',
        'Attached Documents',
        'AI Highlights',
        'Expert Highlights',
      ],
    );
    expect(page.url()).toContain(`case=${ids['Zebra Falls asylum']}`);
    const review = zebra.getByRole('region', { name: 'Document Review Summary' });
    expect(await review.innerText()).toContain('No documents uploaded.');
    expect(await zebra.getByRole('region', { name: 'Eligibility Summary' }).innerText()).toContain('No eligibility data.');
    expect(await zebra.getByRole('region', { name: 'Expert Highlights' }).innerText()).toContain('No expert highlights yet.');
    const application = zebra.getByRole('region', { name: 'Application Details' });
    expect(await application.innerText()).toMatch(/Category\s+Asylum\/Refugee/);
    expect(await application.innerText()).toMatch(/Submitted\s+Feb 10, 2025/);
    expect(await application.getByTestId('case-timeline').innerText()).toContain('Case submitted');
    await visible(zebra.getByRole('button', { name: 'Discuss with AI' }));
    await visible(zebra.getByRole('button', { name: 'Discuss with Expert' }));
    expect(await zebra.getByRole('button', { name: 'Archive' }).count()).toBe(1);

    // A wrong file type is refused before sending; a PNG uploads and is listed, reviewed and downloadable.
    const upload = zebra.getByTestId('case-upload-input');
    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await visible(zebra.getByText('notes.txt was not uploaded. Only PDF, DOCX, JPG and PNG files are accepted.'));
    await upload.setInputFiles({ name: 'passport-scan.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await visible(zebra.getByText('Uploaded passport-scan.png.'));
    const link = zebra.getByTestId('case-attachments').getByRole('link', { name: 'passport-scan.png' });
    await visible(link);
    expect(await link.getAttribute('href')).toBe(`/api/cases/${ids['Zebra Falls asylum']}/attachments/passport-scan.png`);
    const [download] = await Promise.all([page.waitForEvent('download', WAIT), link.click()]);
    expect(download.suggestedFilename()).toBe('passport-scan.png');
    expect((await readFile(await download.path())).subarray(0, 8)).toEqual(PNG_BYTES.subarray(0, 8));
    await visible(review.getByText('passport-scan.png'));
    expect(await review.getByTestId('review-document').innerText()).toContain('Not reviewed yet');

    await review.getByRole('button', { name: 'View Full Review' }).click();
    await visible(review.getByRole('button', { name: 'Hide Full Review' }));
    await screenshot(page, 'my-cases-expanded');

    // Opening another case closes this one; coming back finds the review still shown in full.
    await summaryOf(harbor).click();
    await expect.poll(() => isExpanded(zebra), WAIT).toBe(false);
    await expect.poll(() => isExpanded(harbor), WAIT).toBe(true);
    await visible(harbor.getByRole('region', { name: 'Document Review Summary' }));
    // Zebra's closing animation may still show its content, so wait on the rows' state, not on visibility.
    await summaryOf(zebra).click();
    await expect.poll(() => isExpanded(zebra), WAIT).toBe(true);
    await expect.poll(() => isExpanded(harbor), WAIT).toBe(false);
    await visible(zebra.getByRole('button', { name: 'Hide Full Review' }));
    await summaryOf(zebra).click();
    await expect.poll(() => page.url(), WAIT).not.toContain('case=');
  });

  it('opens a case from a link, also when it is on another page', async () => {
    const { page } = session;
    await page.goto(`/cases/view?case=${ids['Harbor Lights work visa']}`);
    const harbor = rowNamed(page, 'Harbor Lights work visa');
    await visible(harbor.getByRole('region', { name: 'Application Details' }));
    expect(await isExpanded(harbor)).toBe(true);

    // 'Sample case 01' is on page 3: it is shown, open, above the first page.
    await page.goto(`/cases/view?case=${ids['Sample case 01']}`);
    const sample = rowNamed(page, 'Sample case 01');
    await visible(sample.getByRole('region', { name: 'Application Details' }));
    expect(await sample.innerText()).toContain('This case is not on this page of the list.');
    await eventuallyEqual(() => showing(page), 'Showing 1–5 of 12 cases');
    await screenshot(page, 'my-cases-linked');

    await page.goto('/cases/view?case=no-such-case');
    await visible(page.getByText('The case in the link was not found.', { exact: false }));
  });

  it('creates a Draft case with + New Case and submits it', async () => {
    const { page } = session;
    await page.goto('/cases/view?status=Archived');
    await eventuallyEqual(() => rowNames(page), ['Old tourist trip']);
    await page.getByRole('button', { name: '+ New Case' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Case' });
    await visible(dialog);
    expect(await dialog.getByLabel('Applicant').inputValue()).toBe('Nora Castillo');
    await dialog.getByLabel('Applicant').fill('');
    await dialog.getByRole('button', { name: 'Create Case' }).click();
    await visible(dialog.getByText('Case name is required'));
    await visible(dialog.getByText('Choose a category from the list'));
    await visible(dialog.getByText('Applicant is required'));
    await screenshot(page, 'my-cases-new-case-errors');

    await dialog.getByLabel('Case name').fill('Parents green card');
    await dialog.getByLabel('Category').selectOption('Family-Based');
    await dialog.getByLabel('Applicant').fill('Nora Castillo');
    await dialog.getByRole('button', { name: 'Create Case' }).click();
    await expect.poll(() => dialog.count(), WAIT).toBe(0);

    // The filters are cleared so the new case shows, open, at the top.
    await eventuallyEqual(() => showing(page), 'Showing 1–5 of 13 cases');
    const created = rowNamed(page, 'Parents green card');
    await expect.poll(() => isExpanded(created), WAIT).toBe(true);
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('All');
    expect(await created.locator('[data-tone]').first().innerText()).toBe('Draft');
    expect(await created.innerText()).toMatch(/IA-\d{4}-\d{6}/);

    await created.getByRole('button', { name: 'Submit' }).click();
    await visible(created.getByText('The case was submitted and is now Open.'));
    await eventuallyEqual(() => created.locator('[data-tone]').first().innerText(), 'Open');
    expect(await created.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await visible(created.getByRole('button', { name: 'Archive' }));
    await screenshot(page, 'my-cases-created');
  });

  it('says when the list or a case’s details fail to load, and tries again', async () => {
    const { page } = session;
    const failure = {
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong' } }),
    };
    await page.route('**/api/cases?*', (route) => route.fulfill(failure));
    await page.goto('/cases/view?status=Open');
    await visible(page.getByRole('alert').filter({ hasText: 'Failed to fetch cases' }));
    await page.unroute('**/api/cases?*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await eventuallyEqual(() => showing(page), 'Showing 1–3 of 3 cases');

    await page.route('**/api/cases/*/details', (route) => route.fulfill(failure));
    const zebra = rowNamed(page, 'Zebra Falls asylum');
    await summaryOf(zebra).click();
    await visible(zebra.getByRole('alert').filter({ hasText: 'Failed to fetch case details' }));
    // The documents come with the case, so they stay usable.
    await visible(zebra.getByRole('link', { name: 'passport-scan.png' }));
    await page.unroute('**/api/cases/*/details');
    await zebra.getByRole('button', { name: 'Try again' }).click();
    await visible(zebra.getByRole('region', { name: 'Application Details' }));
  });

  it('fits a phone', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto(`/cases/view?case=${ids['Zebra Falls asylum']}`);
    const zebra = rowNamed(page, 'Zebra Falls asylum');
    await visible(zebra.getByRole('region', { name: 'Application Details' }));
    await page.getByRole('button', { name: 'Submission Date' }).click();
    await visible(page.getByRole('region', { name: 'Submission date range' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'my-cases-phone');
    await page.setViewportSize(DESKTOP);
  });
});

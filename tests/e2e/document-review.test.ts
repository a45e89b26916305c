// The document review wizard in a real browser against the stack, with real files made by the tests (PDFs with a
// text layer, a Word document, a photographed passport for OCR): all four steps, the spec's validation, a reload on
// the Upload and Review steps, a wrong document, Copy and Download Report, Share Report and its public page in a
// signed-out browser (then revoked), Add to Case on My Cases, Re-upload and New Scan, a failed analysis, the chat's
// review_documents round trip, and the phone layout.
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentReviewView, ShareLink } from '../../functions/src/shared/documents/review-views';
import {
  REVIEW_TYPES_MESSAGE,
  SELECT_COUNTRY_MESSAGE,
  TOTAL_TOO_LARGE_MESSAGE,
  UPLOAD_ALL_MESSAGE,
} from '../../functions/src/shared/documents/review-inputs';
import {
  bankStatementPdf,
  docxFile,
  formPages,
  formPdf,
  marriageCertificatePdf,
  samplePassport,
  todaysPassportDates,
  passportImage,
  passportPdf,
} from '../support/document-fixtures';
import { eventually, openBrowser, PHONE, screenshot, SCREENSHOT_DIR, signIn, type Session } from '../support/e2e';
import { api, APP_URL, createTestUser, type TestUser } from '../support/stack';
import { askForToolCall, openFromToolCall } from '../support/tool-launch';
import { renderEnglish, renderIssue } from '../../functions/src/domain/i18n/render';

const WIZARD = '/ai-assistant/documents';
const APPLICANT = 'Anna Maria Eriksson';
// The first analysis may start the OCR worker and a cold Functions worker.
const ANALYSIS = { timeout: 60_000 };

interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const pdf = (name: string, buffer: Buffer): Upload => ({ name, mimeType: 'application/pdf', buffer });

const dates = todaysPassportDates;
const passport = samplePassport;

/** The five documents of a family petition: an old I-130 edition, a Word I-864 and a photographed passport. */
async function familyFiles(): Promise<Upload[]> {
  return [
    pdf('I-130 petition.pdf', await formPdf({ form: 'I-130', edition: '02/13/19', petitioner: APPLICANT, beneficiary: 'Omar Haddad' })),
    pdf('marriage certificate.pdf', await marriageCertificatePdf({ spouse1: APPLICANT, spouse2: 'Omar Haddad' })),
    {
      name: 'I-864.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docxFile(formPages({ form: 'I-864', edition: '10/17/24', sponsor: APPLICANT }).flat()),
    },
    { name: 'passport scan.png', mimeType: 'image/png', buffer: await passportImage(passport()) },
    pdf('bank statement.pdf', await bankStatementPdf({ holder: APPLICANT })),
  ];
}

/** Diversity visa papers with a bank statement where a passport belongs, an expired passport and a broken MRZ. */
async function diversityFiles(): Promise<Upload[]> {
  return [
    pdf('statement.pdf', await bankStatementPdf({ holder: APPLICANT })),
    pdf('old passport.pdf', await passportPdf(passport({ number: 'X1111111', expiry: dates.expired }))),
    pdf('passport bad zone.pdf', await passportPdf(passport({ number: 'X3333333', corruptCheckDigit: true }))),
  ];
}

const panel = (page: Page) => page.getByRole('region', { name: /^Step \d: / });
const activeStep = (page: Page) => page.locator('.MuiStepLabel-label.Mui-active').first().innerText();
const fileInput = (page: Page) => page.getByLabel('Documents to review');
const picked = (page: Page) => page.getByTestId('picked-file');
const results = (page: Page) => page.getByTestId('document-result');
const resultFor = (page: Page, name: string) => results(page).filter({ has: page.getByText(name, { exact: true }) });
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const validation = (page: Page) => panel(page).getByTestId('upload-errors');

async function pickedFileNames(page: Page): Promise<string[]> {
  return picked(page).evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? ''));
}

/** What the screen shows now (a dialog over a long page), rather than the whole page. */
async function viewportShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
}

/** A dialog once its opening transition has finished, so a screenshot shows it as the user sees it. */
async function openedDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await eventually(() => dialog.evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container') ?? el).opacity)).toBe('1');
  return dialog;
}

/** The wizard with nothing saved from an earlier test. */
async function openFresh(page: Page): Promise<void> {
  await page.goto('/overview');
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(WIZARD);
  await page.getByRole('heading', { name: 'Document Review', level: 1 }).waitFor();
}

async function chooseCategory(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label.replace(/[()/.]/g, '\\$&')}`) }).click();
  await eventually(() => activeStep(page)).toBe('Upload');
}

async function addFiles(page: Page, files: readonly Upload[]): Promise<void> {
  const before = await picked(page).count();
  await fileInput(page).setInputFiles([...files]);
  await eventually(() => picked(page).count()).toBe(before + files.length);
}

async function analyze(page: Page): Promise<void> {
  await panel(page).getByRole('button', { name: 'Analyze Documents' }).click();
  await page.getByRole('heading', { name: 'Review', exact: true }).waitFor(ANALYSIS);
}

/** The review the wizard shows, read from the API as the signed-in user. */
async function shownReview(page: Page): Promise<DocumentReviewView> {
  const savedReviewId = () =>
    page.evaluate(() => {
      const saved = Object.entries(sessionStorage).find(([key]) => key.startsWith('document-review-wizard:'))?.[1];
      return saved ? ((JSON.parse(saved) as { reviewId: string | null }).reviewId ?? '') : '';
    });
  await eventually(savedReviewId).not.toBe('');
  const id = await savedReviewId();
  const token = await page.evaluate(() => localStorage.getItem('authToken') ?? '');
  const res = await api<DocumentReviewView>(`/ai-assistant/documents/${id}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

/** Every document's issues, as the API has them, are on the page under that document. */
async function expectIssuesShown(page: Page, review: DocumentReviewView): Promise<void> {
  for (const doc of review.documents) {
    const result = resultFor(page, doc.name);
    const expanded = await result.locator('.MuiAccordionSummary-root').getAttribute('aria-expanded');
    if (expanded !== 'true') await result.locator('.MuiAccordionSummary-root').click();
    await eventually(() => result.innerText()).toContain(doc.kindLabel);
    const shown = await result.innerText();
    if (doc.issues.length === 0) expect(shown).toContain('No issues.');
    for (const issue of doc.issues) expect(shown).toContain(issue.details);
    expect(await result.getByText('Wrong Document', { exact: true }).count()).toBe(doc.wrongDocument ? 1 : 0);
  }
}

interface ChatMessages {
  messages: Array<{
    role: string;
    function_result?: {
      name: string;
      callId: string;
      result: {
        input: Record<string, unknown>;
        output: { analyses: unknown[]; report: { title: string }; caseId: string | null; reviewId: string };
      };
    };
  }>;
}

describe('document review wizard', () => {
  let session: Session;
  let user: TestUser;
  let family: Upload[];
  let diversity: Upload[];

  beforeAll(async () => {
    user = await createTestUser(APPLICANT);
    [family, diversity] = await Promise.all([familyFiles(), diversityFiles()]);
    session = await openBrowser();
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_URL });
    await signIn(session.page, user);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('checks the Upload step as the spec says, and keeps the chosen files across a reload', async () => {
    const { page } = session;
    await openFresh(page);
    expect(await page.locator('.MuiStepLabel-label').allInnerTexts()).toEqual(['Category', 'Upload', 'Analyze', 'Review']);
    expect(await page.getByRole('group', { name: 'Choose a category' }).getByRole('button').allInnerTexts()).toHaveLength(7);
    await screenshot(page, 'documents-1-category');
    await chooseCategory(page, 'Family-Based');

    // The category's five required documents, each with its source; then what is part of the filing when it applies.
    const required = page.getByRole('region', { name: /^Required documents/ });
    expect(await required.getByRole('list').first().getByRole('listitem').count()).toBe(5);
    expect(await required.getByRole('heading', { name: /^Also part of this filing when it applies/ }).isVisible()).toBe(true);
    expect(await required.innerText()).toContain('Form I-130');
    expect(
      await required
        .getByRole('link', { name: /I-130 Petition for Alien Relative/ })
        .first()
        .getAttribute('href'),
    ).toBe('https://www.uscis.gov/i-130');

    // No message until Analyze is pressed; then both, until the country changes.
    expect(await validation(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Analyze Documents' }).click();
    await eventually(() => validation(page).innerText()).toBe(
      `${renderIssue('en', { message: UPLOAD_ALL_MESSAGE })}\n${renderIssue('en', { message: SELECT_COUNTRY_MESSAGE })}`,
    );
    expect(await activeStep(page)).toBe('Upload');
    await screenshot(page, 'documents-2-validation');
    await page.getByLabel(/^Country of origin/).selectOption('Mexico');
    await eventually(() => validation(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Analyze Documents' }).click();
    await eventually(() => validation(page).innerText()).toBe(renderIssue('en', { message: UPLOAD_ALL_MESSAGE }));

    // Files are judged by their bytes: a text file called .pdf is refused, with the server's message.
    await fileInput(page).setInputFiles([
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some notes, not a PDF') },
    ]);
    await eventually(() => page.getByText(`notes.pdf: ${renderEnglish(REVIEW_TYPES_MESSAGE)}`).isVisible()).toBe(true);
    expect(await picked(page).count()).toBe(0);

    // Four files are one short of five required documents; adding files clears the message.
    await addFiles(page, family.slice(0, 4));
    await eventually(() => validation(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Analyze Documents' }).click();
    await eventually(() => validation(page).innerText()).toBe(renderIssue('en', { message: UPLOAD_ALL_MESSAGE }));
    await addFiles(page, family.slice(4));
    await eventually(() => validation(page).count()).toBe(0);

    // Previews: each PDF's first page, the photo itself, an icon for the Word document.
    await eventually(() => page.getByTestId('pdf-thumbnail').count(), { timeout: 30_000 }).toBe(3);
    expect(await page.getByTestId('image-thumbnail').count()).toBe(1);
    expect(await page.getByTestId('file-icon').count()).toBe(1);
    const thumbnailWidth = await page
      .getByTestId('pdf-thumbnail')
      .first()
      .evaluate((img) => (img as HTMLImageElement).naturalWidth);
    expect(thumbnailWidth).toBeGreaterThan(0);

    // Each file has its own remove button.
    await page.getByRole('button', { name: 'Remove bank statement.pdf' }).click();
    await eventually(() => picked(page).count()).toBe(4);
    await addFiles(page, family.slice(4));
    await page.getByLabel('Special instructions').fill('My passport was renewed in 2024.');
    await screenshot(page, 'documents-2-upload');

    // A reload keeps the step, the choices and the files themselves.
    await page.reload();
    await eventually(() => pickedFileNames(page)).toEqual(family.map((f) => f.name));
    expect(await activeStep(page)).toBe('Upload');
    expect(await page.getByLabel(/^Country of origin/).inputValue()).toBe('Mexico');
    expect(await page.getByLabel('Special instructions').inputValue()).toBe('My passport was renewed in 2024.');
    await eventually(() => page.getByTestId('pdf-thumbnail').count(), { timeout: 30_000 }).toBe(3);
  });

  it('uploads with a progress bar per file, and shows each file’s identity and issues, the report, Copy and Download', async () => {
    const { page } = session;
    expect(await pickedFileNames(page)).toEqual(family.map((f) => f.name));

    // The upload is held until the Analyze step has been seen, so no machine is too fast to see it.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = () => resolve()));
    const hold = async (route: Route) => {
      await released;
      await route.continue();
    };
    await page.route('**/api/ai-assistant/documents', hold);
    try {
      await panel(page).getByRole('button', { name: 'Analyze Documents' }).click();
      await eventually(() => page.getByText('Analyzing...', { exact: true }).isVisible()).toBe(true);
      expect(await activeStep(page)).toBe('Analyze');
      expect(await page.getByRole('progressbar', { name: /^Uploading / }).count()).toBe(5);
      expect(await page.getByRole('progressbar', { name: 'Uploading passport scan.png' }).count()).toBe(1);
      await screenshot(page, 'documents-3-analyzing');
      release();
      await page.getByRole('heading', { name: 'Review', exact: true }).waitFor(ANALYSIS);
    } finally {
      release();
      await page.unroute('**/api/ai-assistant/documents', hold);
    }
    expect(await activeStep(page)).toBe('Review');
    expect(await results(page).count()).toBe(5);

    const review = await shownReview(page);
    expect(review.comment).toBe('My passport was renewed in 2024.');
    await expectIssuesShown(page, review);
    // The old I-130 edition is caught, and the photographed passport is read by OCR, with its holder's name.
    const i130 = review.documents.find((d) => d.name === 'I-130 petition.pdf');
    expect(i130?.issues.map((i) => i.type)).toContain('outdated-form-edition');
    const scan = review.documents.find((d) => d.name === 'passport scan.png');
    expect(scan).toMatchObject({ kind: 'passport', extraction: { method: 'ocr' } });
    expect(await resultFor(page, 'passport scan.png').innerText()).toMatch(/Name\s+.*Eriksson/i);
    await screenshot(page, 'documents-4-review');

    // The summary report, copied to the clipboard.
    const report = page.getByRole('region', { name: review.report.title });
    expect(await report.innerText()).toContain(review.report.summary);
    await page.getByRole('button', { name: 'Copy Report' }).click();
    await eventually(() => page.getByText('Report copied to the clipboard.').isVisible()).toBe(true);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith(`${review.report.title}\n\n${review.report.summary}`)).toBe(true);
    for (const line of review.report.issues) expect(copied).toContain(`- ${line}`);

    // ...and downloaded as report.pdf.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Report' }).click()]);
    expect(download.suggestedFilename()).toBe('report.pdf');

    // 'Send to Expert' sends the review's case (or asks to add it to one first) to the experts.
    await eventually(() => page.getByRole('button', { name: 'Send to Expert' }).isVisible()).toBe(true);

    // A reload on the Review step reads the stored review.
    await page.reload();
    await eventually(() => results(page).count()).toBe(5);
    expect(await activeStep(page)).toBe('Review');
  });

  it("opens a new chat with the report on 'Ask AI Follow-up Question'", async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Ask AI Follow-up Question' }).click();
    await page.waitForURL('**/ai-assistant/chat');
    await eventually(() => page.getByTestId('user-message').first().innerText(), { timeout: 20_000 }).toContain(
      'Please go through my document review report (Family-Based, Mexico)',
    );
  });

  it('marks a wrong document with its badge, and Re-upload discards the review and keeps the choices', async () => {
    const { page } = session;
    await openFresh(page);
    await chooseCategory(page, 'Diversity Visa Lottery');
    await page.getByLabel(/^Country of origin/).selectOption('Mexico');
    await addFiles(page, diversity);
    await analyze(page);
    const review = await shownReview(page);
    await expectIssuesShown(page, review);
    const statement = resultFor(page, 'statement.pdf');
    expect(await statement.getByText('Wrong Document', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Wrong Document', { exact: true }).count()).toBe(1);
    const missing = page.getByRole('region', { name: 'Missing documents' });
    expect(await missing.innerText()).toContain('Entry confirmation');
    await screenshot(page, 'documents-4-review-wrong-document');

    await page.getByRole('button', { name: 'Re-upload' }).click();
    await eventually(() => activeStep(page)).toBe('Upload');
    expect(await picked(page).count()).toBe(0);
    expect(await page.getByLabel(/^Country of origin/).inputValue()).toBe('Mexico');
    expect(await page.getByText('Diversity Visa Lottery: choose the country of origin').isVisible()).toBe(true);
    const token = await page.evaluate(() => localStorage.getItem('authToken') ?? '');
    await eventually(async () => (await api(`/ai-assistant/documents/${review.reviewId}`, { token })).status).toBe(404);
  });

  it('returns to Upload with every file and the reason when the analysis fails', async () => {
    const { page } = session;
    await addFiles(page, diversity);
    const fail = (status: number, message: string) => async (route: Route) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error: { code: 'x', message } }) });
    const serverError = fail(500, 'Something went wrong');
    await page.route('**/api/ai-assistant/documents', serverError);
    try {
      await panel(page).getByRole('button', { name: 'Analyze Documents' }).click();
      await eventually(() => page.getByText('Analysis failed', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText('Failed to analyze documents', { exact: true }).isVisible()).toBe(true);
      expect(await activeStep(page)).toBe('Upload');
      expect(await pickedFileNames(page)).toEqual(diversity.map((f) => f.name));
      await screenshot(page, 'documents-2-analysis-failed');
    } finally {
      await page.unroute('**/api/ai-assistant/documents', serverError);
    }
    // The API's own message, when it says what to change.
    const tooLarge = fail(413, renderEnglish(TOTAL_TOO_LARGE_MESSAGE));
    await page.route('**/api/ai-assistant/documents', tooLarge);
    try {
      await panel(page).getByRole('button', { name: 'Analyze Documents' }).click();
      await eventually(() => page.getByText(renderEnglish(TOTAL_TOO_LARGE_MESSAGE), { exact: true }).isVisible()).toBe(true);
      expect(await picked(page).count()).toBe(3);
    } finally {
      await page.unroute('**/api/ai-assistant/documents', tooLarge);
    }
    // Removing a file clears the failure; the same files then go through.
    await page.getByRole('button', { name: 'Remove statement.pdf' }).click();
    await eventually(() => page.getByText('Analysis failed', { exact: true }).count()).toBe(0);
    await addFiles(page, diversity.slice(0, 1));
    await analyze(page);
    expect(await results(page).count()).toBe(3);
  });

  it('shares the report: the public page opens signed out, hides document numbers, and answers gone once revoked', async () => {
    const { page, browser } = session;
    const review = await shownReview(page);
    await page.getByRole('button', { name: 'Share Report' }).click();
    const dialog = await openedDialog(page, 'Share Report');
    const content = dialog.getByTestId('share-content');
    expect(await content.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('3');
    expect(await content.innerText()).toContain(review.report.title);
    expect(await dialog.getByRole('button', { name: 'Facebook' }).isDisabled()).toBe(true);

    const made = page.waitForResponse((res) => res.url().endsWith(`/share`) && res.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Create share link' }).click();
    const link = (await (await made).json()) as ShareLink;
    await eventually(() => dialog.getByLabel('Share link').inputValue()).toBe(link.url);
    expect(link.url).toMatch(/\/shared\/reports\/[A-Za-z0-9_-]{20,}$/);
    expect(await dialog.getByText(/Anyone with the link can read this report/).isVisible()).toBe(true);
    expect(await dialog.getByText(/^The link works until /).isVisible()).toBe(true);
    const encoded = encodeURIComponent(link.url);
    const facebook = dialog.getByRole('link', { name: 'Facebook' });
    expect(await facebook.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(await facebook.getAttribute('target')).toBe('_blank');
    expect(await facebook.getAttribute('rel')).toContain('noopener');
    expect(await dialog.getByRole('link', { name: 'Twitter' }).getAttribute('href')).toMatch(
      new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${encoded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    expect(await dialog.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    expect(await dialog.getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(/^mailto:\?subject=.+&body=.+/);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await eventually(() => dialog.getByText('Link copied.').isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.url);
    await viewportShot(page, 'documents-share-modal');

    // Someone else, signed out, reads the report: no sign-in, no app shell, no document number.
    let visitor: BrowserContext | null = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const outside = await visitor.newPage();
      await outside.goto(link.url);
      await outside.getByRole('heading', { name: review.report.title, level: 1 }).waitFor();
      expect(outside.url()).toBe(link.url);
      const text = await outside.locator('body').innerText();
      expect(text).toContain('Diversity Visa Lottery');
      expect(text).toContain(review.report.summary);
      expect(text).not.toContain('X1111111');
      expect(text).not.toContain('X3333333');
      expect(await outside.getByText('Wrong Document', { exact: true }).count()).toBe(1);
      expect(await outside.getByTestId('shared-document').count()).toBe(3);
      expect(await outside.getByRole('button', { name: 'Logout' }).count()).toBe(0);
      expect(await outside.getByRole('navigation').count()).toBe(0);
      await screenshot(outside, 'shared-report-public');
      await outside.setViewportSize(PHONE);
      await eventually(() => fits(outside)).toBe(true);
      await screenshot(outside, 'shared-report-public-phone');

      // Revoked: the same link now says so.
      await dialog.getByRole('button', { name: 'Revoke link' }).click();
      await eventually(() => dialog.getByRole('button', { name: 'Create share link' }).isVisible()).toBe(true);
      await outside.reload();
      await outside.getByText('This link has expired or was revoked.').waitFor();
      await screenshot(outside, 'shared-report-revoked');
    } finally {
      await visitor?.close();
      visitor = null;
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await eventually(() => dialog.count()).toBe(0);
  });

  it('adds the review to a new Draft case, which My Cases shows with the review and the files', async () => {
    const { page } = session;
    const review = await shownReview(page);
    await page.getByRole('button', { name: 'Add to Case' }).click();
    const dialog = await openedDialog(page, 'Add to Case');
    expect(await dialog.getByLabel('New Draft case').isChecked()).toBe(true);
    await viewportShot(page, 'documents-add-to-case');
    await dialog.getByRole('button', { name: 'Add to Case' }).click();
    const caseLink = page.getByRole('link', { name: 'View it on My Cases' });
    await caseLink.waitFor();
    const stored = await shownReview(page);
    expect(stored.caseId).not.toBeNull();
    expect(await caseLink.getAttribute('href')).toBe(`/cases/view?case=${stored.caseId}`);
    expect(await page.getByRole('button', { name: 'Add to Case' }).count()).toBe(0);

    await caseLink.click();
    await page.waitForURL(`**/cases/view?case=${stored.caseId}`);
    const summary = page.getByRole('region', { name: 'Document Review Summary' });
    await eventually(() => summary.innerText(), { timeout: 20_000 }).toContain('statement.pdf');
    // The case keeps each file under its stored name (spaces become dashes), with what the review read it as.
    const shownSummary = await summary.innerText();
    for (const doc of review.documents) {
      expect(shownSummary).toContain(doc.name.replace(/ /g, '-'));
      expect(shownSummary).toContain(`read as ${doc.kindLabel}`);
    }
    expect(shownSummary).toContain('Wrong Document');
    const attached = page.getByRole('region', { name: 'Attached Documents' });
    await eventually(() => attached.getByRole('link').allInnerTexts()).toEqual(
      expect.arrayContaining(['statement.pdf', 'old-passport.pdf', 'passport-bad-zone.pdf']),
    );
    await screenshot(page, 'documents-added-to-case');

    // Back on the wizard, the review says where it went; New Scan starts over.
    await page.goto(WIZARD);
    await page.getByText('This review is in your case.').waitFor();
    await page.getByRole('button', { name: 'New Scan' }).click();
    await eventually(() => activeStep(page)).toBe('Category');
    expect(await page.getByRole('group', { name: 'Choose a category' }).getByRole('button', { pressed: true }).count()).toBe(0);
  });
});

describe('document review from a chat', () => {
  let session: Session;
  let user: TestUser;
  let family: Upload[];

  beforeAll(async () => {
    user = await createTestUser(APPLICANT);
    family = (await familyFiles()).filter((f) => f.name !== 'passport scan.png');
    family.push(pdf('passport.pdf', await passportPdf(passport())));
    session = await openBrowser();
    await signIn(session.page, user);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('opens prefilled from the review_documents tool call and sends the result back to the chat', async () => {
    const { page } = session;
    const call = await askForToolCall(user, 'Please check my documents for a family visa. I am from Mexico.', 'review_documents');
    expect(call.payload).toEqual({ category: 'family', country: 'Mexico' });
    await openFromToolCall(page, WIZARD, call, 'Document Review');
    await eventually(() => page.getByText('Opened from your chat').isVisible()).toBe(true);
    // The chat named the checklist, so the wizard starts at the upload.
    expect(await activeStep(page)).toBe('Upload');
    expect(await page.getByLabel(/^Country of origin/).inputValue()).toBe('Mexico');
    await screenshot(page, 'documents-prefill-upload');
    await addFiles(page, family);
    await analyze(page);
    await eventually(() => page.getByText('The result was sent to your chat.').isVisible(), { timeout: 30_000 }).toBe(true);
    const review = await shownReview(page);

    const chat = await api<ChatMessages>(`/chats/${call.chatId}/messages`, { token: user.idToken });
    const result = chat.body.messages.find((m) => m.role === 'function_result')?.function_result;
    expect(result).toMatchObject({ name: 'review_documents', callId: call.callId });
    expect(result?.result.input).toEqual({ category: 'family', country: 'Mexico', comment: '' });
    expect(result?.result.output.reviewId).toBe(review.reviewId);
    expect(result?.result.output.analyses).toHaveLength(5);
    expect(result?.result.output.report.title).toBe(review.report.title);
    expect(result?.result.output.caseId).toBe(review.caseId);
    expect(chat.body.messages.at(-1)?.role).toBe('assistant');

    // A reload does not send it again.
    await page.reload();
    await eventually(() => results(page).count()).toBe(5);
    expect(await page.getByText('The result was sent to your chat.').isVisible()).toBe(true);
    const again = await api<ChatMessages>(`/chats/${call.chatId}/messages`, { token: user.idToken });
    expect(again.body.messages.filter((m) => m.role === 'function_result')).toHaveLength(1);

    // The follow-up goes back to that chat.
    await page.getByRole('button', { name: 'Ask AI Follow-up Question' }).click();
    await page.waitForURL('**/ai-assistant/chat');
    await eventually(() => page.getByTestId('ai-message').last().innerText(), { timeout: 20_000 }).toContain(review.report.title);
  });

  it('shows "Failed to submit result" in red under the buttons when the chat refuses the result', async () => {
    const { page } = session;
    const call = await askForToolCall(user, 'Please check my documents for a family visa. I am from Mexico.', 'review_documents');
    await openFromToolCall(page, WIZARD, { ...call, callId: 'no-such-call' }, 'Document Review');
    await addFiles(page, family);
    await analyze(page);
    const failure = page.getByText('Failed to submit result', { exact: true });
    await eventually(() => failure.isVisible(), { timeout: 30_000 }).toBe(true);
    const color = await failure.evaluate((el) => getComputedStyle(el).color);
    const [r = 0, g = 255] = (color.match(/\d+/g) ?? []).map(Number);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(100);
    const [top, buttonsBottom] = await failure.evaluate((el) => {
      const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'New Scan');
      return [el.getBoundingClientRect().top, button?.getBoundingClientRect().bottom ?? Infinity];
    });
    expect(top).toBeGreaterThanOrEqual(buttonsBottom ?? Infinity);
    await screenshot(page, 'documents-submit-failed');
  });

  it("opens from the chat screen's 'Open Document Review' button", async () => {
    const { page } = session;
    await page.goto('/ai-assistant/chat');
    await eventually(() => page.getByTestId('connection-state').textContent(), { timeout: 20_000 }).toBe('Connected');
    await page.getByRole('button', { name: 'New Chat' }).click();
    await eventually(() => page.getByRole('button', { name: 'Open Document Review' }).count()).toBe(0);
    const box = page.getByRole('textbox').last();
    await box.fill('Can you check my documents? I am from Mexico and applying for a student visa.');
    await box.press('Enter');
    await page.getByRole('button', { name: 'Open Document Review' }).click({ timeout: 30_000 });
    await page.waitForURL(`**${WIZARD}`);
    await eventually(() => page.getByLabel(/^Country of origin/).inputValue()).toBe('Mexico');
    expect(await page.getByText('Student & Exchange Visitor: choose the country of origin').isVisible()).toBe(true);
  });
});

describe('document review on a phone', () => {
  let session: Session;
  let diversity: Upload[];

  beforeAll(async () => {
    const user = await createTestUser('Phone User');
    diversity = await diversityFiles();
    session = await openBrowser(PHONE);
    await signIn(session.page, user);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('fits 390px at every step', async () => {
    const { page } = session;
    await openFresh(page);
    expect(await page.getByText('Step 1 of 4: Category').isVisible()).toBe(true);
    await eventually(() => fits(page)).toBe(true);
    await screenshot(page, 'documents-phone-1-category');
    await chooseCategory(page, 'Refugee/Asylum');
    await page.getByLabel(/^Country of origin/).selectOption('Afghanistan');
    // Refugees from Afghanistan are also asked for the tazkira.
    await eventually(() =>
      page
        .getByRole('region', { name: /^Required documents/ })
        .getByRole('listitem')
        .count(),
    ).toBe(3);
    expect(await page.getByText('Tazkira', { exact: true }).isVisible()).toBe(true);
    await addFiles(page, diversity);
    await eventually(() => page.getByTestId('pdf-thumbnail').count(), { timeout: 30_000 }).toBe(3);
    await eventually(() => fits(page)).toBe(true);
    await screenshot(page, 'documents-phone-2-upload');
    await analyze(page);
    await eventually(() => fits(page)).toBe(true);
    await screenshot(page, 'documents-phone-4-review');
    await page.getByRole('button', { name: 'Share Report' }).click();
    await page.getByRole('dialog', { name: 'Share Report' }).getByRole('button', { name: 'Create share link' }).click();
    await page.getByRole('dialog', { name: 'Share Report' }).getByLabel('Share link').waitFor();
    await eventually(() => fits(page)).toBe(true);
    await viewportShot(page, 'documents-phone-share-modal');
  });
});

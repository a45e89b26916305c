// Document review of real filing papers in a real browser: the official blank I-485 is reported as blank, an I-130
// filled by the app's own engine as unsigned, and a USCIS receipt notice offers "Add to tracked applications", which
// tracks its application on Track Applications, once; at phone width too.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formTemplate } from '../../functions/src/data/form-templates';
import { fillForm } from '../../functions/src/domain/forms/fill';
import { I_130 } from '../../functions/src/domain/forms/maps/i-130';
import { bankStatementPdf, marriageCertificatePdf, noticePdf } from '../support/document-fixtures';
import { eventually, noSideScroll, PHONE, screenshot, signedInSession, type Session } from '../support/e2e';
import { detailsOf, expand as expandRow, rows } from '../support/track-applications-e2e';

const WAIT = { timeout: 60_000 };
const RECEIPT = 'IOE0987654321';

async function files() {
  const pdf = (name: string, bytes: Uint8Array) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(bytes) });
  const filled = await fillForm(
    await formTemplate('I-130'),
    I_130,
    { 'petitioner.familyName': 'Walker', 'petitioner.givenName': 'James', 'i-130.relationship': 'spouse' },
    { name: 'James Walker', aNumber: '' },
  );
  return [
    pdf('I-485 blank.pdf', await formTemplate('I-485')),
    pdf('I-130 filled.pdf', filled.bytes),
    pdf(
      'receipt notice.pdf',
      await noticePdf({
        type: 'receipt',
        receiptNumber: RECEIPT,
        caseType: 'I485',
        receivedDate: '01/15/2026',
        noticeDate: '01/20/2026',
        applicant: 'LUCIA HERNANDEZ',
      }),
    ),
    pdf('marriage certificate.pdf', await marriageCertificatePdf({ spouse1: 'James Walker', spouse2: 'Lucia Hernandez' })),
    pdf('bank statement.pdf', await bankStatementPdf({ holder: 'James Walker' })),
  ];
}

const resultFor = (page: Page, name: string) => page.getByTestId('document-result').filter({ has: page.getByText(name, { exact: true }) });

async function expand(page: Page, name: string) {
  const result = resultFor(page, name);
  const summary = result.locator('.MuiAccordionSummary-root');
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  return result;
}

describe('document review of official forms and a USCIS notice', () => {
  let session: Session | undefined;
  const page = () => {
    if (!session) throw new Error('no session');
    return session.page;
  };
  beforeAll(async () => {
    session = await signedInSession('Lucia Hernandez');
  });
  afterAll(async () => {
    await session?.close();
  });

  it('reports the blank form and the unsigned one, and tracks the notice’s application in one click', async () => {
    await page().goto('/ai-assistant/documents');
    await page().getByRole('heading', { name: 'Document Review', level: 1 }).waitFor();
    await page()
      .getByRole('button', { name: /^Family-Based/ })
      .click();
    await page()
      .getByLabel(/^Country of origin/)
      .selectOption('Mexico');
    await page()
      .getByLabel('Documents to review')
      .setInputFiles(await files());
    await page().getByRole('button', { name: 'Analyze Documents' }).click();
    await page().getByRole('heading', { name: 'Review', exact: true }).waitFor(WAIT);

    const blank = await expand(page(), 'I-485 blank.pdf');
    await eventually(() => blank.getByText(/This is the blank form\. Fill it in/).isVisible()).toBe(true);
    const filled = await expand(page(), 'I-130 filled.pdf');
    await eventually(() => filled.getByText(/is filled in but not signed/).isVisible()).toBe(true);
    expect(await filled.getByText('James Walker').first().isVisible()).toBe(true);

    // Whose document: the bank statement counts as the petitioner's finances until the user says it is the beneficiary's.
    const bank = await expand(page(), 'bank statement.pdf');
    await eventually(() => bank.getByText(/Counts as:/).isVisible()).toBe(true);
    await bank.getByLabel('Whose document is this?').selectOption({ label: 'The beneficiary’s' });
    await eventually(
      () => bank.getByText(/bank statement\.pdf \(the beneficiary's document\) is not needed for this filing/).isVisible(),
      WAIT,
    ).toBe(true);
    expect(await bank.getByText(/Counts as:/).count()).toBe(0);

    const notice = await expand(page(), 'receipt notice.pdf');
    await eventually(() => notice.getByText('USCIS notice: Receipt notice').isVisible()).toBe(true);
    expect(await notice.getByText(RECEIPT).isVisible()).toBe(true);
    await notice.getByRole('button', { name: 'Add to tracked applications' }).click();
    await eventually(() => notice.getByText('The application is now tracked.').isVisible(), WAIT).toBe(true);
    await screenshot(page(), 'documents-notice-tracked');
    await notice.getByRole('button', { name: 'Add to tracked applications' }).click();
    await eventually(() => notice.getByText('This application was already tracked.').isVisible(), WAIT).toBe(true);

    await notice.getByRole('link', { name: 'Open Track Applications' }).click();
    await page().getByRole('heading', { level: 1, name: 'Track Your Applications' }).waitFor();
    await eventually(() => rows(page()).count(), WAIT).toBe(1);
    const row = rows(page()).first();
    await expandRow(row);
    expect(await detailsOf(row).innerText()).toContain(RECEIPT);
    await page().setViewportSize(PHONE);
    expect(await noSideScroll(page())).toBe(true);
    await screenshot(page(), 'documents-notice-track-phone');
  });
});

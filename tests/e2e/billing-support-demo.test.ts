// Billing and support with the seeded demo user: its payments, invoice (and the invoice PDF), cards and tickets. It
// reads the shared demo account, so it runs in the shared lane (tests/vitest.e2e.config.ts); a fresh user's billing
// and support are in billing-support.test.ts.
import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../emulators/lib/paths';
import { openBrowser, PHONE, screenshot, signIn, type Session } from '../support/e2e';

const DESKTOP = { width: 1280, height: 800 };

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
// The Functions emulator starts a fresh worker (seconds) when requests arrive together while its
// warm ones are busy, as they do on each full page load; give the first answer time to come.
const WAIT = { timeout: 20_000 };
const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), WAIT).toBe(true);
const backgroundOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

describe('billing and support with the seeded demo user', () => {
  let session: Session;

  beforeAll(async () => {
    session = await openBrowser();
    await signIn(session.page, DEMO_USER);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('lists the seeded payments with status colours and links to settings', async () => {
    const { page } = session;
    await page.goto('/billing/history');
    await visible(heading(page, 'Payment History'));
    const table = page.getByRole('table', { name: 'Payment history' });
    await visible(table);
    const headers = await table.getByRole('columnheader').allInnerTexts();
    expect(headers).toEqual(['Date', 'Method', 'Reference', 'Amount', 'Status', 'Actions']);

    const paid = page.getByTestId('payment-row').filter({ hasText: '$50.00' });
    const pending = page.getByTestId('payment-row').filter({ hasText: '$40.00' });
    expect(await paid.count()).toBe(1);
    expect(await pending.count()).toBe(1);
    const paidChip = paid.locator('[data-tone]');
    const pendingChip = pending.locator('[data-tone]');
    expect(await paidChip.innerText()).toBe('Paid');
    expect(await paidChip.getAttribute('data-tone')).toBe('green');
    expect(await backgroundOf(paidChip)).toBe('rgb(220, 252, 231)');
    expect(await pendingChip.innerText()).toBe('Pending');
    expect(await pendingChip.getAttribute('data-tone')).toBe('yellow');
    expect(await backgroundOf(pendingChip)).toBe('rgb(254, 240, 138)');
    expect(await page.getByRole('main').getByRole('link', { name: 'Billing Settings' }).getAttribute('href')).toBe('/billing/settings');
    await screenshot(page, 'billing-history');

    await paid.getByRole('link', { name: 'View Invoice' }).click();
    await page.waitForURL('**/billing/invoices/demo-invoice-2026-0101');
  });

  it('shows the invoice with Bill To, dates, line items and 10% tax', async () => {
    const { page } = session;
    await visible(heading(page, 'Invoice INV-2026-0101'));
    expect(await page.getByRole('region', { name: 'Bill To' }).innerText()).toContain('742 Evergreen Terrace');
    expect(await page.getByTestId('invoice-date').innerText()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(await page.getByTestId('invoice-due-date').innerText()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const lines = page.getByRole('table', { name: 'Line items' });
    expect(await lines.getByRole('row').filter({ hasText: 'Document review (per file)' }).innerText()).toMatch(/2\s+\$5\.00\s+\$10\.00/);
    expect(await page.getByTestId('invoice-subtotal').innerText()).toMatch(/Subtotal\s+\$45\.45/);
    expect(await page.getByTestId('invoice-tax').innerText()).toMatch(/Tax \(10%\)\s+\$4\.55/);
    expect(await page.getByTestId('invoice-total').innerText()).toMatch(/Total\s+\$50\.00/);
    await screenshot(page, 'invoice');
  });

  it('downloads the invoice as a real PDF with the total in it', async () => {
    const { page } = session;
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 15_000 }),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('invoice-INV-2026-0101.pdf');
    const path = await download.path();
    const data = await readFile(path);
    expect(data.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await new PDFParse({ data }).getText()).text;
    expect(text).toContain('Bill To');
    expect(text).toContain('$50.00');
    expect(text).toContain('$4.55');
  });

  it('says an unknown invoice is not found', async () => {
    const { page } = session;
    await page.goto('/billing/invoices/no-such-invoice');
    await visible(heading(page, 'Invoice not found.'));
    await screenshot(page, 'invoice-not-found');
  });

  it('shows the seeded cards and tickets with their badges and the FAQ', async () => {
    const { page } = session;
    await page.goto('/billing/methods');
    const visa = page.getByRole('article', { name: 'Visa ending in 4242' });
    await visible(visa);
    expect(await visa.innerText()).toMatch(/Default[\s\S]*•••• 4242[\s\S]*Expires 08\/29/);
    await screenshot(page, 'billing-methods');

    await page.goto('/support');
    await visible(heading(page, 'Help & Support'));
    expect(await page.getByRole('link', { name: '+ Create New Ticket' }).getAttribute('href')).toBe('/support/new');
    const table = page.getByRole('table', { name: 'Your support tickets' });
    await visible(table);
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Subject', 'Status', 'Created']);
    const toneOf = (subject: string) =>
      table.getByRole('row').filter({ hasText: subject }).locator('[data-tone]').getAttribute('data-tone');
    expect(await toneOf('Unable to upload my passport scan')).toBe('green');
    expect(await toneOf('Question about invoice INV-2026-0102')).toBe('yellow');
    expect(await toneOf('How do I change my display name?')).toBe('gray');

    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await visible(faq.getByRole('button', { name: 'How do I reset my password?' }));
    const questions = await faq.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(questions.slice(0, 3)).toEqual([
      'How do I reset my password?',
      'Where can I see my invoices?',
      'Who do I contact for account issues?',
    ]);
    await faq.getByRole('button', { name: 'Where can I see my invoices?' }).click();
    await visible(faq.getByText('Billing & Payments > Invoices'));
    await screenshot(page, 'support');

    await table.getByRole('link', { name: 'Question about invoice INV-2026-0102' }).click();
    await page.waitForURL('**/support/tickets/demo-ticket-2');
    await visible(heading(page, 'Question about invoice INV-2026-0102'));
    expect(await page.getByTestId('ticket-message').first().innerText()).toContain('Support team');
  });

  it('fits the screens on a phone', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    for (const [path, name, title] of [
      ['/billing/history', 'billing-history-phone', 'Payment History'],
      ['/billing/invoices/demo-invoice-2026-0102', 'invoice-phone', 'Invoice INV-2026-0102'],
      ['/billing/methods', 'billing-methods-phone', 'Payment Methods'],
      ['/billing/methods/add', 'add-card-phone', 'Add Payment Method'],
      ['/billing/settings', 'billing-settings-phone', 'Billing Settings'],
      ['/support', 'support-phone', 'Help & Support'],
      ['/support/new', 'new-ticket-phone', 'Create New Ticket'],
      ['/support/tickets/demo-ticket-3', 'ticket-phone', 'How do I change my display name?'],
    ] as const) {
      await page.goto(path);
      await visible(heading(page, title));
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Loading' }).count(), WAIT).toBe(0);
      expect(await noSideScroll(), path).toBe(true);
      await screenshot(page, name);
    }
    // On a phone each payment is a card rather than a wide table row.
    await page.goto('/billing/history');
    await visible(page.getByTestId('payment-row').filter({ hasText: '$50.00' }));
    await page.setViewportSize(DESKTOP);
  });
});

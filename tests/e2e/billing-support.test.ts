// Billing and support for a fresh user of its own: empty states, cards, billing settings, a ticket with a refused
// file and a message, and a demo-owned ticket not found. The demo user's billing is in billing-support-demo.test.ts.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signedInSession, type Session } from '../support/e2e';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
// The Functions emulator starts a fresh worker (seconds) when requests arrive together while its
// warm ones are busy, as they do on each full page load; give the first answer time to come.
const WAIT = { timeout: 20_000 };
const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), WAIT).toBe(true);

/** Only the PNG signature matters to the server's content check. */
const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

describe('billing and support for a fresh user', () => {
  let session: Session;

  beforeAll(async () => {
    session = await signedInSession('Nadia Rahman');
  });
  afterAll(async () => {
    await session?.close();
  });

  it('shows empty states', async () => {
    const { page } = session;
    await page.goto('/billing/history');
    await visible(page.getByText('No payments yet.'));
    await screenshot(page, 'billing-history-empty');
    await page.goto('/billing/methods');
    await visible(page.getByText('No payment methods yet.'));
    await page.goto('/support');
    await visible(page.getByText('You have no support tickets yet.'));
    // The FAQ is shared content, so it is there for everyone.
    await visible(page.getByRole('button', { name: 'Who do I contact for account issues?' }));
    await screenshot(page, 'support-empty');
  });

  it('adds cards (rejecting a bad number), sets the default and removes one', async () => {
    const { page } = session;
    await page.goto('/billing/methods');
    await page.getByRole('link', { name: 'Add Method' }).first().click();
    await page.waitForURL('**/billing/methods/add');
    await visible(heading(page, 'Add Payment Method'));

    const number = page.getByLabel(/^Card Number/);
    await number.pressSequentially('4242424242424241');
    await expect.poll(() => number.inputValue(), WAIT).toBe('4242 4242 4242 4241');
    await page.getByLabel(/^Expiry/).pressSequentially('1230');
    await expect.poll(() => page.getByLabel(/^Expiry/).inputValue(), WAIT).toBe('12/30');
    await page.getByLabel(/^CVC/).fill('123');
    await page.getByLabel(/^Cardholder Name/).fill('Nadia Rahman');
    await page.getByRole('button', { name: 'Add Card' }).click();
    await visible(page.getByText('Card number is not valid'));
    expect(page.url()).toMatch(/\/billing\/methods\/add$/);
    await screenshot(page, 'add-card-invalid');

    await number.fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Add Card' }).click();
    await page.waitForURL(/\/billing\/methods$/);
    const visa = page.getByRole('article', { name: 'Visa ending in 4242' });
    await visible(visa);
    await visible(page.getByText('Visa ending in 4242 was added.'));
    expect(await visa.getByText('Default', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Add Method' }).click();
    await page.getByLabel(/^Card Number/).fill('5555555555554444');
    await page.getByLabel(/^Expiry/).fill('11/29');
    await page.getByLabel(/^CVC/).fill('321');
    await page.getByLabel(/^Cardholder Name/).fill('Nadia Rahman');
    await page.getByRole('button', { name: 'Add Card' }).click();
    await page.waitForURL(/\/billing\/methods$/);
    const mastercard = page.getByRole('article', { name: 'Mastercard ending in 4444' });
    await visible(mastercard);
    expect(await mastercard.getByText('Default', { exact: true }).count()).toBe(0);

    // Neither the full number nor the CVC may linger in the URL or in storage.
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage, url: location.href, history: history.state }),
    );
    for (const secret of ['4242424242424242', '4242 4242 4242 4242', '5555555555554444']) expect(stored).not.toContain(secret);

    await mastercard.getByRole('button', { name: 'Set as default' }).click();
    await expect.poll(() => mastercard.getByText('Default', { exact: true }).count(), WAIT).toBe(1);
    await expect.poll(() => visa.getByText('Default', { exact: true }).count(), WAIT).toBe(0);
    await screenshot(page, 'billing-methods-two');

    await visa.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this card?' });
    await visible(dialog);
    expect(await dialog.innerText()).toContain('Visa ending in 4242 will be removed');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => visa.count(), WAIT).toBe(0);
    await page.reload();
    await visible(mastercard);
    expect(await page.getByTestId('payment-method').count()).toBe(1);
  });

  it('saves billing settings across a reload', async () => {
    const { page } = session;
    await page.goto('/billing/history');
    await page.getByRole('main').getByRole('link', { name: 'Billing Settings' }).click();
    await page.waitForURL('**/billing/settings');
    const email = page.getByLabel(/^Billing Email/);
    await expect.poll(() => email.inputValue(), WAIT).toMatch(/@example\.test$/);
    const paperless = page.getByLabel(/Paperless billing/);
    expect(await paperless.isChecked()).toBe(true);

    await email.fill('accounts@nadia.example');
    await paperless.uncheck();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page.getByText('Billing settings saved.'));
    await screenshot(page, 'billing-settings');

    await page.reload();
    await expect.poll(() => page.getByLabel(/^Billing Email/).inputValue(), WAIT).toBe('accounts@nadia.example');
    expect(await page.getByLabel(/Paperless billing/).isChecked()).toBe(false);
    expect(await page.getByLabel(/Email me a copy of each invoice/).isChecked()).toBe(true);
  });

  it('creates a ticket, keeping the typing when the server refuses a file, and adds a message', async () => {
    const { page } = session;
    const subject = `Invoice email not arriving ${Date.now().toString(36)}`;
    await page.goto('/support');
    await page.getByRole('link', { name: '+ Create New Ticket' }).click();
    await page.waitForURL('**/support/new');
    await page.getByLabel(/^Subject/).fill(subject);
    await page.getByLabel(/^Category/).selectOption('Billing');
    await page.getByLabel(/^Description/).fill('I changed my billing email but invoices still go to the old address.');

    // Named and typed as a PNG, but the bytes are text: only the server can tell, and it answers 415.
    const attachment = page.getByLabel('Attachment', { exact: true });
    await attachment.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('not really an image') });
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await visible(page.getByText('Only PDF, DOCX, JPG and PNG files are accepted.').first());
    expect(await page.getByLabel(/^Subject/).inputValue()).toBe(subject);
    expect(await page.getByLabel(/^Category/).inputValue()).toBe('Billing');
    expect(await page.getByLabel(/^Description/).inputValue()).toContain('old address');
    await screenshot(page, 'new-ticket-error');

    // A file the browser already knows is wrong never leaves the page.
    await attachment.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await visible(page.getByText('“notes.txt” was not attached.', { exact: false }));

    await attachment.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await visible(page.getByTestId('attachment-chip'));
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await page.waitForURL(/\/support$/);
    const row = page.getByRole('row').filter({ hasText: subject });
    await visible(row);
    expect(await row.locator('[data-tone]').innerText()).toBe('Open');
    expect(await row.locator('[data-tone]').getAttribute('data-tone')).toBe('green');
    await screenshot(page, 'support-created');

    await row.getByRole('link', { name: subject }).click();
    await page.waitForURL(/\/support\/tickets\/[A-Za-z0-9_-]+$/);
    await visible(heading(page, subject));
    await visible(page.getByRole('button', { name: /Download receipt\.png/ }));
    await visible(page.getByText('No messages yet.', { exact: false }));
    await page.getByRole('textbox', { name: /^Message/ }).fill('The old address was nadia.old@example.test.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await visible(page.getByTestId('ticket-message').filter({ hasText: 'The old address was nadia.old@example.test.' }));
    await expect.poll(() => page.getByRole('textbox', { name: /^Message/ }).inputValue(), WAIT).toBe('');
    await screenshot(page, 'ticket');

    await page.reload();
    await visible(page.getByTestId('ticket-message').filter({ hasText: 'The old address was nadia.old@example.test.' }));
    expect(await page.getByTestId('ticket-message').first().innerText()).toContain('You');
  });

  it('says an unknown or demo-owned ticket is not found', async () => {
    const { page } = session;
    await page.goto('/support/tickets/demo-ticket-1');
    await visible(heading(page, 'Ticket not found.'));
    await page.goto('/billing/invoices/demo-invoice-2026-0101');
    await visible(heading(page, 'Invoice not found.'));
  });
});

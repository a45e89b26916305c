// Notifications, settings and uploaded documents for a fresh user of its own. The Knowledge Center, news, glossary
// and phone widths with the demo user are in resources-settings-demo.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, signIn, type Session } from '../support/e2e';
import { api, createTestUser, type TestUser } from '../support/stack';

// The emulated functions start cold (several seconds for the first calls), so waits are generous.
const eventually = <T>(value: () => T | Promise<T>) => expect.poll(value, { timeout: 20_000 });

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ }).first();

/** A tiny but real PDF: the API checks the first bytes, not just the name. */
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('notifications, settings and documents (fresh user)', () => {
  let session: Session;
  let user: TestUser;

  beforeAll(async () => {
    user = await createTestUser('Nadia Fresh');
    session = await openBrowser();
    await signIn(session.page, user);
  });
  afterAll(async () => {
    await session.close();
  });

  it('shows the empty states and the defaults to a user with no data', async () => {
    const { page } = session;
    await page.goto('/notifications');
    await eventually(() => page.getByText('You have no notifications yet.').isVisible()).toBe(true);
    await screenshot(page, 'rs-notifications-empty');

    await page.goto('/settings');
    await eventually(() => page.getByText('No documents uploaded.').isVisible()).toBe(true);
    // The account form comes from another request than the documents list.
    await eventually(() => page.getByLabel(/^Full Name/).inputValue()).toBe('Nadia Fresh');
    expect(await page.getByLabel('Email Address').inputValue()).toBe(user.email);
    expect(await page.getByLabel('Email Address').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('combobox', { name: /Language/ }).textContent()).toBe('English');
    expect(await page.getByLabel('Enable Two-Factor Authentication').isChecked()).toBe(false);
    expect(await page.getByLabel('Dark Mode').isChecked()).toBe(false);
    expect(await page.getByLabel('Email Notifications').isChecked()).toBe(true);
    expect(await page.getByLabel('SMS Notifications').isChecked()).toBe(false);
    await screenshot(page, 'rs-settings-fresh');
  });

  it('counts unread notifications on the bell and clears it when the page is opened', async () => {
    const { page } = session;
    for (const subject of ['Cannot see my case', 'Question about my invoice']) {
      const res = await api('/tickets', { token: user.idToken, body: { subject, category: 'Other', description: 'Details here.' } });
      expect(res.status).toBe(201);
    }
    await page.goto('/overview');
    await eventually(() => bell(page).getAttribute('aria-label')).toBe('Notifications, 2 unread');
    await bell(page).click();
    await page.waitForURL('**/notifications');
    const rows = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    await eventually(() => rows.count()).toBe(2);
    // Newest first: the second ticket's notification is on top.
    expect(await rows.first().textContent()).toContain('Question about my invoice');
    expect(await rows.getByText('New', { exact: true }).count()).toBe(2);
    await eventually(() => bell(page).getAttribute('aria-label')).toBe('Notifications');
    expect((await api<{ count: number }>('/notifications/unread-count', { token: user.idToken })).body.count).toBe(0);
    await screenshot(page, 'rs-notifications');
  });

  it('validates inline, then saves dark mode, full name and language across a reload', async () => {
    const { page } = session;
    await page.goto('/settings');
    const fullName = page.getByLabel(/^Full Name/);
    await eventually(() => fullName.inputValue()).toBe('Nadia Fresh');

    await fullName.fill('   ');
    await page.getByLabel('Phone Number').fill('call me');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await eventually(() => page.getByText('Full name is required').isVisible()).toBe(true);
    expect(await page.getByText('Use digits, spaces and + ( ) - . only').isVisible()).toBe(true);

    await fullName.fill('Nadia Renamed');
    await page.getByLabel('Phone Number').fill('+1 (555) 010-0199');
    await page.getByRole('combobox', { name: /Language/ }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // The confirmation already speaks the language just chosen.
    await eventually(() => page.getByRole('alert').filter({ hasText: 'Configuración guardada.' }).isVisible()).toBe(true);
    await eventually(() => page.getByTestId('header-display-name').textContent()).toBe('Nadia Renamed');
    // The app speaks Spanish at once, without a reload.
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Configuración');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightBackground = await background();
    await page.getByLabel('Modo oscuro').check();
    // The theme switches at once, before the save answers.
    await eventually(background).not.toBe(lightBackground);
    const darkBackground = await background();
    await eventually(() => page.getByLabel('Modo oscuro').isEnabled()).toBe(true);
    await screenshot(page, 'rs-settings-dark');

    // Forget this browser's own memory of the choices: the saved settings must bring them back.
    await page.evaluate(() => ['colorMode', 'language'].forEach((key) => localStorage.removeItem(key)));
    await page.reload();
    await eventually(() => page.getByLabel(/^Nombre completo/).inputValue()).toBe('Nadia Renamed');
    expect(await page.getByLabel('Número de teléfono').inputValue()).toBe('+1 (555) 010-0199');
    expect(await page.getByRole('combobox', { name: /Idioma/ }).textContent()).toBe('Español');
    expect(await page.getByLabel('Modo oscuro').isChecked()).toBe(true);
    await eventually(background).toBe(darkBackground);
    await eventually(() => page.getByTestId('header-display-name').textContent()).toBe('Nadia Renamed');

    await page.getByLabel('Modo oscuro').uncheck();
    await eventually(background).toBe(lightBackground);
    await eventually(() => page.getByLabel('Modo oscuro').isEnabled()).toBe(true);

    // Back to English for the tests that follow.
    await page.getByRole('combobox', { name: /Idioma/ }).click();
    // The picker names each language in its own language, whatever the app's.
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Settings');
    await eventually(() => page.getByRole('alert').filter({ hasText: 'Settings saved.' }).isVisible()).toBe(true);
  });

  it('uploads, views and (after confirming) removes a document, and explains refused files', async () => {
    const { page, context } = session;
    await page.goto('/settings');
    const input = page.getByTestId('document-upload-input');
    await eventually(() => page.getByText('No documents uploaded.').isVisible()).toBe(true);

    // Refused by the browser-side check, then by the API (415: the bytes are not a PDF).
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await eventually(() => page.getByText("Couldn't upload notes.txt. Only PDF, DOCX, JPG and PNG files are accepted.").isVisible()).toBe(
      true,
    );
    await input.setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf') });
    await eventually(() => page.getByText("Couldn't upload fake.pdf. Only PDF, DOCX, JPG and PNG files are accepted.").isVisible()).toBe(
      true,
    );

    await input.setInputFiles({ name: 'My Passport.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
    const docs = page.getByRole('list', { name: 'Uploaded documents' }).getByRole('listitem');
    await eventually(() => docs.count()).toBe(1);
    expect(await docs.first().textContent()).toMatch(/My-Passport\.pdf.*Uploaded .*· \d+ B/);
    await screenshot(page, 'rs-settings-document');

    const popupPromise = context.waitForEvent('page');
    await page.getByRole('button', { name: 'View My-Passport.pdf' }).click();
    const popup = await popupPromise;
    await eventually(() => popup.url()).toMatch(/^blob:/);
    await popup.close();

    await page.getByRole('button', { name: 'Remove My-Passport.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove document?' });
    await eventually(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    expect(await docs.count()).toBe(1);

    await page.getByRole('button', { name: 'Remove My-Passport.pdf' }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await eventually(() => page.getByText('No documents uploaded.').isVisible()).toBe(true);
    const listed = await api<{ documents: unknown[] }>('/documents', { token: user.idToken });
    expect(listed.body.documents).toEqual([]);
  });
});

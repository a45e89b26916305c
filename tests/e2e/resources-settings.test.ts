import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, PHONE, screenshot, SCREENSHOT_DIR, signIn, type Session } from '../support/e2e';
import { DEMO } from '../support/demo-routes';
import { api, createTestUser, type TestUser } from '../support/stack';

// The emulated functions start cold (several seconds for the first calls), so waits are generous.
const eventually = <T>(value: () => T | Promise<T>) => expect.poll(value, { timeout: 20_000 });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ }).first();

/** The visible part only: the glossary's full page is very long, and the highlight is what matters. */
const viewportShot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });

/** A tiny but real PDF: the API checks the first bytes, not just the name. */
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('knowledge center, news and glossary (demo user)', () => {
  let session: Session;

  beforeAll(async () => {
    session = await openBrowser();
    await signIn(session.page, DEMO);
  });
  afterAll(async () => {
    await session.close();
  });

  it('lists the articles with Prev / numbered / Next pagination and opens one', async () => {
    const { page } = session;
    await page.goto('/resources/learn');
    await eventually(() => heading(page).textContent()).toBe('Knowledge Center');
    const articles = page.getByRole('list', { name: 'Articles' }).getByRole('listitem');
    await eventually(() => articles.count()).toBe(5);
    const pages = page.getByRole('navigation', { name: 'Knowledge Center pages' });
    expect(await pages.getByRole('button', { name: 'Prev' }).isDisabled()).toBe(true);
    expect(await pages.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(await pages.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await screenshot(page, 'rs-knowledge-center');

    const title = (await articles.first().getByRole('heading').textContent()) ?? '';
    await articles.first().getByRole('link').click();
    await page.waitForURL(/\/resources\/learn\/[a-z0-9-]+$/);
    await eventually(() => heading(page).textContent()).toBe(title);
    expect(
      await page
        .getByText(/^Updated /)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('heading', { name: 'Sources' }).isVisible()).toBe(true);
    // Article bodies are markdown: rendered as headings and lists, not shown as raw text.
    expect(await page.locator('article h2').count()).toBeGreaterThan(1);
    expect(await page.locator('article').innerText()).not.toContain('## ');
    await screenshot(page, 'rs-article');
    await page.getByRole('link', { name: 'Back to Knowledge Center' }).click();
    await page.waitForURL(/\/resources\/learn$/);
  });

  it("shows 'Article not found.' with a link back, and an empty page past the end", async () => {
    const { page } = session;
    await page.goto('/resources/learn/no-such-article');
    await eventually(() => heading(page).textContent()).toBe('Article not found.');
    await page.getByRole('link', { name: 'Back to Knowledge Center' }).click();
    await page.waitForURL(/\/resources\/learn$/);
    await page.goto('/resources/learn?page=9');
    await eventually(() => page.getByText('There are no articles on page 9.').isVisible()).toBe(true);
  });

  it("pages through the news ('Page 1 of 2' -> Next -> 'Page 2 of 2') and keeps the page across an item", async () => {
    const { page } = session;
    await page.goto('/resources/news');
    await eventually(() => heading(page).textContent()).toBe('Latest Immigration News');
    const items = page.getByRole('list', { name: 'News' }).getByRole('listitem');
    await eventually(() => items.count()).toBe(3);
    const pager = page.getByRole('navigation', { name: 'News pages' });
    expect(await pager.getByText('Page 1 of 2').isVisible()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await items.first().getByText('Example', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'rs-news');

    await pager.getByRole('button', { name: 'Next' }).click();
    await eventually(() => pager.getByText('Page 2 of 2').isVisible()).toBe(true);
    expect(page.url()).toContain('?page=2');
    await eventually(() => items.count()).toBe(2);
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    const title = (await items.first().getByRole('heading').textContent()) ?? '';
    await items.first().getByRole('link').click();
    await page.waitForURL(/\/resources\/news\/\d+$/);
    await eventually(() => heading(page).textContent()).toBe(title);
    expect(await page.locator('article time').first().isVisible()).toBe(true);
    await screenshot(page, 'rs-news-item');
    await page.getByRole('link', { name: 'Back to Latest News' }).click();
    await eventually(() => pager.getByText('Page 2 of 2').isVisible()).toBe(true);

    await page.goto('/resources/news/999');
    await eventually(() => heading(page).textContent()).toBe('News item not found.');
    expect(await page.getByRole('link', { name: 'Back to Latest News' }).isVisible()).toBe(true);
  });

  it('searches the glossary as you type and links to a term', async () => {
    const { page } = session;
    await page.goto('/resources/glossary');
    const terms = page.getByRole('list', { name: 'Glossary terms' }).getByRole('listitem');
    await eventually(() => terms.count()).toBeGreaterThanOrEqual(40);
    const search = page.getByLabel('Search terms');
    await search.fill('priority date');
    await eventually(() => terms.count()).toBeLessThan(10);
    expect(await page.getByRole('heading', { name: 'Priority date', exact: true }).isVisible()).toBe(true);
    await search.fill('zzzz-nothing');
    await eventually(() => page.getByText('No terms match “zzzz-nothing”.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await eventually(() => terms.count()).toBeGreaterThanOrEqual(40);

    await page.goto('/resources/glossary#rfe');
    const rfe = page.locator('[id="rfe"]');
    await eventually(() => rfe.getAttribute('data-highlighted')).toBe('true');
    await eventually(() => rfe.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(400);
    await viewportShot(page, 'rs-glossary-rfe');
    // Related terms link to each other.
    const related = rfe.getByRole('link').last();
    const relatedHash = new URL((await related.getAttribute('href')) ?? '', 'http://x').hash;
    await related.click();
    await eventually(() => page.locator(`[id="${relatedHash.slice(1)}"]`).getAttribute('data-highlighted')).toBe('true');
  });

  it("lists the demo user's notifications newest first with the footer", async () => {
    const { page } = session;
    await page.goto('/notifications');
    const rows = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    await eventually(() => rows.count()).toBeGreaterThanOrEqual(3);
    const times = await rows.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
    expect([...times].sort().reverse()).toEqual(times);
    expect(await page.getByText('No more notifications. Check back later for updates.').isVisible()).toBe(true);
    // Opening the page reads the notifications; the demo expert's messages stay counted until the discussion is read.
    await eventually(() => bell(page).getAttribute('aria-label')).toMatch(/^Notifications(, (\d+) unread: \2 case messages?)?$/);
    await screenshot(page, 'rs-notifications-demo');
  });
});

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
    await page.getByRole('option', { name: 'Spanish' }).click();
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
    await page.getByRole('option', { name: 'Inglés' }).click();
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

describe('at phone width', () => {
  let session: Session;

  beforeAll(async () => {
    session = await openBrowser(PHONE);
    await signIn(session.page, DEMO);
  });
  afterAll(async () => {
    await session.close();
  });

  it('fits every screen in 390px without sideways scrolling', async () => {
    const { page } = session;
    const screens: [string, string][] = [
      ['/resources/learn', 'rs-phone-knowledge'],
      ['/resources/learn/responding-to-an-rfe', 'rs-phone-article'],
      ['/resources/news', 'rs-phone-news'],
      ['/resources/glossary#priority-date', 'rs-phone-glossary'],
      ['/notifications', 'rs-phone-notifications'],
      ['/settings', 'rs-phone-settings'],
    ];
    for (const [path, name] of screens) {
      await page.goto(path);
      await eventually(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      if (path.includes('glossary')) {
        await eventually(() => page.locator('[data-highlighted]').count()).toBe(1);
        await viewportShot(page, name);
      } else await screenshot(page, name);
    }
  });
});

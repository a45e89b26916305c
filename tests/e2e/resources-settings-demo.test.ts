// The Knowledge Center, news and glossary with the seeded demo user, and every such screen at phone width. It reads
// the shared demo account, so it runs in the shared lane (tests/vitest.e2e.config.ts); notifications, settings and
// documents for a fresh user are in resources-settings.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, PHONE, screenshot, SCREENSHOT_DIR, signIn, type Session } from '../support/e2e';
import { DEMO } from '../support/demo-routes';

// The emulated functions start cold (several seconds for the first calls), so waits are generous.
const eventually = <T>(value: () => T | Promise<T>) => expect.poll(value, { timeout: 20_000 });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ }).first();

/** The visible part only: the glossary's full page is very long, and the highlight is what matters. */
const viewportShot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });

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
    // Samples are labelled once above the list, not in every title.
    expect(await page.getByTestId('news-samples').isVisible()).toBe(true);
    expect(await page.getByTestId('news-samples').innerText()).toMatch(/samples/);
    expect((await items.allInnerTexts()).some((text) => /Example:/.test(text))).toBe(false);
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

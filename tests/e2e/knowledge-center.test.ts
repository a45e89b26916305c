// The Knowledge Center's answer cards in the browser, against the seeded knowledge base: search with a match count,
// the no-results state, the topic filter, a card page with its source and checked date, Back keeping the search,
// unknown ids and the guides (articles) beside the cards, the phone layout, and the check that a Spanish
// question in the chat gets a Spanish answer whose Knowledge Center link opens the Spanish card.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeCard } from '../../functions/src/shared/knowledge/knowledge-views';
import { eventually, openBrowser, PHONE, screenshot, SCREENSHOT_DIR, signIn, type Session } from '../support/e2e';
import { DEMO } from '../support/demo-routes';
import { api, signInWithPassword } from '../support/stack';

const LEARN = '/resources/learn';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const answers = (page: Page) => page.getByRole('list', { name: 'Answers' }).getByRole('listitem');
const answerCount = (page: Page) => page.getByTestId('answer-count');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search answers' });

/** Waits for the list to settle on a count that matches `pattern`, and returns the count line. */
async function countLine(page: Page, pattern: RegExp): Promise<string> {
  await eventually(() => answerCount(page).textContent(), { timeout: 20_000 }).toMatch(pattern);
  return (await answerCount(page).textContent()) ?? '';
}

const totalOf = (line: string) => Number(/^(\d+)/.exec(line)?.[1] ?? NaN);

/** Nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('Knowledge Center answer cards (demo user)', () => {
  let session: Session;
  let page: Page;

  beforeAll(async () => {
    session = await openBrowser();
    page = session.page;
    await signIn(page, DEMO);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('lists every answer with its count and pages, beside the guides', async () => {
    await page.goto(LEARN);
    await eventually(() => heading(page).textContent()).toBe('Knowledge Center');
    const all = totalOf(await countLine(page, /^\d+ answers$/));
    expect(all).toBeGreaterThan(10);
    await eventually(() => answers(page).count()).toBe(10);
    // The guides stay, with their own pages.
    await eventually(() => page.getByRole('list', { name: 'Articles' }).getByRole('listitem').count()).toBe(5);
    expect(await page.getByRole('heading', { name: 'Guides', level: 2 }).isVisible()).toBe(true);

    await screenshot(page, 'kc-list-desktop');

    const pager = page.getByRole('navigation', { name: 'Answer pages' });
    const first = await answers(page).first().getByRole('link').textContent();
    await pager.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/[?&]answers=2/);
    await eventually(() => answers(page).first().getByRole('link').textContent()).not.toBe(first);
    expect(await pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('searches "green card": a count, a list, and a card page with its source and checked date; Back keeps the search', async () => {
    await page.goto(LEARN);
    await countLine(page, /^\d+ answers$/);
    await searchBox(page).fill('green card');
    const line = await countLine(page, /^\d+ answers? match(es)? “green card”$/);
    expect(totalOf(line)).toBeGreaterThan(0);
    expect(page.url()).toContain('q=green+card');
    await eventually(() => answers(page).count()).toBeGreaterThan(0);
    await screenshot(page, 'kc-search-desktop');

    const link = answers(page).first().getByRole('link');
    const question = (await link.textContent()) ?? '';
    await link.click();
    await page.waitForURL(/\/resources\/learn\/[a-z0-9-]+$/);
    await eventually(() => heading(page).textContent()).toBe(question);
    expect(
      await page
        .getByText(/^Checked on /)
        .first()
        .isVisible(),
    ).toBe(true);
    const sources = page.getByRole('region', { name: /^Sources?$/ });
    const source = sources.getByRole('link').first();
    expect(await source.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await source.getAttribute('target')).toBe('_blank');
    expect(await source.getAttribute('rel')).toContain('noopener');
    // The answer is markdown, rendered.
    expect(await page.locator('article').innerText()).not.toContain('**');
    await screenshot(page, 'kc-card-desktop');

    // A related question opens in place, and Back still returns to the search.
    const related = page.getByRole('region', { name: 'Related questions' }).getByRole('link').first();
    if ((await related.count()) > 0) {
      const relatedQuestion = (await related.textContent()) ?? '';
      await related.click();
      await eventually(() => heading(page).textContent()).toBe(relatedQuestion);
    }
    await page.getByRole('link', { name: 'Back to Knowledge Center' }).click();
    await page.waitForURL(/\/resources\/learn\?q=green\+card$/);
    await countLine(page, /“green card”$/);
    expect(await searchBox(page).inputValue()).toBe('green card');
  });

  it('shows the no-results state for a nonsense search, and Clear search brings the list back', async () => {
    await page.goto(LEARN);
    await countLine(page, /^\d+ answers$/);
    await searchBox(page).fill('zzqx blorf');
    // Enter searches at once, without waiting for the pause in typing.
    await searchBox(page).press('Enter');
    await eventually(() => page.getByText('No answers match “zzqx blorf”.').isVisible()).toBe(true);
    await countLine(page, /^0 answers match “zzqx blorf”$/);
    const ask = page.getByRole('link', { name: 'Ask the AI assistant' });
    expect(await ask.getAttribute('href')).toBe('/ai-assistant/chat');
    await screenshot(page, 'kc-no-results');

    await page.getByRole('button', { name: 'Clear search' }).click();
    await countLine(page, /^\d+ answers$/);
    await eventually(() => answers(page).count()).toBe(10);
    expect(await searchBox(page).inputValue()).toBe('');
    expect(page.url()).not.toContain('q=');
  });

  it('narrows the list to a topic, every card showing that topic', async () => {
    await page.goto(LEARN);
    const all = totalOf(await countLine(page, /^\d+ answers$/));
    await page.getByLabel('Topic').selectOption({ label: 'Citizenship' });
    await page.waitForURL(/[?&]topic=naturalization/);
    await eventually(async () => totalOf((await answerCount(page).textContent()) ?? '')).toBeLessThan(all);
    const topical = totalOf((await answerCount(page).textContent()) ?? '');
    expect(topical).toBeGreaterThan(0);
    await eventually(() => answers(page).count()).toBe(Math.min(topical, 10));
    const chips = await answers(page).getByTestId('topic-chip').allTextContents();
    expect(chips.length).toBe(Math.min(topical, 10));
    expect(new Set(chips)).toEqual(new Set(['Citizenship']));

    // A search within the topic stays within it.
    await searchBox(page).fill('fee');
    await countLine(page, /“fee”$/);
    expect(new Set(await answers(page).getByTestId('topic-chip').allTextContents())).toEqual(new Set(['Citizenship']));
    await page.getByLabel('Topic').selectOption({ label: 'All topics' });
    await eventually(() => page.url()).not.toContain('topic=');
  });

  it("shows 'Article not found.' for an unknown id, with the way back", async () => {
    await page.goto(`${LEARN}/no-such-card-or-article`);
    await eventually(() => heading(page).textContent()).toBe('Article not found.');
    await page.getByRole('link', { name: 'Back to Knowledge Center' }).click();
    await page.waitForURL(/\/resources\/learn$/);
  });

  it('still opens a guide (article)', async () => {
    await page.goto(LEARN);
    const guides = page.getByRole('list', { name: 'Articles' }).getByRole('listitem');
    await eventually(() => guides.count()).toBe(5);
    const title = (await guides.first().getByRole('heading').textContent()) ?? '';
    await guides.first().getByRole('link').click();
    await page.waitForURL(/\/resources\/learn\/[a-z0-9-]+$/);
    await eventually(() => heading(page).textContent()).toBe(title);
    expect(
      await page
        .getByText(/^Updated /)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('heading', { name: 'Sources' }).isVisible()).toBe(true);
  });

  it('shows a card in another language from the language select, or says it is English only', async () => {
    await page.goto(LEARN);
    await countLine(page, /^\d+ answers$/);
    await page.getByLabel('Language').selectOption('es');
    await page.waitForURL(/[?&]lang=es/);
    // The English list stays on screen while the Spanish one loads: wait for the links to carry the language.
    await eventually(() => answers(page).first().getByRole('link').getAttribute('href')).toMatch(/[?&]lang=es$/);
    await answers(page).first().getByRole('link').click();
    await page.waitForURL(/\/resources\/learn\/[a-z0-9-]+\?lang=es$/);
    // The card's h1 carries the language it is written in (Knowledge Center's own h1 has none).
    await eventually(() => heading(page).getAttribute('lang')).toMatch(/^(en|es)$/);
    const lang = await heading(page).getAttribute('lang');
    if (lang === 'en') expect(await page.getByText('Esta respuesta aún no está traducida').isVisible()).toBe(true);
    else expect(lang).toBe('es');
    await page.getByLabel('Language').selectOption('en');
    await page.waitForURL(/\/resources\/learn\/[a-z0-9-]+$/);
    await eventually(() => heading(page).getAttribute('lang')).toBe('en');
  });
});

describe('Knowledge Center on a phone (390 px)', () => {
  let session: Session;

  beforeAll(async () => {
    session = await openBrowser(PHONE);
    await signIn(session.page, DEMO);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('fits the list and a card page without sideways scrolling', async () => {
    const { page } = session;
    await page.goto(`${LEARN}?q=green+card`);
    await countLine(page, /“green card”$/);
    await eventually(() => answers(page).count()).toBeGreaterThan(0);
    expect(await overflowsSideways(page)).toBe(false);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/kc-list-phone-top.png` });
    await screenshot(page, 'kc-list-phone');
    await page.goto(`${LEARN}/n400-fee?lang=es`);
    await eventually(() => heading(page).textContent()).toMatch(/N-400/);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/kc-card-phone-top.png` });
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'kc-card-phone');
  });
});

describe("the issue's chat test: a Spanish question gets a Spanish answer with a working source link", () => {
  let session: Session;
  let spanishQuestion = '';

  beforeAll(async () => {
    const token = await signInWithPassword(DEMO.email, DEMO.password);
    const { status, body } = await api<{ card: KnowledgeCard }>('/knowledge/cards/n400-fee?lang=es', { token });
    expect(status).toBe(200);
    expect(body.card.language, 'the Spanish translation of the card n400-fee is seeded').toBe('es');
    spanishQuestion = body.card.question;
    session = await openBrowser();
    await signIn(session.page, DEMO);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('answers "¿Cuánto cuesta la solicitud de ciudadanía N-400?" in Spanish, and its link opens the Spanish card', async () => {
    const { page } = session;
    const question = '¿Cuánto cuesta la solicitud de ciudadanía N-400?';
    await page.goto('/ai-assistant/chat');
    await eventually(() => page.getByTestId('connection-state').textContent(), { timeout: 20_000 }).toBe('Connected');
    // The demo user may have an earlier chat open: start afresh so the reply counted is this one.
    await page.getByRole('button', { name: 'New Chat' }).click();
    const messageBox = page.getByLabel('Message', { exact: true });
    await messageBox.fill(question);
    await messageBox.press('Enter');
    await page.getByTestId('user-message').filter({ hasText: question }).waitFor();
    await eventually(() => page.locator('[data-testid="ai-message"][data-complete="true"]').count(), {
      timeout: 30_000,
    }).toBeGreaterThanOrEqual(1);
    await eventually(() => page.getByTestId('thinking').count()).toBe(0);

    const reply = page.getByTestId('ai-message').last();
    const text = await reply.innerText();
    expect(text).toContain('Fuente');
    expect(text).toMatch(/\$\d/);
    const official = reply.locator('a[href^="https://"]').first();
    expect(await official.getAttribute('href')).toMatch(/^https:\/\/(www\.)?(uscis\.gov|state\.gov|travel\.state\.gov|ecfr\.gov)/);
    expect(await official.getAttribute('target')).toBe('_blank');
    await screenshot(page, 'kc-chat-spanish');

    await reply.getByRole('link', { name: 'Ver esta respuesta en el Centro de conocimiento' }).click();
    await page.waitForURL(/\/resources\/learn\/n400-fee(\?lang=es)?$/);
    await eventually(() => heading(page).textContent()).toBe(spanishQuestion);
    expect(
      await page
        .getByText(/^Checked on /)
        .first()
        .isVisible(),
    ).toBe(true);
    await screenshot(page, 'kc-chat-spanish-card');
  });
});

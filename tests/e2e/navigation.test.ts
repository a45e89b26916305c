// Browser tests for the app shell: Glossary and Billing Settings in the sidebar, breadcrumbs named by the
// page's real title, the 404 page, a screen whose code fails to load, tooltips that load on first use, the skip link,
// the keyboard focus ring and the phone drawer under the app bar.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../emulators/lib/paths';
import { ARTICLES } from '../../functions/src/content/articles';
import { KNOWLEDGE_CARDS } from '../../functions/src/content/knowledge/cards';
import { NEWS } from '../../functions/src/content/news';
import { DESKTOP, openBrowser, PHONE, screenshot, signIn, type Session } from '../support/e2e';
import { visible, WAIT } from '../support/expert-e2e';

const BRAND = 'Immigration AI';
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const crumbsOf = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });
/** The trail as one line: "Home / Resources / Knowledge Center / …". */
const trailText = async (page: Page) => (await crumbsOf(page).innerText()).replace(/\s*\n\s*/g, ' ').trim();
const activeElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return { tag: element?.tagName ?? '', id: element?.id ?? '', text: (element?.textContent ?? '').trim() };
  });
/** The element painted at a locator's centre: proves it is not covered (by the app bar, say). */
const isOnTop = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });

/** Counts the page's requests for a chunk until `stop`. */
function countRequests(page: Page, chunk: RegExp) {
  let count = 0;
  const onRequest = (request: { url(): string }) => {
    if (chunk.test(request.url())) count += 1;
  };
  page.on('request', onRequest);
  return { count: () => count, stop: () => void page.off('request', onRequest) };
}

describe('the app shell, with the seeded demo user', () => {
  let session: Session;

  beforeAll(async () => {
    session = await openBrowser(DESKTOP);
    await signIn(session.page, DEMO_USER);
  });
  afterAll(async () => {
    await session?.close();
  });

  /**
   * Opens a sidebar group and waits until it has finished opening: the sidebar scrolls while a group grows, and a
   * click on a link then can land on the item that scrolled under the pointer (CI, 2026-11-29).
   */
  async function openSubmenu(sidebar: Locator, name: string, id: string): Promise<Locator> {
    await sidebar.getByRole('button', { name }).click();
    const group = sidebar.locator(`#submenu-${id}`);
    await visible(sidebar.locator(`#submenu-${id}.MuiCollapse-entered`));
    return group;
  }

  it('lists Glossary under Resources and Billing Settings under Billing & Payments, and opens them', async () => {
    const { page } = session;
    await page.goto('/overview');
    const sidebar = page.getByTestId('sidebar');
    const resources = await openSubmenu(sidebar, 'Resources', 'resources');
    await eventuallyNames(resources, ['Knowledge Center', 'Latest News', 'Glossary']);
    await resources.getByRole('link', { name: 'Glossary' }).click();
    await page.waitForURL('**/resources/glossary');
    await visible(heading(page, 'Glossary'));
    expect(await trailText(page)).toBe('Home / Resources / Glossary');

    const billing = await openSubmenu(sidebar, 'Billing & Payments', 'billing');
    await eventuallyNames(billing, ['Payment History', 'Manage Payment Methods', 'Billing Settings']);
    await billing.getByRole('link', { name: 'Billing Settings' }).click();
    await page.waitForURL('**/billing/settings');
    await visible(heading(page, 'Billing Settings'));
    expect(await trailText(page)).toBe('Home / Billing & Payments / Billing Settings');
    expect(await billing.getByRole('link', { name: 'Billing Settings' }).getAttribute('class')).toContain('Mui-selected');
    await screenshot(page, 'navigation-sidebar-billing-settings');
  });

  it('names static crumbs properly and record pages by their own titles, never their ids', async () => {
    const { page } = session;
    await page.goto('/ai-assistant/chat');
    await expect.poll(() => trailText(page), WAIT).toBe('Home / AI Assistant / Ask a Question');
    await page.goto('/billing/methods/add');
    await expect.poll(() => trailText(page), WAIT).toBe('Home / Billing & Payments / Manage Payment Methods / Add Payment Method');

    const article = ARTICLES[0]!;
    await page.goto(`/resources/learn/${article.id}`);
    await visible(heading(page, article.title));
    await expect.poll(() => trailText(page), WAIT).toBe(`Home / Resources / Knowledge Center / ${article.title}`);
    await expect.poll(() => page.title(), WAIT).toBe(`${article.title} · ${BRAND}`);
    await crumbsOf(page).getByRole('link', { name: 'Knowledge Center' }).click();
    await page.waitForURL((url) => url.pathname === '/resources/learn');

    const card = KNOWLEDGE_CARDS[0]!;
    await page.goto(`/resources/learn/${card.id}`);
    await expect.poll(() => trailText(page), WAIT).toBe(`Home / Resources / Knowledge Center / ${card.question}`);

    const news = NEWS[0]!;
    await page.goto(`/resources/news/${news.id}`);
    await expect.poll(() => trailText(page), WAIT).toBe(`Home / Resources / Latest News / ${news.title}`);

    // The crumb reads the invoice through the page's own query: one request serves both.
    const invoiceRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/invoices/demo-invoice-2026-0102') invoiceRequests.push(request.method());
    });
    await page.goto('/billing/invoices/demo-invoice-2026-0102');
    await visible(heading(page, 'Invoice INV-2026-0102'));
    await expect.poll(() => trailText(page), WAIT).toBe('Home / Billing & Payments / Invoices / INV-2026-0102');
    await expect.poll(() => page.title(), WAIT).toBe(`INV-2026-0102 · ${BRAND}`);
    expect(invoiceRequests.filter((method) => method === 'GET')).toHaveLength(1);
    await screenshot(page, 'navigation-breadcrumb-invoice');

    await page.goto('/support/tickets/demo-ticket-2');
    await expect.poll(() => trailText(page), WAIT).toBe('Home / Help & Support / Tickets / Question about invoice INV-2026-0102');

    // A record that cannot be read keeps its generic name.
    await page.goto('/billing/invoices/no-such-invoice');
    await visible(heading(page, 'Invoice not found.'));
    await expect.poll(() => trailText(page), WAIT).toBe('Home / Billing & Payments / Invoices / Invoice');
    expect(await trailText(page)).not.toContain('no-such-invoice');
  });

  it('shows a 404 page for an unknown path, inside the shell, with a way home; / still redirects', async () => {
    const { page } = session;
    await page.goto('/no/such/page');
    await visible(heading(page, 'Page not found'));
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
    expect(await page.getByText('There is no page at /no/such/page.', { exact: false }).isVisible()).toBe(true);
    await expect.poll(() => page.title(), WAIT).toBe(`Page not found · ${BRAND}`);
    expect(await trailText(page)).toBe('Home / Page not found');
    expect(await page.getByTestId('sidebar').isVisible()).toBe(true);
    await screenshot(page, 'navigation-not-found');
    await page.getByRole('main').getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL('**/overview');
    await visible(page.getByRole('heading', { level: 1, name: /Welcome/ }));

    // A section without a screen of its own is not found either.
    await page.goto('/billing');
    await visible(heading(page, 'Page not found'));

    await page.goto('/');
    await page.waitForURL('**/overview');
  });

  it('says a screen could not be loaded when its code does not arrive, offers Reload, Back opens the last screen, and the screen loads once its code arrives', async () => {
    const { page } = session;
    // The Help & Support screen's own chunk (not support-new's), refused as a stale deploy or a lost connection would.
    const supportChunk = /\/assets\/support-[\w-]{8}\.js$/;
    await page.route(supportChunk, (route) => route.abort());
    try {
      await page.goto('/overview');
      await visible(page.getByRole('heading', { level: 1, name: /Welcome/ }));
      await page.getByTestId('sidebar').getByRole('link', { name: 'Help & Support' }).click();
      await visible(heading(page, 'This page could not be loaded'));
      expect(await page.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
      await expect.poll(() => page.title(), WAIT).toBe(`This page could not be loaded · ${BRAND}`);
      await screenshot(page, 'navigation-screen-failed');

      await page.goBack();
      await page.waitForURL('**/overview');
      await visible(page.getByRole('heading', { level: 1, name: /Welcome/ }));
      expect(await page.getByTestId('sidebar').isVisible()).toBe(true);

      // The connection is back: the same screen, opened again without a reload, fetches its chunk again.
      await page.unroute(supportChunk);
      await page.getByTestId('sidebar').getByRole('link', { name: 'Help & Support' }).click();
      await page.waitForURL('**/support');
      await visible(heading(page, 'Help & Support'));
      expect(await page.getByRole('heading', { name: 'This page could not be loaded' }).count()).toBe(0);
    } finally {
      await page.unroute(supportChunk);
    }
  });
  it('keeps the page up when the Firebase session chunk does not arrive, and fetches it again', async () => {
    const { page } = session;
    // The chunk with Firebase's view of the signed-in user (web/src/lib/firebase-session.tsx); the app runs on the
    // stored session meanwhile, and only the greeting waits for it.
    const sessionChunk = /\/assets\/firebase-session-[\w-]{8}\.js$/;
    const requests = countRequests(page, sessionChunk);
    await page.route(sessionChunk, (route) => route.abort());
    try {
      await page.goto('/overview');
      await visible(page.getByTestId('sidebar'));
      await visible(page.getByRole('link', { name: 'Ask a Question' }).first());
      await expect.poll(requests.count, WAIT).toBeGreaterThan(0);
      expect(await page.getByRole('heading', { name: 'This page could not be loaded' }).count()).toBe(0);
      // It waits before trying again (5 s, then longer), rather than asking for the chunk in a loop.
      expect(requests.count()).toBeLessThan(5);

      await page.unroute(sessionChunk);
      await visible(page.getByRole('heading', { level: 1, name: 'Welcome Back!' }));
      expect(requests.count()).toBeGreaterThan(1);
    } finally {
      requests.stop();
      await page.unroute(sessionChunk);
    }
  });
  describe("the shell's tooltips (components/ui/deferred-tooltip.tsx)", () => {
    const tooltipChunk = /\/assets\/Tooltip-[\w-]{8}\.js$/;
    const toggleOf = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
    const sidebarWidth = (page: Page) => page.getByTestId('sidebar-paper').evaluate((element) => element.getBoundingClientRect().width);

    /** Opens /overview with the tooltip chunk held back until `arrive` is called, counting its requests. */
    async function openWithTooltipsHeld(page: Page) {
      const requests = countRequests(page, tooltipChunk);
      let arrive = () => undefined as void;
      const held = new Promise<void>((resolve) => (arrive = resolve));
      await page.route(tooltipChunk, async (route) => {
        await held;
        // Unrouting at the end may have settled it already.
        await route.continue().catch(() => undefined);
      });
      await page.goto('/overview');
      await visible(page.getByRole('heading', { level: 1, name: /Welcome/ }));
      await page.waitForLoadState('networkidle');
      const stop = async () => {
        arrive();
        requests.stop();
        await page.unroute(tooltipChunk);
      };
      return { requests, arrive, stop };
    }

    it('load at the first interaction, not with the page, and a press their arrival straddles is still a click', async () => {
      const { page } = session;
      const held = await openWithTooltipsHeld(page);
      try {
        expect(held.requests.count(), 'nothing loads the tooltips before the user interacts').toBe(0);
        const box = await toggleOf(page, 'Collapse sidebar').boundingBox();
        if (!box) throw new Error('no sidebar toggle');
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        // Held back, the chunk is asked for twice (Vite's modulepreload, then the import): once it has been, at all.
        await expect.poll(held.requests.count, WAIT).toBeGreaterThan(0);
        const arrived = page.waitForResponse(tooltipChunk);
        held.arrive();
        await arrived;
        await page.mouse.up();
        await expect.poll(() => sidebarWidth(page), WAIT).toBe(80);

        await page.mouse.move(0, 0);
        await toggleOf(page, 'Expand sidebar').hover();
        await visible(page.getByRole('tooltip').filter({ hasText: 'Expand sidebar' }));
        await toggleOf(page, 'Expand sidebar').click();
        await expect.poll(() => sidebarWidth(page), WAIT).toBe(256);
      } finally {
        await held.stop();
      }
    });

    it('are asked for again at the next interaction when their chunk did not arrive', async () => {
      const { page } = session;
      const requests = countRequests(page, tooltipChunk);
      await page.route(tooltipChunk, (route) => route.abort());
      try {
        await page.goto('/overview');
        await visible(page.getByRole('heading', { level: 1, name: /Welcome/ }));
        await toggleOf(page, 'Collapse sidebar').hover();
        await expect.poll(requests.count, WAIT).toBeGreaterThan(0);
        await page.unroute(tooltipChunk);
        await page.mouse.move(0, 0);
        await toggleOf(page, 'Collapse sidebar').hover();
        await visible(page.getByRole('tooltip').filter({ hasText: 'Collapse sidebar' }));
      } finally {
        requests.stop();
        await page.unroute(tooltipChunk);
      }
    });

    it('give the keyboard focus back to the control they remount', async () => {
      const { page } = session;
      const held = await openWithTooltipsHeld(page);
      try {
        const toggle = toggleOf(page, 'Collapse sidebar');
        await toggle.evaluate((element: HTMLElement) => {
          element.dataset['before'] = 'swap';
          element.focus();
        });
        await page.keyboard.press('Shift');
        await expect.poll(held.requests.count, WAIT).toBeGreaterThan(0);
        held.arrive();
        // Once the tooltip is in, the button is a new element: it must have the focus the old one had.
        await expect
          .poll(() => toggle.evaluate((element: HTMLElement) => element.dataset['before'] ?? 'remounted'), WAIT)
          .toBe('remounted');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Collapse sidebar');
      } finally {
        await held.stop();
      }
    });
  });
  it('offers "Skip to main content" as the first Tab stop, and Enter moves the focus to <main>', async () => {
    const { page } = session;
    await page.goto('/overview');
    await visible(page.getByRole('heading', { level: 1, name: /Welcome/ }));
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    // Off screen until focused.
    expect(await skip.evaluate((element) => element.getBoundingClientRect().bottom <= 0)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await activeElement(page)).toMatchObject({ tag: 'A', text: 'Skip to main content' });
    await expect.poll(() => skip.evaluate((element) => element.getBoundingClientRect().top >= 0), WAIT).toBe(true);
    expect(await isOnTop(skip)).toBe(true);
    await screenshot(page, 'navigation-skip-link');
    await page.keyboard.press('Enter');
    expect(await activeElement(page)).toMatchObject({ tag: 'MAIN', id: 'main-content' });
    expect(new URL(page.url()).pathname).toBe('/overview');
    // The next Tab goes on inside the main content: the breadcrumb bar's Back button.
    await page.keyboard.press('Tab');
    expect(await activeElement(page)).toMatchObject({ tag: 'BUTTON', text: 'Back' });
  });

  it('draws a solid focus ring of at least 2px on keyboard focus, and none on a mouse click', async () => {
    const { page } = session;
    await page.goto('/overview');
    await visible(page.getByRole('heading', { level: 1, name: /Welcome/ }));
    const outlineOf = (locator: Locator) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
      });
    const back = page.getByRole('main').getByRole('button', { name: 'Back' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await back.evaluate((element) => element === document.activeElement)).toBe(true);
    const ring = await outlineOf(back);
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    const dark = await page.evaluate(() => localStorage.getItem('colorMode') === 'dark');
    expect(ring.color).toBe(dark ? 'rgb(155, 184, 255)' : 'rgb(29, 78, 216)');
    await screenshot(page, 'navigation-focus-ring');

    // A link in the sidebar, reached by keyboard, is ringed as well.
    const home = page.getByTestId('sidebar').getByRole('link', { name: 'Home' });
    await home.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect((await outlineOf(home)).style).toBe('solid');

    const toggle = page.getByRole('button', { name: 'Collapse sidebar' });
    await toggle.click();
    const expand = page.getByRole('button', { name: 'Expand sidebar' });
    expect(await expand.evaluate((element) => element === document.activeElement)).toBe(true);
    const clicked = await outlineOf(expand);
    expect(clicked.style === 'none' || clicked.width === 0).toBe(true);
    await expand.click();
  });

  it('draws the ring in the dark theme too, in its own colour', async () => {
    const { page } = session;
    // The demo user's saved settings answer Dark Mode on, in this page only: nobody else's settings change.
    await page.route('**/api/settings', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { settings: Record<string, unknown> };
      return route.fulfill({ response, json: { settings: { ...body.settings, darkMode: true } } });
    });
    try {
      await page.goto('/overview');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('colorMode')), WAIT).toBe('dark');
      // The keys go to a rendered page: under load the settings can arrive before the screen does.
      await visible(page.getByRole('heading', { level: 1, name: /Welcome/ }));
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const back = page.getByRole('main').getByRole('button', { name: 'Back' });
      expect(await back.evaluate((element) => element === document.activeElement)).toBe(true);
      const ring = await back.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
      });
      expect(ring).toEqual({ style: 'solid', width: 3, color: 'rgb(155, 184, 255)' });
      await screenshot(page, 'navigation-focus-ring-dark');
    } finally {
      await page.unroute('**/api/settings');
      await page.evaluate(() => localStorage.setItem('colorMode', 'light'));
    }
  });

  it('keeps the phone drawer, its close button and its items under the app bar, not behind it', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    try {
      await page.goto('/billing/history');
      await visible(heading(page, 'Payment History'));
      const menu = page.getByRole('button', { name: 'Open navigation' });
      await menu.click();
      const drawer = page.getByTestId('mobile-sidebar');
      const close = drawer.getByRole('button', { name: 'Close navigation' });
      await visible(close);
      const appBarBottom = await page.locator('header.MuiAppBar-root').evaluate((element) => element.getBoundingClientRect().bottom);
      const settings = drawer.getByRole('link', { name: 'Billing Settings' });
      await visible(settings);
      for (const control of [close, drawer.getByRole('link', { name: 'Home' }), settings]) {
        const box = await control.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
        expect(box.top).toBeGreaterThanOrEqual(appBarBottom);
        expect(box.right).toBeLessThanOrEqual(PHONE.width);
        await expect.poll(() => isOnTop(control), WAIT).toBe(true);
      }
      await screenshot(page, 'navigation-phone-drawer');

      await close.click();
      await expect.poll(() => close.isVisible(), WAIT).toBe(false);
      await expect.poll(() => menu.evaluate((element) => element === document.activeElement), WAIT).toBe(true);

      // Escape closes it too, and following a link closes it on the way.
      await menu.click();
      await visible(close);
      await page.keyboard.press('Escape');
      await expect.poll(() => close.isVisible(), WAIT).toBe(false);
      await menu.click();
      await visible(close);
      const resources = await openSubmenu(drawer, 'Resources', 'resources');
      await resources.getByRole('link', { name: 'Glossary' }).click();
      await page.waitForURL('**/resources/glossary');
      await expect.poll(() => close.isVisible(), WAIT).toBe(false);
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });
});

/** The link names of a sidebar group, in order. */
async function eventuallyNames(group: Locator, names: string[]): Promise<void> {
  await expect.poll(() => group.getByRole('link').allInnerTexts(), WAIT).toEqual(names);
}

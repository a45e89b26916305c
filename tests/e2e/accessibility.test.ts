// axe-core over every route of web/src/app/router.tsx, in light and dark mode, at desktop (1366 px) and phone (390 px)
// width: the public pages (sign-in, sign-up, a shared review report), every screen of the shell as the seeded demo
// applicant (the :id routes with the demo user's own invoice, ticket, article, answer card and news item), and the
// expert desk as the demo expert. Each run waits for the page's content rather than a loader, then fails on every
// serious or critical WCAG 2.0/2.1/2.2 A or AA violation, naming the rule, the element, the route, the theme and the
// width. Dark mode is the Settings "Dark Mode" preference, saved through PUT /settings, and put back afterwards.
// Every route is also photographed at both widths (light) as .test-artifacts/screenshots/route-<name>-<width>.png.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repeatedControlNames, seriousViolations, type AxeFinding } from '../support/axe';
import { launchChromium } from '../support/browser';
import { passportPdf, samplePassport, bankStatementPdf } from '../support/document-fixtures';
import { animationsSettled, DESKTOP, eventually, nextFrame, PHONE, screenshot, signIn } from '../support/e2e';
import { APPLICANT_ROUTES, DEMO, EXPERT, EXPERT_ROUTES, LOADING_INDICATORS, type RouteCase } from '../support/demo-routes';
import { WAIT } from '../support/expert-e2e';
import { API_URL, APP_URL, api, createTestUser, signInWithPassword } from '../support/stack';

type Theme = 'light' | 'dark';

interface Finding extends AxeFinding {
  route: string;
  theme: Theme;
  width: number;
}

const WIDTHS = [DESKTOP, PHONE] as const;
const THEMES: readonly Theme[] = ['light', 'dark'];
/** Two widths, each a navigation, a wait for the content and an axe run. */
const ROUTE_TIMEOUT = 120_000;
const REPORT = '.test-artifacts/axe-violations.json';
/** How long no request may be in flight before an in-app navigation counts as arrived, as Playwright's networkidle. */
const QUIET_MS = 500;
const QUIET_CAP_MS = 5_000;

const findings: Finding[] = [];

/** The page as the user sees it once loaded: its heading shown, and no loader or skeleton left. */
async function contentShown(page: Page, route: RouteCase): Promise<void> {
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: WAIT.timeout });
  const loading = page.locator(LOADING_INDICATORS);
  await eventually(() => loading.filter({ visible: true }).count(), WAIT).toBe(0);
  expect(new URL(page.url()).pathname, `${route.path} stayed on its route`).toBe(new URL(route.path, APP_URL).pathname);
  // Late answers (a button enabled once its list has loaded) land before the check. Best effort: a screen that
  // polls never goes quiet, and the checks below still wait for what they need.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // Transitions finished, so colours are read as they end up.
  await animationsSettled(page, WAIT);
}

/** Whether the page's background is dark: the theme actually shown, whatever its exact colours. */
async function shownTheme(page: Page): Promise<Theme> {
  const rgb = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 255, g = 255, b = 255] = (rgb.match(/\d+/g) ?? []).map(Number);
  return r + g + b < 384 ? 'dark' : 'light';
}

const describeFinding = (f: Finding) => `${f.rule} (${f.impact}) at ${f.target} on ${f.route}, ${f.theme}, ${f.width}px: ${f.summary}`;

/** How a route is opened: loaded afresh, or from the app already running in the page. */
type Open = (page: Page, path: string) => Promise<unknown>;

const load: Open = (page, path) => page.goto(path);

/**
 * Opens a signed-in screen as a link in the app would: the history entry is pushed and the router told, so the
 * screen renders from the running app instead of the whole app starting again. Each screen is loaded afresh once
 * (light mode, desktop: a deep link) and opened this way at the other width and in dark mode, which saves a start of
 * the app per check; what axe reads is the screen's DOM either way.
 */
const openInApp: Open = (page, path) =>
  afterNetworkQuiet(page, async () => {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await nextFrame(page);
  });

/**
 * Runs `action`, then waits until none of the requests it set off has been in flight for QUIET_MS: the old screen
 * stays until the new one's code and data have come (the router renders in a transition), and a same-document
 * navigation has no load state to wait for. Best effort, as networkidle is: a screen that polls never goes quiet, so
 * the wait ends after QUIET_CAP_MS, and the checks after it still wait for what they need.
 */
async function afterNetworkQuiet(page: Page, action: () => Promise<void>): Promise<void> {
  const inFlight = new Set<Request>();
  let recheck = () => undefined as void;
  const started = (request: Request) => {
    inFlight.add(request);
    recheck();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    recheck();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    await new Promise<void>((resolve) => {
      let quietFor: ReturnType<typeof setTimeout> | undefined;
      const cap = setTimeout(resolve, QUIET_CAP_MS);
      recheck = () => {
        clearTimeout(quietFor);
        if (inFlight.size === 0)
          quietFor = setTimeout(() => {
            clearTimeout(cap);
            resolve();
          }, QUIET_MS);
      };
      recheck();
    });
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Opens the route at each width, checks it with axe and, in light mode, photographs it. */
async function checkRoute(pages: readonly Page[], route: RouteCase, theme: Theme, opens: readonly Open[] = []): Promise<void> {
  const found: Finding[] = [];
  for (const [index, page] of pages.entries()) {
    const width = page.viewportSize()?.width ?? 0;
    await (opens[index] ?? load)(page, route.path);
    await contentShown(page, route);
    await eventually(() => shownTheme(page)).toBe(theme);
    const pageFindings = [...(await seriousViolations(page)), ...(await repeatedControlNames(page))];
    for (const finding of pageFindings) found.push({ ...finding, route: route.path, theme, width });
    if (theme === 'light') await screenshot(page, `route-${route.name}-${width}`);
  }
  findings.push(...found);
  expect(found.map(describeFinding), `serious or critical axe violations on ${route.path} (${theme})`).toEqual([]);
}

/** One browser context for a person, with one page per width (the same session in both). */
async function pagesFor(browser: Browser): Promise<{ context: BrowserContext; pages: Page[] }> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: APP_URL });
  const pages: Page[] = [];
  for (const viewport of WIDTHS) {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    pages.push(page);
  }
  return { context, pages };
}

/** Saves the Settings "Dark Mode" preference, as the switch does, and waits for every page to show it. */
async function saveTheme(token: string, pages: readonly Page[], theme: Theme): Promise<void> {
  const res = await api('/settings', { method: 'PUT', token, body: { darkMode: theme === 'dark' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  for (const page of pages) {
    // The shell applies the saved preference once Settings has loaded, and remembers it for the next page.
    await page.goto('/settings');
    await page.waitForFunction(
      (dark) => {
        const [r = 255, g = 255, b = 255] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
        return r + g + b < 384 === dark;
      },
      theme === 'dark',
      WAIT,
    );
  }
}

/** Signs `person` in, runs every route in both themes, and puts their saved Dark Mode back as it was. */
function describeSignedIn(title: string, person: { email: string; password: string }, routes: readonly RouteCase[]): void {
  describe(title, () => {
    let browser: Browser;
    let pages: Page[] = [];
    let token = '';
    let savedDarkMode = false;

    beforeAll(async () => {
      browser = await launchChromium();
      ({ pages } = await pagesFor(browser));
      token = await signInWithPassword(person.email, person.password);
      const settings = await api<{ darkMode: boolean }>('/settings', { token });
      savedDarkMode = settings.body.darkMode;
      const [first, ...others] = pages;
      if (!first) throw new Error('no page');
      await signIn(first, person);
      for (const page of others) await page.goto('/overview');
    }, ROUTE_TIMEOUT);

    afterAll(async () => {
      if (token) await api('/settings', { method: 'PUT', token, body: { darkMode: savedDarkMode } });
      await browser?.close();
    });

    for (const theme of THEMES) {
      describe(`${theme} mode`, () => {
        beforeAll(() => saveTheme(token, pages, theme), ROUTE_TIMEOUT);
        for (const route of routes) {
          it(
            `${route.path}: no serious or critical violations`,
            () => checkRoute(pages, route, theme, theme === 'light' ? [load, openInApp] : [openInApp, openInApp]),
            ROUTE_TIMEOUT,
          );
        }
      });
    }
  });
}

/** A finished document review of a fresh applicant's, shared: the public report's path. */
async function sharedReportPath(): Promise<string> {
  const owner = await createTestUser('Anna Maria Eriksson');
  const form = new FormData();
  form.append('category', 'refugee');
  form.append('country', 'Mexico');
  form.append('files', new Blob([new Uint8Array(await passportPdf(samplePassport()))], { type: 'application/pdf' }), 'passport.pdf');
  form.append(
    'files',
    new Blob([new Uint8Array(await bankStatementPdf({ holder: 'Anna Maria Eriksson' }))], { type: 'application/pdf' }),
    'statement.pdf',
  );
  const review = await fetch(`${API_URL}/ai-assistant/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.idToken}` },
    body: form,
  });
  const reviewBody = (await review.json()) as { reviewId?: string };
  expect(review.status, JSON.stringify(reviewBody)).toBe(201);
  const share = await api<{ url: string }>(`/ai-assistant/documents/${reviewBody.reviewId}/share`, {
    method: 'POST',
    token: owner.idToken,
  });
  expect(share.status, JSON.stringify(share.body)).toBe(201);
  return new URL(share.body.url).pathname;
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  afterAll(() => {
    mkdirSync('.test-artifacts', { recursive: true });
    writeFileSync(REPORT, `${JSON.stringify(findings, null, 2)}\n`);
  });

  describe('public pages', () => {
    let browser: Browser;
    let pages: Page[] = [];
    const routes: RouteCase[] = [
      { name: 'login', path: '/login' },
      { name: 'signup', path: '/signup' },
    ];

    beforeAll(async () => {
      browser = await launchChromium();
      ({ pages } = await pagesFor(browser));
      routes.push({ name: 'shared-report', path: await sharedReportPath() });
    }, ROUTE_TIMEOUT);
    afterAll(() => browser?.close());

    for (const theme of THEMES) {
      describe(`${theme} mode`, () => {
        // Signed out there is no saved preference: the app keeps the last choice made on this browser.
        beforeAll(async () => {
          for (const page of pages) {
            await page.goto('/login');
            await page.evaluate((mode) => localStorage.setItem('colorMode', mode), theme);
          }
        });
        for (const index of [0, 1, 2]) {
          it(
            `public route ${index + 1}: no serious or critical violations`,
            async () => {
              const route = routes[index];
              if (!route) throw new Error(`no public route ${index}`);
              await checkRoute(pages, route, theme);
            },
            ROUTE_TIMEOUT,
          );
        }
      });
    }
  });

  describeSignedIn('the demo applicant', DEMO, APPLICANT_ROUTES);
  describeSignedIn('the demo expert', EXPERT, EXPERT_ROUTES);
});

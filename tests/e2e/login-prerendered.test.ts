// Browser tests for /login's build-time page (docs/decisions/0003-prerendered-login.md, web/build/prerender-login.ts,
// web/src/login-gate.ts, web/src/lib/prerendered-page.ts): the form shows from the HTML with only the gate's script,
// the app loads at the first interaction, and its sign-in form takes over what was typed, where focus was and a press
// that came first. Where the copy would be wrong for the browser, the app starts at once instead.
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../emulators/lib/paths';
import { DESKTOP, eventually, nextFrame, openBrowser, PHONE, screenshot, type Session } from '../support/e2e';

const SCRIPT = /\.js(\?.*)?$/;
const copy = (page: Page) => page.locator('#prerendered');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The scripts the page has loaded so far. */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\.js(\?.*)?$/.test(new URL(entry.name).pathname)).length);

/** Holds every script the page asks for from now on (the app's), until `release`. */
async function holdScripts(page: Page) {
  let requested = 0;
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SCRIPT, async (route) => {
    requested += 1;
    await released;
    await route.continue();
  });
  return { requested: () => requested, release };
}

/** Opens /login as a first visit shows it: the rendered form, the app not loaded. */
async function openCopy(page: Page) {
  await page.goto('/login');
  await copy(page).getByRole('button', { name: 'Sign In' }).waitFor();
}

// Each test in a fresh browser: nothing loaded, nothing stored.
let session: Session;
beforeEach(async () => {
  session = await openBrowser(DESKTOP);
});
afterEach(async () => {
  await session.close();
});

describe('/login before the app has loaded', () => {
  it('shows the sign-in form from the HTML with the gate script alone, and signs in with what was typed meanwhile', async () => {
    const { page } = session;
    await openCopy(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#root').isHidden()).toBe(true);
    // The gate and its two small shared modules: none of React, MUI or the router.
    expect(await scriptsLoaded(page)).toBeLessThanOrEqual(3);
    await screenshot(page, 'login-prerendered');

    const app = await holdScripts(page);
    await page.getByLabel('Email address').fill(DEMO_USER.email);
    await page.getByLabel(/^Password/).fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await eventually(app.requested).toBeGreaterThan(0);
    // The press waits for the app; nothing typed is lost, and no password went into the address.
    expect(page.url()).toMatch(/\/login$/);
    expect(await page.getByLabel('Email address').inputValue()).toBe(DEMO_USER.email);
    expect(await copy(page).getAttribute('aria-busy')).toBe('true');

    app.release();
    await page.waitForURL('**/overview');
    await eventually(() => h1(page).textContent()).toMatch(/^Welcome/);
  });

  it('keeps focus and the typing in the same field across the swap', async () => {
    const { page } = session;
    await openCopy(page);
    const app = await holdScripts(page);
    await page.getByLabel('Email address').click();
    await page.keyboard.type('maria@');
    // The label has moved up out of the text's way, as MUI moves it (after its 200 ms transition).
    const input = await page.getByLabel('Email address').boundingBox();
    const labelBottom = async () => {
      const label = await page.locator('#prerendered label').first().boundingBox();
      return label ? label.y + label.height : Infinity;
    };
    await eventually(labelBottom).toBeLessThan((input?.y ?? 0) + (input?.height ?? 0) / 2);

    app.release();
    await copy(page).waitFor({ state: 'detached' });
    await page.keyboard.type('example.com');
    expect(await page.getByLabel('Email address').inputValue()).toBe('maria@example.com');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('email');
  });

  it('makes a "Forgot password?" press that came before the app, on the typed address', async () => {
    const { page } = session;
    await openCopy(page);
    const app = await holdScripts(page);
    await page.getByLabel('Email address').fill('maria@example.com');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    app.release();
    await eventually(() => h1(page).textContent()).toBe('Reset your password');
    expect(await page.getByLabel('Email address').inputValue()).toBe('maria@example.com');
  });

  it('signs in with a press held down on the copy while the app takes over, released on the app', async () => {
    const { page } = session;
    await openCopy(page);
    const app = await holdScripts(page);
    await page.getByLabel('Email address').fill(DEMO_USER.email);
    await page.getByLabel(/^Password/).fill(DEMO_USER.password);
    const button = await copy(page).getByRole('button', { name: 'Sign In' }).boundingBox();
    if (!button) throw new Error('the copy has no Sign In button');
    await page.mouse.move(button.x + button.width / 2, button.y + button.height / 2);
    await page.mouse.down();
    app.release();
    await copy(page).waitFor({ state: 'detached' });
    await page.mouse.up();
    await page.waitForURL('**/overview');
  });

  it('tries the app again at the next interaction when its first load failed', async () => {
    const { page } = session;
    await openCopy(page);
    await page.route(SCRIPT, (route) => route.abort());
    const failed = page.waitForEvent('requestfailed', (request) => SCRIPT.test(request.url()));
    await page.getByLabel('Email address').fill(DEMO_USER.email);
    // The app's load was tried and failed; a frame later the form is still the rendered copy.
    await failed;
    await nextFrame(page);
    expect(await copy(page).isVisible()).toBe(true);

    await page.unroute(SCRIPT);
    await page.getByLabel(/^Password/).fill(DEMO_USER.password);
    await copy(page).waitFor({ state: 'detached' });
    expect(await page.getByLabel('Email address').inputValue()).toBe(DEMO_USER.email);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/overview');
  });

  it('fits a phone', async () => {
    await session.close();
    session = await openBrowser(PHONE);
    const { page } = session;
    await openCopy(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'login-prerendered-phone');
  });
});

describe('/login where the rendered form would be wrong', () => {
  /** Sets a stored value on a first visit, then loads /login again. */
  async function reloadWith(page: Page, key: string, value: string) {
    await openCopy(page);
    await page.evaluate(([k, v]) => localStorage.setItem(k ?? '', v ?? ''), [key, value]);
    await page.goto('/login');
  }

  it('starts the app at once in another language, without the English copy', async () => {
    const { page } = session;
    await reloadWith(page, 'language', 'es');
    await eventually(() => h1(page).textContent()).toBe('Iniciar sesión');
    expect(await copy(page).count()).toBe(0);
  });

  it('starts the app at once in the dark theme', async () => {
    const { page } = session;
    await reloadWith(page, 'colorMode', 'dark');
    await eventually(() => h1(page).textContent()).toBe('Sign In');
    expect(await copy(page).count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(15, 23, 42)');
  });

  it('sends a signed-in visitor on to the overview without showing the form', async () => {
    const { page } = session;
    await openCopy(page);
    await page.getByLabel('Email address').fill(DEMO_USER.email);
    await page.getByLabel(/^Password/).fill(DEMO_USER.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/overview');

    await page.goto('/login');
    await page.waitForURL('**/overview');
    expect(await copy(page).count()).toBe(0);
  });
});

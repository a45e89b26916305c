import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, type ExpectPollOptions } from 'vitest';
import { launchChromium } from './browser';
import { APP_URL } from './stack';

export const SCREENSHOT_DIR = '.test-artifacts/screenshots';
/** The viewports the browser suites test at: a laptop and a phone. */
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * expect.poll with room for a slow machine. Its own default gives up after one second, less than a busy CI runner
 * or a cold Functions emulator may need before the page shows the result of the last action.
 */
export const eventually = <T>(value: () => T | Promise<T>, options: ExpectPollOptions = {}) =>
  expect.poll(value, { timeout: 15_000, ...options });

/**
 * Resolves once the page has painted two frames after everything it was asked before: what the last input changed
 * is on screen. For a check that something did NOT happen, after an action whose effect the page would show at once.
 */
export const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** Waits until the page's transitions (fades, colour changes) have ended; endless ones (spinners) aside. */
export const animationsSettled = (page: Page, options: { timeout?: number } = {}) =>
  page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 15_000, ...options },
  );

export interface Session {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export async function openBrowser(viewport = { width: 1280, height: 800 }): Promise<Session> {
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport, baseURL: APP_URL, acceptDownloads: true });
  const page = await context.newPage();
  return { browser, context, page, close: () => browser.close() };
}

/** Whether the page fits its viewport's width, with no scrolling sideways (a phone's layout). */
export const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

export interface Credentials {
  fullName: string;
  email: string;
  password: string;
}

export const newCredentials = (fullName = 'Maria Lopez'): Credentials => ({
  fullName,
  email: `e2e-${randomUUID().slice(0, 8)}@example.test`,
  password: 'a-good-password-1',
});

export async function signUp(page: Page, user: Credentials): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(user.fullName);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL('**/overview');
}

export async function signIn(page: Page, user: Pick<Credentials, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/overview');
}

/** A fresh signed-up user in a fresh browser, on /overview. */
export async function signedInSession(fullName?: string): Promise<Session & { user: Credentials }> {
  const session = await openBrowser();
  const user = newCredentials(fullName);
  await signUp(session.page, user);
  return { ...session, user };
}

// The Track Your Applications page as the browser suites drive it: its rows, a row's details, and waiting for the
// list. Shared by track-applications.test.ts (a fresh user) and track-applications-demo.test.ts (the demo user).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
export { noSideScroll } from './e2e';

export const DESKTOP = { width: 1280, height: 800 };
// The Functions emulator starts fresh workers when a page load sends requests together; give answers time to come.
const WAIT = { timeout: 20_000 };
export const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), WAIT).toBe(true);
export const eventually = <T>(value: () => T | Promise<T>) => expect.poll(value, WAIT);

export const rows = (page: Page) => page.getByTestId('application-row');
/** The expanded part of a row: the region the accordion labels with its summary (the sections inside are regions too). */
export const detailsOf = (row: Locator) => row.getByRole('region', { name: /^Case #/ });

export async function openTrack(page: Page): Promise<void> {
  await page.goto('/cases/track');
  await visible(page.getByRole('heading', { level: 1, name: 'Track Your Applications' }));
  await eventually(() => page.getByText('Loading applications...').count()).toBe(0);
}

/** Opens a row by clicking its summary (a button inside the row's heading). */
export async function expand(row: Locator): Promise<void> {
  const summary = row.getByRole('button').first();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await visible(detailsOf(row));
}

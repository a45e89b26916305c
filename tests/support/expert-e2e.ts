// Helpers for the expert discussion browser suite: an applicant's case made through the API, and browser contexts
// side by side in one Chromium (a fake microphone, so the mic button records a real voice note).
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchChromium } from './browser';
import { DESKTOP } from './e2e';
import { api, APP_URL, type TestUser } from './stack';

/** The Functions emulator may start a fresh worker when requests arrive together: give the page time. */
export const WAIT = { timeout: 30_000 };
/** The first write of a kind may wait for the Functions emulator to start a worker for it. */
export const SLOW = { timeout: 60_000 };

export const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), WAIT).toBe(true);
export const hidden = (locator: Locator) => expect.poll(() => locator.isVisible(), WAIT).toBe(false);

export interface CreatedCase {
  caseId: string;
  caseNumber: string;
}

/** A Draft case of `user`'s, made through the API as the New Case dialog does. */
export async function createCase(user: TestUser, caseName: string, applicant: string): Promise<CreatedCase> {
  const res = await api<{ caseId: string; case: { caseNumber: string } }>('/cases', {
    token: user.idToken,
    body: { caseName, category: 'Employment-Based', applicant },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { caseId: res.body.caseId, caseNumber: res.body.case.caseNumber };
}

/** Submits a Draft case (it is Open then, so an expert may decide its status). */
export async function submitCase(user: TestUser, caseId: string): Promise<void> {
  const res = await api(`/cases/${caseId}`, {
    method: 'PATCH',
    token: user.idToken,
    body: { status: 'Open', submissionDate: '2026-01-15' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** One Chromium with a fake microphone (granted), for several signed-in people side by side. */
export async function launchWithMicrophone(): Promise<Browser> {
  return launchChromium(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);
}

export async function newPerson(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: APP_URL, acceptDownloads: true });
  await context.grantPermissions(['microphone'], { origin: APP_URL });
  const page = await context.newPage();
  return { context, page };
}

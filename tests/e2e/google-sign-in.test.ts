import { lookup } from 'node:dns/promises';
import { describe, it } from 'vitest';
import { eventually, openBrowser } from '../support/e2e';

// Firebase's popup flow loads Google's gapi script from apis.google.com even against the Auth
// emulator. Machines without internet cannot reach it, so there the suite is skipped, saying why.
const GAPI_HOST = 'apis.google.com';
const gapiReachable = await lookup(GAPI_HOST).then(
  () => true,
  () => false,
);
const reason = `skipped: ${GAPI_HOST} is unreachable from this machine, and Firebase's popup sign-in loads its gapi script from there even with the Auth emulator`;
if (!gapiReachable) console.log(`Google sign-in suite ${reason}`);

describe.skipIf(!gapiReachable)(`Google sign-in${gapiReachable ? '' : ` (${reason})`}`, () => {
  it("signs in through the Auth emulator's Google popup and shows the account name", async () => {
    const session = await openBrowser();
    try {
      const { page } = session;
      await page.goto('/login');
      const popupPromise = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      const popup = await popupPromise;
      await popup.waitForLoadState();
      // The emulator's stand-in for Google's account chooser.
      await popup.locator('#add-account-button button').click();
      await popup.locator('#email-input').fill(`google-${Date.now()}@example.test`);
      await popup.locator('#display-name-input').fill('Gabriela Google');
      await popup.locator('#sign-in').click();
      await page.waitForURL('**/overview');
      await eventually(() => page.getByTestId('header-display-name').textContent()).toBe('Gabriela Google');
    } finally {
      await session.close();
    }
  });

  it('shows the catalogue message when the popup is closed', async () => {
    const session = await openBrowser();
    try {
      const { page } = session;
      await page.goto('/login');
      const popupPromise = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      const popup = await popupPromise;
      await popup.waitForLoadState();
      await popup.close();
      await eventually(() => page.getByRole('alert').textContent(), { timeout: 20_000 }).toBe('Login popup closed before completion');
    } finally {
      await session.close();
    }
  });
});

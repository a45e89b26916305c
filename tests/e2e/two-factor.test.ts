// Two-factor sign-in as an applicant uses it: turn it on in Settings (verify the email, confirm the password, a phone
// and the texted code), sign in with the code, then turn it off. The emulator's email links and SMS codes stand in for
// the inbox and the phone (tests/support/second-factor.ts).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, screenshot, signedInSession, type Credentials, type Session } from '../support/e2e';
import { latestSmsCode, openVerificationEmail } from '../support/second-factor';

const PHONE = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const ENDING = PHONE.slice(-4);

const twoFactorSwitch = (page: Page) => page.getByLabel('Enable Two-Factor Authentication');
const activity = (page: Page) => page.getByRole('list', { name: 'Security activity' });

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('sidebar').getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

async function enterPassword(page: Page, user: Credentials): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('two-factor sign-in', () => {
  let session: Session & { user: Credentials };

  beforeAll(async () => {
    session = await signedInSession('Tariq Twofactor');
  });
  afterAll(async () => {
    await session.close();
  });

  it('turns on in Settings after the email is verified, the password is confirmed and the texted code is entered', async () => {
    const { page, user } = session;
    await page.goto('/settings');
    await eventually(() => twoFactorSwitch(page).count()).toBe(1);
    expect(await twoFactorSwitch(page).isChecked()).toBe(false);

    await twoFactorSwitch(page).click();
    const dialog = page.getByRole('dialog', { name: 'Turn on two-factor authentication' });
    await dialog.getByRole('button', { name: 'Send verification email' }).click();
    await eventually(() => dialog.getByText(`We sent a link to ${user.email}`).count()).toBe(1);
    await screenshot(page, '2fa-verify-email');
    // Not opened yet: the dialog says so and stays.
    await dialog.getByRole('button', { name: 'I have verified my email' }).click();
    await eventually(() => dialog.getByText(/not verified yet/).count()).toBe(1);
    await openVerificationEmail(user.email);
    await dialog.getByRole('button', { name: 'I have verified my email' }).click();

    await dialog.getByLabel(/^Password/).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await eventually(() => dialog.getByText('Invalid email or password').count()).toBe(1);
    await dialog.getByLabel(/^Password/).fill(user.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const phone = dialog.getByLabel(/^Mobile phone number/);
    await phone.fill('555 0100');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await eventually(() => dialog.getByText(/with its country code/).count()).toBe(1);
    await phone.fill(`${PHONE.slice(0, 2)} ${PHONE.slice(2, 5)} ${PHONE.slice(5)}`);
    await screenshot(page, '2fa-phone');
    await dialog.getByRole('button', { name: 'Send code' }).click();

    await eventually(() => dialog.getByText(`We texted a 6-digit code to your phone number ending in ${ENDING}.`).count()).toBe(1);
    await dialog.getByLabel(/^Verification code/).fill('000000');
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await eventually(() => dialog.getByText('That code is not right. Check the text message and try again.').count()).toBe(1);
    await screenshot(page, '2fa-wrong-code');

    await dialog.getByLabel(/^Verification code/).fill(await latestSmsCode(PHONE));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => twoFactorSwitch(page).isChecked()).toBe(true);
    expect(await page.getByText(`a code texted to the phone number ending in ${ENDING}`).count()).toBe(1);
    await eventually(() => activity(page).getByText('Two-factor authentication turned on').count()).toBe(1);
    await screenshot(page, '2fa-on');
  });

  it('asks for the texted code after the password, and refuses a wrong one', async () => {
    const { page, user } = session;
    await signOut(page);
    await enterPassword(page, user);
    await eventually(() => page.getByRole('heading', { name: 'Two-step verification' }).count()).toBe(1);
    await eventually(() => page.getByText(`We texted a 6-digit code to your phone number ending in ${ENDING}.`).count()).toBe(1);
    expect(page.url()).toMatch(/\/login$/);

    await page.getByLabel(/^Verification code/).fill('12');
    await page.getByRole('button', { name: 'Verify' }).click();
    await eventually(() => page.getByText('Enter the 6-digit code from the text message').count()).toBe(1);
    await page.getByLabel(/^Verification code/).fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await eventually(() => page.getByRole('alert').textContent()).toBe('That code is not right. Check the text message and try again.');
    await screenshot(page, '2fa-sign-in-code');

    // Back to the first step, and through again with a new code.
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await eventually(() => page.getByRole('button', { name: 'Sign In' }).count()).toBe(1);
    await enterPassword(page, user);
    await eventually(() => page.getByText(`We texted a 6-digit code to your phone number ending in ${ENDING}.`).count()).toBe(1);
    await page.getByLabel(/^Verification code/).fill(await latestSmsCode(PHONE));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/overview');
  });

  it('turns off after the password and the texted code; then the password alone signs in', async () => {
    const { page, user } = session;
    await page.goto('/settings');
    await eventually(() => twoFactorSwitch(page).isChecked()).toBe(true);
    await twoFactorSwitch(page).click();
    const dialog = page.getByRole('dialog', { name: 'Turn off two-factor authentication?' });
    await dialog.getByLabel(/^Password/).fill(user.password);
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await eventually(() => dialog.getByText(`We texted a 6-digit code to your phone number ending in ${ENDING}.`).count()).toBe(1);
    await dialog.getByLabel(/^Verification code/).fill(await latestSmsCode(PHONE));
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => twoFactorSwitch(page).isChecked()).toBe(false);
    await eventually(() => activity(page).getByText('Two-factor authentication turned off').count()).toBe(1);

    await signOut(page);
    await enterPassword(page, user);
    await page.waitForURL('**/overview');
  });
});

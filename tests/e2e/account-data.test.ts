// Settings > Your data and Security activity, as an applicant uses them: download a copy, then delete the account.
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, screenshot, signedInSession, type Credentials, type Session } from '../support/e2e';
import { signInWithPassword } from '../support/stack';

describe('Settings: your data', () => {
  let session: Session & { user: Credentials };

  beforeAll(async () => {
    session = await signedInSession('Dana Data');
  });
  afterAll(async () => {
    await session.close();
  });

  it('shows the sign-in from this browser in the security activity', async () => {
    const { page } = session;
    await page.goto('/settings');
    const activity = page.getByRole('list', { name: 'Security activity' });
    await eventually(() => activity.getByText('Sign-in from a new device').count()).toBe(1);
    expect(await activity.getByText(/Chrome on Linux/).count()).toBe(1);
  });

  it('downloads a zip of the account with its data', async () => {
    const { page } = session;
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^immigration-ai-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const path = await file.path();
    const entries = unzipSync(new Uint8Array(readFileSync(path)));
    const data = JSON.parse(strFromU8(entries['data.json'] ?? new Uint8Array())) as { profile: { email: string } };
    expect(data.profile.email).toBe(session.user.email);
    expect(Object.keys(entries)).toContain('README.txt');
    await eventually(() => page.getByRole('list', { name: 'Security activity' }).getByText('Your data was downloaded').count()).toBe(1);
  });

  it('deletes the account after the password and the typed confirmation, and signs out', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/^Password/).fill('not-my-password');
    await dialog.getByLabel(/^Type DELETE to confirm/).fill('DELETE');
    await screenshot(page, 'settings-delete-account');
    await confirm.click();
    await eventually(() => dialog.getByText('Invalid email or password').count()).toBe(1);

    await dialog.getByLabel(/^Password/).fill(session.user.password);
    await confirm.click();
    await page.waitForURL('**/login');
    await eventually(() => page.getByText('Your account and all its data were deleted.').count()).toBe(1);
    await expect(signInWithPassword(session.user.email, session.user.password)).rejects.toThrow();
  });
});

// Settings → SMS Notifications at phone width: turning it on asks for the phone number and the texted code (read
// here from the `messages` document, as the README says to do with the emulators), errors are shown, Cancel leaves
// it off, and the keyboard alone gets through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, db } from '../../functions/src/data/firebase';
import { eventually, newCredentials, openBrowser, PHONE, screenshot, signUp, type Credentials, type Session } from '../support/e2e';

async function latestCode(email: string): Promise<string> {
  const { uid } = await adminAuth().getUserByEmail(email);
  const texts = (await db().collection('messages').where('ownerUid', '==', uid).get()).docs.filter(
    (doc) => doc.get('kind') === 'phone-verification',
  );
  texts.sort((a, b) => (b.get('createdAt') as Timestamp).toMillis() - (a.get('createdAt') as Timestamp).toMillis());
  const code = /code is (\d{6})/.exec(String(texts[0]?.get('body')))?.[1];
  if (!code) throw new Error('no verification code was queued');
  return code;
}

describe('SMS notifications need a verified phone', () => {
  let session: Session;
  let user: Credentials;

  beforeAll(async () => {
    session = await openBrowser(PHONE);
    user = newCredentials('Sami Texter');
    await signUp(session.page, user);
  });

  afterAll(async () => {
    await session.close();
  });

  it('asks for the number, shows errors, and Cancel leaves SMS off', async () => {
    const { page } = session;
    await page.goto('/settings');
    await eventually(() => page.getByText('Deadline reminders use these channels.').isVisible()).toBe(true);
    const sms = page.getByLabel('SMS Notifications');
    await sms.click();
    const dialog = page.getByRole('dialog', { name: 'Turn on SMS notifications' });
    await eventually(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Phone number').fill('555-0123');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await eventually(() => dialog.getByText(/with its country code/).isVisible()).toBe(true);
    await screenshot(page, 'sms-phone-error');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    expect(await sms.isChecked()).toBe(false);
  });

  it('with the keyboard: the number, a wrong code, then the right one turns SMS on', async () => {
    const { page } = session;
    const sms = page.getByLabel('SMS Notifications');
    await sms.focus();
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: 'Turn on SMS notifications' });
    await eventually(() => dialog.isVisible()).toBe(true);
    // The number field has the focus.
    await page.keyboard.type('+1 202 555 0188');
    await page.keyboard.press('Enter');
    const codeField = dialog.getByLabel('Verification code');
    await eventually(() => codeField.isVisible()).toBe(true);
    expect(await dialog.getByText(/ending in 0188/).isVisible()).toBe(true);
    const code = await latestCode(user.email);
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    await page.keyboard.press('Enter');
    await eventually(() => dialog.getByText(/not right\. 4 tries left/).isVisible()).toBe(true);
    await screenshot(page, 'sms-code-error');
    await codeField.fill('');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await eventually(() => dialog.isVisible()).toBe(false);
    await eventually(() => page.getByRole('alert').filter({ hasText: 'SMS notifications are on' }).isVisible()).toBe(true);
    expect(await sms.isChecked()).toBe(true);
    await eventually(() => page.getByText('Texts go to +12025550188.').isVisible()).toBe(true);
    // The account form shows the verified number as the saved one.
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('+12025550188');
    expect(await page.getByText('Verified for SMS reminders.').isVisible()).toBe(true);
    await screenshot(page, 'sms-on');

    await page.reload();
    await eventually(() => page.getByLabel('SMS Notifications').isChecked()).toBe(true);
  });
});

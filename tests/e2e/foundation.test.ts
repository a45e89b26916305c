// Sign-up, sign-in, the route guard and the app shell in the browser against the stack; also "Forgot password?"
// through Firebase's reset email (read from the Auth emulator), "Welcome!" for a new account and "Welcome Back!"
// after, tool cards that say what they do, a worded confirm-password mismatch on sign-up, and a sign-in made with the
// keyboard alone.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, newCredentials, openBrowser, PHONE, screenshot, signUp, type Credentials, type Session } from '../support/e2e';
import { AUTH_EMULATOR, createTestUser, identityToolkit, PROJECT_ID, type TestUser } from '../support/stack';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The reset form's confirmation: the same words whether or not an account has the address. */
const sentText = (email: string) =>
  `If an account exists for ${email}, we have sent it a link to reset your password. Check your inbox and spam folder.`;

/** What the focused element is, to follow a keyboard-only walk through a page. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName.toLowerCase() ?? '', name: el?.getAttribute('name') ?? '', text: el?.textContent?.trim() ?? '' };
  });

/** Tabs until `match` holds for the focused element; fails after `max` presses. */
async function tabTo(page: Page, match: (el: Awaited<ReturnType<typeof focused>>) => boolean, max = 15): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (match(await focused(page))) return presses;
  }
  throw new Error(`not reached with ${max} Tabs; focus is on ${JSON.stringify(await focused(page))}`);
}

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
}

/** The password-reset codes the Auth emulator "emailed" to `email` (it lists them instead of sending mail). */
async function resetCodes(email: string): Promise<OobCode[]> {
  const res = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  expect(res.ok).toBe(true);
  const { oobCodes = [] } = (await res.json()) as { oobCodes?: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET');
}

/** The description tied to a field (aria-describedby), as a screen reader reads it after the label. */
const descriptionOf = (page: Page, label: string) =>
  page.getByLabel(label).evaluate((input) => {
    const ids = input.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
    return ids
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  });

const signOut = async (page: Page) => {
  await page.getByTestId('sidebar').getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
};

async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('sign-up, sign-in, guard and shell', () => {
  let session: Session;
  const user = newCredentials('Maria Lopez');

  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('redirects a signed-out visitor to /login, replacing the history entry', async () => {
    const { page } = session;
    await page.goto('/');
    await page.goto('/billing/history');
    await page.waitForURL('**/login');
    await screenshot(page, 'login');
    await page.goBack();
    // The guarded URL was replaced, so Back leaves the app's protected page behind.
    expect(page.url()).not.toContain('/billing/history');
  });

  it('signs up and shows the overview with the display name', async () => {
    const { page } = session;
    await signUp(page, user);
    // A brand-new account is greeted 'Welcome!'; 'Welcome Back!' comes with the next sign-in (below).
    await eventually(() => page.getByRole('heading', { name: 'Welcome!' }).isVisible()).toBe(true);
    await eventually(() => page.getByTestId('header-display-name').textContent()).toBe('Maria Lopez');
    expect(await page.getByText('Click any card below to continue:').isVisible()).toBe(true);
    // The cards come with the overview's own chunk, after the greeting: wait for them rather than count at once.
    await eventually(() => page.getByRole('link', { name: /^(Start|Open) / }).count()).toBe(11);
    const stored = await page.evaluate(() => ({ user: localStorage.getItem('authUser'), token: localStorage.getItem('authToken') }));
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ email: user.email, displayName: 'Maria Lopez' });
    expect(stored.token?.split('.').length).toBe(3);
    await screenshot(page, 'overview');
  });

  it('sends a signed-in user from /login and /signup to /overview', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.waitForURL('**/overview');
    await page.goto('/signup');
    await page.waitForURL('**/overview');
  });

  it('shows breadcrumbs and goes back', async () => {
    const { page } = session;
    await page.goto('/compliance/check');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await eventually(() => crumbs.innerText()).toMatch(/Home\s*\/\s*Compliance\s*\/\s*Check/);
    await crumbs.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL('**/overview');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/compliance/check');
  });

  it('redirects / to /overview and shows a 404 page, with a way home, for unknown paths', async () => {
    const { page } = session;
    await page.goto('/');
    await page.waitForURL('**/overview');
    await page.goto('/no/such/page');
    await eventually(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
  });

  it('opens the parent of the current path and toggles submenus and the sidebar', async () => {
    const { page } = session;
    await page.goto('/compliance/reminders');
    const sidebar = page.getByTestId('sidebar');
    await eventually(() => sidebar.getByRole('link', { name: 'Deadline Reminders' }).isVisible()).toBe(true);
    const resources = sidebar.getByRole('button', { name: 'Resources' });
    expect(await resources.getAttribute('aria-expanded')).toBe('false');
    await resources.click();
    await eventually(() => sidebar.getByRole('link', { name: 'Knowledge Center' }).isVisible()).toBe(true);
    await resources.click();
    await eventually(() => resources.getAttribute('aria-expanded')).toBe('false');

    const widthOf = () => page.getByTestId('sidebar-paper').evaluate((el) => el.getBoundingClientRect().width);
    expect(await widthOf()).toBe(256);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await eventually(widthOf).toBe(80);
    await sidebar.getByRole('button', { name: 'Compliance' }).hover();
    await eventually(() => page.getByRole('menuitem', { name: 'Check Compliance' }).isVisible()).toBe(true);
    await screenshot(page, 'sidebar-collapsed');
    // A collapsed entry names itself in a tooltip, on hover and on keyboard focus.
    await sidebar.getByRole('link', { name: 'Home' }).hover();
    await eventually(() => page.getByRole('tooltip').filter({ hasText: 'Home' }).isVisible()).toBe(true);
    await sidebar.getByRole('button', { name: 'Resources' }).focus();
    await page.keyboard.press('Tab');
    await eventually(() => page.getByRole('tooltip').filter({ hasText: 'Notifications' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Notifications/);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await eventually(widthOf).toBe(256);
  });

  it('logs out, clears storage, then rejects a wrong password with the catalogue message', async () => {
    const { page } = session;
    await signOut(page);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await eventually(() => page.getByRole('alert').textContent()).toBe('Invalid email or password');
    await screenshot(page, 'login-error');

    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/overview');
  });

  it('keeps the session across a reload', async () => {
    const { page } = session;
    await page.reload();
    await eventually(() => page.getByRole('heading', { name: 'Welcome Back!' }).isVisible()).toBe(true);
    expect(page.url()).toContain('/overview');
  });

  it('shows the sign-up catalogue message for an email already in use', async () => {
    const other = await openBrowser();
    try {
      const { page } = other;
      await page.goto('/signup');
      await page.getByLabel('Full Name').fill('Someone Else');
      await page.getByLabel('Email address').fill(user.email);
      await page.getByLabel(/^Password/).fill('another-pass-1');
      await page.getByLabel('Confirm Password').fill('another-pass-1');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await eventually(() => page.getByRole('alert').textContent()).toBe('Email already in use');
    } finally {
      await other.close();
    }
  });
});

describe('a new account: greeting, tool cards and a forgotten password', () => {
  let session: Session;
  const user: Credentials = newCredentials('Lena Novak');
  let signedUpAt = 0;

  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('greets a brand-new account "Welcome!", also after a reload in that first session', async () => {
    const { page } = session;
    await signUp(page, user);
    signedUpAt = Date.now();
    await eventually(() => h1(page).textContent()).toBe('Welcome!');
    await page.reload();
    await eventually(() => h1(page).textContent()).toBe('Welcome!');
    await screenshot(page, 'auth-overview-new-user');
  });

  it('has tool cards that say what they do, each link named after its tool', async () => {
    const { page } = session;
    const cardLinks = page.getByRole('listitem').getByRole('link', { name: /^(Start|Open) / });
    await eventually(() => cardLinks.count()).toBe(11);
    const names = await cardLinks.evaluateAll((links) => links.map((a) => a.getAttribute('aria-label') ?? ''));
    expect(new Set(names).size).toBe(11);
    expect(names).toContain('Start Eligibility Check');
    expect(names).toContain('Start Ask a Question');
    expect(names).toContain('Open Latest News');
    expect(names).toContain('Open Glossary');
    // Each name begins with the visible word (WCAG 2.5.3, label in name), and no card says "Learn More" any more.
    for (const link of await cardLinks.all()) {
      expect((await link.getAttribute('aria-label'))?.startsWith((await link.innerText()).trim())).toBe(true);
    }
    expect(await page.getByText('Learn More').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Start Eligibility Check' }).innerText()).toBe('Start');
    expect(await page.getByRole('link', { name: 'Open Track Applications' }).innerText()).toBe('Open');

    await page.getByRole('link', { name: 'Start Eligibility Check' }).click();
    await page.waitForURL('**/ai-assistant/eligibility');
    await page.goBack();
    await page.waitForURL('**/overview');
    await eventually(() => h1(page).textContent()).toBe('Welcome!');
  });

  it('greets "Welcome Back!" at the next sign-in', async () => {
    const { page } = session;
    await signOut(page);
    // The greeting compares sign-in times read to the second: a real person cannot be back this fast, a test can. Time
    // itself is what this waits for, so it stays a wait.
    await page.waitForTimeout(Math.max(0, signedUpAt + 3_000 - Date.now()));
    await signInWith(page, user.email, user.password);
    await page.waitForURL('**/overview');
    await eventually(() => h1(page).textContent()).toBe('Welcome Back!');
    await page.reload();
    await eventually(() => h1(page).textContent()).toBe('Welcome Back!');
    await screenshot(page, 'auth-overview-returning');
    await signOut(page);
  });

  it('explains a bad address and network or rate-limit failures on the reset form', async () => {
    const { page, context } = session;
    await page.goto('/login');
    // From the password field, the next Tab reaches "Forgot password?"; Enter opens the reset form on the address.
    await page.getByLabel(/^Password/).focus();
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Forgot password?');
    await screenshot(page, 'auth-login');
    await page.keyboard.press('Enter');
    await eventually(() => h1(page).textContent()).toBe('Reset your password');
    expect(await focused(page)).toMatchObject({ tag: 'input', name: 'email' });

    await page.keyboard.type('not-an-email');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const badAddress = 'Enter a valid email address, like name@example.com.';
    await eventually(() => page.getByRole('alert').filter({ hasText: badAddress }).isVisible()).toBe(true);
    expect(await page.getByLabel('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(page, 'Email address')).toBe(badAddress);
    expect(await focused(page)).toMatchObject({ tag: 'input', name: 'email' });
    await screenshot(page, 'auth-reset-invalid');

    await page.getByLabel('Email address').fill(user.email);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await eventually(() => page.getByRole('alert').innerText()).toBe('We could not reach the server. Check your connection and try again.');
    expect(await page.getByLabel('Email address').getAttribute('aria-invalid')).toBe('false');
    await context.setOffline(false);

    // Firebase refuses bursts of reset emails; the emulator never does, so answer as Firebase would.
    const sendOobCode = '**/identitytoolkit.googleapis.com/v1/accounts:sendOobCode*';
    await page.route(sendOobCode, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ error: { code: 400, message: 'TOO_MANY_ATTEMPTS_TRY_LATER' } }),
      }),
    );
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await eventually(() => page.getByRole('alert').innerText()).toBe(
      'Too many reset requests from this device. Wait a few minutes and try again.',
    );
    await page.unroute(sendOobCode);
    expect(await resetCodes(user.email)).toEqual([]);

    // Back to sign in puts focus back on "Forgot password?".
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await eventually(() => h1(page).textContent()).toBe('Sign In');
    expect((await focused(page)).text).toBe('Forgot password?');
  });

  it('sends the reset email without saying whether the account exists, and the new password signs in', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByLabel('Email address').fill(user.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    // The address typed for sign-in comes along.
    await eventually(() => page.getByLabel('Email address').inputValue()).toBe(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await eventually(() => page.getByRole('status').innerText()).toBe(sentText(user.email));
    await screenshot(page, 'auth-reset-sent');

    // An unknown address reads exactly the same.
    const nobody = `nobody-${Date.now()}@example.test`;
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByLabel('Email address').fill(nobody);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await eventually(() => page.getByRole('status').innerText()).toBe(sentText(nobody));
    expect(await resetCodes(nobody)).toEqual([]);

    // The emailed link: the emulator lists its code; the user chooses a new password with it.
    const codes = await resetCodes(user.email);
    expect(codes).toHaveLength(1);
    const newPassword = 'a-brand-new-password-2';
    const reset = await identityToolkit('accounts:resetPassword', { oobCode: codes[0]?.oobCode, newPassword });
    expect(reset['email']).toBe(user.email);

    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await signInWith(page, user.email, user.password);
    await eventually(() => page.getByRole('alert').textContent()).toBe('Invalid email or password');
    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/overview');
    await eventually(() => h1(page).textContent()).toBe('Welcome Back!');
  });
});

describe('sign-up with a mismatched confirmation', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openBrowser(PHONE);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('says so in words tied to the field, then signs up once they match', async () => {
    const { page } = session;
    const user = newCredentials('Tomas Berg');
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill(user.fullName);
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByLabel('Confirm Password').fill(`${user.password}x`);
    await page.getByLabel('Confirm Password').press('Enter');

    const mismatch = 'Passwords do not match. Type the same password in both fields.';
    await eventually(() => page.getByRole('alert').filter({ hasText: mismatch }).isVisible()).toBe(true);
    expect(await page.getByLabel('Confirm Password').getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(page, 'Confirm Password')).toBe(mismatch);
    expect(await focused(page)).toMatchObject({ tag: 'input', name: 'confirm-password' });
    expect(page.url()).toContain('/signup');
    await screenshot(page, 'auth-signup-mismatch-phone');

    await page.getByLabel('Confirm Password').fill(user.password);
    await eventually(() => page.getByText(mismatch).count()).toBe(0);
    expect(await page.getByLabel('Confirm Password').getAttribute('aria-invalid')).toBe('false');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/overview');
    await eventually(() => h1(page).textContent()).toBe('Welcome!');
  });
});

describe('keyboard-only sign-in', () => {
  let session: Session;
  let user: TestUser;
  beforeAll(async () => {
    // An account to sign in to, made through the Auth API: the sign-up screen is tested above.
    user = await createTestUser('Keyboard User');
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('reaches the fields with Tab, types, and signs in with Enter', async () => {
    const { page } = session;
    await page.goto('/login');
    await h1(page).waitFor();
    await tabTo(page, (el) => el.tag === 'input' && el.name === 'email');
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'input', name: 'password' });
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/overview');
    await eventually(() => h1(page).textContent()).toMatch(/^Welcome/);
  });
});

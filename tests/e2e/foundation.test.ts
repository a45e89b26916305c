import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, newCredentials, openBrowser, screenshot, signUp, type Session } from '../support/e2e';

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
    expect(await page.getByRole('link', { name: /^(Start|Open) / }).count()).toBe(11);
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
    await page.getByTestId('sidebar').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
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

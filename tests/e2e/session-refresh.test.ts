import { describe, expect, it } from 'vitest';
import { newCredentials, openBrowser, signUp } from '../support/e2e';

describe('a session older than an hour', () => {
  it('refreshes the ID token and keeps working, with no stale-token error', async () => {
    const session = await openBrowser();
    try {
      const { page } = session;
      // The page's clock is faked from the start so it can jump past the token's one-hour life.
      await page.clock.install();
      await signUp(page, newCredentials('Hour Later'));
      const before = await page.evaluate(() => localStorage.getItem('authToken'));
      const claims = (token: string | null) =>
        JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString()) as { exp: number };
      await page.clock.fastForward('02:00:00');
      await page.goto('/billing/history');
      await expect
        .poll(() => page.getByText('No payments yet').or(page.getByRole('table')).first().isVisible(), { timeout: 20_000 })
        .toBe(true);
      expect(await page.getByRole('alert').filter({ hasText: /token/i }).count()).toBe(0);
      // The refreshed token is stored by the app once the identity provider hands it over, not with the page's data.
      const storedToken = () => page.evaluate(() => localStorage.getItem('authToken'));
      await expect.poll(storedToken, { timeout: 20_000 }).not.toBe(before);
      const after = await storedToken();
      expect(claims(after).exp).toBeGreaterThanOrEqual(claims(before).exp);
      expect(page.url()).toContain('/billing/history');
    } finally {
      await session.close();
    }
  });
});

// The fee calculator in a real browser: forms chosen by label, online against paper, the reduced N-400 fee, the
// sources and how to pay, a reload that keeps the choices, the Knowledge Center's link to it, and a phone's width.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIGURES } from '../../functions/src/domain/knowledge/facts/figure-table';
import { seriousViolations } from '../support/axe';
import { eventually, PHONE, screenshot, signedInSession, type Session } from '../support/e2e';
import { WAIT } from '../support/expert-e2e';

const fee = (id: string): number => FIGURES.find((figure) => figure.id === id)!.value;
const money = (amount: number) => `$${amount.toLocaleString('en-US')}.00`;
const total = (page: Page) => page.getByTestId('fee-total').innerText();

describe('the fee calculator', () => {
  let session: Session;
  let page: Page;

  beforeAll(async () => {
    session = await signedInSession('Amir Haddad');
    page = session.page;
  });
  afterAll(async () => {
    await session?.close();
  });

  it('is linked from the Knowledge Center, and asks for forms first', async () => {
    await page.goto('/resources/learn');
    await page.getByRole('link', { name: 'Fee calculator' }).click();
    await page.waitForURL('**/resources/fees');
    await expect.poll(() => page.getByText('Choose the forms you will file to see what they cost.').isVisible(), WAIT).toBe(true);
  });

  it('prices the N-400 online against paper, and with the reduced fee', async () => {
    const forms = page.getByLabel('Forms you will file');
    await forms.fill('N-400');
    await page.getByRole('option', { name: /^N-400: Application for Naturalization/ }).click();
    await eventually(() => total(page), WAIT).toContain(money(fee('fee-n400-online')));
    // The choices live in the URL, which the router updates in a transition: click, then wait for the state.
    await page.getByRole('radio', { name: 'On paper' }).click();
    await eventually(() => page.getByRole('radio', { name: 'On paper' }).isChecked(), WAIT).toBe(true);
    await eventually(() => total(page), WAIT).toContain(money(fee('fee-n400-paper')));
    await page.getByRole('checkbox', { name: /reduced N-400 fee/ }).click();
    await eventually(() => total(page), WAIT).toContain(money(fee('fee-n400-reduced')));
    await expect
      .poll(
        () =>
          page
            .getByText(/400% of the federal poverty guidelines/)
            .first()
            .isVisible(),
        WAIT,
      )
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Official source' }).first().getAttribute('href')).toBe('https://www.uscis.gov/g-1055');
    expect(await page.getByRole('link', { name: 'Form G-1450 on top of the forms' }).getAttribute('href')).toBe(
      'https://www.uscis.gov/g-1450',
    );
    await screenshot(page, 'fee-calculator');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('adds a second form, totals both, and keeps the choices over a reload', async () => {
    const forms = page.getByLabel('Forms you will file');
    await forms.fill('I-765');
    await page.getByRole('option', { name: /^I-765: / }).click();
    await eventually(() => page.getByTestId('fee-line').count(), WAIT).toBe(2);
    await eventually(() => total(page), WAIT).toContain(money(fee('fee-n400-reduced') + fee('fee-i765-paper')));
    await page.reload();
    await eventually(() => total(page), WAIT).toContain(money(fee('fee-n400-reduced') + fee('fee-i765-paper')));
    expect(await page.getByRole('checkbox', { name: /reduced N-400 fee/ }).isChecked()).toBe(true);
  });

  it('fits a phone', async () => {
    await page.setViewportSize(PHONE);
    await page.reload();
    await eventually(() => total(page), WAIT).toContain('$');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'fee-calculator-phone');
  });
});

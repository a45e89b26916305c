// Document review with the keyboard only: Tab to a category and choose it with Enter, hear the form's errors (an alert,
// and the country field marked invalid and described by its message), choose a country by typing, open the file
// picker from 'Choose files' with Enter and pick files in the file chooser, then Analyze with Enter and reach the
// review. No mouse click anywhere.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELECT_COUNTRY_MESSAGE, UPLOAD_ALL_MESSAGE } from '../../functions/src/shared/documents/review-inputs';
import { bankStatementPdf, passportPdf, samplePassport } from '../support/document-fixtures';
import { eventually, openBrowser, screenshot, signIn, type Session } from '../support/e2e';
import { createTestUser } from '../support/stack';
import { renderIssue } from '../../functions/src/domain/i18n/render';

const APPLICANT = 'Anna Maria Eriksson';
/** The first analysis may wait for a cold Functions worker. */
const ANALYSIS = { timeout: 60_000 };
/** More Tab presses than any screen needs to reach a control. */
const MAX_TABS = 80;

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<number> {
  await target.first().waitFor();
  for (let presses = 1; presses <= MAX_TABS; presses += 1) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return presses;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** What a screen reader reads as the field's description: the text of the elements its aria-describedby names. */
const description = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
  );

describe('document review, keyboard only', () => {
  let session: Session;

  beforeAll(async () => {
    const user = await createTestUser(APPLICANT);
    session = await openBrowser();
    await signIn(session.page, user);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('chooses a category, reads the errors, picks files through the file chooser and reaches the review', async () => {
    const { page } = session;
    await page.goto('/ai-assistant/documents');
    await page.getByRole('heading', { name: 'Document Review', level: 1 }).waitFor();

    // The category tiles are buttons in the Tab order; Enter chooses one and the focus moves to the next step.
    await tabTo(page, page.getByRole('button', { name: /^Refugee\/Asylum/ }));
    await page.keyboard.press('Enter');
    const step = page.getByRole('region', { name: /^Step 2: / });
    await step.waitFor();
    await eventually(() => isFocused(step)).toBe(true);

    // Analyze with nothing chosen: the errors are announced (role="alert") and tied to the country field.
    await tabTo(page, step.getByRole('button', { name: 'Analyze Documents' }));
    await page.keyboard.press('Enter');
    const alert = step.getByRole('alert');
    await eventually(() => alert.innerText()).toContain(renderIssue('en', { message: UPLOAD_ALL_MESSAGE }));
    expect(await alert.innerText()).toContain(renderIssue('en', { message: SELECT_COUNTRY_MESSAGE }));
    const country = page.getByLabel(/^Country of origin/);
    expect(await country.getAttribute('aria-invalid')).toBe('true');
    expect(await description(country)).toContain(renderIssue('en', { message: SELECT_COUNTRY_MESSAGE }));

    // A native select takes the country's name typed on the keyboard.
    await tabTo(page, country, 'Shift+Tab');
    await page.keyboard.type('Mexico');
    await eventually(() => country.inputValue()).toBe('Mexico');
    expect(await country.getAttribute('aria-invalid')).not.toBe('true');

    // 'Choose files' opens the system's file picker from the keyboard. The wait starts before the Tab presses:
    // Playwright turns on file-chooser interception asynchronously, and a picker opened before that is cancelled by
    // headless Chromium, so starting it together with the Enter press lost the race now and then.
    const chooserOpened = page.waitForEvent('filechooser');
    await tabTo(page, step.getByRole('button', { name: 'Choose files' }));
    await page.keyboard.press('Enter');
    const chooser = await chooserOpened;
    expect(chooser.isMultiple()).toBe(true);
    await chooser.setFiles([
      { name: 'passport.pdf', mimeType: 'application/pdf', buffer: await passportPdf(samplePassport()) },
      { name: 'statement.pdf', mimeType: 'application/pdf', buffer: await bankStatementPdf({ holder: APPLICANT }) },
    ]);
    await eventually(() => page.getByTestId('picked-file').count()).toBe(2);
    // Each picked file has its own, named, reachable remove button.
    await tabTo(page, step.getByRole('button', { name: 'Remove passport.pdf' }));
    await screenshot(page, 'keyboard-documents-upload');

    await tabTo(page, step.getByRole('button', { name: 'Analyze Documents' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Review', exact: true }).waitFor(ANALYSIS);
    await eventually(() => page.getByTestId('document-result').count()).toBe(2);
    await eventually(() => isFocused(page.getByRole('region', { name: /^Step 4: / }))).toBe(true);
    // The review's own actions are next in the Tab order.
    await tabTo(page, page.getByRole('button', { name: 'Re-upload' }));
    await screenshot(page, 'keyboard-documents-review');
  });
});

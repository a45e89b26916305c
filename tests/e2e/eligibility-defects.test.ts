// Issue 15's eligibility wizard defects, in a real browser against the stack: it opens at its top with the stepper in
// view; it says why Next is greyed out, at each field and in one announced line by the button; it takes the name,
// email and phone from the account; "Ask Question" opens a chat whose composer holds a summary of the result, in the
// user's language; and the whole wizard works with the keyboard alone.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import esCommon from '../../web/src/locales/es/common.json';
import es from '../../web/src/locales/es/eligibility.json';
import { eventually, openBrowser, screenshot, signIn, type Session } from '../support/e2e';
import { api, createTestUser, type TestUser } from '../support/stack';

const WIZARD = '/ai-assistant/eligibility';

const panel = (page: Page) => page.getByRole('region', { name: /^(Step|Paso) \d: / });
const next = (page: Page, name = 'Next') => panel(page).getByRole('button', { name, exact: true });
const status = (page: Page) => panel(page).getByRole('status');
const activeStep = (page: Page) => page.locator('.MuiStepLabel-label.Mui-active').first().innerText();
const stepper = (page: Page) => page.locator('.MuiStepper-root');

/** The wizard with nothing saved from an earlier test. */
async function openFresh(page: Page, heading = 'Eligibility Check'): Promise<void> {
  await page.goto('/overview');
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(WIZARD);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** The text of the elements a field's aria-describedby points at: what a screen reader reads after its name. */
const description = (locator: Locator) =>
  locator.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

/** Presses Tab (Shift+Tab going back) until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { limit = 80, back = false } = {}): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `Tab never reached ${String(target)}`).toBe(true);
}

/** The stepper is on screen and not under the app bar. */
async function stepperInView(page: Page): Promise<boolean> {
  return stepper(page).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.top >= 0 && box.bottom <= window.innerHeight && hit !== null && el.contains(hit);
  });
}

const radio = (page: Page, question: RegExp, answer: string) =>
  page.getByRole('radiogroup', { name: question }).getByLabel(answer, { exact: true });

/** The chat composer, as the chat screen shows it after a handoff. */
const composer = (page: Page, label = 'Message') => page.getByLabel(label, { exact: true });

describe('eligibility wizard (issue 15 defects)', () => {
  let session: Session;
  let user: TestUser;

  beforeAll(async () => {
    user = await createTestUser('Ana Pereira');
    session = await openBrowser();
    await signIn(session.page, user);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('opens at the top with its stepper in view, and every step change shows the stepper again', async () => {
    const { page } = session;
    // Loaded directly (the old wizard scrolled its panel up, smoothly, on opening: give any such scroll time).
    await openFresh(page);
    await stepper(page).waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await stepperInView(page)).toBe(true);
    await screenshot(page, 'eligibility-defects-opens-at-top');

    // Reached from the Home page's card while that page is scrolled down.
    await page.goto('/overview');
    const card = page.locator('main a[href="/ai-assistant/eligibility"]').first();
    await card.waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await card.evaluate((link: HTMLElement) => link.click());
    await page.getByRole('heading', { name: 'Eligibility Check', level: 1 }).waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await stepperInView(page)).toBe(true);

    // Scroll down to the Next button, go on: the new step shows the stepper and has the keyboard.
    await page.getByLabel(/^Date of Birth/).fill('1985-07-20');
    await page.getByLabel(/^Gender/).selectOption('Female');
    await page.getByLabel(/^Country of Birth/).selectOption('Portugal');
    await page.getByLabel(/^Nationality/).selectOption('Portugal');
    await page.getByLabel(/^Current Address/).fill('Rua Augusta 10, Lisbon');
    await page.getByLabel(/^Phone/).fill('+351 21 000 0000');
    await page.getByLabel(/^Preferred Communication/).selectOption('Email');
    await next(page).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await next(page).click();
    await eventually(() => activeStep(page)).toBe('Category');
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await stepperInView(page)).toBe(true);
    expect(await isFocused(panel(page))).toBe(true);
    expect(await panel(page).getAttribute('aria-label')).toBe('Step 2: Category');
  });

  it('prefills the name and email from the account, and they stay editable', async () => {
    const { page } = session;
    await openFresh(page);
    await eventually(() => page.getByLabel(/^Full Name/).inputValue()).toBe('Ana Pereira');
    await eventually(() => page.getByLabel(/^Email/).inputValue()).toBe(user.email);
    await page.getByLabel(/^Full Name/).fill('Ana P. Pereira');
    await page.getByLabel(/^Email/).fill('ana@example.com');
    // A reload keeps what was typed: the account only fills fields that are empty.
    await page.reload();
    await eventually(() => page.getByLabel(/^Full Name/).inputValue()).toBe('Ana P. Pereira');
    expect(await page.getByLabel(/^Email/).inputValue()).toBe('ana@example.com');
  });

  it('says why Next is greyed out: one announced line by the button, and a message at each field', async () => {
    const { page } = session;
    await openFresh(page);
    await eventually(() => page.getByLabel(/^Full Name/).inputValue()).toBe('Ana Pereira');

    // Nothing typed yet: Next is disabled for assistive technology too, and says what is missing.
    expect(await next(page).isDisabled()).toBe(true);
    expect(await next(page).getAttribute('aria-disabled')).toBe('true');
    const missingAll =
      'To continue, complete: Date of Birth, Gender, Country of Birth, Nationality, Current Address, Phone, and Preferred Communication.';
    await eventually(() => status(page).innerText()).toBe(missingAll);
    expect(await description(next(page))).toBe(missingAll);
    // No field is marked before it has been visited.
    expect(await page.getByLabel(/^Gender/).getAttribute('aria-invalid')).not.toBe('true');

    // A birth date in the future: its field says so once left, and so does the line by Next.
    const dob = page.getByLabel(/^Date of Birth/);
    await dob.fill('2999-01-01');
    await dob.blur();
    await eventually(() => dob.getAttribute('aria-invalid')).toBe('true');
    expect(await description(dob)).toBe('Date of birth cannot be later than today.');
    await page.getByLabel(/^Gender/).selectOption('Female');
    await page.getByLabel(/^Nationality/).selectOption('Portugal');
    await page.getByLabel(/^Current Address/).fill('Rua Augusta 10, Lisbon');
    await page.getByLabel(/^Phone/).fill('+351 21 000 0000');
    await page.getByLabel(/^Preferred Communication/).selectOption('Email');
    await eventually(() => status(page).innerText()).toBe(
      'To continue, complete: Country of Birth. Date of birth cannot be later than today.',
    );
    expect(await next(page).isDisabled()).toBe(true);
    // The untouched select is not marked yet.
    expect(await page.getByLabel(/^Country of Birth/).getAttribute('aria-invalid')).not.toBe('true');
    await screenshot(page, 'eligibility-defects-next-explained');

    // Pressing the greyed-out Next marks every field to fix and puts the keyboard on the first one.
    await next(page).click({ force: true });
    const country = page.getByLabel(/^Country of Birth/);
    await eventually(() => country.getAttribute('aria-invalid')).toBe('true');
    expect(await description(country)).toBe('This field is required.');
    await eventually(() => isFocused(dob)).toBe(true);
    expect(await activeStep(page)).toBe('Info');
    await screenshot(page, 'eligibility-defects-next-pressed');

    // Fixed: the messages and the line go, and Next works.
    await dob.fill('1985-07-20');
    await country.selectOption('Portugal');
    await eventually(() => next(page).isDisabled()).toBe(false);
    expect(await status(page).innerText()).toBe('');
    expect(await dob.getAttribute('aria-invalid')).not.toBe('true');
    expect(await next(page).getAttribute('aria-describedby')).toBeNull();
    await next(page).click();

    // The category step asks for a tile; pressing Next says so and goes to the first tile.
    await eventually(() => activeStep(page)).toBe('Category');
    await eventually(() => status(page).innerText()).toBe('To continue, choose a category.');
    await next(page).click({ force: true });
    await eventually(() => page.getByText('Choose a category to continue.', { exact: true }).isVisible()).toBe(true);
    await eventually(() => isFocused(page.getByRole('button', { name: /^Family-Based/ }))).toBe(true);
    await page.getByRole('button', { name: /^Investor \(EB-5\)/ }).click();
    await next(page).click();

    // The category details need one answer.
    await eventually(() => activeStep(page)).toBe('Category Details');
    await eventually(() => status(page).innerText()).toBe('To continue, answer at least one question.');
    await next(page).click({ force: true });
    await eventually(() => page.getByText('Answer at least one question to continue.', { exact: true }).isVisible()).toBe(true);
    await eventually(() => isFocused(page.getByLabel(/^Capital you have invested/))).toBe(true);
  });

  it('goes through the whole wizard with the keyboard alone, then carries the result into a new chat', async () => {
    const { page } = session;
    await openFresh(page);
    await eventually(() => page.getByLabel(/^Full Name/).inputValue()).toBe('Ana Pereira');

    // Step 1: the name and email came from the account; the rest is typed, dates by their parts, selects by letters.
    await tabTo(page, page.getByLabel(/^Date of Birth/));
    await page.keyboard.type('07201985');
    await tabTo(page, page.getByLabel(/^Gender/));
    await page.keyboard.type('Female');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Portugal');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Portugal');
    await tabTo(page, page.getByLabel(/^Current Address/));
    await page.keyboard.type('Rua Augusta 10, Lisbon');
    await tabTo(page, page.getByLabel(/^Phone/));
    await page.keyboard.type('+351 21 000 0000');
    await tabTo(page, page.getByLabel(/^Preferred Communication/));
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel(/^Date of Birth/).inputValue()).toBe('1985-07-20');
    expect(await page.getByLabel(/^Gender/).inputValue()).toBe('Female');
    expect(await page.getByLabel(/^Nationality/).inputValue()).toBe('Portugal');
    expect(await page.getByLabel(/^Preferred Communication/).inputValue()).toBe('Email');
    // An optional section, ticked with Space.
    await tabTo(page, page.getByLabel('Background check consent'));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByLabel('I consent to background checks'));
    await page.keyboard.press('Space');
    await tabTo(page, next(page));
    await page.keyboard.press('Enter');

    // Step 2: Tab from the new step's top to a tile, Space chooses it, Enter on Next.
    await eventually(() => activeStep(page)).toBe('Category');
    const tile = page.getByRole('button', { name: /^Student \(F-1\)/ });
    await tabTo(page, tile);
    await page.keyboard.press('Space');
    await eventually(() => tile.getAttribute('aria-pressed')).toBe('true');
    await tabTo(page, next(page));
    await page.keyboard.press('Enter');

    // Step 3: radios with the arrows and Space, numbers typed.
    await eventually(() => activeStep(page)).toBe('Category Details');
    await tabTo(page, radio(page, /issued a Form I-20/, 'Yes'));
    await page.keyboard.press('ArrowRight');
    expect(await radio(page, /issued a Form I-20/, 'No').isChecked()).toBe(true);
    await tabTo(page, radio(page, /SEVIS I-901 fee/, 'Yes'));
    await page.keyboard.press('Space');
    await tabTo(page, radio(page, /English proficiency requirement/, 'Yes'));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByLabel(/^Money available to you for the first year/));
    await page.keyboard.type('20000');
    await tabTo(page, page.getByLabel(/^Estimated cost of one year/));
    await page.keyboard.type('55000');
    await tabTo(page, next(page));
    await page.keyboard.press('Enter');

    // Step 4 and the analysis.
    await eventually(() => activeStep(page)).toBe('Details');
    await tabTo(page, page.getByLabel(/^Details/));
    await page.keyboard.type("I was admitted to a master's program in Boston.");
    await tabTo(page, next(page));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Results' }).waitFor({ timeout: 30_000 });
    await eventually(() => page.getByText('You do not currently qualify for Student (F-1)', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'eligibility-defects-keyboard-results');

    // "Ask Question" opens a new chat with the result in its composer, ready for the question.
    await tabTo(page, page.getByRole('button', { name: 'Ask Question' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/ai-assistant/chat');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(1_500);
    await screenshot(page, 'eligibility-defects-ask-question-chat');
    await eventually(() => composer(page).inputValue()).toMatch(
      /^I ran the eligibility check for Student \(F-1\)\. Based on your answers, you do not currently qualify for Student \(F-1\)/,
    );
    const draft = await composer(page).inputValue();
    expect(draft).toContain(
      '\n\nKey reasons:\n- An F-1 visa needs a Form I-20 from a school certified by the Student and Exchange Visitor Program.',
    );
    expect(draft).toMatch(/\n\nMy question:$/);
    expect(draft.split('\n').filter((line) => line.startsWith('- ')).length).toBeLessThanOrEqual(3);
  });
});

describe('eligibility wizard in Spanish, prefilled from the account settings', () => {
  let session: Session;
  let user: TestUser;

  beforeAll(async () => {
    user = await createTestUser('Lucía Ortega');
    const saved = await api('/settings', {
      method: 'PUT',
      token: user.idToken,
      body: { fullName: 'Lucía Ortega Ruiz', phone: '+34 600 000 000', language: 'Spanish' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    session = await openBrowser();
    await signIn(session.page, user);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('takes the name, email and phone from Settings, and "Ask Question" carries a Spanish summary', async () => {
    const { page } = session;
    await openFresh(page, es.wizard.title);
    await eventually(() => page.getByLabel(new RegExp(`^${es.info.fullName}`)).inputValue()).toBe('Lucía Ortega Ruiz');
    expect(await page.getByLabel(new RegExp(`^${es.info.email}`)).inputValue()).toBe(user.email);
    expect(await page.getByLabel(new RegExp(`^${es.info.phone}`)).inputValue()).toBe('+34 600 000 000');
    await eventually(() => status(page).innerText()).toMatch(/^Para continuar, complete: /);
    await screenshot(page, 'eligibility-defects-es-prefilled');

    const label = (text: string) => page.getByLabel(new RegExp(`^${text.replace(/[()]/g, '\\$&')}`));
    await label(es.info.dob).fill('1990-02-11');
    await label(es.info.gender).selectOption('Female');
    await label(es.info.birthCountry).selectOption('Spain');
    await label(es.info.nationality).selectOption('Spain');
    await label(es.info.currentAddress).fill('Calle Mayor 1, Madrid');
    await label(es.info.preferredCommunication).selectOption('Email');
    await next(page, es.wizard.next).click();
    await page.getByRole('button', { name: new RegExp(`^${es.category.names.studentF1.replace(/[()]/g, '\\$&')}`) }).click();
    await next(page, es.wizard.next).click();
    // The category questions are the API's own (English) descriptions.
    await radio(page, /issued a Form I-20/, es.fields.no).check();
    await radio(page, /SEVIS I-901 fee/, es.fields.yes).check();
    await radio(page, /English proficiency requirement/, es.fields.yes).check();
    await page.getByLabel(/^Money available to you for the first year/).fill('20000');
    await page.getByLabel(/^Estimated cost of one year/).fill('55000');
    await next(page, es.wizard.next).click();
    await label(es.details.label).fill('Quiero estudiar en Boston.');
    await next(page, es.wizard.next).click();
    await page.getByRole('button', { name: es.results.askQuestion }).click({ timeout: 30_000 });
    await page.waitForURL('**/ai-assistant/chat');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(1_500);
    await screenshot(page, 'eligibility-defects-es-ask-question');
    await eventually(() => composer(page, esCommon.composer.message).inputValue()).toMatch(
      /^Hice la verificación de elegibilidad para Estudiante \(F-1\)\. /,
    );
    const draft = await composer(page, esCommon.composer.message).inputValue();
    expect(draft).toContain(`\n\n${es.wizard.draftReasons}\n- `);
    expect(draft).toMatch(new RegExp(`\\n\\n${es.wizard.draftInvite}$`));
  });
});

// The eligibility wizard in a real browser against the stack: all six steps for an eligible EB-5 investor and a
// not-eligible F-1 student, a reload mid-wizard, prefill from a chat tool call with the result going back to the
// chat, and the phone layout. Also: it opens at its top with the stepper in view; it says why Next is greyed out, at
// each field and in one announced line by the button; it takes the name, email and phone from the account; "Ask
// Question" opens a chat whose composer holds a summary of the result, in the user's language; and the whole wizard
// works with the keyboard alone.
import type { Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import esComponents from '../../web/src/locales/es/components.json';
import es from '../../web/src/locales/es/eligibility.json';
import { eventually, nextFrame, openBrowser, PHONE, screenshot, signIn, type Session } from '../support/e2e';
import { api, createTestUser, type TestUser } from '../support/stack';
import { askForToolCall, openFromToolCall } from '../support/tool-launch';

const WIZARD = '/ai-assistant/eligibility';

interface Applicant {
  fullName: string;
  dob: string;
  gender: string;
  birthCountry: string;
  nationality: string;
}

const ANA: Applicant = { fullName: 'Ana Pereira', dob: '1985-07-20', gender: 'Female', birthCountry: 'Portugal', nationality: 'Portugal' };

const panel = (page: Page) => page.getByRole('region', { name: /^(Step|Paso) \d: / });
const next = (page: Page, name = 'Next') => panel(page).getByRole('button', { name, exact: true });
const back = (page: Page) => panel(page).getByRole('button', { name: 'Back', exact: true });
const status = (page: Page) => panel(page).getByRole('status');
const activeStep = (page: Page) => page.locator('.MuiStepLabel-label.Mui-active').first().innerText();
const stepper = (page: Page) => page.locator('.MuiStepper-root');

/**
 * Fills a field the account prefills (Full Name, Phone, Email), again if need be: the account's value can land in
 * the empty field between the fill's select-all and its typing, and the text then follows it.
 */
async function fillPrefillable(page: Page, label: RegExp, value: string): Promise<void> {
  const input = page.getByLabel(label);
  await input.fill(value);
  await eventually(async () => {
    if ((await input.inputValue()) !== value) await input.fill(value);
    return input.inputValue();
  }).toBe(value);
}

async function fillInfo(page: Page, who: Applicant, options: { skipCountries?: boolean } = {}): Promise<void> {
  await fillPrefillable(page, /^Full Name/, who.fullName);
  await page.getByLabel(/^Date of Birth/).fill(who.dob);
  await page.getByLabel(/^Gender/).selectOption(who.gender);
  if (!options.skipCountries) {
    await page.getByLabel(/^Country of Birth/).selectOption(who.birthCountry);
    await page.getByLabel(/^Nationality/).selectOption(who.nationality);
  }
  await page.getByLabel(/^Current Address/).fill('Rua Augusta 10, Lisbon');
  await fillPrefillable(page, /^Phone/, '+351 21 000 0000');
  await fillPrefillable(page, /^Email/, 'ana@example.com');
  await page.getByLabel(/^Preferred Communication/).selectOption('Email');
}

const option = (page: Page, question: RegExp, answer: string) =>
  page.getByRole('radiogroup', { name: question }).getByLabel(answer, { exact: true });
const radio = (page: Page, question: RegExp, answer: 'Yes' | 'No' | 'Not sure') => option(page, question, answer).check();

async function fillEb5(page: Page): Promise<void> {
  await page.getByLabel(/^Capital you have invested/).fill('1050000');
  await radio(page, /targeted employment area/, 'No');
  await page.getByLabel(/^How many full-time jobs/).fill('12');
  await radio(page, /through a USCIS-designated regional center/, 'No');
  await page.getByLabel(/^Where the investment money came from/).fill('Sale of my company in 2024');
  await page.getByLabel(/^A short description of the business plan/).fill('Three bakeries in Austin');
}

async function fillF1(page: Page): Promise<void> {
  await radio(page, /issued a Form I-20/, 'No');
  await radio(page, /SEVIS I-901 fee/, 'Yes');
  await radio(page, /English proficiency requirement/, 'Yes');
  await page.getByLabel(/^Money available to you for the first year/).fill('20000');
  await page.getByLabel(/^Estimated cost of one year/).fill('55000');
}

/** The wizard with nothing saved from an earlier test (each test's own reload behaviour is tested on purpose). */
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

/** The chat composer, as the chat screen shows it after a handoff. */
const composer = (page: Page, label = 'Message') => page.getByLabel(label, { exact: true });

async function chooseCategory(page: Page, category: string): Promise<void> {
  const tile = page.getByRole('button', { name: new RegExp(`^${category.replace(/[()/]/g, '\\$&')}`) });
  await tile.click();
  await eventually(() => tile.getAttribute('aria-pressed')).toBe('true');
}

async function analyze(page: Page, details: string): Promise<void> {
  await eventually(() => activeStep(page)).toBe('Details');
  expect(await next(page).isDisabled()).toBe(true);
  await page.getByLabel(/^Details/).fill('   ');
  await eventually(() => next(page).isDisabled()).toBe(true);
  await page.getByLabel(/^Details/).fill(details);
  await next(page).click();
  await page.getByRole('heading', { name: 'Results' }).waitFor({ timeout: 30_000 });
}

/**
 * The Mexican spouse of a U.S. citizen, from the Info step to the Details step, with `details` typed there; `facts`
 * answers more on the Info step first.
 */
async function spouseOfCitizen(
  page: Page,
  details = 'My husband is a U.S. citizen; we married in Texas in 2023.',
  facts: (page: Page) => Promise<void> = async () => {},
): Promise<void> {
  await fillInfo(page, { fullName: 'Lucia Ramos', dob: '1992-03-14', gender: 'Female', birthCountry: 'Mexico', nationality: 'Mexico' });
  await facts(page);
  await next(page).click();
  await chooseCategory(page, 'Family-Based');
  await next(page).click();
  await eventually(() => activeStep(page)).toBe('Category Details');
  await page.getByLabel(/^How you are related to the petitioner/).selectOption('Spouse');
  await page.getByLabel(/^The petitioner's status/).selectOption('U.S. citizen');
  await radio(page, /Affidavit of Support/, 'Yes');
  await next(page).click();
  await eventually(() => activeStep(page)).toBe('Details');
  await page.getByLabel(/^Details/).fill(details);
}

describe('eligibility wizard', () => {
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
    // Loaded directly. The old wizard scrolled its panel up, smoothly, once it had loaded: with the account's name in
    // place it has loaded, and a frame later such a scroll would have begun.
    await openFresh(page);
    await stepper(page).waitFor();
    await eventually(() => page.getByLabel(/^Full Name/).inputValue()).toBe('Ana Pereira');
    await nextFrame(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await stepperInView(page)).toBe(true);
    await screenshot(page, 'eligibility-opens-at-top');

    // Reached from the Home page's card while that page is scrolled down.
    await page.goto('/overview');
    const card = page.locator('main a[href="/ai-assistant/eligibility"]').first();
    await card.waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await card.evaluate((link: HTMLElement) => link.click());
    await page.getByRole('heading', { name: 'Eligibility Check', level: 1 }).waitFor();
    await eventually(() => page.getByLabel(/^Full Name/).inputValue()).toBe('Ana Pereira');
    await nextFrame(page);
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
    await screenshot(page, 'eligibility-next-explained');

    // Pressing the greyed-out Next marks every field to fix and puts the keyboard on the first one.
    await next(page).click({ force: true });
    const country = page.getByLabel(/^Country of Birth/);
    await eventually(() => country.getAttribute('aria-invalid')).toBe('true');
    expect(await description(country)).toBe('This field is required.');
    await eventually(() => isFocused(dob)).toBe(true);
    expect(await activeStep(page)).toBe('Info');
    await screenshot(page, 'eligibility-next-pressed');

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
    await tabTo(page, option(page, /issued a Form I-20/, 'Yes'));
    await page.keyboard.press('ArrowRight');
    expect(await option(page, /issued a Form I-20/, 'No').isChecked()).toBe(true);
    await tabTo(page, option(page, /SEVIS I-901 fee/, 'Yes'));
    await page.keyboard.press('Space');
    await tabTo(page, option(page, /English proficiency requirement/, 'Yes'));
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
    // Next is enabled once the user's cases have loaded and the check has its default case to go to.
    await eventually(() => next(page).isDisabled()).toBe(false);
    await tabTo(page, next(page));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Results' }).waitFor({ timeout: 30_000 });
    await eventually(() => page.getByText('You do not currently qualify for Student (F-1)', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'eligibility-keyboard-results');

    // "Ask Question" opens a new chat with the result in its composer, ready for the question.
    await tabTo(page, page.getByRole('button', { name: 'Ask Question' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/ai-assistant/chat');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await eventually(() => composer(page).inputValue()).toMatch(
      /^I ran the eligibility check for Student \(F-1\)\. Based on your answers, you do not currently qualify for Student \(F-1\)/,
    );
    await screenshot(page, 'eligibility-ask-question-chat');
    const draft = await composer(page).inputValue();
    expect(draft).toContain(
      '\n\nKey reasons:\n- An F-1 visa needs a Form I-20 from a school certified by the Student and Exchange Visitor Program.',
    );
    expect(draft).toMatch(/\n\nMy question:$/);
    expect(draft.split('\n').filter((line) => line.startsWith('- ')).length).toBeLessThanOrEqual(3);
  });

  it('goes through all six steps for an eligible EB-5 investor, keeping the input across a reload', async () => {
    const { page } = session;
    await openFresh(page);
    await page.getByRole('heading', { name: 'Eligibility Check', level: 1 }).waitFor();
    const labels = await page.locator('.MuiStepLabel-label').allInnerTexts();
    expect(labels).toEqual(['Info', 'Category', 'Category Details', 'Details', 'Analyze', 'Results']);

    // Step 1: Next waits for every required field, and refuses a date of birth in the future.
    expect(await next(page).isDisabled()).toBe(true);
    await fillInfo(page, { ...ANA, dob: '2999-01-01' });
    await eventually(() => next(page).isDisabled()).toBe(true);
    await page.getByLabel(/^Date of Birth/).fill(ANA.dob);
    await eventually(() => next(page).isDisabled()).toBe(false);
    await page.getByLabel('Public charge (finances)').check();
    await eventually(() => page.getByLabel(/^Debts/).inputValue()).toBe('0');
    await eventually(() => page.getByLabel(/^Monthly expenses/).inputValue()).toBe('0');
    await page.getByLabel('Background check consent').check();
    await page.getByLabel('I consent to background checks').check();
    await page.getByLabel(/^Data Retention Preference/).fill('5 years');
    await screenshot(page, 'eligibility-1-info');
    await next(page).click();

    // Step 2: a tile must be chosen.
    await eventually(() => activeStep(page)).toBe('Category');
    expect(await next(page).isDisabled()).toBe(true);
    expect(await page.getByRole('group', { name: 'Choose a category' }).getByRole('button').count()).toBe(14);
    await chooseCategory(page, 'Investor (EB-5)');
    await screenshot(page, 'eligibility-2-category');
    await next(page).click();

    // Step 3: the EB-5 form; Next needs an answer, then the schema's checks.
    await eventually(() => activeStep(page)).toBe('Category Details');
    expect(await next(page).isDisabled()).toBe(true);
    await page.getByLabel(/^Capital you have invested/).fill('1050000');
    await next(page).click();
    await eventually(() => page.getByText('Answer yes or no: Is the project in a targeted employment area?').isVisible()).toBe(true);
    expect(await activeStep(page)).toBe('Category Details');
    await fillEb5(page);

    // A reload mid-wizard keeps the step and every answer.
    await page.reload();
    await eventually(() => activeStep(page)).toBe('Category Details');
    expect(await page.getByLabel(/^Capital you have invested/).inputValue()).toBe('1050000');
    expect(
      await page
        .getByRole('radiogroup', { name: /targeted employment area/ })
        .getByLabel('No', { exact: true })
        .isChecked(),
    ).toBe(true);
    await screenshot(page, 'eligibility-3-details-eb5');
    await back(page).click();
    await back(page).click();
    await eventually(() => page.getByLabel(/^Full Name/).inputValue()).toBe('Ana Pereira');
    expect(await page.getByLabel(/^Debts/).inputValue()).toBe('0');
    await next(page).click();
    await next(page).click();
    await next(page).click();

    // Steps 4 to 6.
    await analyze(page, 'I want to invest in three bakeries in Texas.');
    await eventually(() => page.getByText('You appear to qualify for Investor (EB-5)', { exact: true }).isVisible()).toBe(true);
    expect(await activeStep(page)).toBe('Results');
    expect(
      await page.getByText('Your investment of $1,050,000 meets the $1,050,000 minimum outside a targeted employment area.').isVisible(),
    ).toBe(true);
    const citation = page.getByRole('link', { name: /INA § 203\(b\)\(5\)\(C\)/ });
    expect(await citation.getAttribute('href')).toBe('https://www.law.cornell.edu/uscode/text/8/1153');
    expect(await page.getByRole('button', { name: 'Ask Question' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Ask Follow-up' }).count()).toBe(0);
    await screenshot(page, 'eligibility-6-results-eb5');

    // The result stays on a reload; the answers themselves are no longer kept.
    await page.reload();
    await eventually(() => page.getByText('You appear to qualify for Investor (EB-5)', { exact: true }).isVisible()).toBe(true);
    const stored = await page.evaluate(
      () => Object.entries(sessionStorage).find(([key]) => key.startsWith('eligibility-wizard:'))?.[1] ?? '',
    );
    expect(stored).not.toContain('Ana Pereira');

    // The check was saved to a Draft case: a new one, or the user's only open case when an earlier test left one (the
    // wizard attaches to it rather than open another).
    const cases = await api<{ cases: Array<{ caseId: string; status: string }> }>('/cases', { token: user.idToken });
    expect(cases.body.cases).toEqual([expect.objectContaining({ status: 'Draft' })]);
    // ...and the result links to it.
    const draft = cases.body.cases[0];
    expect(await page.getByRole('link', { name: 'View your case' }).getAttribute('href')).toBe(`/cases/view?case=${draft?.caseId}`);

    // Restart goes back to an empty step 1.
    await page.getByRole('button', { name: 'Restart' }).click();
    await eventually(() => activeStep(page)).toBe('Info');
    expect(await page.getByLabel(/^Full Name/).inputValue()).toBe('');
  });

  it('goes through all six steps for an F-1 student who does not qualify, then opens a new chat about it', async () => {
    const { page } = session;
    await openFresh(page);
    await fillInfo(page, { fullName: 'Li Wei', dob: '2002-03-04', gender: 'Male', birthCountry: 'China', nationality: 'China' });
    await next(page).click();
    // Changing the category resets its details.
    await chooseCategory(page, 'Investor (EB-5)');
    await next(page).click();
    await page.getByLabel(/^Capital you have invested/).fill('5');
    await back(page).click();
    await chooseCategory(page, 'Student (F-1)');
    await next(page).click();
    await eventually(() => activeStep(page)).toBe('Category Details');
    expect(await page.getByLabel(/^Capital you have invested/).count()).toBe(0);
    await fillF1(page);
    await next(page).click();

    // Step 5 shows its spinner while the API works; a failed call ends on Results as not eligible, 'Analysis failed'.
    // The failure is held back until the spinner has been seen, so no machine is too slow to see it.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = () => resolve()));
    const failing = async (route: Route) => {
      await released;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong' } }),
      });
    };
    await page.route('**/api/ai-assistant/eligibility', failing);
    try {
      await page.getByLabel(/^Details/).fill("I was admitted to a master's program in Boston.");
      await next(page).click();
      await eventually(() => page.getByText('Analyzing your inputs...').isVisible()).toBe(true);
      expect(await activeStep(page)).toBe('Analyze');
      await screenshot(page, 'eligibility-5-analyzing');
      release();
      await eventually(() => page.getByText('Analysis failed', { exact: true }).isVisible()).toBe(true);
      expect(await activeStep(page)).toBe('Results');
      await screenshot(page, 'eligibility-6-analysis-failed');
    } finally {
      release();
      await page.unroute('**/api/ai-assistant/eligibility', failing);
    }
    // The answers were kept, so the same check can run again.
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Results' }).waitFor();
    await eventually(() => page.getByText('You do not currently qualify for Student (F-1)', { exact: true }).isVisible()).toBe(true);
    expect(
      await page
        .getByText('An F-1 visa needs a Form I-20 from a school certified by the Student and Exchange Visitor Program.')
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText('Your funds ($20,000) fall $35,000 short of the first-year cost on your I-20 ($55,000).').isVisible()).toBe(
      true,
    );
    await screenshot(page, 'eligibility-6-results-f1');

    // A new chat about the result, with the result as its first question.
    await page.getByRole('button', { name: 'Ask Question' }).click();
    await page.waitForURL('**/ai-assistant/chat');
    await eventually(() => page.getByRole('textbox').last().inputValue()).toMatch(
      /^I ran the eligibility check for Student \(F-1\)\. Based on your answers, you do not currently qualify/,
    );
  });

  it("shows a Gemini narrative (when Vertex AI is configured) after the rules' summary, saying who wrote it", async () => {
    const { page } = session;
    // This stack runs the offline assistant, which writes no narrative: the real answer gets the paragraph that the
    // API adds when Vertex AI is configured (functions/src/domain/eligibility/narrative.ts).
    const NARRATIVE = 'Your planned investment meets the amount the law requires.';
    const narrate = async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { analysis: { summary: string } };
      body.analysis = {
        ...body.analysis,
        summary: `${body.analysis.summary}\n\n${NARRATIVE}`,
        narrativeBy: 'Gemini on Vertex AI',
      } as typeof body.analysis;
      await route.fulfill({ response, json: body });
    };
    await page.route('**/api/ai-assistant/eligibility', narrate);
    try {
      await openFresh(page);
      await fillInfo(page, ANA);
      await next(page).click();
      await chooseCategory(page, 'Investor (EB-5)');
      await next(page).click();
      await eventually(() => activeStep(page)).toBe('Category Details');
      await fillEb5(page);
      await next(page).click();
      await analyze(page, 'I want to invest in a bakery in Texas.');
      await eventually(() => page.getByText(NARRATIVE, { exact: false }).isVisible()).toBe(true);
      const summary = page.getByText(/^Based on your answers, you appear to qualify for Investor \(EB-5\)/);
      // Its own paragraph, after the rules' summary.
      expect(await summary.innerText()).toMatch(/\n\s*\n?Your planned investment meets the amount the law requires\.$/);
      expect(
        await page
          .getByText(
            'The last paragraph was written by Gemini on Vertex AI from the results of the rules; the rules alone decide the outcome.',
          )
          .isVisible(),
      ).toBe(true);
      await screenshot(page, 'eligibility-6-results-narrative');
    } finally {
      await page.unroute('**/api/ai-assistant/eligibility', narrate);
    }
  });

  it('prefills from a chat tool call and sends the result back to the chat', async () => {
    const { page } = session;
    const call = await askForToolCall(user, 'Am I eligible for an investor visa? I am from Germany.', 'check_eligibility');
    expect(call.payload).toEqual({ category: 'Investor (EB-5)', country: 'Germany' });
    await openFromToolCall(page, WIZARD, call, 'Eligibility Check');

    await eventually(() => page.getByText('Opened from your chat').isVisible()).toBe(true);
    expect(await page.getByLabel(/^Country of Birth/).inputValue()).toBe('Germany');
    expect(await page.getByLabel(/^Nationality/).inputValue()).toBe('Germany');
    await fillInfo(page, { ...ANA, fullName: 'Jonas Weber', gender: 'Male' }, { skipCountries: true });
    await next(page).click();
    await eventually(() => page.getByRole('button', { name: /^Investor \(EB-5\)/ }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'eligibility-prefill-category');
    await next(page).click();
    await fillEb5(page);
    await next(page).click();
    await analyze(page, 'Asked from the chat.');
    await eventually(() => page.getByText('You appear to qualify for Investor (EB-5)', { exact: true }).isVisible()).toBe(true);
    await eventually(() => page.getByText('The result was sent to your chat.').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByRole('button', { name: 'Ask Question' }).count()).toBe(0);

    // The result is in the chat, followed by the assistant's reply to it; the check went to the chat's case.
    const chat = await api<{
      chat: { caseId: string | null };
      messages: Array<{
        role: string;
        function_result?: {
          name: string;
          callId: string;
          result: { input: Record<string, unknown>; output: { analysis: { eligible: boolean }; caseId: string } };
        };
      }>;
    }>(`/chats/${call.chatId}/messages`, { token: user.idToken });
    const result = chat.body.messages.find((m) => m.role === 'function_result');
    expect(result?.function_result).toMatchObject({ name: 'check_eligibility', callId: call.callId });
    expect(result?.function_result?.result.input).toMatchObject({
      fullName: 'Jonas Weber',
      nationality: 'Germany',
      category: 'Investor (EB-5)',
      chatId: call.chatId,
    });
    expect(result?.function_result?.result.output.analysis.eligible).toBe(true);
    expect(result?.function_result?.result.output.caseId).toBe(chat.body.chat.caseId);
    expect(chat.body.messages.at(-1)?.role).toBe('assistant');
    await screenshot(page, 'eligibility-prefill-results');

    await page.getByRole('button', { name: 'Ask Follow-up' }).click();
    await page.waitForURL('**/ai-assistant/chat');
  });

  it('shows "Failed to submit result" in red under the buttons when the chat refuses the result', async () => {
    const { page } = session;
    const call = await askForToolCall(user, 'Am I eligible for an investor visa? I am from Germany.', 'check_eligibility');
    await openFromToolCall(page, WIZARD, { ...call, callId: 'no-such-call' }, 'Eligibility Check');
    await fillInfo(page, ANA, { skipCountries: true });
    await next(page).click();
    await next(page).click();
    await fillEb5(page);
    await next(page).click();
    await analyze(page, 'Asked from the chat.');
    const failure = page.getByText('Failed to submit result', { exact: true });
    await eventually(() => failure.isVisible(), { timeout: 30_000 }).toBe(true);
    const color = await failure.evaluate((el) => getComputedStyle(el).color);
    const [r = 0, g = 255] = (color.match(/\d+/g) ?? []).map(Number);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(100);
    // Under the result buttons (measured in one go: the page may still be scrolling).
    const [top, buttonsBottom] = await failure.evaluate((el) => {
      const restart = Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'Restart');
      return [el.getBoundingClientRect().top, restart?.getBoundingClientRect().bottom ?? Infinity];
    });
    expect(top).toBeGreaterThanOrEqual(buttonsBottom ?? Infinity);
    await screenshot(page, 'eligibility-submit-failed');
  });

  it('opens the wizard from the chat screen\'s "Open Eligibility Check" button', async () => {
    const { page } = session;
    await page.goto('/ai-assistant/chat');
    // Enter sends nothing until the screen is connected to the assistant.
    await eventually(() => page.getByTestId('connection-state').textContent(), { timeout: 20_000 }).toBe('Connected');
    // The screen resumes the chat the earlier tests returned to, which has its own tool button: start afresh.
    await page.getByRole('button', { name: 'New Chat' }).click();
    await eventually(() => page.getByRole('button', { name: 'Open Eligibility Check' }).count()).toBe(0);
    const box = page.getByRole('textbox').last();
    await box.fill('Am I eligible for an investor visa? I am from Germany.');
    await box.press('Enter');
    await page.getByRole('button', { name: 'Open Eligibility Check' }).click({ timeout: 30_000 });
    await page.waitForURL(`**${WIZARD}`);
    await eventually(() => page.getByLabel(/^Nationality/).inputValue()).toBe('Germany');
    await fillInfo(page, ANA, { skipCountries: true });
    await next(page).click();
    await next(page).click();
    await fillEb5(page);
    await next(page).click();
    await analyze(page, 'Asked from the chat screen.');
    await eventually(() => page.getByText('The result was sent to your chat.').isVisible(), { timeout: 30_000 }).toBe(true);
    await page.getByRole('button', { name: 'Ask Follow-up' }).click();
    await page.waitForURL('**/ai-assistant/chat');
  });
});

describe('eligibility wizard on a phone', () => {
  let session: Session;

  beforeAll(async () => {
    const user = await createTestUser('Phone User');
    session = await openBrowser(PHONE);
    await signIn(session.page, user);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('fits 390px at every step', async () => {
    const { page } = session;
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await openFresh(page);
    await page.getByRole('heading', { name: 'Eligibility Check', level: 1 }).waitFor();
    expect(await page.getByText('Step 1 of 6: Info').isVisible()).toBe(true);
    await fillInfo(page, ANA);
    await page.getByLabel('Travel history').check();
    await page.getByLabel('Immigration history').check();
    await eventually(fits).toBe(true);
    await screenshot(page, 'eligibility-phone-1-info');
    await next(page).click();
    await chooseCategory(page, 'Student (F-1)');
    await eventually(fits).toBe(true);
    await screenshot(page, 'eligibility-phone-2-category');
    await next(page).click();
    await fillF1(page);
    await eventually(fits).toBe(true);
    await screenshot(page, 'eligibility-phone-3-details');
    await next(page).click();
    await analyze(page, 'Studying in Boston.');
    await eventually(() => page.getByText('You do not currently qualify for Student (F-1)', { exact: true }).isVisible()).toBe(true);
    await eventually(fits).toBe(true);
    await screenshot(page, 'eligibility-phone-6-results');
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
    await screenshot(page, 'eligibility-es-prefilled');

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
    await option(page, /issued a Form I-20/, es.fields.no).check();
    await option(page, /SEVIS I-901 fee/, es.fields.yes).check();
    await option(page, /English proficiency requirement/, es.fields.yes).check();
    await page.getByLabel(/^Money available to you for the first year/).fill('20000');
    await page.getByLabel(/^Estimated cost of one year/).fill('55000');
    await next(page, es.wizard.next).click();
    await label(es.details.label).fill('Quiero estudiar en Boston.');
    await next(page, es.wizard.next).click();
    await page.getByRole('button', { name: es.results.askQuestion }).click({ timeout: 30_000 });
    await page.waitForURL('**/ai-assistant/chat');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await eventually(() => composer(page, esComponents.composer.message).inputValue()).toMatch(
      /^Hice la verificación de elegibilidad para Estudiante \(F-1\)\. /,
    );
    await screenshot(page, 'eligibility-es-ask-question');
    const draft = await composer(page, esComponents.composer.message).inputValue();
    expect(draft).toContain(`\n\n${es.wizard.draftReasons}\n- `);
    expect(draft).toMatch(new RegExp(`\\n\\n${es.wizard.draftInvite}$`));
  });
});

describe('eligibility wizard attached to a case', () => {
  let session: Session;
  let user: TestUser;
  const casesOf = async () =>
    (await api<{ cases: Array<{ caseId: string; caseNumber: string }> }>('/cases', { token: user.idToken })).body.cases;

  beforeAll(async () => {
    user = await createTestUser('Lucia Ramos');
    session = await openBrowser(PHONE);
    await signIn(session.page, user);
  });
  afterAll(async () => {
    await session?.close();
  });

  /** Steps 1 to 3 for the spouse of a U.S. citizen, up to the Details step. */
  const saveTo = (page: Page) => page.getByRole('radiogroup', { name: 'Save this check to' });

  it('saves the check to the case it was opened from, offers its forms, and a second check updates that case', async () => {
    const { page } = session;
    const opened = await api<{ caseId: string }>('/cases', { token: user.idToken, body: { goal: 'marriage-adjustment' } });
    const { caseId } = opened.body;

    // The case's plan sends the applicant to the check, on this case.
    await page.goto(`/cases/forms?case=${caseId}`);
    await page.getByRole('link', { name: 'Go there' }).click();
    await page.waitForURL(`**${WIZARD}?case=${caseId}`);
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await spouseOfCitizen(page);
    const [theCase] = await casesOf();
    expect(
      await saveTo(page)
        .getByLabel(new RegExp(theCase?.caseNumber ?? 'none'))
        .isChecked(),
    ).toBe(true);
    await screenshot(page, 'eligibility-4-save-to-case-phone');
    await next(page).click();
    await page.getByRole('heading', { name: 'Results' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('link', { name: 'Prepare your forms' }).getAttribute('href')).toBe(`/cases/forms?case=${caseId}`);

    // Again, from the menu: the user's only open case is the default, and no case is added.
    await openFresh(page);
    await spouseOfCitizen(page);
    expect(
      await saveTo(page)
        .getByLabel(new RegExp(theCase?.caseNumber ?? 'none'))
        .isChecked(),
    ).toBe(true);
    await next(page).click();
    await page.getByRole('heading', { name: 'Results' }).waitFor({ timeout: 30_000 });
    expect((await casesOf()).map((c) => c.caseId)).toEqual([caseId]);
    const details = await api<{ eligibility: unknown[] }>(`/cases/${caseId}/details`, { token: user.idToken });
    expect(details.body.eligibility).toHaveLength(2);
  });

  it('asks which case when there are several, and opens a new case only when "New case" is chosen', async () => {
    const { page } = session;
    await api('/cases', { token: user.idToken, body: { caseName: 'Brother', category: 'Family-Based', applicant: 'Lucia Ramos' } });
    await openFresh(page);
    await spouseOfCitizen(page);
    expect(await saveTo(page).getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await next(page).isDisabled()).toBe(true);
    await eventually(() => status(page).textContent()).toBe('To continue, choose the case this check is for.');
    await saveTo(page).getByLabel('New case').check();
    await next(page).click();
    await page.getByRole('heading', { name: 'Results' }).waitFor({ timeout: 30_000 });
    expect(await casesOf()).toHaveLength(3);
  });
});

describe('eligibility wizard: the bars a lawyer checks first', () => {
  let session: Session;

  beforeAll(async () => {
    const user = await createTestUser('Lucia Ramos');
    session = await openBrowser();
    await signIn(session.page, user);
  });
  afterAll(async () => {
    await session?.close();
  });

  /** The Mexican spouse of a U.S. citizen in a fresh wizard, up to the Details step. */
  async function spouse(page: Page, details: string, facts?: (page: Page) => Promise<void>): Promise<void> {
    await openFresh(page);
    await spouseOfCitizen(page, details, facts);
  }

  /** Whether the page shows the text somewhere (the summary and a reason may both say it). */
  const shows = (page: Page, text: RegExp) => page.getByText(text).first().isVisible();

  async function results(page: Page): Promise<void> {
    await next(page).click();
    await page.getByRole('heading', { name: 'Results' }).waitFor({ timeout: 30_000 });
  }

  async function conviction(page: Page, offence: string, sentence: string, maxPenalty: string): Promise<void> {
    await page.getByLabel('Criminal history').check();
    await page.getByRole('button', { name: 'Add an arrest, charge or conviction' }).click();
    const event = page.getByRole('group', { name: 'Event 1' });
    await event.getByLabel(/^Arrest, charge or conviction/).selectOption('conviction');
    await event.getByLabel(/^Offence/).selectOption(offence);
    await event.getByLabel(/^Sentence imposed, in months/).fill(sentence);
    await event.getByLabel(/^Maximum possible penalty, in months/).fill(maxPenalty);
  }

  it('tells the spouse who crossed without inspection she cannot adjust inside the U.S., and gives the consular path with the I-601A', async () => {
    const { page } = session;
    await spouse(page, 'My husband is a U.S. citizen. I crossed the border without a visa in 2015.', async (p) => {
      await p.getByLabel('Immigration history').check();
      await p.getByLabel(/^How you entered/).selectOption('without-inspection');
      await p.getByLabel(/^Date of that entry/).fill('2015-03-10');
    });
    await results(page);
    expect(await shows(page, /You do not currently qualify/)).toBe(true);
    expect(await shows(page, /not eligible to adjust status inside the United States/)).toBe(true);
    const path = page.getByRole('region', { name: 'Your path' });
    expect(await path.getByText('Apply through a U.S. consulate abroad').isVisible()).toBe(true);
    expect(await path.getByText('Form I-601A', { exact: true }).isVisible()).toBe(true);
    expect(await path.getByText(/10-year bar/).isVisible()).toBe(true);
    expect(await path.getByRole('link', { name: 'Prepare your forms' }).getAttribute('href')).toMatch(/^\/cases\/forms\?case=/);
    await screenshot(page, 'eligibility-bars-ewi-path');
  });

  it('opens from "I crossed without a visa…" in the chat with the entry filled in, after saying what it means', async () => {
    const { page } = session;
    await page.goto('/ai-assistant/chat');
    await eventually(() => page.getByTestId('connection-state').textContent(), { timeout: 20_000 }).toBe('Connected');
    await page.getByRole('button', { name: 'New Chat' }).click();
    const box = page.getByLabel('Message', { exact: true });
    await box.fill('I crossed the border without a visa in 2015, my husband is a U.S. citizen');
    await box.press('Enter');
    const open = page.getByRole('button', { name: 'Open Eligibility Check' });
    await open.waitFor({ timeout: 30_000 });
    const answer = page.getByTestId('ai-message').filter({ hasText: 'INA 245(a)' });
    expect(await answer.innerText()).toMatch(/I-601A/);
    expect(await answer.innerText()).not.toMatch(/F2A/);
    await screenshot(page, 'chat-situation-ewi');
    await open.click();
    await page.waitForURL(`**${WIZARD}`);
    await eventually(() => page.getByLabel(/^How you entered/).inputValue(), { timeout: 20_000 }).toBe('without-inspection');
    expect(await page.getByRole('checkbox', { name: 'Immigration history' }).isChecked()).toBe(true);
  });

  it('finds a drug trafficking conviction not eligible, and one petty theft eligible', async () => {
    const { page } = session;
    await spouse(page, 'My husband is a U.S. citizen.', (p) => conviction(p, 'controlled-substance-trafficking', '36', '240'));
    await results(page);
    expect(await shows(page, /You do not currently qualify/)).toBe(true);

    await spouse(page, 'My husband is a U.S. citizen.', (p) => conviction(p, 'moral-turpitude', '0', '12'));
    await results(page);
    expect(await shows(page, /You appear to qualify/)).toBe(true);
    expect(await shows(page, /petty offense exception applies/)).toBe(true);
  });

  it('asks for the removal facts when the details say "deported in 2015", and goes on once they are answered', async () => {
    const { page } = session;
    await spouse(page, 'My husband is a U.S. citizen. I was deported in 2015.');
    await page.getByLabel(/^Details/).blur();
    await eventually(() => status(page).innerText()).toMatch(/answer in the Info step what your details mention/);
    expect(await next(page).isDisabled()).toBe(true);
    await eventually(() => description(page.getByLabel(/^Details/))).toMatch(/Your details mention a deportation or removal/);
    await screenshot(page, 'eligibility-bars-stated-removal');

    // The button takes the applicant to the Info step with Immigration history open; nothing is answered for them.
    await panel(page).getByRole('button', { name: 'Go to the Info step' }).click();
    await eventually(() => activeStep(page)).toBe('Info');
    expect(await page.getByRole('checkbox', { name: 'Immigration history' }).isChecked()).toBe(true);
    expect(await page.getByLabel('I have been removed or deported from the United States').isChecked()).toBe(false);
    await page.getByLabel('I have been removed or deported from the United States').check();
    await page.getByRole('button', { name: 'Add a removal' }).click();
    const removal = page.getByRole('group', { name: 'Removal 1' });
    await removal.getByLabel(/^Kind of removal/).selectOption('order');
    await removal.getByLabel(/^Date you left or were removed/).fill('2015-05-01');
    await screenshot(page, 'eligibility-bars-removal-fields');
    for (let step = 0; step < 3; step++) await next(page).click();
    await eventually(() => activeStep(page)).toBe('Details');
    await results(page);
    expect(await shows(page, /The 10-year bar from your removal on May 1, 2015 ended on May 1, 2025/)).toBe(true);
  });
});

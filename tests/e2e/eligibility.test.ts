// The eligibility wizard in a real browser against the stack: all six steps for an eligible EB-5 investor and a
// not-eligible F-1 student, a reload mid-wizard, prefill from a chat tool call with the result going back to the
// chat, and the phone layout.
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, openBrowser, PHONE, screenshot, signIn, type Session } from '../support/e2e';
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

const panel = (page: Page) => page.getByRole('region', { name: /^Step \d: / });
const next = (page: Page) => panel(page).getByRole('button', { name: 'Next', exact: true });
const back = (page: Page) => panel(page).getByRole('button', { name: 'Back', exact: true });
const activeStep = (page: Page) => page.locator('.MuiStepLabel-label.Mui-active').first().innerText();

async function fillInfo(page: Page, who: Applicant, options: { skipCountries?: boolean } = {}): Promise<void> {
  await page.getByLabel(/^Full Name/).fill(who.fullName);
  await page.getByLabel(/^Date of Birth/).fill(who.dob);
  await page.getByLabel(/^Gender/).selectOption(who.gender);
  if (!options.skipCountries) {
    await page.getByLabel(/^Country of Birth/).selectOption(who.birthCountry);
    await page.getByLabel(/^Nationality/).selectOption(who.nationality);
  }
  await page.getByLabel(/^Current Address/).fill('Rua Augusta 10, Lisbon');
  await page.getByLabel(/^Phone/).fill('+351 21 000 0000');
  await page.getByLabel(/^Email/).fill('ana@example.com');
  await page.getByLabel(/^Preferred Communication/).selectOption('Email');
}

const radio = (page: Page, question: RegExp, answer: 'Yes' | 'No' | 'Not sure') =>
  page.getByRole('radiogroup', { name: question }).getByLabel(answer, { exact: true }).check();

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
async function openFresh(page: Page): Promise<void> {
  await page.goto('/overview');
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(WIZARD);
  await page.getByRole('heading', { name: 'Eligibility Check', level: 1 }).waitFor();
}

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

    // The check was saved to a new Draft case.
    const cases = await api<{ cases: Array<{ caseId: string; status: string; category: string; timeline: Array<{ event: string }> }> }>(
      '/cases',
      { token: user.idToken },
    );
    expect(cases.body.cases).toContainEqual(expect.objectContaining({ status: 'Draft', category: 'Investor (EB-5)' }));
    // ...and the result links to it.
    const draft = cases.body.cases.find((c) => c.category === 'Investor (EB-5)');
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

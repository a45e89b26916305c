// The marriage green-card package in a real browser, for a new user: "What do you want to do?" opens the goal's case,
// a reviewed passport prefills the profile, the interview runs in Spanish with one English free-text answer, a Part 9
// Yes is flagged, a reload keeps everything, "Ready to file?" answers, the packet downloads (read back with
// pdftotext: the names and the edition footer), and the screen fits a phone.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionsView, QuestionView } from '../../functions/src/shared/forms/form-views';
import es from '../../web/src/locales/es/forms.json';
import { seriousViolations } from '../support/axe';
import { passportPdf, samplePassport } from '../support/document-fixtures';
import { uploadReview } from '../support/review-upload';
import { eventually, noSideScroll, PHONE, screenshot, signedInSession, type Session } from '../support/e2e';
import { WAIT } from '../support/expert-e2e';
import { API_URL } from '../support/stack';

/** A question's label as its field is named: a required question's ends with " *". */
const named = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);
const field = (page: Page, label: string) => page.getByLabel(named(label));

const token = (page: Page) => page.evaluate(() => localStorage.getItem('authToken') ?? '');

/** The questions as the API words them in Spanish: the labels the browser shows. */
async function questionsOf(page: Page, caseId: string, form: string): Promise<Map<string, QuestionView>> {
  const res = await fetch(`${API_URL}/cases/${caseId}/forms/${form}/questions`, {
    headers: { authorization: `Bearer ${await token(page)}`, 'accept-language': 'es' },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as QuestionsView;
  return new Map(body.questions.map((question) => [question.id, question]));
}

async function pdfText(bytes: Buffer): Promise<string> {
  const child = promisify(execFile)('pdftotext', ['-layout', '-', '-'], { maxBuffer: 20_000_000, encoding: 'latin1' });
  child.child.stdin?.end(bytes);
  return (await child).stdout;
}

describe('preparing the marriage green-card package', () => {
  let session: Session;
  let page: Page;
  let caseId: string;

  beforeAll(async () => {
    session = await signedInSession('Lucia Hernandez');
    page = session.page;
  });
  afterAll(async () => {
    await session?.close();
  });

  it('asks a new user what they want to do, and opens the goal’s case', async () => {
    await expect.poll(() => page.getByRole('heading', { name: 'What do you want to do?' }).isVisible(), WAIT).toBe(true);
    await page
      .getByText(/Green card through marriage/)
      .first()
      .click();
    await page.getByRole('button', { name: 'Start preparing' }).click();
    await page.waitForURL('**/cases/forms?case=*');
    caseId = new URL(page.url()).searchParams.get('case') ?? '';
    expect(caseId).toMatch(/^[A-Za-z0-9_-]+$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Your plan' }).isVisible(), WAIT).toBe(true);
    await screenshot(page, 'forms-new-case');
  });

  it('prefills the applying spouse’s passport once it is reviewed', async () => {
    const passport = samplePassport({ surname: 'Hernandez', givenNames: 'Lucia', number: 'G7654321', birth: '1992-04-17' });
    const { status } = await uploadReview(await token(page), [{ name: 'passport.pdf', bytes: await passportPdf(passport) }], {
      category: 'family',
      country: 'Mexico',
      caseId,
    });
    expect(status).toBe(201);
  });

  it('runs the interview in Spanish, with an English free-text answer, a flagged Yes, and a reload that keeps both', async () => {
    await page.goto('/settings');
    await page.getByRole('combobox', { name: /Language/ }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await eventually(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe('es');

    await page.goto(`/cases/forms?case=${caseId}&form=i-485`);
    const questions = await questionsOf(page, caseId, 'i-485');
    const passportNumber = questions.get('beneficiary.passportNumber');
    const birthCity = questions.get('beneficiary.birthCity');
    const flagged = [...questions.values()].find(
      (question) => question.flag && question.type === 'yes-no' && question.id.startsWith('i-485.pt9.'),
    );
    if (!passportNumber || !birthCity || !flagged?.flag) throw new Error('the I-485 lacks the questions this test answers');

    const passportField = field(page, passportNumber.label);
    await eventually(() => passportField.inputValue(), WAIT).toBe('G7654321');
    expect(passportNumber.prefilled).toBe(true);
    await expect.poll(() => page.getByText(es.interview.prefilled).first().isVisible(), WAIT).toBe(true);

    const city = field(page, birthCity.label);
    await city.fill('Guadalajara');
    await city.blur();
    await expect.poll(() => page.getByText(es.interview.englishOnly).first().isVisible(), WAIT).toBe(true);

    const group = page.getByRole('radiogroup', { name: named(flagged.label) });
    await group.getByRole('radio', { name: es.interview.yes }).check();
    await expect
      .poll(
        () =>
          page
            .getByText(flagged.flag?.warning ?? '')
            .first()
            .isVisible(),
        WAIT,
      )
      .toBe(true);
    await expect.poll(() => page.getByText(es.save.saved).first().isVisible(), WAIT).toBe(true);
    await screenshot(page, 'forms-interview-es');
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await eventually(() => field(page, birthCity.label).inputValue(), WAIT).toBe('Guadalajara');
    await eventually(
      () =>
        page
          .getByRole('radiogroup', { name: named(flagged.label) })
          .getByRole('radio', { name: es.interview.yes })
          .isChecked(),
      WAIT,
    ).toBe(true);
    const saved = await questionsOf(page, caseId, 'i-485');
    expect(saved.get('beneficiary.birthCity')).toMatchObject({ value: 'Guadalajara', prefilled: false });
    expect(saved.get(flagged.id)?.value).toBe(true);
  });

  it('answers "Ready to file?" and downloads the packet with the names and the edition footer', async () => {
    await page.getByRole('button', { name: es.check.open }).first().click();
    await expect.poll(() => page.getByText(es.check.notReady).first().isVisible(), WAIT).toBe(true);
    await screenshot(page, 'forms-check-es');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: es.downloads.packet }).click()]);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const text = await pdfText(await readFile(path));
    expect(text).toContain('Hernandez');
    expect(text).toMatch(/Form I-485\s+Edition 01\/20\/25/);
    expect(text).toMatch(/Form I-130\s+Edition 04\/01\/24/);
  });

  it('fits a phone', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`/cases/forms?case=${caseId}&form=i-130`);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: es.plan.heading }).isVisible(), WAIT).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'forms-phone-es');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe("a joint sponsor's own I-864", () => {
  let session: Session;
  let page: Page;
  let caseId: string;

  beforeAll(async () => {
    session = await signedInSession('Lucia Hernandez');
    page = session.page;
    const res = await fetch(`${API_URL}/cases`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token(page)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ goal: 'marriage-adjustment' }),
    });
    caseId = ((await res.json()) as { caseId: string }).caseId;
  });
  afterAll(async () => {
    await session?.close();
  });

  it('is an optional form of the list whose interview asks the joint sponsor, and keeps the answers over a reload', async () => {
    await page.goto(`/cases/forms?case=${caseId}`);
    const answer = page.getByRole('link', { name: 'Answer the questions of I-864 (joint sponsor)' });
    await expect.poll(() => answer.isVisible(), WAIT).toBe(true);
    await answer.click();
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: /^I-864 \(joint sponsor\): Affidavit of Support/ }).isVisible(), WAIT)
      .toBe(true);

    const asked = await fetch(`${API_URL}/cases/${caseId}/forms/i-864-joint-sponsor/questions`, {
      headers: { authorization: `Bearer ${await token(page)}` },
    });
    const questions = new Map(((await asked.json()) as QuestionsView).questions.map((question) => [question.id, question]));
    const familyName = questions.get('jointSponsor.familyName');
    const householdSize = questions.get('i-864-joint.householdSize');
    if (!familyName || !householdSize) throw new Error('the joint sponsor form lacks the questions this test answers');
    expect(familyName.personLabel).toBe('The joint sponsor');
    // Part 2 (the sponsor) comes before Part 3 (the principal immigrant), whose family name has the same label.
    const name = field(page, familyName.label).first();
    await name.fill('Ruiz');
    await name.blur();
    const size = field(page, householdSize.label);
    await size.fill('3');
    await size.blur();
    await expect.poll(() => page.getByText('Saved').first().isVisible(), WAIT).toBe(true);
    await screenshot(page, 'forms-joint-sponsor');

    await page.reload();
    await eventually(() => field(page, familyName.label).first().inputValue(), WAIT).toBe('Ruiz');
    await eventually(() => field(page, householdSize.label).inputValue(), WAIT).toBe('3');
    await page.goto(`/cases/forms?case=${caseId}&form=i-864`);
    // The petitioner's own I-864 is another set of answers: the joint sponsor's household size is not its own.
    const petitionerSize = await fetch(`${API_URL}/cases/${caseId}/forms/i-864/questions`, {
      headers: { authorization: `Bearer ${await token(page)}` },
    });
    const own = ((await petitionerSize.json()) as QuestionsView).questions.find((question) => question.id === 'i-864.householdSize');
    expect(own?.value).toBeNull();
  });
});

/** A new user chooses `goal` on the overview and lands on its form, whose heading starts with `heading`. */
async function startGoal(page: Page, goal: RegExp, heading: RegExp): Promise<void> {
  await expect.poll(() => page.getByRole('heading', { name: 'What do you want to do?' }).isVisible(), WAIT).toBe(true);
  await page.getByText(goal).first().click();
  await page.getByRole('button', { name: 'Start preparing' }).click();
  await page.waitForURL('**/cases/forms?case=*');
  await expect.poll(() => page.getByRole('heading', { level: 2, name: heading }).isVisible(), WAIT).toBe(true);
}

/** Opens "Ready to file?" and waits for a problem that says `text`. */
async function expectCheckSays(page: Page, text: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Ready to file?' }).first().click();
  await expect.poll(() => page.getByText(text).first().isVisible(), WAIT).toBe(true);
}

/** A signed-in new user for one describe block. */
function newUser(name: string): { page: () => Page } {
  let session: Session | undefined;
  beforeAll(async () => {
    session = await signedInSession(name);
  });
  afterAll(async () => {
    await session?.close();
  });
  return {
    page: () => {
      if (!session) throw new Error('no session');
      return session.page;
    },
  };
}

describe('replacing a green card', () => {
  const user = newUser('Rosa Delgado');

  it('is a goal of its own: the I-90, asked of the applicant, with the I-751 note for a conditional resident', async () => {
    const page = user.page();
    await startGoal(page, /Replace or renew a green card/, /^I-90: Application to Replace Permanent Resident Card/);
    await expect.poll(() => page.getByText('You (the applicant)').first().isVisible(), WAIT).toBe(true);
    // A choice is a native select.
    await field(page, 'Your status').selectOption({ label: 'Conditional permanent resident' });
    await expect.poll(() => page.getByText('Saved').first().isVisible(), WAIT).toBe(true);
    await expect
      .poll(
        () =>
          page
            .getByText(/Why you need a new card \(conditional resident\)/)
            .first()
            .isVisible(),
        WAIT,
      )
      .toBe(true);
    await screenshot(page, 'forms-i90');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('removing the conditions on a green card', () => {
  const user = newUser('Lucia Hernandez');

  it('is a goal of its own: the I-751, whose waivers are asked of a petition filed alone', async () => {
    const page = user.page();
    await startGoal(page, /Remove the conditions on a green card from marriage/, /^I-751: Petition to Remove Conditions on Residence/);
    await field(page, 'How you file').selectOption({ label: 'Alone, asking for a waiver of the joint filing' });
    await expect.poll(() => page.getByText('Saved').first().isVisible(), WAIT).toBe(true);
    await expect
      .poll(
        () =>
          page
            .getByText(/I married in good faith, but the marriage ended in divorce or annulment/)
            .first()
            .isVisible(),
        WAIT,
      )
      .toBe(true);
    await screenshot(page, 'forms-i751');
    await page.setViewportSize(PHONE);
    await expect.poll(() => noSideScroll(page), WAIT).toBe(true);
  });
});

describe('applying for citizenship', () => {
  const user = newUser('Lucia Hernandez');

  it('is a goal of its own: the N-400, whose trips abroad are a list and a trip of 7 months is flagged', async () => {
    const page = user.page();
    await startGoal(page, /Become a U.S. citizen \(naturalization\)/, /^N-400: Application for Naturalization/);
    await field(page, 'Why you can apply for citizenship').selectOption({ label: '5 years as a permanent resident (general provision)' });
    await field(page, 'Date permanent residence was granted').fill('2020-01-15');
    await field(page, 'Trip 1: the date you left the United States').fill('2025-03-01');
    await field(page, 'Trip 1: the date you came back').fill('2025-03-15');
    await field(page, 'Trip 1: the countries you went to').fill('Mexico');
    // The next trip is asked once the last one is given: a 7-month stay.
    const left = field(page, 'Trip 2: the date you left the United States');
    await expect.poll(() => left.isVisible(), WAIT).toBe(true);
    await left.fill('2023-01-10');
    await field(page, 'Trip 2: the date you came back').fill('2023-08-10');
    await field(page, 'Trip 2: the countries you went to').fill('Mexico, Guatemala');
    await field(page, 'Trip 2: the countries you went to').blur();
    await expect.poll(() => page.getByText('Saved').first().isVisible(), WAIT).toBe(true);
    await expect.poll(() => field(page, 'Trip 3: the date you left the United States').isVisible(), WAIT).toBe(true);

    await expectCheckSays(page, /kept you abroad for 211 days: more than 6 months/);
    await screenshot(page, 'forms-n400');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await expect.poll(() => noSideScroll(page), WAIT).toBe(true);
    await screenshot(page, 'forms-n400-phone');
  });
});

describe('a fiancé(e) petition', () => {
  const user = newUser('James Walker');

  it('is a goal of its own: the I-129F, whose exemption from the meeting asks its reasons', async () => {
    const page = user.page();
    await startGoal(page, /Bring your fiancé\(e\) to the United States \(K-1 visa\)/, /^I-129F: Petition for Alien Fiancé\(e\)/);
    await expect.poll(() => page.getByText('Your fiancé(e) or spouse abroad (the beneficiary)').first().isVisible(), WAIT).toBe(true);
    await field(page, 'What you are asking for your beneficiary').selectOption({ label: 'A K-1 visa for my fiancé(e)' });
    await field(page, 'Have you and your fiancé(e) met in person in the two years before you file this petition?').selectOption({
      label: 'No, I am asking for an exemption',
    });
    await expect.poll(() => page.getByText('Saved').first().isVisible(), WAIT).toBe(true);
    await expectCheckSays(page, /You ask to be exempt from the meeting in person: explain why/);
    await screenshot(page, 'forms-i129f');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('extending a stay', () => {
  const user = newUser('Ana Pereira');

  it('is a goal of its own: the I-539, checked against the I-94 at phone width', async () => {
    const page = user.page();
    await page.setViewportSize(PHONE);
    await startGoal(page, /Extend your stay or change your status/, /^I-539: Application to Extend\/Change Nonimmigrant Status/);
    await field(page, 'What you are applying for').selectOption({ label: 'An extension of stay in my current status' });
    await page
      .getByRole('radiogroup', { name: named('Were you admitted for "duration of status" (D/S on your I-94)?') })
      .getByRole('radio', { name: 'No' })
      .check();
    const until = field(page, 'The date your authorized stay ends (the "admit until" date on your I-94)');
    await expect.poll(() => until.isVisible(), WAIT).toBe(true);
    await until.fill('2026-01-15');
    await until.blur();
    await expect.poll(() => page.getByText('Saved').first().isVisible(), WAIT).toBe(true);
    await expectCheckSays(page, /Your authorized stay ended on Jan 15, 2026/);
    await expect.poll(() => noSideScroll(page), WAIT).toBe(true);
    await screenshot(page, 'forms-i539-phone');
  });
});

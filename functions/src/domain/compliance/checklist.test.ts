import { describe, expect, it } from 'vitest';
import { CASE_STATUSES, type CaseStatus } from '../../shared/cases/case-status';
import { LOCALES } from '../../shared/i18n/locale';
import { splitKey, type Message, type MessageKey } from '../../shared/i18n/message';
import { ELIGIBILITY_CATEGORIES } from '../../shared/reference/categories';
import type { DomainError } from '../errors';
import { CATALOGS, render, renderEnglish } from '../i18n/render';
import {
  applicableItems,
  buildChecklist,
  caseImplication,
  decideTick,
  factsForCase,
  SELECTIVE_SERVICE_AGE,
  SELECTIVE_SERVICE_SEX,
  SELECTIVE_SERVICE_UNKNOWN,
  UNKNOWN_FACTS,
  type ApplicantFacts,
  type ChecklistCase,
} from './checklist';
import { OBLIGATIONS } from './facts/obligations';

const TODAY = '2026-11-23';
const ids = (category: string | null, status: CaseStatus, facts: ApplicantFacts = UNKNOWN_FACTS, formType: string | null = null) =>
  applicableItems({ category, status, formType }, facts, TODAY).map((item) => item.id);
const item = (category: string | null, status: CaseStatus, id: string, facts: ApplicantFacts = UNKNOWN_FACTS) =>
  applicableItems({ category, status, formType: null }, facts, TODAY).find((entry) => entry.id === id);

const male = (dateOfBirth: string | null): ApplicantFacts => ({ sex: 'Male', dateOfBirth });

describe('the obligations table', () => {
  it('has unique, well-formed ids and an official, checked source for each', () => {
    const seen = new Set<string>();
    for (const obligation of OBLIGATIONS) {
      expect(obligation.id).toMatch(/^[a-z0-9][a-z0-9-]{0,79}$/);
      expect(seen.has(obligation.id)).toBe(false);
      seen.add(obligation.id);
      expect(obligation.citations.length).toBeGreaterThan(0);
      for (const citation of obligation.citations) {
        expect(citation.url).toMatch(
          /^https:\/\/(www\.)?(uscode\.house\.gov|ecfr\.gov|uscis\.gov|irs\.gov|sss\.gov|travel\.state\.gov|i94\.cbp\.dhs\.gov)\//,
        );
        expect(citation.checked).toBe('2026-11-23');
      }
    }
  });
});

describe('which status a case implies', () => {
  it('gives every category and status an answer, and archived or denied cases the general items only', () => {
    for (const category of ELIGIBILITY_CATEGORIES) {
      for (const status of CASE_STATUSES) {
        const implication = caseImplication({ category, status, formType: null });
        expect(renderEnglish(implication.summary).length).toBeGreaterThan(0);
        if (status === 'Archived' || status === 'Denied') expect(implication.standings).toEqual([]);
      }
    }
  });

  it('gives a case without a category (or an unknown one) the general items only', () => {
    expect(ids(null, 'Open')).toEqual(['address-change-ar11', 'selective-service']);
    expect(ids('Something else', 'Approved')).toEqual(['address-change-ar11', 'selective-service']);
  });

  it('F-1: full course, DSO, work rules, I-94 and passport, without Selective Service', () => {
    const approved = ids('Student (F-1)', 'Approved');
    expect(approved).toEqual([
      'address-change-ar11',
      'no-unauthorised-work',
      'i94-admit-until',
      'passport-valid',
      'f1-full-course',
      'f1-report-to-dso',
      'f1-work-rules',
    ]);
    expect(item('Student (F-1)', 'Approved', 'f1-full-course')?.condition).toBeNull();
    expect(item('Student (F-1)', 'Pending', 'f1-full-course')?.condition).toBe('Once you are in the United States in F-1 student status');
    expect(ids('Student (F-1)', 'Denied')).toEqual(['address-change-ar11', 'selective-service']);
  });

  it('J-1: the two-year rule always carries its condition', () => {
    expect(ids('Exchange Visitor (J-1)', 'Approved')).toEqual([
      'address-change-ar11',
      'no-unauthorised-work',
      'i94-admit-until',
      'passport-valid',
      'j1-two-year-home',
      'j1-health-insurance',
    ]);
    expect(item('Exchange Visitor (J-1)', 'Approved', 'j1-two-year-home')?.condition).toBe(
      'If you are subject to the two-year home-country physical presence requirement',
    );
    expect(item('Exchange Visitor (J-1)', 'Open', 'j1-two-year-home')?.condition).toBe(
      'Once you are in the United States in J-1 exchange visitor status, and if you are subject to the two-year home-country physical presence requirement',
    );
  });

  it('B-1/B-2: leave by the I-94 date, no work, passport', () => {
    expect(ids('Tourist (B-1/B-2)', 'Approved')).toEqual([
      'address-change-ar11',
      'no-unauthorised-work',
      'passport-valid',
      'b-leave-by-i94',
    ]);
  });

  it('Family-Based approved: permanent resident items with the conditional I-751; pending: general only', () => {
    expect(ids('Family-Based', 'Approved')).toEqual([
      'address-change-ar11',
      'selective-service',
      'lpr-carry-card',
      'lpr-long-trips',
      'lpr-reentry-permit',
      'lpr-taxes-as-resident',
      'conditional-i751',
    ]);
    expect(item('Family-Based', 'Approved', 'conditional-i751')?.condition).toMatch(/^If your green card is a two-year conditional card/);
    expect(item('Family-Based', 'Approved', 'lpr-carry-card')?.condition).toBeNull();
    expect(ids('Family-Based', 'Pending')).toEqual(['address-change-ar11', 'selective-service']);
  });

  it('an approved petition (I-130) is not residence yet: the resident items wait for the green card', () => {
    const items = applicableItems({ category: 'Family-Based', status: 'Approved', formType: 'I-130' }, UNKNOWN_FACTS, TODAY);
    expect(items.find((i) => i.id === 'lpr-carry-card')?.condition).toBe('Once you are a permanent resident (your green card is approved)');
    expect(items.find((i) => i.id === 'address-change-ar11')?.condition).toBeNull();
    expect(
      caseImplication({ category: 'Family-Based', status: 'Approved', formType: 'I-485' }).standings.every((s) => s.condition === null),
    ).toBe(true);
  });

  it('EB-5 approved: I-829, not I-751', () => {
    const approved = ids('Investor (EB-5)', 'Approved');
    expect(approved).toContain('conditional-i829');
    expect(approved).not.toContain('conditional-i751');
    expect(approved).toContain('lpr-taxes-as-resident');
  });

  it('EB-1/O-1 approved: both sets, each under its condition', () => {
    expect(item('Highly Skilled (EB-1/O-1)', 'Approved', 'lpr-carry-card')?.condition).toBe(
      'If your approval made you a permanent resident (EB-1)',
    );
    expect(item('Highly Skilled (EB-1/O-1)', 'Approved', 'no-unauthorised-work')?.condition).toBe(
      'If you are in the United States in O-1 status',
    );
    expect(ids('Highly Skilled (EB-1/O-1)', 'Approved')).toContain('selective-service');
  });

  it('asylum: applicant items while pending (conditional before filing), asylee items once approved', () => {
    expect(ids('Asylum/Refugee', 'Pending')).toEqual([
      'address-change-ar11',
      'selective-service',
      'asylum-biometrics-interview',
      'asylum-no-travel',
      'asylum-work-permit',
    ]);
    expect(item('Asylum/Refugee', 'Pending', 'asylum-no-travel')?.condition).toBeNull();
    expect(item('Asylum/Refugee', 'Draft', 'asylum-no-travel')?.condition).toBe('Once you have filed your asylum application (Form I-589)');
    expect(ids('Asylum/Refugee', 'Approved')).toEqual([
      'address-change-ar11',
      'selective-service',
      'asylee-travel-document',
      'refugee-adjust-after-one-year',
    ]);
  });

  it('K-1: marry within 90 days, always once admitted', () => {
    expect(ids('K-Visa', 'Approved')).toContain('k1-marry-90-days');
    expect(item('K-Visa', 'Approved', 'k1-marry-90-days')?.condition).toBe('Once you are admitted to the United States on a K-1 visa');
    expect(ids('K-Visa', 'Approved')).not.toContain('selective-service');
  });

  it('immigrant categories approved: resident items; Special Categories: general only', () => {
    for (const category of [
      'Employment-Based',
      'Diversity Lottery',
      'Special Immigrant Juvenile (SIJ)',
      'Medical Professionals (EB-2 NIW)',
    ]) {
      expect(ids(category, 'Approved')).toEqual([
        'address-change-ar11',
        'selective-service',
        'lpr-carry-card',
        'lpr-long-trips',
        'lpr-reentry-permit',
        'lpr-taxes-as-resident',
      ]);
    }
    expect(ids('Special Categories', 'Approved')).toEqual(['address-change-ar11', 'selective-service']);
    expect(ids('Treaty Investor (E-2)', 'Approved')).toEqual([
      'address-change-ar11',
      'no-unauthorised-work',
      'i94-admit-until',
      'passport-valid',
    ]);
  });
});

describe('Selective Service by sex and age', () => {
  const selective = (facts: ApplicantFacts) => item('Family-Based', 'Approved', 'selective-service', facts);

  it('is left out the day before the 18th birthday and shown, unconditionally, on it', () => {
    expect(selective(male('2008-11-24'))).toBeUndefined(); // 17 years and 364 days
    expect(selective(male('2008-11-23'))?.condition).toBeNull(); // 18th birthday
  });

  it('is shown the day before the 26th birthday and left out on it', () => {
    expect(selective(male('2000-11-24'))?.condition).toBeNull();
    expect(selective(male('2000-11-23'))).toBeUndefined();
  });

  it('is left out for a woman, whatever her age', () => {
    expect(selective({ sex: 'Female', dateOfBirth: '2005-01-01' })).toBeUndefined();
    expect(selective({ sex: 'Female', dateOfBirth: null })).toBeUndefined();
  });

  it('turns what is unknown into its condition', () => {
    expect(selective(UNKNOWN_FACTS)?.conditionKeyed).toEqual(SELECTIVE_SERVICE_UNKNOWN);
    expect(selective(UNKNOWN_FACTS)?.condition).toBe('If you are a man aged 18 through 25');
    expect(selective(male(null))?.conditionKeyed).toEqual(SELECTIVE_SERVICE_AGE);
    expect(selective({ sex: 'Other', dateOfBirth: '2005-01-01' })?.conditionKeyed).toEqual(SELECTIVE_SERVICE_SEX);
    expect(selective({ sex: null, dateOfBirth: '1990-01-01' })).toBeUndefined();
  });

  it('is left out for temporary visas', () => {
    expect(item('Student (F-1)', 'Approved', 'selective-service', male('2005-01-01'))).toBeUndefined();
  });
});

describe('ticks and progress', () => {
  const record: ChecklistCase = {
    id: 'case1',
    caseNumber: 'IA-2026-000001',
    caseName: 'Study',
    applicantName: 'Ana',
    category: 'Student (F-1)',
    status: 'Approved',
    formType: null,
  };

  it('is nothing ticked until the applicant ticks; progress counts applicable items only', () => {
    const fresh = buildChecklist(record, UNKNOWN_FACTS, {}, TODAY);
    expect(fresh.items.every((i) => !i.done && i.doneOn === null)).toBe(true);
    expect(fresh).toMatchObject({ doneCount: 0, total: 7, statusSummary: 'F-1 student' });
    const ticked = buildChecklist(
      record,
      UNKNOWN_FACTS,
      { 'f1-full-course': { doneOn: '2026-11-20' }, 'lpr-carry-card': { doneOn: '2026-01-01' } },
      TODAY,
    );
    expect(ticked).toMatchObject({ doneCount: 1, total: 7 });
    expect(ticked.items.find((i) => i.id === 'f1-full-course')).toMatchObject({ done: true, doneOn: '2026-11-20' });
  });

  const itemIds = ['address-change-ar11', 'f1-full-course'];
  const fields = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return (error as DomainError).fieldsIn('en');
    }
    throw new Error('expected a DomainError');
  };

  it('defaults the date to today, and allows up to tomorrow in UTC (today somewhere)', () => {
    expect(decideTick(itemIds, { itemId: 'f1-full-course', done: true }, TODAY)).toEqual({ itemId: 'f1-full-course', doneOn: TODAY });
    expect(decideTick(itemIds, { itemId: 'f1-full-course', done: true, doneOn: '2026-11-24' }, TODAY).doneOn).toBe('2026-11-24');
    expect(decideTick(itemIds, { itemId: 'f1-full-course', done: false, doneOn: '2030-01-01' }, TODAY)).toEqual({
      itemId: 'f1-full-course',
      doneOn: null,
    });
  });

  it('refuses a future date, an ancient one, and an item not on the checklist, naming the field', () => {
    expect(fields(() => decideTick(itemIds, { itemId: 'f1-full-course', done: true, doneOn: '2026-11-25' }, TODAY))).toEqual({
      doneOn: 'The date cannot be in the future.',
    });
    expect(fields(() => decideTick(itemIds, { itemId: 'f1-full-course', done: true, doneOn: '1899-12-31' }, TODAY))).toEqual({
      doneOn: 'Enter a date after 1900.',
    });
    expect(fields(() => decideTick(itemIds, { itemId: 'lpr-carry-card', done: true }, TODAY))).toEqual({
      itemId: "No such item on this case's checklist.",
    });
  });
});

describe('applicant facts for a case', () => {
  const checks = [
    { caseId: 'other', fullName: 'Ana Ruiz', sex: 'Female' as const, dateOfBirth: '1990-01-01', createdAt: '2026-11-02T00:00:00Z' },
    { caseId: 'mine', fullName: 'Luis Ruiz', sex: 'Male' as const, dateOfBirth: '2005-05-05', createdAt: '2026-11-01T00:00:00Z' },
  ];

  it("prefers the case's own check, then a check for the same applicant name, else unknown", () => {
    expect(factsForCase({ id: 'mine', applicantName: 'Ana Ruiz' }, checks)).toEqual({ sex: 'Male', dateOfBirth: '2005-05-05' });
    expect(factsForCase({ id: 'new', applicantName: ' ana ruiz ' }, checks)).toEqual({ sex: 'Female', dateOfBirth: '1990-01-01' });
    expect(factsForCase({ id: 'new', applicantName: 'Someone Else' }, checks)).toEqual(UNKNOWN_FACTS);
  });
});

describe('the checklist in every language', () => {
  /** Every key a Message uses, nested ones too. */
  const keysOf = (message: Message): MessageKey[] => [
    message.key,
    ...Object.values(message.params ?? {}).flatMap((param) => (typeof param === 'object' && 'key' in param ? keysOf(param) : [])),
  ];
  const record = (category: string | null, status: CaseStatus, formType: string | null, goal: string | null = null): ChecklistCase => ({
    id: 'case1',
    caseNumber: 'IA-2026-000001',
    caseName: 'Case',
    applicantName: 'Ana',
    category,
    status,
    formType,
    goal,
  });
  // Every category at every status, with and without a petition form, and the marriage adjustment goal: each
  // summary, condition and joined condition.
  const checklists = [
    ...[null, ...ELIGIBILITY_CATEGORIES].flatMap((category) =>
      CASE_STATUSES.flatMap((status) =>
        [null, 'I-130'].map((formType) => buildChecklist(record(category, status, formType), UNKNOWN_FACTS, {}, TODAY)),
      ),
    ),
    ...CASE_STATUSES.map((status) => buildChecklist(record('Family-Based', status, null, 'marriage-adjustment'), UNKNOWN_FACTS, {}, TODAY)),
  ];
  const messages = checklists.flatMap((checklist) => [
    checklist.statusSummaryKeyed,
    ...checklist.items.flatMap((entry) => [
      entry.titleKeyed,
      entry.explanationKeyed,
      ...(entry.conditionKeyed ? [entry.conditionKeyed] : []),
      ...entry.citations.flatMap((citation) => (citation.textKeyed ? [citation.textKeyed] : [])),
    ]),
  ]);

  it('shows every obligation somewhere, with the English the answer carries beside each Message', () => {
    const shown = new Set(checklists.flatMap((checklist) => checklist.items.map((entry) => entry.id)));
    expect([...shown].sort()).toEqual(OBLIGATIONS.map((obligation) => obligation.id).sort());
    for (const checklist of checklists) {
      expect(checklist.statusSummary).toBe(renderEnglish(checklist.statusSummaryKeyed));
      for (const entry of checklist.items) {
        expect(entry.title).toBe(renderEnglish(entry.titleKeyed));
        expect(entry.condition).toBe(entry.conditionKeyed && renderEnglish(entry.conditionKeyed));
      }
    }
  });

  it.each(LOCALES)('renders every text in %s from its own catalog, no key or placeholder left', (locale) => {
    for (const message of messages) {
      for (const key of keysOf(message)) {
        const { namespace, id } = splitKey(key);
        expect(CATALOGS[locale][namespace], key).toHaveProperty([id]);
      }
      const text = render(locale, message);
      expect(text, message.key).not.toMatch(/[{}]|compliance:/);
      if (locale !== 'en') expect(text, message.key).not.toBe(renderEnglish(message));
    }
  });

  it('joins a standing condition and an obligation condition in one sentence, in Spanish too', () => {
    const j1 = buildChecklist(record('Exchange Visitor (J-1)', 'Open', null), UNKNOWN_FACTS, {}, TODAY);
    const twoYear = j1.items.find((entry) => entry.id === 'j1-two-year-home');
    expect(twoYear?.conditionKeyed && render('es', twoYear.conditionKeyed)).toBe(
      'Una vez que se encuentre en los Estados Unidos con el estatus de visitante de intercambio J-1, y si está sujeto al requisito de residencia física de dos años en su país de origen',
    );
    const petition = buildChecklist(record('Family-Based', 'Approved', 'I-130'), UNKNOWN_FACTS, {}, TODAY);
    expect(petition.statusSummary).toBe('Permanent resident (conditional if through a recent marriage), once the green card is approved');
  });
});

describe('a case preparing a green card through marriage inside the U.S.', () => {
  const adjustment = (status: CaseStatus) =>
    applicableItems({ category: 'Family-Based', status, formType: null, goal: 'marriage-adjustment' }, UNKNOWN_FACTS, TODAY).map(
      (entry) => entry.id,
    );

  it('holds the pending applicant’s obligations while it is open or pending, each with a citation', () => {
    for (const status of ['Draft', 'Open', 'Pending'] as const) {
      expect(adjustment(status)).toEqual(
        expect.arrayContaining([
          'address-change-ar11',
          'aos-no-travel-without-parole',
          'aos-no-work-without-ead',
          'aos-attend-biometrics-interview',
          'aos-answer-rfe',
        ]),
      );
    }
    const work = applicableItems(
      { category: 'Family-Based', status: 'Pending', formType: null, goal: 'marriage-adjustment' },
      UNKNOWN_FACTS,
      TODAY,
    ).find((entry) => entry.id === 'aos-no-work-without-ead');
    expect(work?.condition).not.toBeNull();
    expect(work?.citations.map((citation) => citation.text)).toContain('8 CFR § 274a.12(c)(9)');
  });

  it('leaves them once the case is decided, and never adds them to a case without the goal', () => {
    expect(adjustment('Approved')).not.toContain('aos-no-travel-without-parole');
    expect(adjustment('Approved')).toContain('lpr-carry-card');
    expect(ids('Family-Based', 'Pending')).not.toContain('aos-no-travel-without-parole');
  });
});

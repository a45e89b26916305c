// Unit tests of the eligibility wizard's pure parts: payload building and prefill against the shared schemas.
import { createEligibilityInputSchema } from '@shared/eligibility/applicant-schema';
import { describeCategoryFields } from '@shared/eligibility/describe-category-fields';
import { describe, expect, it } from 'vitest';
import {
  hasCategoryDetails,
  isInfoComplete,
  stepOfPath,
  toDetailsPayload,
  toPayload,
  toProfilePayload,
  validateAll,
  validateCategoryDetails,
  validateInfo,
} from './build-payload';
import { emptyForm, emptyInfo, initialDetails, setIn, type FormValues, type InfoValues } from './form-state';
import { nextBlockers } from './next-blockers';
import { formFromPrefill } from './prefill';
import { deserialize, initialState, readChatLaunch, serialize, wizardReducer, type WizardState } from './wizard-state';

const TODAY = '2026-06-15';

function filledInfo(): InfoValues {
  return {
    ...emptyInfo(),
    fullName: 'Ana Pereira',
    dob: '1985-07-20',
    gender: 'Female',
    birthCountry: 'Portugal',
    nationality: 'Portugal',
    currentAddress: 'Rua Augusta 10, Lisbon',
    phone: '+351 21 000 0000',
    email: 'ana@example.com',
    preferredCommunication: 'Email',
    dataRetentionPreference: '5 years',
  };
}

function eb5Form(): FormValues {
  const fields = describeCategoryFields('Investor (EB-5)');
  return {
    info: filledInfo(),
    category: 'Investor (EB-5)',
    categoryDetails: {
      ...initialDetails(fields),
      investmentAmount: '1050000',
      TEADesignation: false,
      fullTimeJobsCreated: '10',
      regionalCenter: true,
    },
    details: 'I want to invest.',
  };
}

describe('toProfilePayload', () => {
  it('sends every optional section empty or false while its checkbox is off, whatever was typed', () => {
    let info = filledInfo();
    info = setIn(info, 'criminalHistory.convictions', { convicted: true, details: 'Theft' });
    info = setIn(info, 'publicCharge.debts', '5000');
    info = setIn(info, 'socialMediaHandles', '@ana');
    info = setIn(info, 'criminalHistory.events', [
      { kind: 'conviction', offence: 'dui', date: '', sentenceMonths: '', maxPenaltyMonths: '', quantityGrams: '' },
    ]);
    info = setIn(info, 'immigrationHistory.waivers', [{ kind: 'I-601A', status: 'approved' }]);
    info = setIn(info, 'immigrationHistory.entry.manner', 'without-inspection');
    const payload = toProfilePayload(info);
    expect(payload['waivers']).toEqual([]);
    expect((payload['immigrationHistory'] as { entry: unknown }).entry).toMatchObject({ manner: '' });
    expect(payload['criminalHistory']).toEqual({
      events: [],
      arrests: '',
      convictions: { convicted: false, details: '' },
      warrants: false,
      watchlistCheck: false,
      securityClearance: '',
    });
    expect(payload['publicCharge']).toEqual({
      debts: 0,
      monthlyExpenses: 0,
      supportObligations: '',
      monthlyIncome: undefined,
      assets: undefined,
      i864Exemption: '',
    });
    expect(payload['travelHistory']).toEqual([]);
    expect(payload['socialMediaHandles']).toEqual([]);
    expect(payload['eSignatureConsent']).toEqual({ backgroundChecks: false, dataSharing: false, electronicFiling: false });
    expect(payload['interpreterNeeds']).toEqual({ language: '', dialect: '', signLanguage: false });
    expect(payload['medicalHistory']).toEqual({ vaccinations: false, communicableDiseases: '', allergies: '', medicalConditions: '' });
    expect(
      createEligibilityInputSchema({ today: () => TODAY }).safeParse(toPayload(eb5Form(), describeCategoryFields('Investor (EB-5)')))
        .success,
    ).toBe(true);
  });

  it('sends a section that is on, with numbers as numbers and blank trips dropped', () => {
    let info = filledInfo();
    info = setIn(info, 'sections.publicCharge', true);
    info = setIn(info, 'publicCharge.debts', '1200.50');
    info = setIn(info, 'publicCharge.monthlyIncome', '3000');
    info = setIn(info, 'sections.travelHistory', true);
    info = setIn(info, 'travelHistory', [
      { entryDate: '2024-01-01', exitDate: '2024-01-10', port: 'JFK', country: 'Spain' },
      { entryDate: '', exitDate: '', port: '', country: '' },
    ]);
    info = setIn(info, 'sections.socialMediaHandles', true);
    info = setIn(info, 'socialMediaHandles', ' @ana , , li/ana ');
    info = setIn(info, 'sections.immigrationHistory', true);
    info = setIn(info, 'immigrationHistory.overstays', {
      overstayed: true,
      unlawfulPresenceDays: '200',
      lastDepartureDate: '',
      details: '',
    });
    const payload = toProfilePayload(info);
    expect(payload['publicCharge']).toMatchObject({ debts: 1200.5, monthlyExpenses: 0, monthlyIncome: 3000 });
    expect(payload['travelHistory']).toEqual([{ entryDate: '2024-01-01', exitDate: '2024-01-10', port: 'JFK', country: 'Spain' }]);
    expect(payload['socialMediaHandles']).toEqual(['@ana', 'li/ana']);
    expect((payload['immigrationHistory'] as { overstays: unknown }).overstays).toMatchObject({
      overstayed: true,
      unlawfulPresenceDays: 200,
    });
  });

  it('passes text that is not a number through, so the schema names the field', () => {
    const info = setIn(setIn(filledInfo(), 'sections.publicCharge', true), 'publicCharge.debts', 'lots');
    expect(validateInfo(info, TODAY)).toEqual({ 'publicCharge.debts': 'Debts must be a number.' });
  });
});

describe('gating and validation', () => {
  it('enables step 1 Next only with every required field and a date of birth no later than today', () => {
    expect(isInfoComplete(filledInfo(), TODAY)).toBe(true);
    expect(isInfoComplete({ ...filledInfo(), phone: '  ' }, TODAY)).toBe(false);
    expect(isInfoComplete({ ...filledInfo(), dob: '2026-06-16' }, TODAY)).toBe(false);
    expect(isInfoComplete({ ...filledInfo(), dob: TODAY }, TODAY)).toBe(true);
  });

  it('validates the Info step with the API schema', () => {
    expect(validateInfo(filledInfo(), TODAY)).toEqual({});
    expect(validateInfo({ ...filledInfo(), email: 'not-an-email', nationality: 'Atlantis' }, TODAY)).toEqual({
      email: 'Enter an email address such as name@example.com.',
      nationality: 'Nationality: choose a country from the list.',
    });
  });

  it('enables step 3 Next once a detail is answered, and validates the details', () => {
    const fields = describeCategoryFields('Student (F-1)');
    const initial = initialDetails(fields);
    expect(hasCategoryDetails(fields, initial)).toBe(false);
    const some = { ...initial, hasI20: true };
    expect(hasCategoryDetails(fields, some)).toBe(true);
    expect(validateCategoryDetails('Student (F-1)', fields, some)).toMatchObject({
      'categoryDetails.sevisFeePaid': 'Answer yes or no: Have you paid the SEVIS fee?',
      'categoryDetails.fundsAvailable': 'Funds available is required.',
    });
    const all = { ...some, sevisFeePaid: true, englishProficiency: false, fundsAvailable: '1000', annualCost: '50000' };
    expect(validateCategoryDetails('Student (F-1)', fields, all)).toEqual({});
    expect(toDetailsPayload(fields, all)).toEqual({
      hasI20: true,
      sevisFeePaid: true,
      englishProficiency: false,
      fundsAvailable: 1000,
      annualCost: 50000,
    });
  });

  it('validates nested details and maps error paths to steps', () => {
    const fields = describeCategoryFields('Employment-Based');
    const values = {
      ...initialDetails(fields),
      preferenceCategory: 'EB-2',
      jobOffer: true,
      wage: '100000',
      laborCertificationStatus: 'Approved',
    };
    expect(validateCategoryDetails('Employment-Based', fields, values)).toEqual({
      'categoryDetails.applicantQualifications.highestDegree': 'Highest degree is required.',
      'categoryDetails.applicantQualifications.yearsOfExperience': 'Years of experience is required.',
    });
    expect(stepOfPath('fullName')).toBe(0);
    expect(stepOfPath('publicCharge.debts')).toBe(0);
    expect(stepOfPath('category')).toBe(1);
    expect(stepOfPath('categoryDetails.applicantQualifications.highestDegree')).toBe(2);
    expect(stepOfPath('details')).toBe(3);
  });

  it('validates the whole form before the analysis', () => {
    expect(validateAll(eb5Form(), describeCategoryFields('Investor (EB-5)'), TODAY)).toEqual({});
    expect(validateAll({ ...eb5Form(), details: ' ' }, describeCategoryFields('Investor (EB-5)'), TODAY)).toEqual({
      details: 'Details is required.',
    });
  });
});

describe('prefill from a chat tool call', () => {
  it('fills the category tile and the country into birth country and nationality', () => {
    const form = formFromPrefill({ category: 'Treaty Investor (E-2)', country: 'Germany' });
    expect(form.category).toBe('Treaty Investor (E-2)');
    expect(form.categoryDetails).toEqual(initialDetails(describeCategoryFields('Treaty Investor (E-2)')));
    expect(form.info.birthCountry).toBe('Germany');
    expect(form.info.nationality).toBe('Germany');
  });

  it('fills every field it names and ignores what does not fit', () => {
    const form = formFromPrefill({
      category: 'Student (F-1)',
      country: 'Atlantis',
      fullName: 'Li Wei',
      nationality: 'China',
      dob: '2001-02-03',
      details: "Admitted to a master's program.",
      categoryDetails: { hasI20: true, fundsAvailable: 42000, annualCost: 'a lot', unknownField: 1 },
      publicCharge: { debts: 10, monthlyIncome: 2000 },
      criminalHistory: { convictions: 'None' },
      socialMediaHandles: ['@li', ''],
    });
    expect(form.info).toMatchObject({ fullName: 'Li Wei', nationality: 'China', birthCountry: '', dob: '2001-02-03' });
    expect(form.details).toBe("Admitted to a master's program.");
    expect(form.categoryDetails).toMatchObject({ hasI20: true, fundsAvailable: '42000', annualCost: 'a lot' });
    expect(form.categoryDetails).not.toHaveProperty('unknownField');
    expect(form.info.sections).toMatchObject({
      publicCharge: true,
      criminalHistory: true,
      socialMediaHandles: true,
      medicalHistory: false,
    });
    expect(form.info.publicCharge).toMatchObject({ debts: '10', monthlyIncome: '2000', monthlyExpenses: '0' });
    expect(form.info.criminalHistory.convictions).toEqual({ convicted: false, details: 'None' });
    expect(form.info.socialMediaHandles).toBe('@li');
  });

  it('ignores an unknown category', () => {
    expect(formFromPrefill({ category: 'Astronaut' }).category).toBeNull();
  });

  it('reads the navigation state', () => {
    expect(readChatLaunch(null)).toBeNull();
    expect(readChatLaunch({ newChat: true })).toBeNull();
    expect(readChatLaunch({ prefill: { category: 'K-Visa' }, chatId: 'c1', callId: 'k1' })).toEqual({
      prefill: { category: 'K-Visa' },
      chatId: 'c1',
      callId: 'k1',
    });
    expect(readChatLaunch({ prefill: 'x', chatId: 'c1' })).toEqual({ prefill: null, chatId: 'c1', callId: null });
  });
});

describe('wizardReducer', () => {
  const reduce = (state: WizardState, ...actions: Parameters<typeof wizardReducer>[1][]) => actions.reduce(wizardReducer, state);

  it('resets the category details when the category changes, not when the same tile is chosen again', () => {
    let state = reduce(
      initialState(),
      { type: 'choose-category', category: 'Student (F-1)' },
      { type: 'set-detail', path: 'hasI20', value: true },
    );
    expect(state.form.categoryDetails['hasI20']).toBe(true);
    state = wizardReducer(state, { type: 'choose-category', category: 'Student (F-1)' });
    expect(state.form.categoryDetails['hasI20']).toBe(true);
    state = wizardReducer(state, { type: 'choose-category', category: 'K-Visa' });
    expect(state.form.categoryDetails).toEqual(initialDetails(describeCategoryFields('K-Visa')));
  });

  it('clears a field error when the field changes', () => {
    let state = wizardReducer(initialState(), { type: 'invalid', errors: { fullName: 'Full name is required.', email: 'x' }, step: 0 });
    state = wizardReducer(state, { type: 'set-info', path: 'fullName', value: 'A' });
    expect(state.errors).toEqual({ email: 'x' });
  });

  it('keeps only the result after a success, and the answers after a failure', () => {
    const filled: WizardState = { ...initialState(), form: eb5Form(), step: 3 };
    const analysis = { eligible: true, reasons: ['r'], recommendations: [], summary: 's', citations: [] };
    const done = reduce(
      filled,
      { type: 'analyze' },
      {
        type: 'analysis-succeeded',
        outcome: { status: 'succeeded', category: 'Investor (EB-5)', analysis, caseId: 'c' },
        submission: null,
      },
    );
    expect(done.step).toBe(5);
    expect(done.form).toEqual(emptyForm());
    const failed = reduce(filled, { type: 'analyze' }, { type: 'analysis-failed' });
    expect(failed.step).toBe(5);
    expect(failed.outcome?.analysis).toEqual({
      eligible: false,
      reasons: ['Analysis failed'],
      recommendations: [],
      summary: '',
      citations: [],
    });
    expect(failed.form).toEqual(filled.form);
  });

  it('restarts at step 1, re-applying a chat prefill and keeping the chat', () => {
    const launch = { prefill: { category: 'K-Visa' }, chatId: 'c1', callId: 'k1' };
    const state = reduce(
      initialState(launch),
      { type: 'set-info', path: 'fullName', value: 'X' },
      { type: 'go', step: 3 },
      { type: 'restart' },
    );
    expect(state.step).toBe(0);
    expect(state.form.category).toBe('K-Visa');
    expect(state.form.info.fullName).toBe('');
    expect(state.chat).toEqual(launch);
  });

  it('survives serialization, and a reload during the analysis goes back to Details', () => {
    const state: WizardState = { ...initialState(), form: eb5Form(), step: 2 };
    expect(deserialize(serialize(state))).toEqual(state);
    expect(deserialize(serialize({ ...state, step: 4 }))?.step).toBe(3);
    expect(deserialize('{broken')).toBeNull();
    expect(deserialize(JSON.stringify({ v: 99 }))).toBeNull();
  });
});

describe('the bars’ facts in the payload', () => {
  it('sends the entry, the removals with their summary, the reentry date, the events, the waivers and the exemption', () => {
    let info = filledInfo();
    info = setIn(info, 'sections.immigrationHistory', true);
    info = setIn(info, 'sections.criminalHistory', true);
    info = setIn(info, 'sections.publicCharge', true);
    info = setIn(info, 'immigrationHistory.entry', {
      manner: 'without-inspection',
      date: '2015-03-10',
      unlawfulPresenceDays: '',
      section245i: '',
    });
    info = setIn(info, 'immigrationHistory.deportations.removed', true);
    info = setIn(info, 'immigrationHistory.removals', [
      { kind: 'expedited', date: '2012-01-05' },
      { kind: 'voluntary-departure', date: '2013-02-01' },
      { kind: 'order', date: '2014-06-01' },
    ]);
    info = setIn(info, 'immigrationHistory.deportations.reenteredWithoutInspection', true);
    info = setIn(info, 'immigrationHistory.reentryDate', '2015-03-10');
    info = setIn(info, 'immigrationHistory.waivers', [{ kind: 'I-212', status: 'pending' }]);
    info = setIn(info, 'criminalHistory.events', [
      {
        kind: 'conviction',
        offence: 'controlled-substance-possession',
        date: '2010-01-01',
        sentenceMonths: '0',
        maxPenaltyMonths: '12',
        quantityGrams: '20',
      },
      { kind: 'arrest', offence: 'dui', date: '', sentenceMonths: '', maxPenaltyMonths: '', quantityGrams: '5' },
    ]);
    info = setIn(info, 'publicCharge.i864Exemption', '40-quarters');
    const payload = toProfilePayload(info);
    const history = payload['immigrationHistory'] as Record<string, unknown>;
    expect(history['entry']).toEqual({
      manner: 'without-inspection',
      date: '2015-03-10',
      unlawfulPresenceDays: undefined,
      section245i: '',
    });
    expect(history['deportations']).toMatchObject({ removed: true, removalCount: 2, removalDate: '2014-06-01', removedOnArrival: true });
    expect(history['reentryWithoutAdmission']).toEqual({ date: '2015-03-10' });
    expect(payload['waivers']).toEqual([{ kind: 'I-212', status: 'pending' }]);
    expect((payload['criminalHistory'] as { events: unknown[] }).events).toEqual([
      {
        kind: 'conviction',
        offence: 'controlled-substance-possession',
        date: '2010-01-01',
        sentenceMonths: 0,
        maxPenaltyMonths: 12,
        quantityGrams: 20,
      },
      { kind: 'arrest', offence: 'dui', date: '', sentenceMonths: undefined, maxPenaltyMonths: undefined, quantityGrams: undefined },
    ]);
    expect((payload['publicCharge'] as { i864Exemption: string }).i864Exemption).toBe('40-quarters');
  });
});

describe('facts the chat and the details carry', () => {
  it('prefills the removals, the reentry, the waivers and the criminal events, opening their sections', () => {
    const form = formFromPrefill({
      category: 'Family-Based',
      immigrationHistory: {
        entry: { manner: 'without-inspection', date: '2015-03-10' },
        removals: [{ kind: 'order', date: '2014-06-01' }],
        reentryWithoutAdmission: { date: '2015-03-10' },
      },
      criminalHistory: { events: [{ kind: 'conviction', offence: 'moral-turpitude', sentenceMonths: 2 }] },
      waivers: [{ kind: 'I-212', status: 'pending' }],
    });
    const history = form.info.immigrationHistory;
    expect(history.entry).toMatchObject({ manner: 'without-inspection', date: '2015-03-10' });
    expect(history.removals).toEqual([{ kind: 'order', date: '2014-06-01' }]);
    expect(history.deportations).toMatchObject({ removed: true, reenteredWithoutInspection: true });
    expect(history.reentryDate).toBe('2015-03-10');
    expect(history.waivers).toEqual([{ kind: 'I-212', status: 'pending' }]);
    expect(form.info.criminalHistory.events).toEqual([
      { kind: 'conviction', offence: 'moral-turpitude', date: '', sentenceMonths: '2', maxPenaltyMonths: '', quantityGrams: '' },
    ]);
    expect(form.info.sections).toMatchObject({ immigrationHistory: true, criminalHistory: true });
  });

  it('holds the Details step until a fact the details mention is answered in its field', () => {
    const form = formFromPrefill({ category: 'Family-Based', details: 'I crossed the border without a visa in 2015.' });
    const blockers = nextBlockers(3, form, describeCategoryFields('Family-Based'), '2026-11-29', 'new');
    expect(blockers).toContainEqual({ path: 'details', reason: 'stated', fact: 'entry-without-inspection' });
    const answered = {
      ...form,
      info: setIn(setIn(form.info, 'sections.immigrationHistory', true), 'immigrationHistory.entry.manner', 'without-inspection'),
    };
    expect(nextBlockers(3, answered, describeCategoryFields('Family-Based'), '2026-11-29', 'new')).toEqual([]);
  });
});

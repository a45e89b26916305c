import { describe, expect, it } from 'vitest';
import { createApplicantProfileSchema, createEligibilityInputSchema } from './applicant-schema';
import { BASE_APPLICANT, payloadFor, TEST_TODAY } from '../../domain/eligibility/testing/applicant-fixture';
import { renderIssue } from '../../domain/i18n/render';

const schema = createEligibilityInputSchema({ today: () => TEST_TODAY });

function errorsOf(value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), renderIssue('en', issue)]));
}

describe('eligibility input schema', () => {
  it('parses the fixture and normalizes empty optional sections', () => {
    const result = schema.parse(payloadFor('Student (F-1)'));
    expect(result.immigrationHistory.overstays).toEqual({ overstayed: false, unlawfulPresenceDays: 0, details: '' });
    expect(result.immigrationHistory.deportations.removed).toBe(false);
    expect(result.criminalHistory.convictions).toEqual({ convicted: false, details: '' });
    expect(result.medicalHistory.vaccinations).toBe(false);
    expect(result.publicCharge).toEqual({ debts: 0, monthlyExpenses: 0, supportObligations: '', i864Exemption: null });
    expect(result.immigrationHistory).toMatchObject({ entry: {}, removals: [], reentryWithoutAdmission: null });
    expect(result.criminalHistory.events).toEqual([]);
    expect(result.waivers).toEqual([]);
    expect(result.socialMediaHandles).toEqual([]);
    expect(result.caseId).toBeUndefined();
  });

  const OPTIONAL_SECTIONS = [
    'immigrationHistory',
    'criminalHistory',
    'medicalHistory',
    'publicCharge',
    'travelHistory',
    'socialMediaHandles',
    'interpreterNeeds',
    'eSignatureConsent',
  ] as const;

  it('accepts every optional section when it is left out', () => {
    const payload: Record<string, unknown> = { ...payloadFor('Tourist (B-1/B-2)') };
    for (const key of OPTIONAL_SECTIONS) delete payload[key];
    expect(errorsOf(payload)).toEqual({});
  });

  it.each([
    ['false', false],
    ['null', null],
    ['an empty string', ''],
  ])('accepts every optional section when it is %s', (_label, empty) => {
    const payload: Record<string, unknown> = { ...payloadFor('Tourist (B-1/B-2)') };
    for (const key of OPTIONAL_SECTIONS) payload[key] = empty;
    expect(errorsOf(payload)).toEqual({});
  });

  it('accepts sections sent with empty or false fields, as the wizard does', () => {
    const payload = {
      ...payloadFor('Family-Based'),
      immigrationHistory: {
        previousVisas: '',
        visaApplications: '',
        visaRefusals: '',
        overstays: { overstayed: false, unlawfulPresenceDays: '', lastDepartureDate: '', details: '' },
        deportations: {
          removed: false,
          removalDate: '',
          removalCount: '',
          removedOnArrival: false,
          reenteredWithoutInspection: false,
          details: '',
        },
        voluntaryDepartures: '',
      },
      criminalHistory: {
        arrests: '',
        convictions: { convicted: false, details: '' },
        warrants: false,
        watchlistCheck: false,
        securityClearance: '',
      },
      medicalHistory: { vaccinations: false, communicableDiseases: '', allergies: '', medicalConditions: '' },
      publicCharge: { debts: 0, monthlyExpenses: 0, supportObligations: '' },
      travelHistory: [{ entryDate: '', exitDate: '', port: '', country: '' }],
      interpreterNeeds: { language: '', dialect: '', signLanguage: false },
      eSignatureConsent: { backgroundChecks: false, dataSharing: false, electronicFiling: false },
      caseId: '',
      chatId: null,
    };
    const result = schema.safeParse(payload);
    expect(result.success).toBe(true);
    expect(result.data?.travelHistory).toEqual([]);
    expect(result.data?.caseId).toBeUndefined();
  });

  it('keeps trips, social handles and ids', () => {
    const result = schema.parse({
      ...payloadFor('Tourist (B-1/B-2)'),
      travelHistory: [{ entryDate: '2024-01-01', exitDate: '2024-01-10', port: 'JFK', country: 'United States' }],
      socialMediaHandles: '@anna, @anna_s',
      caseId: ' case-1 ',
      chatId: 'chat-9',
    });
    expect(result.travelHistory).toHaveLength(1);
    expect(result.socialMediaHandles).toEqual(['@anna', '@anna_s']);
    expect(result.caseId).toBe('case-1');
    expect(result.chatId).toBe('chat-9');
  });

  it('requires every step-1 field, non-blank, with friendly messages', () => {
    const payload: Record<string, unknown> = {
      ...payloadFor('Tourist (B-1/B-2)'),
      phone: '   ',
      gender: 'Unknown',
      birthCountry: 'Atlantis',
    };
    delete payload.fullName;
    delete payload.email;
    const errors = errorsOf(payload);
    expect(errors.fullName).toBe('Full name is required.');
    expect(errors.email).toBe('Email is required.');
    expect(errors.phone).toBe('Phone is required.');
    expect(errors.gender).toBe('Gender: choose one of Male, Female, Other.');
    expect(errors.birthCountry).toBe('Country of birth: choose a country from the list.');
  });

  it('rejects a date of birth later than today and accepts today', () => {
    expect(errorsOf(payloadFor('Tourist (B-1/B-2)', {}, { dob: '2026-06-16' })).dob).toBe('Date of birth cannot be later than today.');
    expect(errorsOf(payloadFor('Tourist (B-1/B-2)', {}, { dob: TEST_TODAY }))).toEqual({});
    expect(errorsOf(payloadFor('Tourist (B-1/B-2)', {}, { dob: '1990-02-30' })).dob).toBe(
      'Date of birth must be a real date written as YYYY-MM-DD.',
    );
  });

  it('requires non-blank details after trimming', () => {
    expect(errorsOf(payloadFor('Tourist (B-1/B-2)', {}, { details: '  \n ' })).details).toBe('Details is required.');
  });

  it('rejects an unknown category', () => {
    expect(errorsOf({ ...payloadFor('Tourist (B-1/B-2)'), category: 'Astronaut' }).category).toMatch(/^Choose a category: Family-Based, /);
  });

  it('reports category details errors under categoryDetails', () => {
    const errors = errorsOf(payloadFor('Investor (EB-5)', { investmentAmount: '1000000' as unknown as number, TEADesignation: undefined }));
    expect(errors['categoryDetails.investmentAmount']).toBe('Investment amount must be a number.');
    expect(errors['categoryDetails.TEADesignation']).toBe('Answer yes or no: Is the project in a targeted employment area?');
  });

  it('names each missing detail when categoryDetails is left out, and rejects details that are not an object', () => {
    const missing = errorsOf({ ...payloadFor('Investor (EB-5)'), categoryDetails: undefined });
    expect(missing['categoryDetails.investmentAmount']).toBe('Investment amount is required.');
    expect(missing['categoryDetails.TEADesignation']).toBe('Answer yes or no: Is the project in a targeted employment area?');
    expect(missing.categoryDetails).toBeUndefined();
    expect(errorsOf({ ...payloadFor('Investor (EB-5)'), categoryDetails: null })['categoryDetails.investmentAmount']).toBe(
      'Investment amount is required.',
    );
    expect(errorsOf({ ...payloadFor('Investor (EB-5)'), categoryDetails: 'lots of money' }).categoryDetails).toBe(
      'Category details must be an object of answers.',
    );
  });

  it('reports nested paths for structured history fields', () => {
    const errors = errorsOf({
      ...payloadFor('Family-Based'),
      immigrationHistory: { overstays: { unlawfulPresenceDays: -3 } },
      publicCharge: { debts: 'lots' },
      travelHistory: [{ entryDate: '2024-02-10', exitDate: '2024-02-01', port: 'LAX', country: 'Mexico' }],
    });
    expect(errors['immigrationHistory.overstays.unlawfulPresenceDays']).toBe('Days of unlawful presence cannot be negative.');
    expect(errors['publicCharge.debts']).toBe('Debts must be a number.');
    expect(errors['travelHistory.0.exitDate']).toBe('Exit date cannot be before the entry date.');
  });

  it('reads a plain-text conviction answer as a disclosure unless it says none', () => {
    const parse = (convictions: string) =>
      schema.parse({ ...payloadFor('Tourist (B-1/B-2)'), criminalHistory: { convictions } }).criminalHistory.convictions;
    expect(parse('Theft, 2015, fine')).toEqual({ convicted: true, details: 'Theft, 2015, fine' });
    expect(parse('None')).toEqual({ convicted: false, details: 'None' });
    expect(parse('')).toEqual({ convicted: false, details: '' });
  });

  it('offers the step-1 profile on its own', () => {
    const profile = createApplicantProfileSchema({ today: () => TEST_TODAY });
    expect(profile.safeParse(BASE_APPLICANT).success).toBe(true);
    expect(profile.safeParse({ ...BASE_APPLICANT, preferredCommunication: 'Fax' }).success).toBe(false);
  });
});

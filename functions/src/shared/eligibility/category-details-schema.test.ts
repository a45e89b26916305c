import { describe, expect, it } from 'vitest';
import { ELIGIBILITY_CATEGORIES } from '../reference/categories';
import { CATEGORY_DETAILS_SCHEMAS, parseCategoryDetails } from './category-details-schema';
import { VALID_DETAILS } from '../../domain/eligibility/testing/applicant-fixture';
import { renderIssue } from '../../domain/i18n/render';

describe('category details schemas', () => {
  it('has exactly one schema per category', () => {
    expect(Object.keys(CATEGORY_DETAILS_SCHEMAS).sort()).toEqual([...ELIGIBILITY_CATEGORIES].sort());
  });

  it.each(ELIGIBILITY_CATEGORIES)('accepts the fixture details for %s', (category) => {
    expect(parseCategoryDetails(category, VALID_DETAILS[category]).success).toBe(true);
  });

  it('describes every field', () => {
    for (const category of ELIGIBILITY_CATEGORIES) {
      for (const [name, field] of Object.entries(CATEGORY_DETAILS_SCHEMAS[category].shape)) {
        expect(field.description, `${category}.${name}`).toBeTruthy();
      }
    }
  });

  it('keeps the contract field names', () => {
    const keys = (category: (typeof ELIGIBILITY_CATEGORIES)[number]) => Object.keys(CATEGORY_DETAILS_SCHEMAS[category].shape);
    expect(keys('Family-Based')).toEqual(
      expect.arrayContaining([
        'relationshipType',
        'petitionerStatus',
        'marriageDate',
        'marriagePlace',
        'priorMarriages',
        'naturalizationDate',
        'derivativeBeneficiaries',
        'affidavitOfSupport',
        'priorityDate',
        'countryOfChargeability',
        'beneficiaryUnmarried',
        'petitionerAge',
      ]),
    );
    expect(keys('Employment-Based')).toEqual(expect.arrayContaining(['preferenceCategory', 'jobOffer', 'wage', 'applicantQualifications']));
    expect(keys('Investor (EB-5)')).toEqual(
      expect.arrayContaining([
        'investmentAmount',
        'TEADesignation',
        'sourceOfFunds',
        'businessPlan',
        'regionalCenter',
        'entityStructure',
        'escrowAgreementDetails',
        'jobCreationMethodology',
        'retentionPlan',
        'fullTimeJobsCreated',
      ]),
    );
    expect(keys('Treaty Investor (E-2)')).toEqual(
      expect.arrayContaining([
        'treatyCountry',
        'substantialityRatio',
        'investmentAmount',
        'costOfEnterprise',
        'ownershipPercentage',
        'controlPlan',
      ]),
    );
    expect(keys('K-Visa')).toEqual(expect.arrayContaining(['petitionerStatus', 'metInPersonWithinTwoYears', 'legallyFreeToMarry']));
    expect(keys('Diversity Lottery')).toEqual(
      expect.arrayContaining(['countryOfChargeability', 'educationLevel', 'qualifyingWorkExperienceYears', 'selected']),
    );
    expect(keys('Student (F-1)')).toEqual(
      expect.arrayContaining(['hasI20', 'sevisFeePaid', 'englishProficiency', 'fundsAvailable', 'annualCost']),
    );
    expect(keys('Special Immigrant Juvenile (SIJ)')).toEqual(expect.arrayContaining(['courtFindings', 'unmarried', 'stateCourtOrder']));
    expect(keys('Asylum/Refugee')).toEqual(expect.arrayContaining(['persecutionBasis', 'lastArrivalDate']));
    expect(keys('Special Categories')).toContain('subtype');
  });

  it('returns field paths relative to categoryDetails', () => {
    const result = parseCategoryDetails('Asylum/Refugee', {
      persecutionBasis: ['race', 'weather'],
      inUnitedStates: 'yes',
      lastArrivalDate: '2026-13-01',
    });
    expect(result.success).toBe(false);
    const paths = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), renderIssue('en', i)]));
    expect(paths['persecutionBasis.1']).toBe('Protected ground: each must be one of race, religion, nationality, opinion, social group.');
    expect(paths.inUnitedStates).toBe('Answer yes or no (true or false): Are you in the United States?');
    expect(paths.lastArrivalDate).toBe('Last arrival date must be a real date written as YYYY-MM-DD.');
  });

  it('treats blank optional fields as not given and drops duplicate choices', () => {
    const result = parseCategoryDetails('Family-Based', { ...VALID_DETAILS['Family-Based'], petitionerAge: '', priorityDate: null });
    expect(result.data?.petitionerAge).toBeUndefined();
    expect(result.data?.priorityDate).toBeUndefined();
    expect(
      parseCategoryDetails('Asylum/Refugee', { persecutionBasis: ['race', 'race'], inUnitedStates: true }).data?.persecutionBasis,
    ).toEqual(['race']);
  });

  it('checks ranges', () => {
    expect(
      parseCategoryDetails('Treaty Investor (E-2)', { ...VALID_DETAILS['Treaty Investor (E-2)'], ownershipPercentage: 120 }).success,
    ).toBe(false);
    expect(parseCategoryDetails('Treaty Investor (E-2)', { ...VALID_DETAILS['Treaty Investor (E-2)'], costOfEnterprise: 0 }).success).toBe(
      false,
    );
    expect(parseCategoryDetails('Investor (EB-5)', { ...VALID_DETAILS['Investor (EB-5)'], investmentAmount: -1 }).success).toBe(false);
  });
});

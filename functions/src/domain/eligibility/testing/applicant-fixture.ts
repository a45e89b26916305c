// Test helpers: a valid applicant and, per category, details that qualify. Tests override only what they probe.
import type { EligibilityCategory } from '../../../shared/reference/categories';
import {
  createEligibilityInputSchema,
  type EligibilityInputFor,
  type EligibilityInputPayload,
} from '../../../shared/eligibility/applicant-schema';
import type { CategoryDetailsInput } from '../../../shared/eligibility/category-details-schema';
import { evaluateEligibility } from '../engine';
import type { EligibilityAnalysis, Finding, FindingOutcome } from '../../../shared/eligibility/types';

/** A Monday with no holiday nearby, so deadline tests are not shifted by weekends. */
export const TEST_TODAY = '2026-06-15';

export const BASE_APPLICANT = {
  fullName: 'Anna Schmidt',
  dob: '1990-04-12',
  gender: 'Female',
  birthCountry: 'Germany',
  nationality: 'Germany',
  currentAddress: 'Hauptstrasse 1, 10115 Berlin',
  phone: '+49 30 1234567',
  email: 'anna@example.com',
  preferredCommunication: 'Email',
  // Optional sections exactly as the wizard sends them with their checkboxes off.
  immigrationHistory: {},
  criminalHistory: {},
  medicalHistory: {},
  publicCharge: { debts: 0, monthlyExpenses: 0 },
  travelHistory: [],
  socialMediaHandles: '',
  interpreterNeeds: {},
  eSignatureConsent: { backgroundChecks: true, dataSharing: true, electronicFiling: true },
  dataRetentionPreference: '5 years',
  details: 'I would like to know whether I qualify.',
} as const;

type DetailsByCategory = { [C in EligibilityCategory]: CategoryDetailsInput<C> };

export const VALID_DETAILS: DetailsByCategory = {
  'Family-Based': {
    relationshipType: 'Spouse',
    petitionerStatus: 'U.S. citizen',
    marriageDate: '2020-05-01',
    marriagePlace: 'Berlin, Germany',
    priorMarriages: 0,
    affidavitOfSupport: true,
  },
  'Employment-Based': {
    preferenceCategory: 'EB-2',
    jobOffer: true,
    wage: 120_000,
    prevailingWage: 110_000,
    laborCertificationStatus: 'Approved',
    applicantQualifications: { highestDegree: "Master's", yearsOfExperience: 6 },
  },
  'Investor (EB-5)': {
    investmentAmount: 1_050_000,
    TEADesignation: false,
    fullTimeJobsCreated: 10,
    regionalCenter: false,
    sourceOfFunds: 'Proceeds from selling my engineering firm in 2024.',
    businessPlan: 'Two restaurants in Austin with 12 staff each.',
    entityStructure: 'LLC',
  },
  'Treaty Investor (E-2)': {
    treatyCountry: 'Germany',
    investmentAmount: 300_000,
    costOfEnterprise: 350_000,
    ownershipPercentage: 100,
    controlPlan: 'I am the sole managing member.',
  },
  'Highly Skilled (EB-1/O-1)': {
    classification: 'EB-1A',
    extraordinaryAbilityCriteriaMet: 4,
    continueWorkInAreaOfAbility: true,
  },
  'Student (F-1)': {
    hasI20: true,
    sevisFeePaid: true,
    englishProficiency: true,
    fundsAvailable: 60_000,
    annualCost: 55_000,
  },
  'Tourist (B-1/B-2)': {
    visitPurpose: 'Tourism',
    residenceAbroad: true,
    plannedUSEmployment: false,
    tiesToHomeCountry: ['Job', 'Property'],
    intendedStayDays: 14,
    canFundTrip: true,
  },
  'Asylum/Refugee': {
    persecutionBasis: ['religion'],
    inUnitedStates: true,
    lastArrivalDate: '2026-01-10',
  },
  'Exchange Visitor (J-1)': {
    hasDS2019: true,
    programCategory: 'Research scholar',
    sevisFeePaid: true,
    englishProficiency: true,
    sufficientFunding: true,
    healthInsurance: true,
    residenceAbroad: true,
  },
  'K-Visa': {
    visaType: 'K-1',
    petitionerStatus: 'U.S. citizen',
    metInPersonWithinTwoYears: true,
    legallyFreeToMarry: true,
    intendToMarryWithin90Days: true,
  },
  'Diversity Lottery': {
    countryOfChargeability: 'Germany',
    educationLevel: 'High school',
    qualifyingWorkExperienceYears: 0,
    selected: true,
  },
  'Special Immigrant Juvenile (SIJ)': {
    courtFindings: ['neglect'],
    unmarried: true,
    stateCourtOrder: true,
    bestInterestFinding: true,
    physicallyPresentInUS: true,
  },
  'Special Categories': {
    subtype: 'Religious worker',
    religiousDenominationMemberYears: 5,
    religiousWorkExperienceYears: 3,
    isMinister: true,
    qualifyingNonprofitEmployer: true,
    fullTimeCompensatedOffer: true,
  },
  'Medical Professionals (EB-2 NIW)': {
    profession: 'Researcher',
    advancedDegree: "Master's or higher",
    proposedEndeavor: 'Immunotherapy research for pediatric cancers.',
    substantialMeritAndNationalImportance: true,
    wellPositionedToAdvance: true,
    beneficialToWaiveJobOffer: true,
  },
};

/** Applicant fields a category needs to qualify, for example a juvenile's date of birth. */
const CATEGORY_APPLICANT: Partial<Record<EligibilityCategory, Record<string, unknown>>> = {
  'Special Immigrant Juvenile (SIJ)': { dob: '2009-03-01', details: 'My parents abandoned me.' },
  'Asylum/Refugee': { nationality: 'Eritrea', birthCountry: 'Eritrea' },
};

export function payloadFor<C extends EligibilityCategory>(
  category: C,
  details: Partial<CategoryDetailsInput<C>> = {},
  applicant: Record<string, unknown> = {},
): EligibilityInputPayload {
  return {
    ...BASE_APPLICANT,
    ...CATEGORY_APPLICANT[category],
    ...applicant,
    category,
    categoryDetails: { ...VALID_DETAILS[category], ...details },
  } as EligibilityInputPayload;
}

const schema = createEligibilityInputSchema({ today: () => TEST_TODAY });

export function inputFor<C extends EligibilityCategory>(
  category: C,
  details: Partial<CategoryDetailsInput<C>> = {},
  applicant: Record<string, unknown> = {},
): EligibilityInputFor<C> {
  const result = schema.safeParse(payloadFor(category, details, applicant));
  if (!result.success) {
    throw new Error(`Fixture did not parse: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return result.data as EligibilityInputFor<C>;
}

export function analyse<C extends EligibilityCategory>(
  category: C,
  details: Partial<CategoryDetailsInput<C>> = {},
  applicant: Record<string, unknown> = {},
  today: string = TEST_TODAY,
): EligibilityAnalysis {
  return evaluateEligibility(inputFor(category, details, applicant), today);
}

export function findingOf(analysis: EligibilityAnalysis, ruleId: string): Finding {
  const found = analysis.findings.find((f) => f.ruleId === ruleId);
  if (!found) throw new Error(`No finding ${ruleId}; got ${analysis.findings.map((f) => f.ruleId).join(', ')}`);
  return found;
}

export function outcomeOf(analysis: EligibilityAnalysis, ruleId: string): FindingOutcome | undefined {
  return analysis.findings.find((f) => f.ruleId === ruleId)?.outcome;
}

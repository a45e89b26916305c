// The one schema for `categoryDetails`, per eligibility category. The web wizard renders its Category Details step
// from these descriptions and GET /function-schemas exposes them, so every field carries a `.describe()` written
// for the applicant. Money is in U.S. dollars as a JSON number, yes/no answers are booleans, dates are YYYY-MM-DD.
// Field names follow the law's own terms where the law has one.
import { z } from 'zod';
import type { EligibilityCategory } from '../reference/categories';
import {
  country,
  isoDate,
  manyOf,
  oneOf,
  optional,
  optionalText,
  percent,
  usd,
  wholeNumber,
  years,
  yesNo,
  yesNoDefaultNo,
} from './schema-helpers';
import { issueText } from '../i18n/message';

export const PETITIONER_STATUSES = ['U.S. citizen', 'LPR'] as const;
export const FAMILY_RELATIONSHIPS = ['Spouse', 'Child', 'Parent', 'Sibling'] as const;
export const EMPLOYMENT_PREFERENCES = ['EB-1', 'EB-2', 'EB-3'] as const;
export const LABOR_CERTIFICATION_STATUSES = ['Approved', 'Pending', 'Not started', 'Not required'] as const;
export const DEGREES = ['None', 'High school', "Associate's", "Bachelor's", "Master's", 'Doctorate'] as const;
export const ENTITY_STRUCTURES = ['LLC', 'Partnership', 'Corporation'] as const;
export const HIGHLY_SKILLED_CLASSIFICATIONS = ['EB-1A', 'EB-1B', 'EB-1C', 'O-1A', 'O-1B'] as const;
export const VISIT_PURPOSES = [
  'Tourism',
  'Visiting family or friends',
  'Medical treatment',
  'Business meetings or conferences',
  'Other',
] as const;
export const HOME_TIES = ['Job', 'Property', 'Family', 'Studies', 'Business'] as const;
export const PROTECTED_GROUNDS = ['race', 'religion', 'nationality', 'opinion', 'social group'] as const;
export const J1_PROGRAM_CATEGORIES = [
  'Student',
  'Secondary school student',
  'Professor',
  'Research scholar',
  'Short-term scholar',
  'Specialist',
  'Trainee',
  'Intern',
  'Teacher',
  'Physician',
  'Au pair',
  'Camp counselor',
  'Summer work travel',
  'Government visitor',
  'International visitor',
] as const;
export const K_VISA_TYPES = ['K-1', 'K-3'] as const;
export const K_PETITIONER_STATUSES = ['U.S. citizen', 'LPR', 'Other'] as const;
export const MEETING_WAIVER_REASONS = ['None', 'Extreme hardship to the petitioner', 'Strict and long-established customs'] as const;
export const DV_EDUCATION_LEVELS = ['Less than high school', 'High school', 'Some college', "Bachelor's or higher"] as const;
export const SIJ_COURT_FINDINGS = ['abuse', 'neglect', 'abandonment'] as const;
export const SPECIAL_SUBTYPES = [
  'Religious worker',
  'VAWA self-petitioner',
  'Afghan or Iraqi special immigrant',
  'International broadcaster',
  'International organization employee or family member',
  'U.S. armed forces member',
] as const;
export const ABUSER_STATUSES = ['U.S. citizen', 'LPR', 'Other'] as const;
export const ABUSER_RELATIONSHIPS = ['Spouse', 'Parent', 'Son or daughter'] as const;
export const NIW_DEGREES = ["Master's or higher", "Bachelor's plus 5 years progressive experience", 'None'] as const;
export const MEDICAL_PROFESSIONS = [
  'Physician',
  'Registered nurse',
  'Physical therapist',
  'Other healthcare professional',
  'Researcher',
  'Other',
] as const;

const familyBased = z.object({
  relationshipType: oneOf(FAMILY_RELATIONSHIPS, 'eligibility-labels:relationship').describe(
    'How you are related to the petitioner (the U.S. citizen or permanent resident who files Form I-130 for you): you are their Spouse, Child (son or daughter), Parent, or Sibling (brother or sister).',
  ),
  petitionerStatus: oneOf(PETITIONER_STATUSES, 'eligibility-labels:petitionerStatus').describe(
    "The petitioner's status: U.S. citizen, or LPR (lawful permanent resident, a green card holder).",
  ),
  beneficiaryUnmarried: optional(yesNo('eligibility-labels:areYouUnmarried')).describe(
    'Are you unmarried today (never married, divorced or widowed)? Needed when you are the child: permanent residents can petition only for unmarried sons and daughters.',
  ),
  petitionerAge: optional(wholeNumber('eligibility-labels:petitionerAge', 130)).describe(
    "The petitioner's age in years. A U.S. citizen must be at least 21 to petition for a parent or for a brother or sister.",
  ),
  marriageDate: optional(isoDate('eligibility-labels:marriageDate')).describe('Spouses: the date you married the petitioner.'),
  marriagePlace: optionalText('eligibility-labels:marriagePlace', 200).describe('Spouses: the city and country where you married.'),
  priorMarriages: optional(wholeNumber('eligibility-labels:priorMarriages', 20)).describe(
    'Spouses: how many earlier marriages you and the petitioner had between you. Each must have legally ended before this marriage.',
  ),
  naturalizationDate: optional(isoDate('eligibility-labels:naturalizationDate')).describe(
    'If the petitioner became a U.S. citizen by naturalization, the date on the naturalization certificate.',
  ),
  derivativeBeneficiaries: optional(wholeNumber('eligibility-labels:derivativeBeneficiaries', 30)).describe(
    'How many of your own family members (your spouse and unmarried children under 21) would immigrate with you on this petition.',
  ),
  affidavitOfSupport: yesNo('eligibility-labels:willThePetitionerFileAnAffidavit').describe(
    'Will the petitioner sign Form I-864, the Affidavit of Support, promising to support you financially (with a joint sponsor if their income is too low)?',
  ),
  priorityDate: optional(isoDate('labels:priorityDate')).describe(
    'If the I-130 is already filed: the priority date shown on its receipt or approval notice.',
  ),
  countryOfChargeability: optional(country('labels:countryOfChargeability')).describe(
    'The country your visa number counts against, normally your country of birth. Leave blank to use your country of birth.',
  ),
});

const employmentBased = z.object({
  preferenceCategory: oneOf(EMPLOYMENT_PREFERENCES, 'labels:preferenceCategory').describe(
    'Employment-based preference: EB-1 (priority workers), EB-2 (advanced degree professionals or exceptional ability), or EB-3 (skilled workers, professionals and other workers).',
  ),
  jobOffer: yesNo('eligibility-labels:doYouHaveAJobOffer').describe(
    'Do you have a permanent, full-time job offer from a U.S. employer who will sponsor you?',
  ),
  wage: usd('eligibility-labels:offeredWage').describe('The wage offered, in U.S. dollars per year.'),
  prevailingWage: optional(usd('eligibility-labels:prevailingWage')).describe(
    "The prevailing wage for the job from the Department of Labor's prevailing wage determination, in U.S. dollars per year. Leave blank if it has not been issued.",
  ),
  laborCertificationStatus: oneOf(LABOR_CERTIFICATION_STATUSES, 'eligibility-labels:laborCertificationStatus').describe(
    "Status of the employer's PERM labor certification with the Department of Labor (the intake form may call it the LCA). Choose Not required only for EB-1, a national interest waiver or a Schedule A occupation such as registered nurse.",
  ),
  applicantQualifications: z
    .object(
      {
        highestDegree: oneOf(DEGREES, 'eligibility-labels:highestDegree').describe(
          'Your highest completed degree, or its foreign equivalent.',
        ),
        yearsOfExperience: years('eligibility-labels:yearsOfExperience', 70).describe(
          "Years of full-time experience in the occupation. For EB-2 with a bachelor's degree, count only progressive experience gained after the degree.",
        ),
        exceptionalAbilityCriteriaMet: optional(wholeNumber('eligibility-labels:exceptionalAbilityCriteria', 6)).describe(
          'EB-2 exceptional ability only: how many of the six kinds of evidence in 8 CFR 204.5(k)(3)(ii) you have (at least three are needed).',
        ),
      },
      { error: issueText('validation:tellUsAboutYourEducationAndExperience') },
    )
    .describe('Your education and work experience.'),
  occupation: optionalText('eligibility-labels:occupation', 200).describe('The job title offered.'),
});

const investorEb5 = z.object({
  investmentAmount: usd('eligibility-labels:investmentAmount').describe(
    'Capital you have invested or are actively in the process of investing in the new commercial enterprise, in U.S. dollars.',
  ),
  TEADesignation: yesNo('eligibility-labels:isTheProjectInATargeted').describe(
    'Is the project in a targeted employment area (TEA): a rural area, or an area with unemployment of at least 150% of the national average?',
  ),
  fullTimeJobsCreated: wholeNumber('eligibility-labels:fullTimeJobsCreated', 100_000).describe(
    'How many full-time jobs (at least 35 hours a week) the investment will create for qualifying U.S. workers, not counting you or your family. Through a regional center, jobs created indirectly can count.',
  ),
  regionalCenter: yesNo('eligibility-labels:areYouInvestingThroughARegional').describe(
    'Are you investing through a USCIS-designated regional center (rather than directly in your own business)?',
  ),
  sourceOfFunds: optionalText('eligibility-labels:sourceOfFunds').describe(
    'Where the investment money came from (salary, sale of property, gift, loan secured by your own assets...) and how it reached the project.',
  ),
  businessPlan: optionalText('eligibility-labels:businessPlan').describe(
    'A short description of the business plan: what the business does, its market, staffing and timetable.',
  ),
  entityStructure: optional(oneOf(ENTITY_STRUCTURES, 'eligibility-labels:entityStructure')).describe(
    'Legal form of the new commercial enterprise: LLC, Partnership or Corporation.',
  ),
  escrowAgreementDetails: optionalText('eligibility-labels:escrowAgreement').describe(
    'If your funds are held in escrow until approval, the escrow agent and release conditions.',
  ),
  jobCreationMethodology: optionalText('eligibility-labels:jobCreationMethodology').describe(
    'How the jobs are counted: direct hires, or an economic model for indirect jobs through a regional center.',
  ),
  retentionPlan: optionalText('eligibility-labels:retentionPlan').describe(
    'How the investment and the jobs will be sustained until you can remove the conditions on your residence.',
  ),
});

const treatyInvestorE2 = z.object({
  treatyCountry: country('eligibility-labels:treatyCountry').describe(
    'The treaty country whose nationality you hold and invest under. You must be a national of it, and so must the owners of at least half the business.',
  ),
  investmentAmount: usd('eligibility-labels:investmentAmount').describe(
    'Capital you have put at risk in the U.S. business, or irrevocably committed to it, in U.S. dollars.',
  ),
  costOfEnterprise: usd('eligibility-labels:costOfTheEnterprise')
    .positive(issueText('validation:costOfTheEnterpriseMustBeMore'))
    .describe('Total cost of buying or establishing the business, in U.S. dollars.'),
  substantialityRatio: optional(percent('eligibility-labels:substantialityRatio')).describe(
    'Optional: your investment as a percentage of the total cost of the enterprise. The check computes it from the two amounts above.',
  ),
  ownershipPercentage: percent('eligibility-labels:ownershipPercentage').describe(
    'Percentage of the business owned by you together with other nationals of your treaty country (0 to 100).',
  ),
  controlPlan: optionalText('eligibility-labels:controlPlan').describe(
    'How you will develop and direct the business: your role, your voting rights and who manages day-to-day operations.',
  ),
  nationalityAcquiredByInvestment: yesNoDefaultNo('eligibility-labels:didYouAcquireThisNationalityThrough').describe(
    "Did you acquire the treaty country's nationality through a financial investment (citizenship by investment)?",
  ),
  yearsDomiciledInTreatyCountry: optional(years('eligibility-labels:yearsDomiciledInTheTreatyCountry')).describe(
    'If you acquired the nationality by investment: the longest continuous period, in years, you have lived (been domiciled) in the treaty country.',
  ),
  previouslyHeldEStatus: yesNoDefaultNo('eligibility-labels:haveYouHeldEStatusBefore').describe(
    'Have you been granted E-1 or E-2 status before?',
  ),
});

const highlySkilled = z.object({
  classification: oneOf(HIGHLY_SKILLED_CLASSIFICATIONS, 'eligibility-labels:classification').describe(
    'EB-1A: green card for extraordinary ability (no employer needed). EB-1B: outstanding professor or researcher. EB-1C: multinational executive or manager. O-1A: temporary visa for extraordinary ability in sciences, education, business or athletics. O-1B: temporary visa for extraordinary ability or achievement in the arts, film or television.',
  ),
  oneTimeAchievement: yesNoDefaultNo('eligibility-labels:doYouHaveAMajorInternationally').describe(
    'Have you received a major, internationally recognized award (such as a Nobel Prize or an Olympic medal)? For O-1B, a nomination for or win of a significant national or international award (such as an Academy Award) counts.',
  ),
  extraordinaryAbilityCriteriaMet: optional(wholeNumber('eligibility-labels:extraordinaryAbilityCriteriaMet', 10)).describe(
    'EB-1A, O-1A and O-1B: how many of the regulatory evidence criteria you meet. EB-1A has ten (8 CFR 204.5(h)(3)), O-1A eight (8 CFR 214.2(o)(3)(iii)) and O-1B six (8 CFR 214.2(o)(3)(iv)); at least three are needed.',
  ),
  outstandingResearcherCriteriaMet: optional(wholeNumber('eligibility-labels:outstandingResearcherCriteriaMet', 6)).describe(
    'EB-1B: how many of the six evidence criteria in 8 CFR 204.5(i)(3)(i) you meet (at least two are needed).',
  ),
  yearsOfTeachingOrResearchExperience: optional(years('eligibility-labels:yearsOfTeachingOrResearchExperience')).describe(
    'EB-1B: years of teaching or research experience in your academic field (at least three are needed).',
  ),
  permanentPositionOffer: optional(yesNo('eligibility-labels:doYouHaveATenuredTenure')).describe(
    'EB-1B: do you have an offer of a tenured or tenure-track teaching post, or a comparable permanent research position?',
  ),
  continueWorkInAreaOfAbility: optional(yesNo('eligibility-labels:willYouKeepWorkingInYour')).describe(
    'EB-1A: will you continue to work in your area of extraordinary ability in the United States?',
  ),
  qualifyingEmploymentAbroadMonths: optional(wholeNumber('eligibility-labels:monthsEmployedAbroad', 600)).describe(
    'EB-1C: months, within the three years before filing (or before you came to the United States to work for the same employer), that you worked abroad for a parent, branch, subsidiary or affiliate of the U.S. employer.',
  ),
  managerialOrExecutiveCapacity: optional(yesNo('eligibility-labels:willYouWorkAsAManager')).describe(
    'EB-1C: were you employed abroad, and will you be employed in the United States, in a managerial or executive capacity?',
  ),
  usEmployerDoingBusinessOneYear: optional(yesNo('eligibility-labels:hasTheUSEmployerDone')).describe(
    'EB-1C: has the U.S. employer been doing business for at least one year?',
  ),
  usEmployerOrAgentPetitioner: optional(yesNo('eligibility-labels:doYouHaveAUS')).describe(
    'O-1: will a U.S. employer or U.S. agent file the petition for you?',
  ),
  peerGroupConsultation: optional(yesNo('eligibility-labels:doYouHaveAnAdvisoryOpinion')).describe(
    'O-1: do you have a written advisory opinion (consultation) from a peer group, labor union or management organization in your field?',
  ),
  fieldOfExpertise: optionalText('eligibility-labels:fieldOfExpertise', 200).describe(
    'Your field, for example molecular biology or film direction.',
  ),
});

const studentF1 = z.object({
  hasI20: yesNo('eligibility-labels:doYouHaveAFormI').describe('Has a SEVP-certified school admitted you and issued a Form I-20?'),
  sevisFeePaid: yesNo('eligibility-labels:haveYouPaidTheSEVISFee').describe('Have you paid the SEVIS I-901 fee?'),
  englishProficiency: yesNo('eligibility-labels:doYouMeetTheEnglishRequirement').describe(
    "Do you meet the school's English proficiency requirement (or will the school give you English instruction as part of your program)?",
  ),
  fundsAvailable: usd('eligibility-labels:fundsAvailable').describe(
    'Money available to you for the first year of study, from all sources (savings, sponsors, scholarships), in U.S. dollars.',
  ),
  annualCost: usd('eligibility-labels:annualCost').describe(
    'Estimated cost of one year of study and living expenses as shown on your I-20, in U.S. dollars.',
  ),
  residenceAbroad: optional(yesNo('eligibility-labels:doYouKeepAHomeAbroad')).describe(
    'Do you have a residence outside the United States that you do not intend to give up?',
  ),
  schoolName: optionalText('eligibility-labels:schoolName', 200).describe('The school that issued your I-20.'),
});

const touristB = z.object({
  visitPurpose: oneOf(VISIT_PURPOSES, 'eligibility-labels:purposeOfTheVisit').describe(
    'Main purpose of the trip. B-2 covers tourism, visits and medical treatment; B-1 covers business meetings, conferences and negotiating contracts.',
  ),
  residenceAbroad: yesNo('eligibility-labels:doYouKeepAHomeAbroad').describe(
    'Do you have a residence outside the United States that you do not intend to give up?',
  ),
  plannedUSEmployment: yesNo('eligibility-labels:willYouWorkInTheUnited').describe(
    'Do you plan to work for a U.S. employer, or be paid by a U.S. source for work done during the trip?',
  ),
  tiesToHomeCountry: manyOf(HOME_TIES, 'eligibility-labels:tieToYourHomeCountry')
    .default([])
    .describe('What will bring you back home: a Job, Property, Family, Studies or a Business you run.'),
  intendedStayDays: wholeNumber('eligibility-labels:lengthOfStay', 3650)
    .min(1, issueText('validation:lengthOfStayMustBeAtLeast'))
    .describe('How many days you plan to stay in the United States.'),
  canFundTrip: yesNo('eligibility-labels:canYouPayForTheTrip').describe(
    'Can you (or someone paying for you) cover the whole trip, including travel, lodging and any treatment?',
  ),
  tripStartDate: optional(isoDate('eligibility-labels:tripStartDate')).describe('When you plan to arrive.'),
  tripDetails: optionalText('eligibility-labels:tripDetails').describe('Where you will go and whom you will see.'),
});

const asylumRefugee = z.object({
  persecutionBasis: manyOf(PROTECTED_GROUNDS, 'eligibility-labels:protectedGround').describe(
    'Why you were persecuted or fear persecution: race, religion, nationality, (political) opinion, or membership in a particular social group. Choose all that apply.',
  ),
  inUnitedStates: yesNo('eligibility-labels:areYouInTheUnitedStates').describe(
    'Are you now in the United States or at a U.S. port of entry? If not, the refugee program, not asylum, applies.',
  ),
  lastArrivalDate: optional(isoDate('eligibility-labels:lastArrivalDate')).describe(
    'Date of your most recent arrival in the United States. Needed for the one-year asylum filing deadline.',
  ),
  filingDate: optional(isoDate('labels:filingDate')).describe(
    'Date you filed, or plan to file, Form I-589. Leave blank and we assume today.',
  ),
  changedCircumstances: yesNoDefaultNo('eligibility-labels:changedCircumstances').describe(
    'Did circumstances change in a way that materially affects your claim (for example new events at home, or a change in your own situation)?',
  ),
  extraordinaryCircumstances: yesNoDefaultNo('eligibility-labels:extraordinaryCircumstances').describe(
    'Did extraordinary circumstances (such as serious illness, legal disability or ineffective assistance of counsel) prevent you from filing within one year?',
  ),
  circumstancesExplanation: optionalText('eligibility-labels:explanationOfTheCircumstances').describe(
    'Explain the changed or extraordinary circumstances and when they happened.',
  ),
  unaccompaniedChild: yesNoDefaultNo('eligibility-labels:wereYouAnUnaccompaniedChild').describe(
    'Were you under 18 and without a parent or legal guardian in the United States when you arrived?',
  ),
  firmlyResettled: yesNoDefaultNo('eligibility-labels:firmlyResettledElsewhere').describe(
    'Before coming to the United States, did another country offer you permanent residence, citizenship or another kind of permanent resettlement?',
  ),
  previousAsylumDenied: yesNoDefaultNo('eligibility-labels:wasAsylumDeniedBefore').describe(
    'Has an immigration judge or the Board of Immigration Appeals denied an earlier asylum application of yours?',
  ),
  persecutor: yesNoDefaultNo('eligibility-labels:persecutedOthers').describe(
    'Did you ever order, incite, assist or otherwise take part in the persecution of anyone because of their race, religion, nationality, social group or political opinion?',
  ),
  particularlySeriousCrime: yesNoDefaultNo('eligibility-labels:particularlySeriousCrime').describe(
    'Were you ever convicted of a particularly serious crime (any aggravated felony counts as one)?',
  ),
  seriousNonpoliticalCrime: yesNoDefaultNo('eligibility-labels:seriousNonpoliticalCrime').describe(
    'Is there serious reason to believe you committed a serious nonpolitical crime outside the United States before you arrived?',
  ),
  securityGrounds: yesNoDefaultNo('eligibility-labels:securityGrounds').describe(
    'Have you ever engaged in, supported or been a member of a terrorist organisation, or is there reason to regard you as a danger to U.S. security?',
  ),
  refugeeReferral: optional(yesNo('eligibility-labels:doYouHaveARefugeeReferral')).describe(
    'Outside the United States only: have you been referred to the U.S. refugee program (for example by UNHCR or a U.S. embassy), or do you belong to a group it designates?',
  ),
});

const exchangeVisitorJ1 = z.object({
  hasDS2019: yesNo('eligibility-labels:doYouHaveAFormDS').describe(
    'Has a State Department-designated exchange program sponsor issued you a Form DS-2019?',
  ),
  programCategory: oneOf(J1_PROGRAM_CATEGORIES, 'eligibility-labels:programCategory').describe('Your exchange visitor program category.'),
  sevisFeePaid: yesNo('eligibility-labels:haveYouPaidTheSEVISFee').describe(
    'Have you paid the SEVIS I-901 fee (if your program requires it)?',
  ),
  englishProficiency: yesNo('eligibility-labels:isYourEnglishSufficientForThe').describe(
    'Has the sponsor confirmed your English is good enough to take part in the program?',
  ),
  sufficientFunding: yesNo('eligibility-labels:isYourProgramFunded').describe(
    "Do you have enough money (your own, the sponsor's or a government's) to cover the program and living costs?",
  ),
  healthInsurance: yesNo('eligibility-labels:willYouHaveHealthInsurance').describe(
    'Will you and any J-2 family members have health insurance that meets the program minimums for the whole stay?',
  ),
  residenceAbroad: yesNo('eligibility-labels:doYouKeepAHomeAbroad').describe(
    'Do you have a residence outside the United States that you do not intend to give up?',
  ),
  governmentFunded: yesNoDefaultNo('eligibility-labels:isTheProgramGovernmentFunded').describe(
    'Is your program paid for, directly or indirectly, by the U.S. government or your own government?',
  ),
  onExchangeVisitorSkillsList: yesNoDefaultNo('eligibility-labels:isYourFieldOnTheSkills').describe(
    "Is your field of specialized knowledge or skill on your home country's Exchange Visitor Skills List?",
  ),
  sponsorName: optionalText('eligibility-labels:sponsorName', 200).describe('Name of the program sponsor on your DS-2019.'),
});

const kVisa = z.object({
  visaType: oneOf(K_VISA_TYPES, 'eligibility-labels:kVisaType')
    .default('K-1')
    .describe('K-1: fiancé(e) of a U.S. citizen coming to marry. K-3: spouse of a U.S. citizen waiting for an I-130 decision.'),
  petitionerStatus: oneOf(K_PETITIONER_STATUSES, 'eligibility-labels:petitionerStatus').describe(
    "Your fiancé(e)'s or spouse's status: U.S. citizen, LPR (green card holder), or Other.",
  ),
  metInPersonWithinTwoYears: yesNo('eligibility-labels:haveYouMetInPersonWithin').describe(
    'K-1: have you and the petitioner met in person at least once in the two years before the petition is filed?',
  ),
  legallyFreeToMarry: yesNo('eligibility-labels:areYouBothFreeToMarry').describe(
    'K-1: are you and the petitioner both legally free to marry (any earlier marriages legally ended)?',
  ),
  intendToMarryWithin90Days: optional(yesNo('eligibility-labels:willYouMarryWithin90Days')).describe(
    'K-1: do you both intend to marry within 90 days after you arrive in the United States?',
  ),
  meetingWaiverReason: optional(oneOf(MEETING_WAIVER_REASONS, 'eligibility-labels:reasonToWaiveTheMeeting')).describe(
    'K-1, only if you have not met in person: why the meeting requirement should be waived. Extreme hardship to the petitioner, or a meeting would break strict and long-established customs of your culture.',
  ),
  marriedToPetitioner: optional(yesNo('eligibility-labels:areYouMarriedToThePetitioner')).describe(
    'K-3: are you legally married to the petitioner?',
  ),
  i130Filed: optional(yesNo('eligibility-labels:hasTheI130BeenFiled')).describe('K-3: has the petitioner filed Form I-130 for you?'),
  petitionerPriorFianceePetitions: optional(wholeNumber('eligibility-labels:earlierFiancEPetitions', 50)).describe(
    'How many fiancé(e) petitions the petitioner has filed before for anyone.',
  ),
});

const diversityLottery = z.object({
  countryOfChargeability: country('labels:countryOfChargeability').describe(
    "The country you enter the lottery under: normally your country of birth, or your spouse's, or a parent's where the rules allow.",
  ),
  bornInNorthernIreland: yesNoDefaultNo('eligibility-labels:wereYouBornInNorthernIreland').describe(
    'Only if your country of chargeability is the United Kingdom: were you born in Northern Ireland?',
  ),
  educationLevel: oneOf(DV_EDUCATION_LEVELS, 'eligibility-labels:educationLevel').describe(
    'Highest education completed. High school means a completed 12-year course of elementary and secondary education, or its equivalent.',
  ),
  qualifyingWorkExperienceYears: years('eligibility-labels:qualifyingWorkExperience', 5).describe(
    'Years, within the last five years, you worked in an occupation that needs at least two years of training or experience to perform.',
  ),
  selected: yesNo('eligibility-labels:wereYouSelected').describe('Were you selected in the Diversity Visa lottery (Entrant Status Check)?'),
});

const specialImmigrantJuvenile = z.object({
  courtFindings: manyOf(SIJ_COURT_FINDINGS, 'eligibility-labels:courtFinding').describe(
    'What the state juvenile court found made reunification with one or both parents not viable: abuse, neglect, abandonment. Choose all that apply.',
  ),
  unmarried: yesNo('eligibility-labels:areYouUnmarried').describe('Are you unmarried?'),
  stateCourtOrder: yesNo('eligibility-labels:doYouHaveAJuvenileCourt').describe(
    'Has a state juvenile court declared you dependent on it, or placed you in the custody of a state agency or a person it appointed?',
  ),
  bestInterestFinding: optional(yesNo('eligibility-labels:didTheCourtFindReturnNot')).describe(
    "Did the court (or an administrative body) find it is not in your best interest to return to your or your parents' country?",
  ),
  physicallyPresentInUS: optional(yesNo('eligibility-labels:areYouInTheUnitedStates')).describe(
    'Are you now physically present in the United States?',
  ),
  courtOrderDate: optional(isoDate('eligibility-labels:courtOrderDate')).describe('Date of the juvenile court order.'),
});

const specialCategories = z.object({
  subtype: oneOf(SPECIAL_SUBTYPES, 'eligibility-labels:subtype').describe(
    'Which special immigrant group you belong to. Religious worker: minister or religious worker for a nonprofit religious organization. VAWA self-petitioner: abused spouse, child or parent of a U.S. citizen or permanent resident. The others are narrow groups named in the law.',
  ),
  religiousDenominationMemberYears: optional(years('eligibility-labels:yearsAsAMemberOfThe')).describe(
    'Religious worker: years you have been a member of the religious denomination, up to the filing date.',
  ),
  religiousWorkExperienceYears: optional(years('eligibility-labels:yearsOfReligiousWork')).describe(
    'Religious worker: continuous years of religious work (vocation or occupation) right before filing.',
  ),
  isMinister: optional(yesNo('eligibility-labels:areYouAMinister')).describe(
    'Religious worker: will you work as a minister (authorized by your denomination to conduct worship)?',
  ),
  qualifyingNonprofitEmployer: optional(yesNo('eligibility-labels:isTheEmployerAQualifyingNonprofit')).describe(
    'Religious worker: is the U.S. employer a bona fide nonprofit religious organization, or affiliated with one?',
  ),
  fullTimeCompensatedOffer: optional(yesNo('eligibility-labels:isTheOfferFullTimeAnd')).describe(
    'Religious worker: is the job offer full time (at least 35 hours a week) and compensated?',
  ),
  abuserStatus: optional(oneOf(ABUSER_STATUSES, 'eligibility-labels:abusersStatus')).describe(
    'VAWA: the status of the abusive relative: U.S. citizen, LPR, or Other.',
  ),
  abuserRelationship: optional(oneOf(ABUSER_RELATIONSHIPS, 'eligibility-labels:relationshipToTheAbuser')).describe(
    'VAWA: the abuser is your Spouse, your Parent, or your Son or daughter (parents may self-petition only against an adult U.S. citizen son or daughter).',
  ),
  batteryOrExtremeCruelty: optional(yesNo('eligibility-labels:batteryOrExtremeCruelty')).describe(
    'VAWA: were you battered or subjected to extreme cruelty by that relative?',
  ),
  residedWithAbuser: optional(yesNo('eligibility-labels:didYouLiveWithTheAbuser')).describe(
    'VAWA: have you lived with the abuser at some point?',
  ),
  goodMoralCharacter: optional(yesNo('eligibility-labels:goodMoralCharacter')).describe(
    'VAWA: can you show good moral character (broadly, no serious criminal record)?',
  ),
  usGovernmentEmploymentMonths: optional(wholeNumber('eligibility-labels:monthsOfUSGovernmentEmployment', 600)).describe(
    'Afghan or Iraqi special immigrant: months you worked for or on behalf of the U.S. government.',
  ),
  chiefOfMissionApproval: optional(yesNo('eligibility-labels:chiefOfMissionApproval')).describe(
    'Afghan or Iraqi special immigrant: has the U.S. Embassy granted Chief of Mission approval?',
  ),
});

const medicalProfessionalsNiw = z.object({
  profession: oneOf(MEDICAL_PROFESSIONS, 'eligibility-labels:profession').describe('Your profession.'),
  advancedDegree: oneOf(NIW_DEGREES, 'eligibility-labels:advancedDegree').describe(
    "Your degree for EB-2: a U.S. master's or higher (or foreign equivalent), or a bachelor's followed by at least five years of progressive experience in the field, or None.",
  ),
  exceptionalAbilityCriteriaMet: optional(wholeNumber('eligibility-labels:exceptionalAbilityCriteriaMet', 6)).describe(
    'If you have no advanced degree: how many of the six exceptional ability evidence criteria in 8 CFR 204.5(k)(3)(ii) you meet (at least three are needed).',
  ),
  proposedEndeavor: optionalText('eligibility-labels:proposedEndeavor').describe(
    'The specific work you propose to do in the United States.',
  ),
  substantialMeritAndNationalImportance: yesNo('eligibility-labels:doesYourEndeavorHaveSubstantialMerit').describe(
    'Dhanasar prong 1: does your proposed endeavor have substantial merit and national importance (for example in health, research or the economy)?',
  ),
  wellPositionedToAdvance: yesNo('eligibility-labels:areYouWellPositionedToAdvance').describe(
    'Dhanasar prong 2: are you well positioned to advance it, given your education, skills, record of success, plan and interest from others?',
  ),
  beneficialToWaiveJobOffer: yesNo('eligibility-labels:wouldWaivingTheJobOfferBenefit').describe(
    'Dhanasar prong 3: on balance, would it benefit the United States to waive the job offer and labor certification requirements?',
  ),
  physicianUnderservedAreaCommitment: optional(yesNo('eligibility-labels:willYouPracticeInAnUnderserved')).describe(
    'Physicians only: will you work full time in clinical practice for five years in a designated shortage area or a Veterans Affairs facility, with a federal or state agency attesting that your work is in the public interest?',
  ),
  licensedInUS: optional(yesNo('eligibility-labels:areYouLicensedInTheUnited')).describe(
    'Do you hold, or qualify for, the U.S. license your clinical work needs?',
  ),
});

/** One schema per category, keyed by the category's exact label. */
export const CATEGORY_DETAILS_SCHEMAS = {
  'Family-Based': familyBased,
  'Employment-Based': employmentBased,
  'Investor (EB-5)': investorEb5,
  'Treaty Investor (E-2)': treatyInvestorE2,
  'Highly Skilled (EB-1/O-1)': highlySkilled,
  'Student (F-1)': studentF1,
  'Tourist (B-1/B-2)': touristB,
  'Asylum/Refugee': asylumRefugee,
  'Exchange Visitor (J-1)': exchangeVisitorJ1,
  'K-Visa': kVisa,
  'Diversity Lottery': diversityLottery,
  'Special Immigrant Juvenile (SIJ)': specialImmigrantJuvenile,
  'Special Categories': specialCategories,
  'Medical Professionals (EB-2 NIW)': medicalProfessionalsNiw,
} as const satisfies Record<EligibilityCategory, z.ZodObject>;

export type CategoryDetailsSchemas = typeof CATEGORY_DETAILS_SCHEMAS;
export type CategoryDetails<C extends EligibilityCategory> = z.output<CategoryDetailsSchemas[C]>;
export type CategoryDetailsInput<C extends EligibilityCategory> = z.input<CategoryDetailsSchemas[C]>;

export type FamilyBasedDetails = CategoryDetails<'Family-Based'>;
export type EmploymentBasedDetails = CategoryDetails<'Employment-Based'>;
export type InvestorEb5Details = CategoryDetails<'Investor (EB-5)'>;
export type TreatyInvestorE2Details = CategoryDetails<'Treaty Investor (E-2)'>;
export type HighlySkilledDetails = CategoryDetails<'Highly Skilled (EB-1/O-1)'>;
export type StudentF1Details = CategoryDetails<'Student (F-1)'>;
export type TouristDetails = CategoryDetails<'Tourist (B-1/B-2)'>;
export type AsylumRefugeeDetails = CategoryDetails<'Asylum/Refugee'>;
export type ExchangeVisitorJ1Details = CategoryDetails<'Exchange Visitor (J-1)'>;
export type KVisaDetails = CategoryDetails<'K-Visa'>;
export type DiversityLotteryDetails = CategoryDetails<'Diversity Lottery'>;
export type SpecialImmigrantJuvenileDetails = CategoryDetails<'Special Immigrant Juvenile (SIJ)'>;
export type SpecialCategoriesDetails = CategoryDetails<'Special Categories'>;
export type MedicalProfessionalsNiwDetails = CategoryDetails<'Medical Professionals (EB-2 NIW)'>;

/** Validates `categoryDetails` for one category. Issue paths are relative to `categoryDetails`. */
export function parseCategoryDetails<C extends EligibilityCategory>(category: C, value: unknown): z.ZodSafeParseResult<CategoryDetails<C>> {
  // TypeScript cannot correlate the indexed schema with C; the map above makes the pairing sound.
  return CATEGORY_DETAILS_SCHEMAS[category].safeParse(value) as z.ZodSafeParseResult<CategoryDetails<C>>;
}

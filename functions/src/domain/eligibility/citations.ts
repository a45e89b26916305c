// Every legal source the rules cite, in one place, so a reference is written once and the same source is
// deduplicated across findings. Labels are our own short descriptions; they double as topic names in summaries.
import type { Citation } from '../../shared/eligibility/types';

// INA sections are codified in title 8 of the U.S. Code; Cornell's LII keeps a stable page per section.
function ina(reference: string, uscSection: string, label: string): Citation {
  return { label, source: 'INA', reference: `INA § ${reference}`, url: `https://www.law.cornell.edu/uscode/text/8/${uscSection}` };
}

function cfr(title: 8 | 20 | 22, reference: string, label: string): Citation {
  const section = reference.split('(')[0] ?? reference;
  const path = section.includes('.') ? `section-${section}` : `part-${section}`;
  const source = title === 8 ? '8 CFR' : title === 20 ? '20 CFR' : '22 CFR';
  return {
    label,
    source,
    reference: `${title} CFR ${section.includes('.') ? '§ ' : 'part '}${reference}`,
    url: `https://www.ecfr.gov/current/title-${title}/${path}`,
  };
}

function policyManual(reference: string, slug: string, label: string): Citation {
  return {
    label,
    source: 'USCIS Policy Manual',
    reference: `USCIS Policy Manual, ${reference}`,
    url: `https://www.uscis.gov/policy-manual/${slug}`,
  };
}

export const CITATIONS = {
  // Family
  immediateRelatives: ina('201(b)(2)(A)(i)', '1151', 'Immediate relatives of U.S. citizens'),
  childDefinition: ina('101(b)(1)', '1101', 'Who counts as a child'),
  familyFirstPreference: ina('203(a)(1)', '1153', 'Unmarried sons and daughters of U.S. citizens (F1)'),
  familySecondPreference: ina('203(a)(2)', '1153', 'Family of permanent residents (F2A and F2B)'),
  familyThirdPreference: ina('203(a)(3)', '1153', 'Married sons and daughters of U.S. citizens (F3)'),
  familyFourthPreference: ina('203(a)(4)', '1153', 'Brothers and sisters of adult U.S. citizens (F4)'),
  derivatives: ina('203(d)', '1153', 'Spouses and children following to join or accompanying'),
  conditionalResidence: ina('216', '1186a', 'Conditional residence for recent marriages'),
  priorMarriages: cfr(8, '204.2(a)(2)', 'Proof that earlier marriages ended'),
  affidavitOfSupport: ina('212(a)(4)(C)', '1182', 'Affidavit of Support for family-based immigrants'),
  visaBulletin: {
    label: 'Visa Bulletin and priority dates',
    source: 'State Department',
    reference: 'Visa Bulletin',
    url: 'https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html',
  },

  // Employment
  employmentPreferences: ina('203(b)', '1153', 'Employment-based preference categories'),
  eb2: ina('203(b)(2)(A)', '1153', 'Advanced degree professionals and exceptional ability (EB-2)'),
  eb2Regulation: cfr(8, '204.5(k)', 'EB-2 degree and exceptional-ability evidence'),
  eb3Regulation: cfr(8, '204.5(l)', 'Skilled workers, professionals and other workers (EB-3)'),
  laborCertification: ina('212(a)(5)(A)', '1182', 'Labor certification'),
  prevailingWage: cfr(20, '656.40', 'Prevailing wage for labor certification'),
  scheduleA: cfr(20, '656.5', 'Schedule A occupations'),

  // EB-5
  eb5Amounts: ina('203(b)(5)(C)', '1153', 'EB-5 minimum investment amounts'),
  eb5Jobs: ina('203(b)(5)(A)(ii)', '1153', 'EB-5 ten full-time jobs'),
  eb5Reform: {
    label: 'EB-5 Reform and Integrity Act of 2022',
    source: 'Statute',
    reference: 'Pub. L. 117-103, div. BB (EB-5 Reform and Integrity Act of 2022)',
    url: 'https://www.congress.gov/bill/117th-congress/house-bill/2471',
  },
  eb5Regulation: cfr(8, '204.6(j)', 'EB-5 evidence: lawful source of funds and business plan'),

  // E-2
  e2: ina('101(a)(15)(E)(ii)', '1101', 'Treaty investors (E-2)'),
  e2UscisRegulation: cfr(8, '214.2(e)', 'Treaty investor requirements'),
  e2Fam: {
    label: 'Consular guidance on treaty investors',
    source: 'Foreign Affairs Manual',
    reference: '9 FAM 402.9',
    url: 'https://fam.state.gov/fam/09FAM/09FAM040209.html',
  },
  e2TreatyList: {
    label: 'List of treaty countries',
    source: 'State Department',
    reference: 'Treaty Countries (E-1/E-2)',
    url: 'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/treaty.html',
  },
  e2InvestmentCitizenship: {
    label: 'Three-year domicile for nationality bought by investment',
    source: 'Statute',
    reference: 'INA § 101(a)(15)(E), as amended by Pub. L. 117-263 (2022)',
    url: 'https://www.congress.gov/bill/117th-congress/house-bill/7776',
  },

  // Highly skilled
  eb1a: ina('203(b)(1)(A)', '1153', 'Extraordinary ability (EB-1A)'),
  eb1aRegulation: cfr(8, '204.5(h)', 'EB-1A evidence criteria'),
  eb1bRegulation: cfr(8, '204.5(i)', 'Outstanding professors and researchers (EB-1B)'),
  eb1cRegulation: cfr(8, '204.5(j)', 'Multinational executives and managers (EB-1C)'),
  o1: ina('101(a)(15)(O)(i)', '1101', 'Extraordinary ability nonimmigrants (O-1)'),
  o1Evidence: cfr(8, '214.2(o)(3)', 'O-1 evidence criteria'),
  o1Consultation: cfr(8, '214.2(o)(5)', 'O-1 consultation (advisory opinion)'),

  // NIW and medical professionals
  niw: ina('203(b)(2)(B)(i)', '1153', 'National interest waiver'),
  dhanasar: {
    label: 'National interest waiver three-prong test',
    source: 'Case law',
    reference: 'Matter of Dhanasar, 26 I&N Dec. 884 (AAO 2016)',
    url: 'https://www.justice.gov/eoir/page/file/920996/download',
  },
  physicianNiw: ina('203(b)(2)(B)(ii)', '1153', 'Physician national interest waiver'),
  physicianNiwRegulation: cfr(8, '204.12', 'Physician national interest waiver requirements'),

  // Students, visitors, exchange visitors
  f1: ina('101(a)(15)(F)(i)', '1101', 'Academic students (F-1)'),
  f1Regulation: cfr(8, '214.2(f)', 'F-1 admission and Form I-20'),
  sevisFee: cfr(8, '214.13', 'SEVIS fee'),
  studentVisaRegulation: cfr(22, '41.61', 'Student visa requirements'),
  visitor: ina('101(a)(15)(B)', '1101', 'Visitors for business or pleasure (B-1/B-2)'),
  immigrantIntent: ina('214(b)', '1184', 'Presumption of immigrant intent'),
  visitorRegulation: cfr(22, '41.31', 'Visitor visa requirements'),
  visitorStay: cfr(8, '214.2(b)', 'Visitor admission period'),
  j1: ina('101(a)(15)(J)', '1101', 'Exchange visitors (J-1)'),
  j1Program: cfr(22, '62', 'Exchange Visitor Program'),
  j1Insurance: cfr(22, '62.14', 'Exchange visitor insurance'),
  twoYearRule: ina('212(e)', '1182', 'Two-year home-country physical presence requirement'),

  // K visas
  fiance: ina('101(a)(15)(K)', '1101', 'Fiancé(e) and spouse visas (K-1/K-3)'),
  fiancePetition: ina('214(d)', '1184', 'Fiancé(e) petition conditions'),
  fianceRegulation: cfr(8, '214.2(k)', 'Meeting requirement and its waiver'),

  // Diversity visas
  diversity: ina('203(c)', '1153', 'Diversity immigrants'),
  diversityEducation: ina('203(c)(2)', '1153', 'Diversity visa education or work experience'),
  diversityRegulation: cfr(22, '42.33', 'Diversity visa eligibility'),
  chargeability: ina('202(b)', '1152', 'Alternate chargeability'),
  diversityDeadline: ina('204(a)(1)(I)(ii)(II)', '1154', 'Diversity visa fiscal-year deadline'),
  diversityInstructions: {
    label: 'Diversity Visa Program instructions',
    source: 'State Department',
    reference: 'Diversity Visa Program instructions',
    url: 'https://travel.state.gov/content/travel/en/us-visas/immigrate/diversity-visa-program-entry.html',
  },

  // SIJ
  sij: ina('101(a)(27)(J)', '1101', 'Special immigrant juveniles'),
  sijRegulation: cfr(8, '204.11', 'SIJ eligibility'),
  sijAdjustment: ina('245(h)', '1255', 'Grounds that do not apply to SIJ green cards'),

  // Asylum and refugees
  refugeeDefinition: ina('101(a)(42)(A)', '1101', 'Protected grounds for refugees and asylees'),
  asylumDeadline: ina('208(a)(2)(B)', '1158', 'Asylum one-year filing deadline'),
  asylumDeadlineRegulation: cfr(8, '208.4(a)(2)', 'How the one-year period is counted'),
  asylumExceptions: ina('208(a)(2)(D)', '1158', 'Changed or extraordinary circumstances'),
  asylumUnaccompaniedChildren: ina('208(a)(2)(E)', '1158', 'Unaccompanied children and the deadline'),
  asylumPriorDenial: ina('208(a)(2)(C)', '1158', 'Earlier asylum denial'),
  firmResettlement: ina('208(b)(2)(A)(vi)', '1158', 'Firm resettlement bar'),
  asylumCriminalBars: ina('208(b)(2)(A)(ii)', '1158', 'Particularly serious crime bar'),
  refugeeAdmission: ina('207', '1157', 'Refugee admission from abroad'),
  reinstatement: ina('241(a)(5)', '1231', 'Reinstatement of a removal order'),

  // Special categories
  religiousWorker: ina('101(a)(27)(C)', '1101', 'Special immigrant religious workers'),
  religiousWorkerRegulation: cfr(8, '204.5(m)', 'Religious worker requirements'),
  vawa: ina('204(a)(1)(A)(iii)', '1154', 'VAWA self-petitions'),
  vawaRegulation: cfr(8, '204.2(c)', 'VAWA self-petition requirements'),
  afghanSiv: {
    label: 'Afghan special immigrant visas',
    source: 'Statute',
    reference: 'Afghan Allies Protection Act of 2009, Pub. L. 111-8, § 602(b)',
    url: 'https://www.congress.gov/bill/111th-congress/house-bill/1105',
  },
  broadcaster: ina('101(a)(27)(M)', '1101', 'Special immigrant broadcasters'),
  internationalOrganization: ina('101(a)(27)(I)', '1101', 'Retired international organization employees and family'),
  armedForces: ina('101(a)(27)(K)', '1101', 'Special immigrant members of the U.S. armed forces'),
  specialImmigrants: ina('101(a)(27)', '1101', 'Special immigrants'),

  // Grounds that apply across categories
  unlawfulPresence: ina('212(a)(9)(B)(i)', '1182', 'Unlawful presence bars (3 and 10 years)'),
  priorRemoval: ina('212(a)(9)(A)', '1182', 'Bar after a removal order'),
  permanentBar: ina('212(a)(9)(C)', '1182', 'Permanent bar after unlawful reentry'),
  criminalGrounds: ina('212(a)(2)', '1182', 'Criminal grounds of inadmissibility'),
  securityGrounds: ina('212(a)(3)', '1182', 'Security-related grounds'),
  publicCharge: ina('212(a)(4)', '1182', 'Public charge'),
  publicChargeGuidance: policyManual('Vol. 8, Part G', 'volume-8-part-g', 'Public charge guidance'),
  vaccinations: ina('212(a)(1)(A)(ii)', '1182', 'Vaccination requirement for immigrants'),
  communicableDisease: ina('212(a)(1)(A)(i)', '1182', 'Communicable diseases of public health significance'),
  citizenPassport: ina('215(b)', '1185', 'U.S. citizens travel on U.S. passports'),
  // Adjustment of status and the bars lawyers check first (docs/eligibility.md, "Bars").
  adjustmentInspection: ina('245(a)', '1255', 'Adjustment only after inspection and admission or parole'),
  adjustmentStatusViolations: ina('245(c)', '1255', 'Status violations that bar adjustment'),
  adjustmentGrandfathered: ina('245(i)', '1255', 'Adjustment for those grandfathered by an early petition'),
  adjustmentEmploymentExemption: ina('245(k)', '1255', 'Employment-based adjustment despite short violations'),
  unlawfulPresenceWaiver: cfr(8, '212.7(e)', 'Provisional unlawful presence waiver (I-601A)'),
  permissionToReapply: cfr(8, '212.2', 'Permission to reapply after removal (I-212)'),
  moralTurpitude: ina('212(a)(2)(A)(i)(I)', '1182', 'Crimes involving moral turpitude'),
  pettyOffense: ina('212(a)(2)(A)(ii)', '1182', 'Petty offense and youthful offender exceptions'),
  controlledSubstance: ina('212(a)(2)(A)(i)(II)', '1182', 'Controlled substance violations'),
  multipleConvictions: ina('212(a)(2)(B)', '1182', 'Multiple convictions with five years of sentences'),
  trafficking: ina('212(a)(2)(C)', '1182', 'Controlled substance traffickers'),
  prostitution: ina('212(a)(2)(D)', '1182', 'Prostitution within ten years'),
  criminalWaiver: ina('212(h)', '1182', 'Waiver of criminal grounds (212(h))'),
  aggravatedFelony: ina('101(a)(43)', '1101', 'Aggravated felonies'),
  sponsorObligation: ina('213A', '1183a', 'The sponsor’s enforceable Affidavit of Support'),
  affidavitExemptions: cfr(8, '213a.2(a)(2)(ii)', 'Who needs no Affidavit of Support'),
  asylumPersecutorBar: ina('208(b)(2)(A)(i)', '1158', 'Persecutor bar'),
  asylumNonpoliticalCrime: ina('208(b)(2)(A)(iii)', '1158', 'Serious nonpolitical crime bar'),
  asylumSecurityBar: ina('208(b)(2)(A)(iv)', '1158', 'Danger to security and terrorism bars'),
} as const satisfies Record<string, Citation>;

export type CitationKey = keyof typeof CITATIONS;

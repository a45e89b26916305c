// The obligations an applicant must keep to stay in status, and which U.S. status each case implies. Legal facts
// as data (docs/deadlines.md, "Compliance checklist"): every obligation with the official sources it rests on and
// the date they were checked. The words (titles, explanations, conditions, summaries, page names) are catalog keys
// whose English, Spanish, French and German live in shared/i18n/locales/<locale>/compliance.json, keyed by the
// obligation's id; legal references are never translated. domain/compliance/checklist.ts turns a case into its items.
//
// Wording and scope were checked on 2026-11-23; a lawyer should review the items marked "review" in the comments.
import type { CaseStatus } from '../../../shared/cases/case-status';
import type { KeyIn, Message } from '../../../shared/i18n/message';
import { msg } from '../../../shared/i18n/message';
import type { EligibilityCategory } from '../../../shared/reference/categories';

/** A key of the compliance catalog (shared/i18n/locales/<locale>/compliance.json), where every word of this file lives. */
export type ComplianceKey = KeyIn<'compliance'>;

const CHECKED = '2026-11-23';

/**
 * One legal source: a reference written the same in every language ("8 CFR § 265.1"), or an official page named in
 * our words (`label`, a catalog key), and the address it is read at.
 */
export type ObligationCitation =
  | { reference: string; label?: never; url: string; checked: string }
  | { reference?: never; label: ComplianceKey; url: string; checked: string };

/** An INA section, at its U.S. Code section on uscode.house.gov (the official codification). */
function ina(reference: string, uscSection: string): ObligationCitation {
  return {
    reference: `INA § ${reference} (8 U.S.C. § ${uscSection})`,
    url: `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title8-section${uscSection}&num=0&edition=prelim`,
    checked: CHECKED,
  };
}

/** A section of title 50 of the U.S. Code (Selective Service), on uscode.house.gov. */
function usc50(section: string, paragraph: string): ObligationCitation {
  return {
    reference: `50 U.S.C. § ${section}${paragraph}`,
    url: `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title50-section${section}&num=0&edition=prelim`,
    checked: CHECKED,
  };
}

/** A CFR section on eCFR; with a paragraph ("(f)(6)") the link opens at that paragraph. */
function cfr(title: 8 | 22, section: string, paragraph = ''): ObligationCitation {
  const anchor = paragraph ? `#p-${section}${paragraph}` : '';
  return {
    reference: `${title} CFR § ${section}${paragraph}`,
    url: `https://www.ecfr.gov/current/title-${title}/section-${section}${anchor}`,
    checked: CHECKED,
  };
}

function page(label: ComplianceKey, url: string): ObligationCitation {
  return { label, url, checked: CHECKED };
}

/**
 * What a case says about the applicant's place in U.S. immigration law. Nonimmigrant standings are temporary
 * visas; the rest are immigrants, applicants or protected people.
 */
export const STANDINGS = [
  'f1-student',
  'j1-exchange-visitor',
  'b-visitor',
  'e2-treaty-investor',
  'o1-worker',
  'k1-fiance',
  'permanent-resident',
  'conditional-resident-marriage',
  'conditional-resident-investor',
  'asylum-applicant',
  'asylee-or-refugee',
  /** An I-485 is being prepared or is pending: the goal "green card through marriage, inside the U.S.". */
  'adjustment-applicant',
] as const;
export type Standing = (typeof STANDINGS)[number];

export const NONIMMIGRANT_STANDINGS: readonly Standing[] = [
  'f1-student',
  'j1-exchange-visitor',
  'b-visitor',
  'e2-treaty-investor',
  'o1-worker',
  'k1-fiance',
];
const PERMANENT: readonly Standing[] = ['permanent-resident', 'conditional-resident-marriage', 'conditional-resident-investor'];

/**
 * Who an obligation applies to: `everyone` (every case, whatever its category), or the standings listed. An
 * obligation with a `condition` always shows it: the app cannot know (for example, whether a J-1 visitor is
 * subject to the two-year rule). `selectiveService` marks the one obligation decided by the applicant's sex and age.
 */
export interface Obligation {
  id: string;
  title: ComplianceKey;
  explanation: ComplianceKey;
  appliesTo: 'everyone' | readonly Standing[];
  /** `alone` when it is the item's only condition; `after` continues another ("…, and if you …"). */
  condition?: { alone: ComplianceKey; after: ComplianceKey };
  selectiveService?: true;
  citations: readonly ObligationCitation[];
}

export const OBLIGATIONS: readonly Obligation[] = [
  {
    id: 'address-change-ar11',
    title: 'compliance:addressChangeAr11Title',
    explanation: 'compliance:addressChangeAr11Explanation',
    appliesTo: 'everyone',
    citations: [ina('265(a)', '1305'), cfr(8, '265.1'), page('compliance:citeUscisAr11', 'https://www.uscis.gov/ar-11')],
  },
  {
    // Review: 50 U.S.C. 3802(a) exempts nonimmigrants while they keep lawful nonimmigrant status; K-1 treated as one.
    id: 'selective-service',
    title: 'compliance:selectiveServiceTitle',
    explanation: 'compliance:selectiveServiceExplanation',
    appliesTo: 'everyone',
    selectiveService: true,
    citations: [usc50('3802', '(a)'), page('compliance:citeSssWhoMustRegister', 'https://www.sss.gov/register/who-needs-to-register/')],
  },
  {
    id: 'no-unauthorised-work',
    title: 'compliance:noUnauthorisedWorkTitle',
    explanation: 'compliance:noUnauthorisedWorkExplanation',
    appliesTo: NONIMMIGRANT_STANDINGS,
    citations: [cfr(8, '214.1', '(e)'), ina('245(c)(2), (c)(8)', '1255')],
  },
  {
    id: 'i94-admit-until',
    title: 'compliance:i94AdmitUntilTitle',
    explanation: 'compliance:i94AdmitUntilExplanation',
    appliesTo: ['f1-student', 'j1-exchange-visitor', 'e2-treaty-investor', 'o1-worker', 'k1-fiance'],
    citations: [cfr(8, '214.1', '(c)(4)'), ina('222(g)', '1202'), page('compliance:citeCbpI94', 'https://i94.cbp.dhs.gov/')],
  },
  {
    id: 'passport-valid',
    title: 'compliance:passportValidTitle',
    explanation: 'compliance:passportValidExplanation',
    appliesTo: NONIMMIGRANT_STANDINGS,
    citations: [ina('212(a)(7)(B)(i)(I)', '1182'), cfr(8, '214.1', '(a)(3)')],
  },
  {
    id: 'f1-full-course',
    title: 'compliance:f1FullCourseTitle',
    explanation: 'compliance:f1FullCourseExplanation',
    appliesTo: ['f1-student'],
    citations: [cfr(8, '214.2', '(f)(6)'), cfr(8, '214.2', '(f)(5)')],
  },
  {
    id: 'f1-report-to-dso',
    title: 'compliance:f1ReportToDsoTitle',
    explanation: 'compliance:f1ReportToDsoExplanation',
    appliesTo: ['f1-student'],
    citations: [cfr(8, '214.2', '(f)(17)'), cfr(8, '214.2', '(f)(7)')],
  },
  {
    id: 'f1-work-rules',
    title: 'compliance:f1WorkRulesTitle',
    explanation: 'compliance:f1WorkRulesExplanation',
    appliesTo: ['f1-student'],
    citations: [cfr(8, '214.2', '(f)(9)'), cfr(8, '214.2', '(f)(10)')],
  },
  {
    // Review: applies only to exchange visitors subject to INA 212(e); we cannot tell from the case.
    id: 'j1-two-year-home',
    title: 'compliance:j1TwoYearHomeTitle',
    explanation: 'compliance:j1TwoYearHomeExplanation',
    appliesTo: ['j1-exchange-visitor'],
    condition: { alone: 'compliance:j1TwoYearHomeCondition', after: 'compliance:j1TwoYearHomeConditionAfter' },
    citations: [
      ina('212(e)', '1182'),
      page(
        'compliance:citeStateJ1Waiver',
        'https://travel.state.gov/content/travel/en/us-visas/study/exchange/waiver-of-the-exchange-visitor.html',
      ),
    ],
  },
  {
    // Review: the minimum coverage amounts are in the regulation and change; we do not restate them.
    id: 'j1-health-insurance',
    title: 'compliance:j1HealthInsuranceTitle',
    explanation: 'compliance:j1HealthInsuranceExplanation',
    appliesTo: ['j1-exchange-visitor'],
    citations: [cfr(22, '62.14')],
  },
  {
    id: 'b-leave-by-i94',
    title: 'compliance:bLeaveByI94Title',
    explanation: 'compliance:bLeaveByI94Explanation',
    appliesTo: ['b-visitor'],
    citations: [cfr(8, '214.2', '(b)(1)'), cfr(8, '214.1', '(c)(4)'), ina('222(g)', '1202')],
  },
  {
    id: 'k1-marry-90-days',
    title: 'compliance:k1Marry90DaysTitle',
    explanation: 'compliance:k1Marry90DaysExplanation',
    appliesTo: ['k1-fiance'],
    citations: [ina('214(d)(1)', '1184'), cfr(8, '214.2', '(k)')],
  },
  {
    id: 'lpr-carry-card',
    title: 'compliance:lprCarryCardTitle',
    explanation: 'compliance:lprCarryCardExplanation',
    appliesTo: PERMANENT,
    citations: [ina('264(e)', '1304')],
  },
  {
    id: 'lpr-long-trips',
    title: 'compliance:lprLongTripsTitle',
    explanation: 'compliance:lprLongTripsExplanation',
    appliesTo: PERMANENT,
    citations: [ina('316(b)', '1427'), cfr(8, '316.5', '(c)(1)')],
  },
  {
    id: 'lpr-reentry-permit',
    title: 'compliance:lprReentryPermitTitle',
    explanation: 'compliance:lprReentryPermitExplanation',
    appliesTo: PERMANENT,
    citations: [
      cfr(8, '211.1', '(a)(2)'),
      cfr(8, '223.2'),
      ina('223', '1203'),
      page('compliance:citeUscisI131', 'https://www.uscis.gov/i-131'),
    ],
  },
  {
    id: 'lpr-taxes-as-resident',
    title: 'compliance:lprTaxesAsResidentTitle',
    explanation: 'compliance:lprTaxesAsResidentExplanation',
    appliesTo: PERMANENT,
    citations: [
      cfr(8, '316.5', '(c)(2)'),
      page('compliance:citeIrsGreenCardTest', 'https://www.irs.gov/individuals/international-taxpayers/us-tax-residency-green-card-test'),
    ],
  },
  {
    id: 'conditional-i751',
    title: 'compliance:conditionalI751Title',
    explanation: 'compliance:conditionalI751Explanation',
    appliesTo: ['conditional-resident-marriage'],
    condition: { alone: 'compliance:conditionalI751Condition', after: 'compliance:conditionalI751ConditionAfter' },
    citations: [ina('216(c)(1), (d)(2)', '1186a'), cfr(8, '216.4', '(a)'), page('compliance:citeUscisI751', 'https://www.uscis.gov/i-751')],
  },
  {
    id: 'conditional-i829',
    title: 'compliance:conditionalI829Title',
    explanation: 'compliance:conditionalI829Explanation',
    appliesTo: ['conditional-resident-investor'],
    citations: [
      ina('216A(c)(1), (d)(2)', '1186b'),
      cfr(8, '216.6', '(a)'),
      page('compliance:citeUscisI829', 'https://www.uscis.gov/i-829'),
    ],
  },
  {
    id: 'asylum-biometrics-interview',
    title: 'compliance:asylumBiometricsInterviewTitle',
    explanation: 'compliance:asylumBiometricsInterviewExplanation',
    appliesTo: ['asylum-applicant'],
    citations: [cfr(8, '208.10'), cfr(8, '208.9')],
  },
  {
    id: 'asylum-no-travel',
    title: 'compliance:asylumNoTravelTitle',
    explanation: 'compliance:asylumNoTravelExplanation',
    appliesTo: ['asylum-applicant'],
    citations: [
      cfr(8, '208.8'),
      page(
        'compliance:citeUscisAsylumTravel',
        'https://www.uscis.gov/humanitarian/refugees-asylum/asylum/faq/what-if-i-want-or-need-travel-after-ive-applied-asylum',
      ),
    ],
  },
  {
    id: 'asylum-work-permit',
    title: 'compliance:asylumWorkPermitTitle',
    explanation: 'compliance:asylumWorkPermitExplanation',
    appliesTo: ['asylum-applicant'],
    citations: [cfr(8, '208.7')],
  },
  {
    // Review: travel risks for asylees returning to the country of persecution (INA 208(c)(2)) are only mentioned.
    id: 'asylee-travel-document',
    title: 'compliance:asyleeTravelDocumentTitle',
    explanation: 'compliance:asyleeTravelDocumentExplanation',
    appliesTo: ['asylee-or-refugee'],
    citations: [cfr(8, '223.1', '(b)'), cfr(8, '223.2'), page('compliance:citeUscisI131', 'https://www.uscis.gov/i-131')],
  },
  {
    id: 'refugee-adjust-after-one-year',
    title: 'compliance:refugeeAdjustAfterOneYearTitle',
    explanation: 'compliance:refugeeAdjustAfterOneYearExplanation',
    appliesTo: ['asylee-or-refugee'],
    condition: { alone: 'compliance:refugeeAdjustAfterOneYearCondition', after: 'compliance:refugeeAdjustAfterOneYearConditionAfter' },
    citations: [ina('209(a)', '1159'), cfr(8, '209.1')],
  },
  {
    // Review: some statuses (H-1B, L-1, K-3 and their families with a pending I-485) may travel on their visa
    // without advance parole (8 CFR 245.2(a)(4)(ii)(C)); the condition says "unless you hold such a status".
    id: 'aos-no-travel-without-parole',
    title: 'compliance:aosNoTravelWithoutParoleTitle',
    explanation: 'compliance:aosNoTravelWithoutParoleExplanation',
    appliesTo: ['adjustment-applicant'],
    citations: [cfr(8, '245.2', '(a)(4)(ii)'), page('compliance:citeUscisI131', 'https://www.uscis.gov/i-131')],
  },
  {
    id: 'aos-no-work-without-ead',
    title: 'compliance:aosNoWorkWithoutEadTitle',
    explanation: 'compliance:aosNoWorkWithoutEadExplanation',
    appliesTo: ['adjustment-applicant'],
    condition: { alone: 'compliance:aosNoWorkWithoutEadCondition', after: 'compliance:aosNoWorkWithoutEadConditionAfter' },
    citations: [cfr(8, '274a.12', '(c)(9)'), ina('274A(a)(1)', '1324a'), page('compliance:citeUscisI765', 'https://www.uscis.gov/i-765')],
  },
  {
    id: 'aos-attend-biometrics-interview',
    title: 'compliance:aosAttendAppointmentsTitle',
    explanation: 'compliance:aosAttendAppointmentsExplanation',
    appliesTo: ['adjustment-applicant'],
    citations: [cfr(8, '103.2', '(b)(9)'), cfr(8, '103.2', '(b)(13)(ii)'), cfr(8, '245.6')],
  },
  {
    id: 'aos-answer-rfe',
    title: 'compliance:aosAnswerRfeTitle',
    explanation: 'compliance:aosAnswerRfeExplanation',
    appliesTo: ['adjustment-applicant'],
    citations: [cfr(8, '103.2', '(b)(8)(iv)'), cfr(8, '103.2', '(b)(13)(i)')],
  },
];

/** One standing a case implies, with the condition under which it holds when the case alone cannot tell. */
export interface ImpliedStanding {
  standing: Standing;
  condition: Message | null;
}

export interface CaseImplication {
  standings: readonly ImpliedStanding[];
  /** In words, for the checklist's heading. */
  summary: Message;
}

const GENERAL: CaseImplication = { standings: [], summary: msg('compliance:summaryGeneral') };

/** Forms that ask for a petition's approval, not for residence itself: an approved petition is not a green card yet. */
export const PETITION_FORMS: readonly string[] = ['I-130', 'I-140', 'I-360', 'I-526', 'I-526E', 'I-129F'];
export const NOT_RESIDENT_YET = msg('compliance:conditionNotResidentYet');

const only = (standing: Standing, condition: Message | null = null): ImpliedStanding[] => [{ standing, condition }];

/** A temporary-visa category: the obligations hold once the applicant is here in that status, and for sure once approved. */
function nonimmigrant(standing: Standing, label: ComplianceKey): Partial<Record<CaseStatus, CaseImplication>> {
  const status = msg(label);
  const upcoming = {
    standings: only(standing, msg('compliance:conditionInStatus', { status })),
    summary: msg('compliance:summaryOnceAdmitted', { status }),
  };
  return { Draft: upcoming, Open: upcoming, Pending: upcoming, Approved: { standings: only(standing), summary: status } };
}

/** An immigrant category: approval makes the applicant a permanent resident (checked against petitions by the generator). */
const immigrant = (approved: CaseImplication): Partial<Record<CaseStatus, CaseImplication>> => ({ Approved: approved });
const ASYLUM_NOT_FILED: CaseImplication = {
  standings: only('asylum-applicant', msg('compliance:conditionAsylumFiled')),
  summary: msg('compliance:summaryAsylumApplicantOnceFiled'),
};
/** A case preparing or waiting on an adjustment of status (I-485), whatever its category (checklist.ts reads the goal). */
export const ADJUSTMENT_PENDING: CaseImplication = {
  standings: only('adjustment-applicant'),
  summary: msg('compliance:summaryAdjustmentPending'),
};
/** The goals whose filing is an adjustment of status (domain/forms/facts/goals.ts). */
export const ADJUSTMENT_GOALS: readonly string[] = ['marriage-adjustment'];
const RESIDENT: CaseImplication = { standings: only('permanent-resident'), summary: msg('compliance:summaryPermanentResident') };

/**
 * Which standings a case implies, by category and status. Draft, Open and Pending mean an application not yet
 * decided; Approved, that it was granted; Denied and Archived imply nothing (general obligations only), like a
 * case with no category. Statuses missing for a category mean GENERAL.
 */
export const CATEGORY_STANDINGS: Record<EligibilityCategory, Partial<Record<CaseStatus, CaseImplication>>> = {
  'Family-Based': immigrant({
    standings: [
      { standing: 'permanent-resident', condition: null },
      { standing: 'conditional-resident-marriage', condition: null },
    ],
    summary: msg('compliance:summaryFamily'),
  }),
  'Employment-Based': immigrant(RESIDENT),
  'Investor (EB-5)': immigrant({
    standings: [
      { standing: 'conditional-resident-investor', condition: null },
      { standing: 'permanent-resident', condition: null },
    ],
    summary: msg('compliance:summaryInvestor'),
  }),
  'Treaty Investor (E-2)': nonimmigrant('e2-treaty-investor', 'compliance:statusE2TreatyInvestor'),
  // EB-1 makes a permanent resident, O-1 is a temporary visa: the case does not say which, so both are conditional.
  'Highly Skilled (EB-1/O-1)': immigrant({
    standings: [
      { standing: 'permanent-resident', condition: msg('compliance:conditionEb1Resident') },
      { standing: 'o1-worker', condition: msg('compliance:conditionO1Status') },
    ],
    summary: msg('compliance:summaryEb1OrO1'),
  }),
  'Student (F-1)': nonimmigrant('f1-student', 'compliance:statusF1Student'),
  'Tourist (B-1/B-2)': nonimmigrant('b-visitor', 'compliance:statusBVisitor'),
  'Asylum/Refugee': {
    Draft: ASYLUM_NOT_FILED,
    Open: ASYLUM_NOT_FILED,
    Pending: { standings: only('asylum-applicant'), summary: msg('compliance:summaryAsylumApplicant') },
    Approved: { standings: only('asylee-or-refugee'), summary: msg('compliance:summaryAsyleeOrRefugee') },
  },
  'Exchange Visitor (J-1)': nonimmigrant('j1-exchange-visitor', 'compliance:statusJ1ExchangeVisitor'),
  // An approved I-129F is not an admission: every K-1 obligation waits for the applicant to arrive on the visa.
  'K-Visa': Object.fromEntries(
    (['Draft', 'Open', 'Pending', 'Approved'] as const).map((status) => [
      status,
      {
        standings: only('k1-fiance', msg('compliance:conditionK1Admitted')),
        summary: msg('compliance:summaryK1OnceAdmitted'),
      },
    ]),
  ),
  'Diversity Lottery': immigrant(RESIDENT),
  'Special Immigrant Juvenile (SIJ)': immigrant(RESIDENT),
  'Special Categories': {},
  'Medical Professionals (EB-2 NIW)': immigrant(RESIDENT),
};

export const GENERAL_IMPLICATION = GENERAL;
export const isPermanentStanding = (standing: Standing): boolean => PERMANENT.includes(standing);

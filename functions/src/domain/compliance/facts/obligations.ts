// The obligations an applicant must keep to stay in status, and which U.S. status each case implies. Legal facts
// as data (docs/deadlines.md, "Compliance checklist"): every obligation in our own words, with the official
// sources it rests on and the date they were checked. domain/compliance/checklist.ts turns a case into its items.
//
// Wording and scope were checked on 2026-11-23; a lawyer should review the items marked "review" in the comments.
import type { CaseStatus } from '../../../shared/cases/case-status';
import type { ComplianceCitation } from '../../../shared/compliance/compliance-views';
import type { EligibilityCategory } from '../../../shared/reference/categories';

const CHECKED = '2026-11-23';

/** An INA section, at its U.S. Code section on uscode.house.gov (the official codification). */
function ina(reference: string, uscSection: string): ComplianceCitation {
  return {
    text: `INA § ${reference} (8 U.S.C. § ${uscSection})`,
    url: `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title8-section${uscSection}&num=0&edition=prelim`,
    checked: CHECKED,
  };
}

/** A CFR section on eCFR; with a paragraph ("(f)(6)") the link opens at that paragraph. */
function cfr(title: 8 | 22, section: string, paragraph = ''): ComplianceCitation {
  const anchor = paragraph ? `#p-${section}${paragraph}` : '';
  return {
    text: `${title} CFR § ${section}${paragraph}`,
    url: `https://www.ecfr.gov/current/title-${title}/section-${section}${anchor}`,
    checked: CHECKED,
  };
}

function page(text: string, url: string): ComplianceCitation {
  return { text, url, checked: CHECKED };
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
  title: string;
  explanation: string;
  appliesTo: 'everyone' | readonly Standing[];
  condition?: string;
  selectiveService?: true;
  citations: readonly ComplianceCitation[];
}

export const OBLIGATIONS: readonly Obligation[] = [
  {
    id: 'address-change-ar11',
    title: 'Report a new address within 10 days',
    explanation:
      'Each time you move inside the United States, tell USCIS your new address within 10 days, online or on Form AR-11, and update the address on any application still pending. It is free. Diplomats (A visas), officials of international organizations (G visas) and some visitors without a visa staying under 30 days are exempt.',
    appliesTo: 'everyone',
    citations: [ina('265(a)', '1305'), cfr(8, '265.1'), page('USCIS: Form AR-11, Change of Address', 'https://www.uscis.gov/ar-11')],
  },
  {
    // Review: 50 U.S.C. 3802(a) exempts nonimmigrants while they keep lawful nonimmigrant status; K-1 treated as one.
    id: 'selective-service',
    title: 'Register with Selective Service (men aged 18 through 25)',
    explanation:
      'Most men living in the United States must register between their 18th and 26th birthdays, including permanent residents, refugees, asylees and applicants; most men here on a valid temporary visa do not. Registering is online and free. Not registering can later stand in the way of citizenship and of federal jobs and student aid.',
    appliesTo: 'everyone',
    selectiveService: true,
    citations: [
      page('50 U.S.C. § 3802(a)', 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title50-section3802&num=0&edition=prelim'),
      page('Selective Service System: who needs to register', 'https://www.sss.gov/register/who-needs-to-register/'),
    ],
  },
  {
    id: 'no-unauthorised-work',
    title: 'Work only as your status allows',
    explanation:
      'Work without permission breaks your status and can bar a later green card. F-1 students may work on campus within the limits or with authorized practical training; J-1 visitors only as their sponsor allows; E-2 and O-1 workers only for the business or employer of their status; K-1 fiancé(e)s only with a work permit; visitors (B-1/B-2) not at all.',
    appliesTo: NONIMMIGRANT_STANDINGS,
    citations: [cfr(8, '214.1', '(e)'), ina('245(c)(2), (c)(8)', '1255')],
  },
  {
    id: 'i94-admit-until',
    title: 'Know your I-94 admit-until date and stay within it',
    explanation:
      'Your I-94 record (on the CBP website) shows how long you may stay: a date, or "D/S" (duration of status) for students and exchange visitors. Apply to extend or change your status before that date if you need to stay longer; staying past it cancels your visa and can bar your return.',
    appliesTo: ['f1-student', 'j1-exchange-visitor', 'e2-treaty-investor', 'o1-worker', 'k1-fiance'],
    citations: [cfr(8, '214.1', '(c)(4)'), ina('222(g)', '1202'), page('CBP: I-94 website', 'https://i94.cbp.dhs.gov/')],
  },
  {
    id: 'passport-valid',
    title: 'Keep your passport valid',
    explanation:
      "Keep your passport valid while you are here. When you are admitted, it generally has to be valid for six months beyond the date you are admitted until, unless your country has an agreement with the United States that extends it. Renew it through your country's consulate well before it expires.",
    appliesTo: NONIMMIGRANT_STANDINGS,
    citations: [ina('212(a)(7)(B)(i)(I)', '1182'), cfr(8, '214.1', '(a)(3)')],
  },
  {
    id: 'f1-full-course',
    title: 'Keep a full course of study',
    explanation:
      "Enroll in and attend a full course of study every term (for most undergraduates, at least 12 credit hours). Drop below it only with your Designated School Official's (DSO) approval for a reduced course load, given in advance.",
    appliesTo: ['f1-student'],
    citations: [cfr(8, '214.2', '(f)(6)'), cfr(8, '214.2', '(f)(5)')],
  },
  {
    id: 'f1-report-to-dso',
    title: 'Report changes to your DSO',
    explanation:
      'Tell your Designated School Official (DSO) of a new address or legal name within 10 days, so SEVIS stays current, and ask for a program extension before the end date on your Form I-20 if you need more time to finish.',
    appliesTo: ['f1-student'],
    citations: [cfr(8, '214.2', '(f)(17)'), cfr(8, '214.2', '(f)(7)')],
  },
  {
    id: 'f1-work-rules',
    title: 'F-1: work on campus within the limits, off campus only with authorization',
    explanation:
      'On-campus work is limited to 20 hours a week while school is in session. Any off-campus work (CPT, OPT, hardship permission) needs authorization first: from your DSO for CPT, and an approved work permit for OPT.',
    appliesTo: ['f1-student'],
    citations: [cfr(8, '214.2', '(f)(9)'), cfr(8, '214.2', '(f)(10)')],
  },
  {
    // Review: applies only to exchange visitors subject to INA 212(e); we cannot tell from the case.
    id: 'j1-two-year-home',
    title: 'J-1: plan for the two-year home-country rule',
    explanation:
      'Some exchange visitors must live in their home country for two years after the program before they can get an H or L visa or a green card, unless they get a waiver. Your DS-2019 and visa say whether you are subject to it.',
    appliesTo: ['j1-exchange-visitor'],
    condition: 'If you are subject to the two-year home-country physical presence requirement',
    citations: [
      ina('212(e)', '1182'),
      page(
        'State Department: waiver of the exchange visitor two-year home-country physical presence requirement',
        'https://travel.state.gov/content/travel/en/us-visas/study/exchange/waiver-of-the-exchange-visitor.html',
      ),
    ],
  },
  {
    // Review: the minimum coverage amounts are in the regulation and change; we do not restate them.
    id: 'j1-health-insurance',
    title: 'J-1: keep the required health insurance',
    explanation:
      "Exchange visitors and their J-2 family members must carry health insurance that meets the program's minimums for the whole program. Letting it lapse can end your program.",
    appliesTo: ['j1-exchange-visitor'],
    citations: [cfr(22, '62.14')],
  },
  {
    id: 'b-leave-by-i94',
    title: 'Visitors: leave by your I-94 date, and do not work',
    explanation:
      'Leave the United States by the date on your I-94 record, or ask USCIS to extend your stay (Form I-539) before that date. A visitor for business or pleasure may not take a job or be paid by a U.S. source.',
    appliesTo: ['b-visitor'],
    citations: [cfr(8, '214.2', '(b)(1)'), cfr(8, '214.1', '(c)(4)'), ina('222(g)', '1202')],
  },
  {
    id: 'k1-marry-90-days',
    title: 'K-1: marry your petitioner within 90 days of arrival',
    explanation:
      'Marry the U.S. citizen who petitioned for you within 90 days of your admission, then apply for your green card (Form I-485). K-1 status cannot be extended, and you cannot change to another status here.',
    appliesTo: ['k1-fiance'],
    citations: [ina('214(d)(1)', '1184'), cfr(8, '214.2', '(k)')],
  },
  {
    id: 'lpr-carry-card',
    title: 'Carry your green card',
    explanation: 'Permanent residents aged 18 and over must carry their green card (Form I-551) with them at all times.',
    appliesTo: PERMANENT,
    citations: [ina('264(e)', '1304')],
  },
  {
    id: 'lpr-long-trips',
    title: 'Watch trips abroad of six months or more',
    explanation:
      'A trip of more than six months is presumed to break the continuous residence you need for citizenship, unless you show you kept your life here (job, home, taxes). A trip of a year or more breaks it. Keep a record of your trips.',
    appliesTo: PERMANENT,
    citations: [ina('316(b)', '1427'), cfr(8, '316.5', '(c)(1)')],
  },
  {
    id: 'lpr-reentry-permit',
    title: 'Get a re-entry permit before a trip of a year or more',
    explanation:
      'After a year abroad your green card alone no longer lets you back in. Before a long trip, apply for a re-entry permit on Form I-131 while you are in the United States, and attend the biometrics appointment before you leave.',
    appliesTo: PERMANENT,
    citations: [cfr(8, '211.1', '(a)(2)'), cfr(8, '223.2'), ina('223', '1203'), page('USCIS: Form I-131', 'https://www.uscis.gov/i-131')],
  },
  {
    id: 'lpr-taxes-as-resident',
    title: 'File U.S. taxes as a resident',
    explanation:
      'File your U.S. income tax return every year as a resident. Filing as a nonresident, or not filing because you call yourself one, can be taken as giving up your permanent residence and counts against naturalization.',
    appliesTo: PERMANENT,
    citations: [
      cfr(8, '316.5', '(c)(2)'),
      page(
        'IRS: U.S. tax residency, green card test',
        'https://www.irs.gov/individuals/international-taxpayers/us-tax-residency-green-card-test',
      ),
    ],
  },
  {
    id: 'conditional-i751',
    title: 'File Form I-751 in the 90 days before your two-year card expires',
    explanation:
      'A green card from a marriage of less than two years is conditional and valid for two years. Together with your spouse (or alone, with a waiver), file Form I-751 to remove the conditions in the 90 days before it expires; if you do not, your residence ends on that date.',
    appliesTo: ['conditional-resident-marriage'],
    condition: 'If your green card is a two-year conditional card (you had been married less than two years when you became a resident)',
    citations: [ina('216(c)(1), (d)(2)', '1186a'), cfr(8, '216.4', '(a)'), page('USCIS: Form I-751', 'https://www.uscis.gov/i-751')],
  },
  {
    id: 'conditional-i829',
    title: 'File Form I-829 in the 90 days before your two-year card expires',
    explanation:
      "An investor's (EB-5) green card is conditional and valid for two years. File Form I-829 to remove the conditions in the 90 days before it expires, showing the investment was sustained; if you do not, your residence ends on that date.",
    appliesTo: ['conditional-resident-investor'],
    citations: [ina('216A(c)(1), (d)(2)', '1186b'), cfr(8, '216.6', '(a)'), page('USCIS: Form I-829', 'https://www.uscis.gov/i-829')],
  },
  {
    id: 'asylum-biometrics-interview',
    title: 'Attend your biometrics and interview appointments',
    explanation:
      'Go to every biometrics (fingerprints and photo) appointment and your asylum interview or court hearing. Missing one without good cause can get your application dismissed or referred to an immigration judge, and delays your work permit.',
    appliesTo: ['asylum-applicant'],
    citations: [cfr(8, '208.10'), cfr(8, '208.9')],
  },
  {
    id: 'asylum-no-travel',
    title: 'Do not leave the United States without advance parole',
    explanation:
      'If you leave while your asylum application is pending without first getting advance parole (Form I-131), your application is presumed abandoned. Even with advance parole, a trip to the country you fled can harm your claim.',
    appliesTo: ['asylum-applicant'],
    citations: [
      cfr(8, '208.8'),
      page(
        'USCIS: traveling after applying for asylum',
        'https://www.uscis.gov/humanitarian/refugees-asylum/asylum/faq/what-if-i-want-or-need-travel-after-ive-applied-asylum',
      ),
    ],
  },
  {
    id: 'asylum-work-permit',
    title: 'Work only once you have a work permit',
    explanation:
      'Applying for asylum does not by itself let you work. Apply for a work permit (Form I-765) when the waiting period allows, and start work only once it is approved.',
    appliesTo: ['asylum-applicant'],
    citations: [cfr(8, '208.7')],
  },
  {
    // Review: travel risks for asylees returning to the country of persecution (INA 208(c)(2)) are only mentioned.
    id: 'asylee-travel-document',
    title: 'Get a refugee travel document before travelling abroad',
    explanation:
      'Asylees and refugees should apply for a refugee travel document (Form I-131) before any trip abroad, while in the United States. Travel to the country you fled can put your protection at risk.',
    appliesTo: ['asylee-or-refugee'],
    citations: [cfr(8, '223.1', '(b)'), cfr(8, '223.2'), page('USCIS: Form I-131', 'https://www.uscis.gov/i-131')],
  },
  {
    id: 'refugee-adjust-after-one-year',
    title: 'Refugees: apply for a green card after one year',
    explanation:
      'A refugee must apply for permanent residence (Form I-485) after one year of physical presence in the United States. Asylees may apply after one year too, and it is usually wise to.',
    appliesTo: ['asylee-or-refugee'],
    condition: 'If you were admitted as a refugee',
    citations: [ina('209(a)', '1159'), cfr(8, '209.1')],
  },
];

/** One standing a case implies, with the condition under which it holds when the case alone cannot tell. */
export interface ImpliedStanding {
  standing: Standing;
  condition: string | null;
}

export interface CaseImplication {
  standings: readonly ImpliedStanding[];
  /** In words, for the checklist's heading. */
  summary: string;
}

const GENERAL: CaseImplication = { standings: [], summary: 'Not known from the case: general obligations only' };

/** Forms that ask for a petition's approval, not for residence itself: an approved petition is not a green card yet. */
export const PETITION_FORMS: readonly string[] = ['I-130', 'I-140', 'I-360', 'I-526', 'I-526E', 'I-129F'];
export const NOT_RESIDENT_YET = 'Once you are a permanent resident (your green card is approved)';

const only = (standing: Standing, condition: string | null = null): ImpliedStanding[] => [{ standing, condition }];

/** A temporary-visa category: the obligations hold once the applicant is here in that status, and for sure once approved. */
function nonimmigrant(standing: Standing, label: string): Partial<Record<CaseStatus, CaseImplication>> {
  const upcoming = {
    standings: only(standing, `Once you are in the United States in ${label} status`),
    summary: `${label} (once admitted)`,
  };
  return { Draft: upcoming, Open: upcoming, Pending: upcoming, Approved: { standings: only(standing), summary: label } };
}

/** An immigrant category: approval makes the applicant a permanent resident (checked against petitions by the generator). */
const immigrant = (approved: CaseImplication): Partial<Record<CaseStatus, CaseImplication>> => ({ Approved: approved });
const RESIDENT: CaseImplication = { standings: only('permanent-resident'), summary: 'Permanent resident' };

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
    summary: 'Permanent resident (conditional if through a recent marriage)',
  }),
  'Employment-Based': immigrant(RESIDENT),
  'Investor (EB-5)': immigrant({
    standings: [
      { standing: 'conditional-resident-investor', condition: null },
      { standing: 'permanent-resident', condition: null },
    ],
    summary: 'Conditional permanent resident (EB-5 investor)',
  }),
  'Treaty Investor (E-2)': nonimmigrant('e2-treaty-investor', 'E-2 treaty investor'),
  // EB-1 makes a permanent resident, O-1 is a temporary visa: the case does not say which, so both are conditional.
  'Highly Skilled (EB-1/O-1)': immigrant({
    standings: [
      { standing: 'permanent-resident', condition: 'If your approval made you a permanent resident (EB-1)' },
      { standing: 'o1-worker', condition: 'If you are in the United States in O-1 status' },
    ],
    summary: 'Permanent resident (EB-1) or O-1 worker',
  }),
  'Student (F-1)': nonimmigrant('f1-student', 'F-1 student'),
  'Tourist (B-1/B-2)': nonimmigrant('b-visitor', 'B-1/B-2 visitor'),
  'Asylum/Refugee': {
    Draft: {
      standings: only('asylum-applicant', 'Once you have filed your asylum application (Form I-589)'),
      summary: 'Asylum applicant (once filed)',
    },
    Open: {
      standings: only('asylum-applicant', 'Once you have filed your asylum application (Form I-589)'),
      summary: 'Asylum applicant (once filed)',
    },
    Pending: { standings: only('asylum-applicant'), summary: 'Asylum applicant' },
    Approved: { standings: only('asylee-or-refugee'), summary: 'Asylee or refugee' },
  },
  'Exchange Visitor (J-1)': nonimmigrant('j1-exchange-visitor', 'J-1 exchange visitor'),
  // An approved I-129F is not an admission: every K-1 obligation waits for the applicant to arrive on the visa.
  'K-Visa': Object.fromEntries(
    (['Draft', 'Open', 'Pending', 'Approved'] as const).map((status) => [
      status,
      {
        standings: only('k1-fiance', 'Once you are admitted to the United States on a K-1 visa'),
        summary: 'K-1 fiancé(e) (once admitted)',
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

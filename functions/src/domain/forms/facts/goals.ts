// What an applicant sets out to do, and what it takes: each goal with the USCIS forms its filing holds, the steps
// after filing, and the official pages these rest on (checked on the date given). Our machines cannot reach
// uscis.gov; re-read the pages before a release.
import type { EligibilityCategory } from '../../../shared/reference/categories';
import type { GoalId } from '../../../shared/forms/form-views';
import type { PersonRole } from '../../../shared/forms/profile-facts';
import type { MessageKey } from '../../../shared/i18n/message';
import { JOINT_SPONSOR_I864 } from '../maps/i-864-joint-sponsor';

export interface GoalForm {
  /** As USCIS numbers it. */
  form: string;
  /** Its official title, in English as the form prints it. */
  title: string;
  /** Filed with the package every time, or only when the applicant wants what it asks for. */
  required: boolean;
  /** Its page on uscis.gov, where the current edition and instructions are. */
  officialPage: string;
}

export interface Goal {
  id: GoalId;
  /** The case category it belongs to (My Cases' filter and tag); null for a goal no category fits (a new card). */
  category: EligibilityCategory | null;
  /** Who the app already knows, the account holder, is among the case's people: their facts are prefilled. */
  accountHolder: PersonRole;
  title: Extract<MessageKey, `forms:${string}`>;
  forms: readonly GoalForm[];
  /** What USCIS does once the package is filed, in order. */
  afterFiling: readonly ('biometrics' | 'interview' | 'decision')[];
  /** Whether the plan starts with the eligibility wizard's check (it has none for replacing a card). */
  eligibilityCheck: boolean;
  sources: readonly string[];
  checkedOn: string;
}

const form = (number: string, title: string, required: boolean): GoalForm => ({
  form: number,
  title,
  required,
  officialPage: `https://www.uscis.gov/${number.toLowerCase()}`,
});

export const GOALS: readonly Goal[] = [
  {
    // A U.S. citizen's spouse is an immediate relative (INA § 201(b)(2)(A)(i)), so a visa is always available and the
    // I-130 and I-485 can be filed together (8 CFR § 245.2(a)(2)(i)(B)). The I-130A is required for a spouse
    // beneficiary; the I-864 for family-based adjustment (INA § 213A); the signed I-693 medical exam with the I-485
    // since December 2, 2024. The I-765 and I-131 are optional, and since the April 1, 2024 fee rule each is paid on
    // its own.
    id: 'marriage-adjustment',
    category: 'Family-Based',
    accountHolder: 'beneficiary',
    title: 'forms:goalMarriageAdjustment',
    forms: [
      form('I-130', 'Petition for Alien Relative', true),
      form('I-130A', 'Supplemental Information for Spouse Beneficiary', true),
      form('I-485', 'Application to Register Permanent Residence or Adjust Status', true),
      form('I-864', 'Affidavit of Support Under Section 213A of the INA', true),
      // A joint sponsor's own I-864, when the petitioner's income and assets fall short (INA § 213A(f)(2)).
      { ...form('I-864', 'Affidavit of Support Under Section 213A of the INA', false), form: JOINT_SPONSOR_I864 },
      form('I-693', 'Report of Immigration Medical Examination and Vaccination Record', true),
      form('I-765', 'Application for Employment Authorization', false),
      form('I-131', 'Application for Travel Documents, Parole Documents, and Arrival/Departure Records', false),
    ],
    afterFiling: ['biometrics', 'interview', 'decision'],
    eligibilityCheck: true,
    sources: [
      'https://www.uscis.gov/green-card/green-card-eligibility/green-card-for-immediate-relatives-of-us-citizen',
      'https://www.uscis.gov/family/family-of-us-citizens/bringing-spouses-to-live-in-the-united-states-as-permanent-residents',
      'https://www.uscis.gov/i-485',
      'https://www.uscis.gov/i-693',
    ],
    checkedOn: '2026-11-29',
  },
  {
    // A conditional resident through marriage removes the conditions with Form I-751: jointly with the spouse in the
    // 90 days before the card expires, or alone with a waiver of the joint filing (INA § 216(c)-(d), 8 CFR 216.4-216.5).
    // The window is the deadline rules' own i751Window (readiness/remove-conditions.ts).
    id: 'remove-conditions',
    category: 'Family-Based',
    accountHolder: 'applicant',
    title: 'forms:goalRemoveConditions',
    forms: [form('I-751', 'Petition to Remove Conditions on Residence', true)],
    afterFiling: ['biometrics', 'interview', 'decision'],
    eligibilityCheck: true,
    sources: [
      'https://www.uscis.gov/i-751',
      'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-216/section-216.4',
      'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-216/section-216.5',
    ],
    checkedOn: '2026-11-29',
  },
  {
    // A permanent resident replaces a lost, stolen, damaged or wrong card, or renews a ten-year card that expires
    // within six months, with Form I-90 (8 CFR 264.5). A conditional resident whose card expires files the I-751
    // instead: the interview says so (readiness/green-card-replacement.ts). Biometrics follow; an interview is rare.
    id: 'green-card-replacement',
    category: null,
    accountHolder: 'applicant',
    title: 'forms:goalGreenCardReplacement',
    forms: [form('I-90', 'Application to Replace Permanent Resident Card', true)],
    afterFiling: ['biometrics', 'decision'],
    eligibilityCheck: false,
    sources: ['https://www.uscis.gov/i-90', 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-264/section-264.5'],
    checkedOn: '2026-11-29',
  },
  {
    // A permanent resident of five years, or of three married to and living with a U.S. citizen, applies for
    // citizenship with Form N-400 (INA §§ 316(a), 319(a); 8 CFR 316.2), up to 90 days early (INA § 334(a)). The
    // residence and physical-presence check is domain/naturalization/residence.ts, through the deadline rules' own
    // n400EarliestFiling (readiness/naturalization.ts). Biometrics, the interview with the English and civics tests,
    // and the decision; the oath ceremony follows an approval.
    id: 'naturalization',
    category: null,
    accountHolder: 'applicant',
    title: 'forms:goalNaturalization',
    forms: [form('N-400', 'Application for Naturalization', true)],
    afterFiling: ['biometrics', 'interview', 'decision'],
    eligibilityCheck: false,
    sources: [
      'https://www.uscis.gov/n-400',
      'https://www.uscis.gov/citizenship/learn-about-citizenship/citizenship-and-naturalization',
      'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-C/part-316',
    ],
    checkedOn: '2026-11-29',
  },
  {
    // A U.S. citizen petitions for a fiancé(e) abroad (K-1) with Form I-129F: both free to marry, and met in person in
    // the two years before filing unless the meeting requirement is waived (INA § 214(d)(1), 8 CFR 214.2(k)(2)); the
    // marriage follows within 90 days of the K-1 admission. The same form classifies a spouse abroad as a K-3 once an
    // I-130 is filed. After USCIS decides, the State Department's consulate interviews the beneficiary: a step of the
    // visa, not of this petition (readiness/fiance-petition.ts).
    id: 'fiance-petition',
    category: 'K-Visa',
    accountHolder: 'petitioner',
    title: 'forms:goalFiancePetition',
    forms: [form('I-129F', 'Petition for Alien Fiancé(e)', true)],
    afterFiling: ['decision'],
    eligibilityCheck: true,
    sources: [
      'https://www.uscis.gov/i-129f',
      'https://www.uscis.gov/family/family-of-us-citizens/visas-for-fiancees-of-us-citizens',
      'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-214/section-214.2',
    ],
    checkedOn: '2026-11-29',
  },
  {
    // A nonimmigrant extends their stay, or changes to another nonimmigrant status, with Form I-539, filed before the
    // authorized stay on the I-94 ends (8 CFR 214.1(c)(4), 248.1(b)): the deadline rules' own i94Deadline
    // (readiness/extend-stay.ts). Some statuses can do neither (facts/nonimmigrant-statuses.ts). Biometrics when
    // USCIS asks for them, then the decision.
    id: 'extend-stay',
    category: null,
    accountHolder: 'applicant',
    title: 'forms:goalExtendStay',
    forms: [form('I-539', 'Application to Extend/Change Nonimmigrant Status', true)],
    afterFiling: ['biometrics', 'decision'],
    eligibilityCheck: false,
    sources: [
      'https://www.uscis.gov/i-539',
      'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-214/section-214.1',
      'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-248/section-248.1',
    ],
    checkedOn: '2026-11-29',
  },
];

export const findGoal = (id: string | null): Goal | undefined => GOALS.find((goal) => goal.id === id);

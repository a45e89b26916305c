// The rule behind each computed deadline, with where it comes from. Data, not logic: the dates are computed in
// domain/deadlines/compute.ts from these windows. The words (title, rule, caveat, what each source says) are keyed
// Messages whose English, Spanish, French and German live in shared/i18n/locales/<locale>/: the titles in
// deadlines.json, the rules and citations in deadline-rules.json (only the reminders page loads those), so the page
// shows them in the reader's language; the legal references themselves are never translated. Every entry was
// checked against its sources on `checked`; docs/deadlines.md ("Computed deadlines") lists what a lawyer should confirm.
import type { DeadlineKind } from '../reminder';
import type { KeyIn, LabelKey } from '../../../shared/i18n/message';

type DeadlinesKey = KeyIn<'deadlines'>;
type RuleKey = KeyIn<'deadline-rules'>;

export interface DeadlineCitation {
  /** e.g. "8 CFR § 214.1(c)(4)": kept as written in every language. */
  reference: string;
  /** What it says, in our words. */
  label: RuleKey;
  url: string;
  /** YYYY-MM-DD: when the source was last read. */
  checked: string;
}

export interface DeadlineRule {
  kind: Exclude<DeadlineKind, 'custom'>;
  /** Stable id stored on the reminder (ruleId). */
  ruleId: string;
  /** The reminder's title: the reminder stores it keyed and renders it in the reader's language. */
  title: LabelKey | DeadlinesKey;
  /** The rule in plain words, as the page shows it. */
  rule: RuleKey;
  /** A limit of the computation a reader must know ("exceptions may apply"), or null. */
  caveat: RuleKey | null;
  citations: DeadlineCitation[];
}

const CHECKED = '2026-11-23';

const ecfr = (section: string, paragraph: string, label: RuleKey): DeadlineCitation => ({
  reference: `8 CFR § ${section}${paragraph}`,
  label,
  url: `https://www.ecfr.gov/current/title-8/section-${section}`,
  checked: CHECKED,
});

/** INA sections as codified in title 8 of the U.S. Code (the Office of the Law Revision Counsel's site). */
const ina = (section: string, uscSection: string, label: RuleKey): DeadlineCitation => ({
  reference: `INA § ${section} (8 U.S.C. § ${uscSection})`,
  label,
  url: `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title8-section${uscSection}&num=0&edition=prelim`,
  checked: CHECKED,
});

const uscis = (reference: string, path: string, label: RuleKey): DeadlineCitation => ({
  reference,
  label,
  url: `https://www.uscis.gov/${path}`,
  checked: CHECKED,
});

/** Months of passport validity a nonimmigrant needs beyond the intended stay. */
export const PASSPORT_VALIDITY_MONTHS = 6;
/** Days before an EAD's expiry a renewal I-765 may be filed. */
export const EAD_RENEWAL_DAYS = 180;
/** Months before a ten-year green card's expiry an I-90 renewal may be filed. */
export const GREEN_CARD_RENEWAL_MONTHS = 6;
/** Days before a conditional card's expiry (the second anniversary) the joint I-751 window opens. */
export const I751_WINDOW_DAYS = 90;
/** Days before the residence requirement is met that an N-400 may be filed. */
export const N400_EARLY_FILING_DAYS = 90;
/** Years of permanent residence for naturalization: the general rule and the spouse-of-a-citizen rule. */
export const N400_YEARS = { general: 5, citizenSpouse: 3 } as const;

export const DEADLINE_RULES = {
  'passport-expiry': {
    kind: 'passport-expiry',
    ruleId: 'passport.six-month-validity',
    title: 'labels:passportExpires',
    rule: 'deadline-rules:rulePassportExpiry',
    caveat: 'deadline-rules:rulePassportExpiryCaveat',
    citations: [
      ina('212(a)(7)(B)', '1182', 'deadline-rules:citePassportInaValidity'),
      ecfr('214.1', '(a)(3)(i)', 'deadline-rules:citePassportCfrValidity'),
    ],
  },
  'i94-admit-until': {
    kind: 'i94-admit-until',
    ruleId: 'i94.extend-before-admit-until',
    title: 'deadlines:titleI94AdmitUntil',
    rule: 'deadline-rules:ruleI94AdmitUntil',
    caveat: 'deadline-rules:ruleI94AdmitUntilCaveat',
    citations: [
      ecfr('214.1', '(c)(4)', 'deadline-rules:citeExtensionBeforeExpiry'),
      ecfr('248.1', '(b)', 'deadline-rules:citeChangeBeforeExpiry'),
      uscis('Form I-539', 'i-539', 'deadline-rules:citeFormI539'),
    ],
  },
  'ead-expiry': {
    kind: 'ead-expiry',
    ruleId: 'ead.renewal-window',
    title: 'deadlines:titleEadExpiry',
    rule: 'deadline-rules:ruleEadExpiry',
    caveat: 'deadline-rules:ruleEadExpiryCaveat',
    citations: [
      uscis('Form I-765 instructions', 'i-765', 'deadline-rules:citeEadRenewal180'),
      ecfr('274a.13', '(d)', 'deadline-rules:citeEadAutomaticExtension'),
    ],
  },
  'green-card-renewal': {
    kind: 'green-card-renewal',
    ruleId: 'green-card.i90-renewal',
    title: 'deadlines:titleGreenCardRenewal',
    rule: 'deadline-rules:ruleGreenCardRenewal',
    caveat: 'deadline-rules:ruleGreenCardRenewalCaveat',
    citations: [ecfr('264.5', '(b)', 'deadline-rules:citeCardReplacement'), uscis('Form I-90', 'i-90', 'deadline-rules:citeFormI90')],
  },
  'i751-window': {
    kind: 'i751-window',
    ruleId: 'i751.ninety-day-window',
    title: 'deadlines:titleI751Window',
    rule: 'deadline-rules:ruleI751Window',
    caveat: 'deadline-rules:ruleI751WindowCaveat',
    citations: [
      ina('216(d)(2)', '1186a', 'deadline-rules:citeI751Due90Days'),
      ecfr('216.4', '(a)', 'deadline-rules:citeI751HowFiled'),
      uscis('Form I-751', 'i-751', 'deadline-rules:citeFormI751'),
    ],
  },
  'n400-early-filing': {
    kind: 'n400-early-filing',
    ruleId: 'n400.early-filing',
    title: 'deadlines:titleN400EarlyFiling',
    rule: 'deadline-rules:ruleN400EarlyFiling',
    caveat: 'deadline-rules:ruleN400EarlyFilingCaveat',
    citations: [
      ina('316(a)', '1427', 'deadline-rules:citeN400FiveYears'),
      ina('319(a)', '1430', 'deadline-rules:citeN400ThreeYears'),
      ina('334(a)', '1445', 'deadline-rules:citeN400ThreeMonthsEarly'),
      ecfr('334.2', '(b)', 'deadline-rules:citeN400NinetyDays'),
      uscis(
        'Early filing calculator',
        'citizenship/learn-about-citizenship/citizenship-and-naturalization/early-filing-calculator',
        'deadline-rules:citeN400Calculator',
      ),
    ],
  },
  'asylum-one-year': {
    kind: 'asylum-one-year',
    ruleId: 'asylum.one-year-deadline',
    title: 'deadlines:titleAsylumOneYear',
    rule: 'deadline-rules:ruleAsylumOneYear',
    caveat: 'deadline-rules:ruleAsylumOneYearCaveat',
    citations: [
      ina('208(a)(2)(B)', '1158', 'deadline-rules:citeAsylumOneYear'),
      ecfr('208.4', '(a)(2)', 'deadline-rules:citeAsylumCounting'),
      uscis('USCIS Policy Manual, Volume 1 (update of March 29, 2023)', 'policy-manual', 'deadline-rules:citeAsylumNextBusinessDay'),
      {
        reference: '5 U.S.C. § 6103(a)',
        label: 'deadline-rules:citeFederalHolidays',
        url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title5-section6103&num=0&edition=prelim',
        checked: CHECKED,
      },
    ],
  },
  'rfe-response': {
    kind: 'rfe-response',
    ruleId: 'rfe.response-due',
    title: 'deadlines:titleRfeResponse',
    rule: 'deadline-rules:ruleRfeResponse',
    caveat: 'deadline-rules:ruleRfeResponseCaveat',
    citations: [ecfr('103.2', '(b)(8)', 'deadline-rules:citeRfeTimeToRespond')],
  },
  appointment: {
    kind: 'appointment',
    ruleId: 'appointment.scheduled',
    title: 'labels:appointment',
    rule: 'deadline-rules:ruleAppointment',
    caveat: null,
    citations: [ecfr('103.2', '(b)(13)', 'deadline-rules:citeFailureToAppear')],
  },
} as const satisfies Record<Exclude<DeadlineKind, 'custom'>, DeadlineRule>;

/** The rules a user's own reminder shows: none, it is theirs. */
export const CUSTOM_RULE = null;

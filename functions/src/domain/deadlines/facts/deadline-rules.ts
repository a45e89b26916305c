// The rule behind each computed deadline, in our own words, with where it comes from. Data, not logic: the dates are
// computed in domain/deadlines/compute.ts from these windows. Every entry was checked against its sources on
// `checked`; docs/deadlines.md ("Computed deadlines") lists what a lawyer should confirm.
import type { DeadlineKind } from '../reminder';
import type { LabelKey } from '../../../shared/i18n/message';

export interface DeadlineCitation {
  /** e.g. "8 CFR § 214.1(c)(4)" */
  reference: string;
  /** What it says, in our words. */
  label: string;
  url: string;
  /** YYYY-MM-DD: when the source was last read. */
  checked: string;
}

export interface DeadlineRule {
  kind: Exclude<DeadlineKind, 'custom'>;
  /** Stable id stored on the reminder (ruleId). */
  ruleId: string;
  /** The reminder's title, in English. */
  title: string;
  /** The title's label, where it has been keyed: the reminder is then rendered in the reader's language. */
  titleKey?: LabelKey;
  /** The rule in plain words, as the page shows it. */
  rule: string;
  /** A limit of the computation a reader must know ("exceptions may apply"), or null. */
  caveat: string | null;
  citations: DeadlineCitation[];
}

const CHECKED = '2026-11-23';

const ecfr = (section: string, paragraph: string, label: string): DeadlineCitation => ({
  reference: `8 CFR § ${section}${paragraph}`,
  label,
  url: `https://www.ecfr.gov/current/title-8/section-${section}`,
  checked: CHECKED,
});

/** INA sections as codified in title 8 of the U.S. Code (the Office of the Law Revision Counsel's site). */
const ina = (section: string, uscSection: string, label: string): DeadlineCitation => ({
  reference: `INA § ${section} (8 U.S.C. § ${uscSection})`,
  label,
  url: `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title8-section${uscSection}&num=0&edition=prelim`,
  checked: CHECKED,
});

const uscis = (reference: string, path: string, label: string): DeadlineCitation => ({
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
    title: 'Passport expires',
    titleKey: 'labels:passportExpires',
    rule: 'A nonimmigrant generally needs a passport that stays valid for at least six months past the end of the planned stay when entering the United States, and a valid passport is needed to extend or change status. Renew it before it drops under six months of validity; the reminder counts down to the expiry date itself.',
    caveat:
      'Citizens of the countries on the "Six-Month Club" list only need a passport valid for the length of the stay. Check your own country before relying on the six-month date.',
    citations: [
      ina('212(a)(7)(B)', '1182', 'Nonimmigrants must hold a passport valid for at least six months beyond the admission period'),
      ecfr('214.1', '(a)(3)(i)', 'The six-month passport validity asked at admission and for an extension of stay'),
    ],
  },
  'i94-admit-until': {
    kind: 'i94-admit-until',
    ruleId: 'i94.extend-before-admit-until',
    title: 'I-94 admit-until date (authorized stay ends)',
    rule: 'Your authorized stay ends on the I-94 admit-until date. To stay longer, or to switch to another nonimmigrant status, the request (usually Form I-539, or Form I-129 filed by an employer) must reach USCIS before that date; a late request is refused unless USCIS excuses the delay for extraordinary circumstances. An I-94 marked "D/S" (duration of status) has no date to count to.',
    caveat: 'Staying past the date without a timely request can make you unlawfully present. A lawyer should review any late filing.',
    citations: [
      ecfr('214.1', '(c)(4)', 'An extension of stay must be filed before the authorized stay expires'),
      ecfr('248.1', '(b)', 'A change of status must be filed before the current status expires'),
      uscis('Form I-539', 'i-539', 'Application to Extend/Change Nonimmigrant Status'),
    ],
  },
  'ead-expiry': {
    kind: 'ead-expiry',
    ruleId: 'ead.renewal-window',
    title: 'Work permit (EAD) expires',
    rule: 'A renewal Form I-765 may be filed up to 180 days before the employment authorization document expires. Filing early matters: some categories get an automatic extension of the expiring card only when the renewal was filed on time.',
    caveat: 'Whether an automatic extension applies depends on your EAD category. Confirm yours before relying on it.',
    citations: [
      uscis('Form I-765 instructions', 'i-765', 'Renewal may be filed up to 180 days before the current EAD expires'),
      ecfr('274a.13', '(d)', 'Automatic extension of some EADs while a timely renewal is pending'),
    ],
  },
  'green-card-renewal': {
    kind: 'green-card-renewal',
    ruleId: 'green-card.i90-renewal',
    title: 'Green card expires: renew with Form I-90',
    rule: 'Permanent residence does not end when a ten-year card expires, but the card does. File Form I-90 to renew it within the six months before it expires (or as soon as possible once it has expired).',
    caveat: 'This applies to ten-year cards. A two-year conditional card is not renewed with Form I-90: file Form I-751 instead.',
    citations: [
      ecfr('264.5', '(b)', 'Who must apply to replace a permanent resident card, including an expiring one'),
      uscis('Form I-90', 'i-90', 'Application to Replace Permanent Resident Card'),
    ],
  },
  'i751-window': {
    kind: 'i751-window',
    ruleId: 'i751.ninety-day-window',
    title: 'Remove conditions on residence (Form I-751)',
    rule: 'A conditional resident and the spouse file Form I-751 together in the 90 days before the second anniversary of conditional residence, the expiry date on the two-year card. A petition that arrives before the window opens is returned; one filed late needs a written explanation of good cause, and without a filing the conditional status ends.',
    caveat:
      'A waiver of the joint filing (divorce, death of the spouse, abuse, hardship) may be filed at any time and is not bound to this window.',
    citations: [
      ina('216(d)(2)', '1186a', 'The joint petition is due in the 90 days before the second anniversary'),
      ecfr('216.4', '(a)', 'When and how the joint petition to remove conditions is filed'),
      uscis('Form I-751', 'i-751', 'Petition to Remove Conditions on Residence'),
    ],
  },
  'n400-early-filing': {
    kind: 'n400-early-filing',
    ruleId: 'n400.early-filing',
    title: 'You can apply for citizenship (Form N-400)',
    rule: 'Naturalization generally needs five years as a permanent resident, or three years for someone married to and living with a U.S. citizen spouse who has been a citizen for those three years. Form N-400 may be filed up to 90 days before the five (or three) years are complete; the other requirements, such as physical presence, must already be met when you file.',
    caveat:
      "Trips abroad of six months or more can break continuous residence and move this date. On the three-year path the marriage, and the spouse's citizenship, must also have lasted three years.",
    citations: [
      ina('316(a)', '1427', 'Five years of continuous residence as a permanent resident'),
      ina('319(a)', '1430', 'Three years for spouses of U.S. citizens'),
      ina('334(a)', '1445', 'An application may be filed up to three months before the residence requirement is met'),
      ecfr('334.2', '(b)', 'The 90-day early filing rule'),
      uscis(
        'Early filing calculator',
        'citizenship/learn-about-citizenship/citizenship-and-naturalization/early-filing-calculator',
        'How USCIS counts the 90 days',
      ),
    ],
  },
  'asylum-one-year': {
    kind: 'asylum-one-year',
    ruleId: 'asylum.one-year-deadline',
    title: 'Asylum application (Form I-589) one-year deadline',
    rule: 'Asylum must be requested within one year of your last arrival in the United States. The day of arrival is not counted, so the year ends on the first anniversary of the arrival; when that day is a Saturday, Sunday or federal holiday, the deadline moves to the next business day.',
    caveat:
      'Changed or extraordinary circumstances can excuse a late filing, and unaccompanied children are not bound by the deadline. A lawyer should review any case near or past it.',
    citations: [
      ina('208(a)(2)(B)', '1158', 'Asylum must be applied for within one year of arrival'),
      ecfr('208.4', '(a)(2)', 'How the one-year period is counted (from the day after the last arrival)'),
      uscis(
        'USCIS Policy Manual, Volume 1 (update of March 29, 2023)',
        'policy-manual',
        'A paper filing due on a Saturday, Sunday or federal holiday is timely if received the next business day',
      ),
      {
        reference: '5 U.S.C. § 6103(a)',
        label: 'The federal legal holidays',
        url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title5-section6103&num=0&edition=prelim',
        checked: CHECKED,
      },
    ],
  },
  'rfe-response': {
    kind: 'rfe-response',
    ruleId: 'rfe.response-due',
    title: 'Respond to the Request for Evidence',
    rule: 'USCIS gives a set time to answer a Request for Evidence; the due date is printed on the notice. The response must arrive by then, all at once; a late or missing response can lead to a denial.',
    caveat: 'Enter the date printed on the notice: the time allowed differs from one request to another.',
    citations: [ecfr('103.2', '(b)(8)', 'Requests for evidence and the time to respond')],
  },
  appointment: {
    kind: 'appointment',
    ruleId: 'appointment.scheduled',
    title: 'Appointment',
    rule: 'A missed biometrics appointment or interview can lead USCIS to treat the case as abandoned. Go on the date shown, or ask to reschedule before it.',
    caveat: null,
    citations: [ecfr('103.2', '(b)(13)', 'Failing to appear for biometrics or an interview')],
  },
} as const satisfies Record<Exclude<DeadlineKind, 'custom'>, DeadlineRule>;

/** The rules a user's own reminder shows: none, it is theirs. */
export const CUSTOM_RULE = null;

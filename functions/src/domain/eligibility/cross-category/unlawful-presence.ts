// The 3-year and 10-year bars of INA 212(a)(9)(B)(i). They are triggered by leaving the United States after the
// unlawful presence and run from that departure, so someone still in the country is not barred yet.
import type { EligibilityInput } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import { addYears, formatLongDate } from '../../../shared/eligibility/dates';
import { fail, issue, pass } from '../findings';
import type { Finding } from '../../../shared/eligibility/types';
import { visaPathOf } from '../visa-path';
import type { Situation } from '../situation';
import type { Adjustment } from './adjustment';
import { unlawfulPresenceExemption } from './exemptions';

/** "More than 180 days but less than 1 year" starts the 3-year bar; "1 year or more" (365 days) the 10-year bar. */
export const THREE_YEAR_BAR_AFTER_DAYS = 180;
export const TEN_YEAR_BAR_FROM_DAYS = 365;

const RULE = 'cross.unlawful-presence';

function waiverAdvice(input: EligibilityInput): string {
  if (visaPathOf(input) === 'nonimmigrant') {
    return 'For a temporary visa, the consulate can recommend a nonimmigrant waiver under INA 212(d)(3).';
  }
  return 'A waiver (Form I-601, or the provisional I-601A filed before leaving) is available if refusal would cause extreme hardship to a U.S. citizen or permanent resident spouse or parent.';
}

/** The bar waived: by an approved provisional waiver before departure, or an approved I-601 after it. */
function waived(situation: Situation, barYears: number, departed: boolean): Finding | null {
  const kind = departed ? 'I-601' : 'I-601A';
  if (situation.waiver(kind) !== 'approved') return null;
  return pass({
    ruleId: RULE,
    reason: `Your ${kind} waiver of the ${barYears}-year unlawful presence bar is approved.`,
    recommendation: departed
      ? 'Bring the approval notice to the consulate.'
      : 'Leave for the immigrant visa interview only once it is scheduled, and bring the I-601A approval notice; the waiver takes effect when you depart.',
    citation: CITATIONS.unlawfulPresenceWaiver,
  });
}

export function unlawfulPresenceFindings(input: EligibilityInput, situation: Situation, adjustment: Adjustment, today: string): Finding[] {
  const { overstayed, lastDepartureDate } = input.immigrationHistory.overstays;
  const days = situation.stayUnlawfulDays;
  if (days === 0) {
    if (!overstayed) return [];
    return [
      issue({
        ruleId: RULE,
        reason: 'You report an overstay but not how many days you were in the United States without permission.',
        recommendation: 'Add the number of days: the bars depend on it (more than 180 days, or a year or more).',
        citation: CITATIONS.unlawfulPresence,
      }),
    ];
  }

  const exemption = unlawfulPresenceExemption(input);
  if (exemption !== undefined && days > THREE_YEAR_BAR_AFTER_DAYS) {
    return [
      pass({
        ruleId: RULE,
        reason: exemption.reason,
        recommendation: 'Keep records of your entries and departures; they may matter for other applications.',
        citation: exemption.citation,
      }),
    ];
  }

  if (days <= THREE_YEAR_BAR_AFTER_DAYS) {
    return [
      pass({
        ruleId: RULE,
        reason: `${days} days of unlawful presence is not more than 180, so neither the 3-year nor the 10-year bar applies.`,
        recommendation:
          'An overstay still cancels the visa you held (INA 222(g)), so a new visa usually has to be requested in your home country.',
        citation: CITATIONS.unlawfulPresence,
      }),
    ];
  }

  const barYears = days >= TEN_YEAR_BAR_FROM_DAYS ? 10 : 3;
  const size = barYears === 10 ? 'a year or more' : 'more than 180 days but less than a year';
  const counting =
    'Time under 18, with a pending asylum application, or covered by some other exceptions does not count; an attorney can recount the days.';

  if (situation.inUnitedStates || lastDepartureDate === undefined) {
    const provisional = waived(situation, barYears, false);
    if (provisional) return [provisional];
    if (adjustment === 'barred') {
      // The green card can come only from a consulate abroad, and leaving for the interview starts the bar.
      return [
        fail({
          ruleId: RULE,
          reason: `You have been in the United States without permission for ${days} days (${size}). You cannot adjust status there, and leaving for the immigrant visa interview would start a ${barYears}-year bar on returning.`,
          recommendation: `Do not leave before a provisional waiver (Form I-601A) is approved: it needs a U.S.-citizen or permanent-resident spouse or parent who would suffer extreme hardship, and an approved petition. ${counting}`,
          citation: CITATIONS.unlawfulPresence,
        }),
      ];
    }
    return [
      issue({
        ruleId: RULE,
        reason: `You report ${days} days of unlawful presence (${size}). Leaving the United States would start a ${barYears}-year bar on returning.`,
        recommendation: `Do not leave before getting legal advice: some applicants can get a green card without leaving, and others can ask for a waiver first. ${waiverAdvice(input)} ${counting}`,
        citation: CITATIONS.unlawfulPresence,
      }),
    ];
  }

  const barEnds = addYears(lastDepartureDate, barYears);
  const afterDeparture = today < barEnds ? waived(situation, barYears, true) : null;
  if (afterDeparture) return [afterDeparture];
  if (today >= barEnds) {
    return [
      pass({
        ruleId: RULE,
        reason: `The ${barYears}-year bar from your ${days} days of unlawful presence started when you left on ${formatLongDate(lastDepartureDate)} and ended on ${formatLongDate(barEnds)}.`,
        recommendation: 'Bring proof of the departure date (passport stamps, boarding passes) to show the bar has run out.',
        citation: CITATIONS.unlawfulPresence,
      }),
    ];
  }
  return [
    fail({
      ruleId: RULE,
      reason: `You were unlawfully present for ${days} days (${size}) and left on ${formatLongDate(lastDepartureDate)}, which bars you from returning for ${barYears} years, until ${formatLongDate(barEnds)}.`,
      recommendation: `${waiverAdvice(input)} ${counting}`,
      citation: CITATIONS.unlawfulPresence,
    }),
  ];
}

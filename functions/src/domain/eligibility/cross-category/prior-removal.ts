// Removal orders keep people out for 5, 10 or 20 years (INA 212(a)(9)(A)), unless USCIS consents to an earlier
// return (Form I-212). Coming back, or trying to, without admission after a removal or after more than a year of
// unlawful presence in all is a permanent bar (INA 212(a)(9)(C)), lifted only by consent to reapply after ten years
// outside the United States. Figures: facts/bar-rules.ts.
import type { EligibilityInput } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import { addYears, formatLongDate } from '../../../shared/eligibility/dates';
import { barNumber } from '../facts/bar-rules';
import { fail, issue, pass } from '../findings';
import type { Situation } from '../situation';
import type { Finding } from '../../../shared/eligibility/types';
import { TEN_YEAR_BAR_FROM_DAYS } from './unlawful-presence';

function removalBarYears(situation: Situation): number {
  if (situation.removals.length >= 2) return barNumber('repeatRemovalYears');
  return situation.removals[0]?.kind === 'expedited' ? barNumber('removalOnArrivalYears') : barNumber('removalOrderYears');
}

/** The reentry without admission, from the pinned field or the old yes/no; null when there was none. */
function reentryOf(input: EligibilityInput): { date?: string } | null {
  return input.immigrationHistory.reentryWithoutAdmission ?? (input.immigrationHistory.deportations.reenteredWithoutInspection ? {} : null);
}

function permanentBar(input: EligibilityInput, situation: Situation, today: string): Finding | undefined {
  const reentry = reentryOf(input);
  if (!reentry) return undefined;
  const ruleId = 'cross.permanent-bar';
  const removed = situation.removals.some((removal) => !reentry.date || !removal.date || removal.date <= reentry.date);
  // INA 212(a)(9)(C)(i)(I): "more than 1 year" in the aggregate, where the 10-year bar counts "1 year or more" in one stay.
  const trigger = removed || situation.totalUnlawfulDays > TEN_YEAR_BAR_FROM_DAYS;
  if (!trigger) {
    return issue({
      ruleId,
      reason:
        'You report entering or trying to enter without admission. If that followed a removal, or more than a year of unlawful presence in total, it makes a person permanently inadmissible.',
      recommendation: 'An attorney must add up all your periods of unlawful presence and review how you entered before you file anything.',
      citation: CITATIONS.permanentBar,
    });
  }
  const cause = removed ? 'a removal' : 'more than a year of unlawful presence';
  if (input.category === 'Asylum/Refugee') {
    return issue({
      ruleId,
      reason: `Entering or trying to enter without admission after ${cause} can limit you to withholding of removal or Convention Against Torture protection instead of asylum.`,
      recommendation: 'An attorney must review your entries before you file.',
      citation: CITATIONS.reinstatement,
    });
  }
  const years = barNumber('permanentBarYearsOutside');
  const left = input.immigrationHistory.overstays.lastDepartureDate;
  const outsideLongEnough =
    !situation.inUnitedStates && left !== undefined && (!reentry.date || left > reentry.date) && today >= addYears(left, years);
  if (outsideLongEnough && situation.waiver('I-212') === 'approved') {
    return pass({
      ruleId,
      reason: `The permanent bar for entering without admission after ${cause} is lifted: you have been outside the United States for ${years} years since ${formatLongDate(left)} and your consent to reapply (Form I-212) is approved.`,
      recommendation: 'Bring the I-212 approval notice to the consulate.',
      citation: CITATIONS.permanentBar,
    });
  }
  return fail({
    ruleId,
    reason: `Entering or trying to enter without admission after ${cause} makes a person permanently inadmissible.`,
    recommendation: outsideLongEnough
      ? `You have been outside the United States for ${years} years since ${formatLongDate(left)}: you can now ask for consent to reapply (Form I-212). An attorney should prepare it.`
      : `Consent to reapply (Form I-212) can be granted only after ${years} years outside the United States, counted from the last departure. VAWA self-petitioners may have an exception. An attorney must review this.`,
    citation: CITATIONS.permanentBar,
  });
}

function removalBar(input: EligibilityInput, situation: Situation, today: string): Finding | undefined {
  if (situation.removals.length === 0) return undefined;
  const ruleId = 'cross.prior-removal';
  if (input.category === 'Asylum/Refugee') {
    return issue({
      ruleId,
      reason:
        'An earlier removal order can be reinstated if you re-entered unlawfully, which would limit you to withholding of removal or Convention Against Torture protection.',
      recommendation: 'An attorney must review the removal order and how you returned before you file.',
      citation: CITATIONS.reinstatement,
    });
  }
  const years = removalBarYears(situation);
  const count = situation.removals.length;
  const removalDate = situation.removals.at(-1)?.date;
  const which = count >= 2 ? `Your ${count} removals bar` : 'A removal bars';
  if (removalDate === undefined) {
    return issue({
      ruleId,
      reason: `${which} your return for ${years} years from the last removal, whose date was not given.`,
      recommendation:
        'Add the removal date. A removal for an aggravated felony bars return permanently; an attorney should check the order.',
      citation: CITATIONS.priorRemoval,
    });
  }
  const ends = addYears(removalDate, years);
  if (today >= ends) {
    return pass({
      ruleId,
      reason: `The ${years}-year bar from your removal on ${formatLongDate(removalDate)} ended on ${formatLongDate(ends)}.`,
      recommendation: 'A removal for an aggravated felony bars return permanently; make sure the order was not based on one.',
      citation: CITATIONS.priorRemoval,
    });
  }
  if (situation.waiver('I-212') === 'approved') {
    return pass({
      ruleId,
      reason: `Your removal on ${formatLongDate(removalDate)} would bar you until ${formatLongDate(ends)}, but your consent to reapply (Form I-212) is approved.`,
      recommendation: 'Bring the I-212 approval notice to the consulate or the interview.',
      citation: CITATIONS.permissionToReapply,
    });
  }
  return fail({
    ruleId,
    reason: `Your removal on ${formatLongDate(removalDate)} bars you from returning for ${years} years, until ${formatLongDate(ends)}.`,
    recommendation:
      situation.waiver('I-212') === 'pending'
        ? 'Your consent to reapply (Form I-212) is pending: the bar stays until it is approved. An attorney should review the removal order.'
        : 'You can ask USCIS for permission to reapply before the bar ends (Form I-212). An attorney should review the removal order.',
    citation: CITATIONS.priorRemoval,
  });
}

export function priorRemovalFindings(input: EligibilityInput, situation: Situation, today: string): Finding[] {
  return [removalBar(input, situation, today), permanentBar(input, situation, today)].filter((f): f is Finding => f !== undefined);
}

// Removal orders keep people out for 5, 10 or 20 years (INA 212(a)(9)(A)). Coming back, or trying to, without
// inspection after a removal or after a year of unlawful presence is a permanent bar (INA 212(a)(9)(C)).
import type { EligibilityInput } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import { addYears, formatLongDate } from '../../../shared/eligibility/dates';
import { fail, issue, pass } from '../findings';
import type { Finding } from '../../../shared/eligibility/types';
import { TEN_YEAR_BAR_FROM_DAYS } from './unlawful-presence';

function barYears(removalCount: number, removedOnArrival: boolean): number {
  if (removalCount >= 2) return 20;
  return removedOnArrival ? 5 : 10;
}

function permanentBar(input: EligibilityInput): Finding | undefined {
  const { deportations, overstays } = input.immigrationHistory;
  if (!deportations.reenteredWithoutInspection) return undefined;
  const ruleId = 'cross.permanent-bar';
  const trigger = deportations.removed || overstays.unlawfulPresenceDays >= TEN_YEAR_BAR_FROM_DAYS;
  if (!trigger) {
    // The days field holds the longest single stay, but this bar counts unlawful presence added up over all stays.
    return issue({
      ruleId,
      reason:
        'You report entering or trying to enter without inspection. If that followed a removal, or a year or more of unlawful presence in total, it makes a person permanently inadmissible.',
      recommendation: 'An attorney must add up all your periods of unlawful presence and review how you entered before you file anything.',
      citation: CITATIONS.permanentBar,
    });
  }
  const cause = deportations.removed ? 'a removal' : 'a year or more of unlawful presence';
  if (input.category === 'Asylum/Refugee') {
    return issue({
      ruleId,
      reason: `Entering or trying to enter without inspection after ${cause} can limit you to withholding of removal or Convention Against Torture protection instead of asylum.`,
      recommendation: 'An attorney must review your entries before you file.',
      citation: CITATIONS.reinstatement,
    });
  }
  return fail({
    ruleId,
    reason: `Entering or trying to enter without inspection after ${cause} makes a person permanently inadmissible.`,
    recommendation:
      'Permission to reapply can be requested only after ten years outside the United States (Form I-212). VAWA self-petitioners may have an exception. An attorney must review this.',
    citation: CITATIONS.permanentBar,
  });
}

function removalBar(input: EligibilityInput, today: string): Finding | undefined {
  const { removed, removalDate, removalCount, removedOnArrival } = input.immigrationHistory.deportations;
  if (!removed) return undefined;
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
  const years = barYears(Math.max(removalCount, 1), removedOnArrival);
  if (removalDate === undefined) {
    return issue({
      ruleId,
      reason: `A removal bars return for ${years} years from the removal date, which was not given.`,
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
  return fail({
    ruleId,
    reason: `Your removal on ${formatLongDate(removalDate)} bars you from returning for ${years} years, until ${formatLongDate(ends)}.`,
    recommendation:
      'You can ask USCIS for permission to reapply before the bar ends (Form I-212). An attorney should review the removal order.',
    citation: CITATIONS.priorRemoval,
  });
}

export function priorRemovalFindings(input: EligibilityInput, today: string): Finding[] {
  return [removalBar(input, today), permanentBar(input)].filter((f): f is Finding => f !== undefined);
}

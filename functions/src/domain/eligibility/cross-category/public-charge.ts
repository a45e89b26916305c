// Public charge (INA 212(a)(4)) is a forward-looking, totality-of-circumstances test, so the engine only flags a
// risk for review; it never fails an applicant on finances alone.
import type { EligibilityInput } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import { issue, pass } from '../findings';
import { formatUsd, hasContent } from '../../../shared/eligibility/format';
import type { Finding } from '../../../shared/eligibility/types';
import { visaPathOf } from '../visa-path';
import { publicChargeExemption } from './exemptions';

const RULE = 'cross.public-charge';

function isEmpty(input: EligibilityInput): boolean {
  const { debts, monthlyExpenses, supportObligations, monthlyIncome, assets } = input.publicCharge;
  return debts === 0 && monthlyExpenses === 0 && monthlyIncome === undefined && assets === undefined && !hasContent(supportObligations);
}

function riskReasons(input: EligibilityInput): string[] {
  const { debts, monthlyExpenses, monthlyIncome, assets } = input.publicCharge;
  if (monthlyIncome === undefined) {
    return debts > 0 || monthlyExpenses > 0
      ? [
          `you report debts of ${formatUsd(debts)} and monthly expenses of ${formatUsd(monthlyExpenses)} but no income we could weigh them against`,
        ]
      : [];
  }
  const reasons: string[] = [];
  if (monthlyExpenses > monthlyIncome) {
    reasons.push(`your monthly expenses (${formatUsd(monthlyExpenses)}) exceed your monthly income (${formatUsd(monthlyIncome)})`);
  }
  const yearlyMeans = monthlyIncome * 12 + (assets ?? 0);
  if (debts > yearlyMeans) {
    reasons.push(`your debts (${formatUsd(debts)}) exceed a year of income plus assets (${formatUsd(yearlyMeans)})`);
  }
  return reasons;
}

function advice(input: EligibilityInput): string {
  if (input.category === 'Family-Based' || input.category === 'K-Visa') {
    return "The sponsor's Affidavit of Support (Form I-864) weighs heavily; a joint sponsor can strengthen it.";
  }
  if (visaPathOf(input) === 'nonimmigrant') return 'Show the consulate enough money or sponsorship to cover the whole stay.';
  return 'Officers look at age, health, family, assets, education and skills together; evidence of a job offer or savings helps.';
}

export function publicChargeFindings(input: EligibilityInput): Finding[] {
  if (isEmpty(input)) return [];
  const exemption = publicChargeExemption(input);
  if (exemption !== undefined) {
    return [
      pass({
        ruleId: RULE,
        reason: exemption.reason,
        recommendation: 'Your finances do not affect this category.',
        citation: exemption.citation,
      }),
    ];
  }
  const reasons = riskReasons(input);
  const obligations = hasContent(input.publicCharge.supportObligations)
    ? ' You also support other people, which officers take into account.'
    : '';
  if (reasons.length === 0) {
    return [
      pass({
        ruleId: RULE,
        reason: `Your reported finances do not suggest a public charge risk.${obligations}`,
        recommendation: advice(input),
        citation: CITATIONS.publicCharge,
      }),
    ];
  }
  return [
    issue({
      ruleId: RULE,
      reason: `Your finances may raise a public charge concern: ${reasons.join('; ')}.${obligations}`,
      recommendation: `${advice(input)} An attorney can assess the whole picture.`,
      citation: CITATIONS.publicChargeGuidance,
    }),
  ];
}

// The J-1 two-year home-country physical presence requirement (INA 212(e)), in every category: until the two years
// are spent at home or waived, a former exchange visitor subject to it cannot get a green card, an H or L visa, or a
// K visa's adjustment, and cannot change status inside the United States. Pure.
import type { EligibilityInput } from '../../../shared/eligibility/applicant-schema';
import type { Finding } from '../../../shared/eligibility/types';
import { CITATIONS } from '../citations';
import { fail, issue, pass } from '../findings';
import type { Situation } from '../situation';
import { visaPathOf } from '../visa-path';

const RULE = 'cross.j1-home-residence';

export function homeResidenceFindings(input: EligibilityInput, situation: Situation): Finding[] {
  const history = input.immigrationHistory.exchangeVisitor;
  if (!history.subjectTo212e) return [];
  if (history.homeResidenceCompleted || situation.waiver('212(e)') === 'approved') {
    const how = history.homeResidenceCompleted ? 'you have spent the two years at home' : 'your waiver is approved';
    return [
      pass({
        ruleId: RULE,
        reason: `The J-1 two-year home-residence requirement no longer stands in your way: ${how}.`,
        recommendation: history.homeResidenceCompleted
          ? 'Keep proof of the two years (passport stamps, employment or tax records).'
          : 'Bring the waiver approval (Form I-612 or the State Department’s recommendation) to the interview.',
        citation: CITATIONS.twoYearRule,
      }),
    ];
  }
  const path = visaPathOf(input);
  if (path === 'nonimmigrant' || path === 'humanitarian') {
    return [
      issue({
        ruleId: RULE,
        reason:
          'You are subject to the J-1 two-year home-residence requirement: until it is met or waived you cannot change status inside the United States, or get an H or L visa.',
        recommendation: 'Visitor and student visas from a consulate are still possible. An attorney can tell you whether a waiver fits.',
        citation: CITATIONS.twoYearRule,
      }),
    ];
  }
  const pending = situation.waiver('212(e)') === 'pending' ? ' Your waiver application is pending: the bar stays until it is granted.' : '';
  return [
    fail({
      ruleId: RULE,
      reason: `You are subject to the J-1 two-year home-residence requirement and have neither spent the two years at home nor had it waived, so you cannot become a permanent resident yet.${pending}`,
      recommendation:
        'Spend the two years in your country of nationality or last residence, or ask for a waiver: a no-objection statement from your government, exceptional hardship to a U.S.-citizen or permanent-resident spouse or child, fear of persecution (Form I-612), or an interested U.S. agency.',
      citation: CITATIONS.twoYearRule,
    }),
  ];
}

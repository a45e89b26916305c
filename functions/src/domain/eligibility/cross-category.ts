// Checks from the global form that apply whatever the category: immigration violations, criminal history, public
// charge, health, and the applicant's own nationality.
import type { EligibilityInput } from '../../shared/eligibility/applicant-schema';
import { CITATIONS } from './citations';
import { criminalHistoryFindings } from './cross-category/criminal-history';
import { healthFindings } from './cross-category/health';
import { priorRemovalFindings } from './cross-category/prior-removal';
import { publicChargeFindings } from './cross-category/public-charge';
import { unlawfulPresenceFindings } from './cross-category/unlawful-presence';
import { issue } from './findings';
import type { Finding } from '../../shared/eligibility/types';

function citizenApplicant(input: EligibilityInput): Finding[] {
  if (input.nationality !== 'United States') return [];
  return [
    issue({
      ruleId: 'cross.us-citizen',
      reason:
        'Your nationality is given as the United States. U.S. citizens, including dual nationals, enter on a U.S. passport and cannot hold a U.S. visa or green card.',
      recommendation:
        'If this was a mistake, correct your nationality; if you may be a U.S. citizen (for example through a parent), ask an attorney.',
      citation: CITATIONS.citizenPassport,
    }),
  ];
}

export function evaluateCrossCategory(input: EligibilityInput, today: string): Finding[] {
  return [
    ...citizenApplicant(input),
    ...unlawfulPresenceFindings(input, today),
    ...priorRemovalFindings(input, today),
    ...criminalHistoryFindings(input),
    ...publicChargeFindings(input),
    ...healthFindings(input),
  ];
}

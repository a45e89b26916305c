// Checks from the global form that apply whatever the category: how the applicant entered and whether they can adjust
// status, unlawful presence, removals, criminal history, the J-1 home rule, public charge, health, what their own
// words mention without an answer, and the applicant's own nationality.
import type { EligibilityInput } from '../../shared/eligibility/applicant-schema';
import { unansweredStatedFacts, type StatedFact } from '../../shared/eligibility/stated-facts';
import { CITATIONS } from './citations';
import { adjustmentDecision, type Adjustment } from './cross-category/adjustment';
import { criminalHistoryFindings } from './cross-category/criminal-history';
import { healthFindings } from './cross-category/health';
import { homeResidenceFindings } from './cross-category/home-residence';
import { priorRemovalFindings } from './cross-category/prior-removal';
import { publicChargeFindings } from './cross-category/public-charge';
import { unlawfulPresenceFindings } from './cross-category/unlawful-presence';
import { issue } from './findings';
import { situationOf, type Situation } from './situation';
import type { Citation, Finding } from '../../shared/eligibility/types';

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

const STATED: Readonly<Record<StatedFact, { what: string; question: string; citation: Citation }>> = {
  'entry-without-inspection': {
    what: 'entering the United States without a visa or inspection',
    question: 'how you last entered (Your last entry to the United States)',
    citation: CITATIONS.adjustmentInspection,
  },
  removal: {
    what: 'a deportation or removal',
    question: 'each removal (Removals and voluntary departures)',
    citation: CITATIONS.priorRemoval,
  },
  'criminal-history': {
    what: 'an arrest, charge or conviction',
    question: 'each event (Arrests, charges and convictions)',
    citation: CITATIONS.criminalGrounds,
  },
};

/** A fact the details mention that its own question does not answer: never inferred, always asked. */
function statedButUnanswered(input: EligibilityInput): Finding[] {
  return unansweredStatedFacts(input).map((fact) =>
    issue({
      ruleId: `cross.stated.${fact}`,
      reason: `Your details mention ${STATED[fact].what}, but the question about it was not answered, so the check could not weigh it.`,
      recommendation: `Answer ${STATED[fact].question} and run the check again: it can change the result.`,
      citation: STATED[fact].citation,
    }),
  );
}

export interface CrossCategoryResult {
  findings: Finding[];
  situation: Situation;
  adjustment: Adjustment;
}

export function evaluateCrossCategory(input: EligibilityInput, today: string): CrossCategoryResult {
  const situation = situationOf(input, today);
  const { adjustment, finding } = adjustmentDecision(input, situation, today);
  return {
    situation,
    adjustment,
    findings: [
      ...citizenApplicant(input),
      ...(finding ? [finding] : []),
      ...unlawfulPresenceFindings(input, situation, adjustment, today),
      ...priorRemovalFindings(input, situation, today),
      ...criminalHistoryFindings(input, situation, today),
      ...homeResidenceFindings(input, situation),
      ...publicChargeFindings(input),
      ...healthFindings(input),
      ...statedButUnanswered(input),
    ],
  };
}

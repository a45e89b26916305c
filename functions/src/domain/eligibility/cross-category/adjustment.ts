// Whether the green card can be had inside the United States (adjustment of status) or only at a consulate abroad.
// INA 245(a): only someone inspected and admitted or paroled may adjust; 245(c)(2): not someone who worked without
// permission or fell out of status, unless an immediate relative; 245(i): both are forgiven for someone grandfathered
// by a petition or labor certification filed by April 30, 2001 (with the $1,000 sum of Supplement A); 245(k): an
// employment-based applicant's violations of 180 days or less are forgiven. Pure.
import type { EligibilityInput } from '../../../shared/eligibility/applicant-schema';
import type { Finding } from '../../../shared/eligibility/types';
import { CITATIONS } from '../citations';
import { barDate, barNumber } from '../facts/bar-rules';
import { fail, issue, pass } from '../findings';
import { isImmediateRelative } from '../rules/family-based';
import type { Situation } from '../situation';
import { visaPathOf } from '../visa-path';
import { formatLongDate } from '../../../shared/eligibility/dates';

export type Adjustment = 'allowed' | 'barred' | 'review' | 'not-applicable';

const RULE = 'cross.adjustment';
const EMPLOYMENT: ReadonlySet<EligibilityInput['category']> = new Set([
  'Employment-Based',
  'Investor (EB-5)',
  'Highly Skilled (EB-1/O-1)',
  'Medical Professionals (EB-2 NIW)',
]);
/** Their own rules decide (asylees adjust under 209, SIJs are deemed paroled by 245(h), VAWA self-petitioners are spared). */
const OWN_RULES: ReadonlySet<EligibilityInput['category']> = new Set([
  'Asylum/Refugee',
  'Special Immigrant Juvenile (SIJ)',
  'Special Categories',
  'K-Visa',
]);

const grandfatheredNote = `INA 245(i) lets you adjust anyway if a family petition or labor certification was filed for you (or for a parent or spouse whose case you join) on or before ${formatLongDate(barDate('section245iDeadline'))}, and you pay the $1,000 sum with Supplement A to Form I-485.`;

interface Decision {
  adjustment: Adjustment;
  finding: Finding | null;
}

function grandfathered(situation: Situation, what: string): Decision | null {
  if (situation.grandfathered === 'yes') {
    return {
      adjustment: 'allowed',
      finding: pass({
        ruleId: RULE,
        reason: `${what}, but a petition or labor certification filed for you by ${formatLongDate(barDate('section245iDeadline'))} grandfathers you under INA 245(i): you can adjust status inside the United States.`,
        recommendation:
          'File Supplement A with Form I-485 and pay the $1,000 sum. Bring proof the earlier petition was approvable when filed, and, if it was filed after January 14, 1998, that you were in the United States on December 21, 2000.',
        citation: CITATIONS.adjustmentGrandfathered,
      }),
    };
  }
  if (situation.grandfathered === 'unconfirmed') {
    return {
      adjustment: 'review',
      finding: issue({
        ruleId: RULE,
        reason: `${what}. You say an early petition may grandfather you under INA 245(i), but not when it was filed.`,
        recommendation: `Find the receipt notice of that petition or labor certification. ${grandfatheredNote}`,
        citation: CITATIONS.adjustmentGrandfathered,
      }),
    };
  }
  return null;
}

/** Whether the applicant, inside the United States, can adjust status there; null outside it or for another path. */
export function adjustmentDecision(input: EligibilityInput, situation: Situation, today: string): Decision {
  const none: Decision = { adjustment: 'not-applicable', finding: null };
  if (!situation.inUnitedStates || visaPathOf(input) !== 'immigrant' || OWN_RULES.has(input.category)) return none;

  if (situation.manner === 'without-inspection') {
    const what =
      'You entered the United States without inspection, and INA 245(a) lets only people who were inspected and admitted or paroled adjust status there';
    return (
      grandfathered(situation, what) ?? {
        adjustment: 'barred',
        finding: fail({
          ruleId: RULE,
          reason: `You are not eligible to adjust status inside the United States: ${what.charAt(0).toLowerCase()}${what.slice(1)}. The green card has to come through an immigrant visa at a U.S. consulate abroad.`,
          recommendation: `Do not leave the United States before getting legal advice: leaving after more than 180 days without permission starts a bar on returning. The petition comes first; then, where a U.S.-citizen or permanent-resident spouse or parent would suffer extreme hardship, a provisional waiver (Form I-601A) can be approved before you leave for the interview. ${grandfatheredNote}`,
          citation: CITATIONS.adjustmentInspection,
        }),
      }
    );
  }

  const violated = input.immigrationHistory.overstays.overstayed || situation.stayUnlawfulDays > 0;
  if (!violated) {
    return {
      adjustment: 'allowed',
      finding: pass({
        ruleId: RULE,
        reason:
          'You were inspected and admitted or paroled and report no time out of status, so you can apply to adjust status inside the United States.',
        recommendation: 'Keep the I-94 record of your last entry: Form I-485 asks for it.',
        citation: CITATIONS.adjustmentInspection,
      }),
    };
  }
  if (input.category === 'Family-Based' && isImmediateRelative(input, today)) {
    return {
      adjustment: 'allowed',
      finding: pass({
        ruleId: RULE,
        reason:
          'You were admitted or paroled, and as an immediate relative of a U.S. citizen an overstay does not stop you from adjusting status (INA 245(c)(2) does not apply to you).',
        recommendation: 'Keep the I-94 record of your last entry: Form I-485 asks for it.',
        citation: CITATIONS.adjustmentStatusViolations,
      }),
    };
  }
  const what =
    'You were out of status in the United States, and INA 245(c)(2) bars adjustment after a status violation except for immediate relatives of U.S. citizens';
  const forgiven = grandfathered(situation, what);
  if (forgiven) return forgiven;
  if (EMPLOYMENT.has(input.category) && situation.stayUnlawfulDays <= barNumber('section245kDays')) {
    return {
      adjustment: 'review',
      finding: issue({
        ruleId: RULE,
        reason: `${what}. For employment-based applicants INA 245(k) forgives violations of ${barNumber('section245kDays')} days or less in all since the last lawful admission.`,
        recommendation: 'An attorney should add up every day out of status and of unauthorized work since your last admission.',
        citation: CITATIONS.adjustmentEmploymentExemption,
      }),
    };
  }
  return {
    adjustment: 'barred',
    finding: fail({
      ruleId: RULE,
      reason: `You are not eligible to adjust status inside the United States: ${what.charAt(0).toLowerCase()}${what.slice(1)}.`,
      recommendation: `The green card has to come through a U.S. consulate abroad; get legal advice before you leave. ${grandfatheredNote}`,
      citation: CITATIONS.adjustmentStatusViolations,
    }),
  };
}

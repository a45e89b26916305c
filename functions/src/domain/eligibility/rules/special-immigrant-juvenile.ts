// Special Immigrant Juvenile status: under 21 and unmarried, with a state juvenile court order finding that
// reunification with one or both parents is not viable because of abuse, neglect or abandonment.
import type { EligibilityInputFor } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import { addYears, ageOn, formatLongDate } from '../../../shared/eligibility/dates';
import { fail, issue, pass } from '../findings';
import { listAnd } from '../../../shared/eligibility/format';
import type { Finding } from '../../../shared/eligibility/types';

type Input = EligibilityInputFor<'Special Immigrant Juvenile (SIJ)'>;

export const SIJ_AGE_LIMIT = 21;

function age(input: Input, today: string): Finding {
  const years = ageOn(input.dob, today);
  const ruleId = 'sij.under-21';
  if (years >= SIJ_AGE_LIMIT) {
    return fail({
      ruleId,
      reason: `You are ${years}; the SIJ petition must be filed before your 21st birthday.`,
      recommendation:
        'If a petition was filed before you turned 21, you keep eligibility; an attorney can check. Otherwise look at other humanitarian options.',
      citation: CITATIONS.sijRegulation,
    });
  }
  const birthday = addYears(input.dob, SIJ_AGE_LIMIT);
  return pass({
    ruleId,
    reason: `You are ${years}, under the age limit of 21.`,
    recommendation: `File Form I-360 before your 21st birthday (${formatLongDate(birthday)}); once filed, turning 21 no longer counts against you (age-out protection of the TVPRA 2008). Many state courts lose jurisdiction at 18, so get the court order early.`,
    citation: CITATIONS.sijRegulation,
  });
}

function unmarried(input: Input): Finding {
  const ruleId = 'sij.unmarried';
  return input.categoryDetails.unmarried
    ? pass({
        ruleId,
        reason: 'You are unmarried.',
        recommendation: 'You must stay unmarried until you get your green card.',
        citation: CITATIONS.sij,
      })
    : fail({
        ruleId,
        reason: 'SIJ is only for unmarried juveniles.',
        recommendation: 'Ask an attorney about family-based or other humanitarian options.',
        citation: CITATIONS.sij,
      });
}

function courtOrder(input: Input): Finding[] {
  const { stateCourtOrder, courtFindings, bestInterestFinding } = input.categoryDetails;
  if (!stateCourtOrder) {
    return [
      fail({
        ruleId: 'sij.court-order',
        reason: 'SIJ requires an order from a state juvenile court declaring you dependent on the court or placing you in custody.',
        recommendation:
          "Start a custody, guardianship or dependency case in state court with an attorney, before the court's age limit (often 18).",
        citation: CITATIONS.sijRegulation,
      }),
    ];
  }
  const findings: Finding[] = [
    pass({
      ruleId: 'sij.court-order',
      reason: 'A state juvenile court has issued a dependency or custody order.',
      recommendation: 'File a certified copy with Form I-360.',
      citation: CITATIONS.sijRegulation,
    }),
  ];
  if (courtFindings.length === 0) {
    findings.push(
      fail({
        ruleId: 'sij.reunification-findings',
        reason:
          'The court order must find that reunification with one or both parents is not viable because of abuse, neglect, abandonment or a similar basis under state law. No such finding was reported.',
        recommendation: 'Ask the court to make the finding, with the facts it relied on, in the order.',
        citation: CITATIONS.sij,
      }),
    );
  } else {
    findings.push(
      pass({
        ruleId: 'sij.reunification-findings',
        reason: `The court found reunification not viable because of ${listAnd(courtFindings)}.`,
        recommendation: 'Make sure the order states the facts behind the finding and the state law it applied.',
        citation: CITATIONS.sij,
      }),
    );
  }
  if (bestInterestFinding !== true) {
    findings.push(
      bestInterestFinding === false
        ? fail({
            ruleId: 'sij.best-interest',
            reason: "SIJ also needs a finding that returning to your or your parents' country is not in your best interest.",
            recommendation: 'Ask the court to make that finding.',
            citation: CITATIONS.sij,
          })
        : issue({
            ruleId: 'sij.best-interest',
            reason:
              "SIJ also needs a finding that returning to your or your parents' country is not in your best interest, and we do not know whether the court made one.",
            recommendation: 'Check the order for the best-interest finding.',
            citation: CITATIONS.sij,
          }),
    );
  }
  return findings;
}

export function evaluateSpecialImmigrantJuvenile(input: Input, today: string): Finding[] {
  const findings = [age(input, today), unmarried(input), ...courtOrder(input)];
  if (input.categoryDetails.physicallyPresentInUS === false) {
    findings.push(
      fail({
        ruleId: 'sij.physical-presence',
        reason: 'You must be physically present in the United States to petition for SIJ classification.',
        recommendation: 'SIJ is not available from abroad; ask an attorney about other options.',
        citation: CITATIONS.sijRegulation,
      }),
    );
  }
  return findings;
}

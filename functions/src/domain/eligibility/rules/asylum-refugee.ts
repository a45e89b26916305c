// Asylum (applicants in the United States or at a port of entry) and refugee status (applicants abroad). Both need
// persecution, or a well-founded fear of it, on a protected ground. Asylum adds the one-year filing deadline.
import type { EligibilityInputFor } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import { addYears, daysBetween, formatLongDate, rollToBusinessDay } from '../../../shared/eligibility/dates';
import { fail, issue, pass } from '../findings';
import { listAnd, plural } from '../../../shared/eligibility/format';
import type { Citation, Finding } from '../../../shared/eligibility/types';

type Details = EligibilityInputFor<'Asylum/Refugee'>['categoryDetails'];

/** The one-year deadline took effect on this date; earlier arrivals count from it. */
export const ASYLUM_DEADLINE_EFFECTIVE = '1997-04-01';

/**
 * Last day to file for asylum. 8 CFR 208.4(a)(2)(ii) counts the year from the last arrival (or April 1, 1997 if
 * later) without counting the arrival day itself, so the period ends on the first anniversary and a filing on the
 * anniversary is timely. A last day on a weekend or federal holiday moves to the next business day.
 */
export function asylumFilingDeadline(lastArrivalDate: string): string {
  const start = lastArrivalDate > ASYLUM_DEADLINE_EFFECTIVE ? lastArrivalDate : ASYLUM_DEADLINE_EFFECTIVE;
  return rollToBusinessDay(addYears(start, 1));
}

function protectedGround(details: Details): Finding {
  const ruleId = 'asylum.protected-ground';
  if (details.persecutionBasis.length === 0) {
    return fail({
      ruleId,
      reason:
        'Asylum and refugee status require persecution, or a well-founded fear of it, because of race, religion, nationality, political opinion or membership in a particular social group. None was selected.',
      recommendation:
        'If you fear torture or other serious harm for another reason, ask an attorney about protection under the Convention Against Torture.',
      citation: CITATIONS.refugeeDefinition,
    });
  }
  return pass({
    ruleId,
    reason: `Your claim rests on protected grounds: ${listAnd(details.persecutionBasis)}.`,
    recommendation:
      'Gather evidence that links the harm or threats to that ground: statements, witness letters, medical records, country reports.',
    citation: CITATIONS.refugeeDefinition,
  });
}

function oneYearDeadline(details: Details, today: string): Finding {
  const ruleId = 'asylum.one-year-deadline';
  if (details.unaccompaniedChild) {
    return issue({
      ruleId,
      reason:
        'The one-year deadline does not apply to unaccompanied children, but whether you still count as one when you file is a legal question.',
      recommendation: 'Have an attorney confirm the exemption and file as early as you can anyway.',
      citation: CITATIONS.asylumUnaccompaniedChildren,
    });
  }
  if (details.lastArrivalDate === undefined) {
    return issue({
      ruleId,
      reason: 'Asylum must be requested within one year of your last arrival, and the arrival date was not given.',
      recommendation: 'Add the date of your most recent arrival in the United States and run the check again.',
      citation: CITATIONS.asylumDeadline,
    });
  }
  const filingDate = details.filingDate ?? today;
  const filing = details.filingDate ? `filed on ${formatLongDate(filingDate)}` : 'filed today';
  if (details.lastArrivalDate > filingDate) {
    return issue({
      ruleId,
      reason: `The last arrival date (${formatLongDate(details.lastArrivalDate)}) is after the filing date (${formatLongDate(filingDate)}).`,
      recommendation: 'Check both dates and run the check again.',
      citation: CITATIONS.asylumDeadline,
    });
  }
  const deadline = asylumFilingDeadline(details.lastArrivalDate);
  const anniversary = addYears(
    details.lastArrivalDate > ASYLUM_DEADLINE_EFFECTIVE ? details.lastArrivalDate : ASYLUM_DEADLINE_EFFECTIVE,
    1,
  );
  const rolled =
    deadline !== anniversary
      ? ' (the anniversary falls on a weekend or federal holiday, so the deadline moves to the next business day)'
      : '';
  if (filingDate <= deadline) {
    const left = daysBetween(filingDate, deadline);
    return pass({
      ruleId,
      reason:
        left === 0
          ? `An application ${filing} is on time: ${formatLongDate(deadline)} is the last day of the one-year period${rolled}.`
          : `An application ${filing} is within one year of your last arrival; the deadline is ${formatLongDate(deadline)}${rolled}.`,
      recommendation: `File Form I-589 so that it is received by ${formatLongDate(deadline)}; keep proof of the date of arrival and of filing.`,
      citation: CITATIONS.asylumDeadlineRegulation,
    });
  }
  const late = plural(daysBetween(deadline, filingDate), 'day');
  if (details.changedCircumstances || details.extraordinaryCircumstances) {
    const kind = [details.changedCircumstances ? 'changed' : '', details.extraordinaryCircumstances ? 'extraordinary' : '']
      .filter(Boolean)
      .join(' and ');
    return issue({
      ruleId,
      reason: `An application ${filing} is ${late} past the one-year deadline of ${formatLongDate(deadline)}, but you report ${kind} circumstances, which can excuse a late filing.`,
      recommendation:
        'The exception applies only if you file within a reasonable time after the circumstances arose. Have an attorney document them and file as soon as possible.',
      citation: CITATIONS.asylumExceptions,
    });
  }
  return fail({
    ruleId,
    reason: `An application ${filing} is ${late} past the one-year deadline of ${formatLongDate(deadline)}, and no changed or extraordinary circumstances were reported.`,
    recommendation:
      'Withholding of removal and protection under the Convention Against Torture have no filing deadline; ask an attorney whether they fit, and whether any exception to the deadline applies.',
    citation: CITATIONS.asylumDeadline,
  });
}

/** The mandatory bars of INA 208(b)(2)(A) and the earlier-denial bar of 208(a)(2)(C). */
const MANDATORY_BARS: ReadonlyArray<{ fact: keyof Details; ruleId: string; reason: string; citation: Citation }> = [
  {
    fact: 'firmlyResettled',
    ruleId: 'asylum.firm-resettlement',
    reason:
      'You were firmly resettled in another country (offered permanent residence or citizenship there) before you came, which bars asylum.',
    citation: CITATIONS.firmResettlement,
  },
  {
    fact: 'persecutor',
    ruleId: 'asylum.persecutor',
    reason: 'Taking part in the persecution of others bars asylum.',
    citation: CITATIONS.asylumPersecutorBar,
  },
  {
    fact: 'particularlySeriousCrime',
    ruleId: 'asylum.particularly-serious-crime',
    reason: 'A conviction for a particularly serious crime bars asylum.',
    citation: CITATIONS.asylumCriminalBars,
  },
  {
    fact: 'seriousNonpoliticalCrime',
    ruleId: 'asylum.serious-nonpolitical-crime',
    reason: 'A serious nonpolitical crime committed outside the United States before you arrived bars asylum.',
    citation: CITATIONS.asylumNonpoliticalCrime,
  },
  {
    fact: 'securityGrounds',
    ruleId: 'asylum.security',
    reason: 'Terrorism-related activity or being a danger to U.S. security bars asylum.',
    citation: CITATIONS.asylumSecurityBar,
  },
];

function otherBars(details: Details): Finding[] {
  const findings: Finding[] = MANDATORY_BARS.filter((bar) => details[bar.fact] === true).map((bar) =>
    fail({
      ruleId: bar.ruleId,
      reason: bar.reason,
      recommendation:
        bar.fact === 'firmlyResettled'
          ? 'There are exceptions: the stay there was a necessary stop on the way, or its conditions were so restricted you were not really resettled. Withholding of removal and Convention Against Torture protection have no such bar. An attorney must review this.'
          : 'Withholding of removal may be barred too, but protection under the Convention Against Torture (deferral of removal) is not. An attorney must review this.',
      citation: bar.citation,
    }),
  );
  if (details.previousAsylumDenied) {
    findings.push(
      details.changedCircumstances
        ? issue({
            ruleId: 'asylum.prior-denial',
            reason:
              'An earlier asylum denial bars a new application unless circumstances have materially changed, as you report they have.',
            recommendation: 'An attorney should document the changed circumstances, or weigh reopening the old case instead.',
            citation: CITATIONS.asylumPriorDenial,
          })
        : fail({
            ruleId: 'asylum.prior-denial',
            reason: 'An earlier asylum denial bars a new application, and you report no material change in circumstances since.',
            recommendation: 'An attorney should assess whether circumstances have changed, or whether reopening the old case is possible.',
            citation: CITATIONS.asylumPriorDenial,
          }),
    );
  }
  return findings;
}

function refugeeAccess(details: Details): Finding {
  const ruleId = 'refugee.program-access';
  if (details.refugeeReferral) {
    return pass({
      ruleId,
      reason: 'You are outside the United States and have access to the U.S. refugee program through a referral or a designated group.',
      recommendation: "Follow the Resettlement Support Center's instructions for the interview and security checks.",
      citation: CITATIONS.refugeeAdmission,
    });
  }
  return issue({
    ruleId,
    reason:
      'From outside the United States, protection comes through the refugee program, which you can reach only through a referral (for example by UNHCR or a U.S. embassy) or a designated group.',
    recommendation: 'Contact UNHCR in the country where you are now. You must be outside your own country to be a refugee.',
    citation: CITATIONS.refugeeAdmission,
  });
}

export function evaluateAsylumRefugee(input: EligibilityInputFor<'Asylum/Refugee'>, today: string): Finding[] {
  const details = input.categoryDetails;
  if (!details.inUnitedStates) return [protectedGround(details), refugeeAccess(details)];
  return [protectedGround(details), oneYearDeadline(details, today), ...otherBars(details)];
}

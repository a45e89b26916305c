// K-1 fiancé(e) and K-3 spouse visas. Both need a U.S. citizen petitioner. K-1 also needs an in-person meeting
// within the two years before the petition (waivable), freedom to marry, and a marriage within 90 days of entry.
import type { EligibilityInputFor } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import { fail, issue, pass } from '../findings';
import type { Finding } from '../../../shared/eligibility/types';

type Details = EligibilityInputFor<'K-Visa'>['categoryDetails'];

/** A petitioner who filed this many fiancé(e) petitions before needs a waiver (INA 214(d)(2)). */
const MULTIPLE_FILER_THRESHOLD = 2;

function petitioner(details: Details): Finding {
  const ruleId = 'k.petitioner-citizenship';
  if (details.petitionerStatus !== 'U.S. citizen') {
    return fail({
      ruleId,
      reason: `Only U.S. citizens can file for a ${details.visaType} visa; the petitioner's status is ${details.petitionerStatus}.`,
      recommendation:
        details.petitionerStatus === 'LPR'
          ? 'A permanent resident can petition for a spouse after the wedding (Form I-130, second preference F2A), or file for a K visa after naturalizing.'
          : 'Once the petitioner becomes a U.S. citizen, they can file.',
      citation: CITATIONS.fiance,
    });
  }
  return pass({
    ruleId,
    reason: 'The petitioner is a U.S. citizen.',
    recommendation: 'The petitioner files Form I-129F with USCIS.',
    citation: CITATIONS.fiance,
  });
}

function meeting(details: Details): Finding {
  const ruleId = 'k1.in-person-meeting';
  if (details.metInPersonWithinTwoYears) {
    return pass({
      ruleId,
      reason: 'You have met in person within the two years before the petition.',
      recommendation: 'Keep photos, tickets and boarding passes that prove the meeting.',
      citation: CITATIONS.fiancePetition,
    });
  }
  const reason = details.meetingWaiverReason;
  if (reason !== undefined && reason !== 'None') {
    return issue({
      ruleId,
      reason: `You have not met in person within two years, but you ask for a waiver on the ground of ${reason.toLowerCase()}. USCIS grants these waivers case by case.`,
      recommendation:
        'Document the hardship or the custom in detail (for example a letter from a religious leader); an attorney can prepare the request.',
      citation: CITATIONS.fianceRegulation,
    });
  }
  return fail({
    ruleId,
    reason: 'A K-1 petition needs an in-person meeting within the two years before filing, and you have not met or asked for a waiver.',
    recommendation:
      'Meet in person before the petition is filed, or ask for a waiver if meeting would cause extreme hardship to the petitioner or break strict customs.',
    citation: CITATIONS.fiancePetition,
  });
}

function freeToMarry(details: Details): Finding {
  const ruleId = 'k1.free-to-marry';
  return details.legallyFreeToMarry
    ? pass({
        ruleId,
        reason: 'You are both legally free to marry.',
        recommendation: 'Bring divorce decrees or death certificates for any earlier marriages.',
        citation: CITATIONS.fiancePetition,
      })
    : fail({
        ruleId,
        reason: 'Both of you must be legally free to marry when the petition is filed.',
        recommendation: 'Finalize any divorce or annulment first, then file.',
        citation: CITATIONS.fiancePetition,
      });
}

function marriageIntent(details: Details): Finding | undefined {
  if (details.intendToMarryWithin90Days === undefined) return undefined;
  const ruleId = 'k1.marry-within-90-days';
  return details.intendToMarryWithin90Days
    ? pass({
        ruleId,
        reason: 'You intend to marry within 90 days of arrival.',
        recommendation: 'After the wedding, file Form I-485 to become a permanent resident.',
        citation: CITATIONS.fiancePetition,
      })
    : fail({
        ruleId,
        reason: 'A K-1 is only for couples who will marry within 90 days after the fiancé(e) arrives.',
        recommendation: 'If you will marry abroad first, the petitioner should file Form I-130 for a spouse instead.',
        citation: CITATIONS.fiancePetition,
      });
}

function multipleFiler(details: Details): Finding | undefined {
  if ((details.petitionerPriorFianceePetitions ?? 0) < MULTIPLE_FILER_THRESHOLD) return undefined;
  return issue({
    ruleId: 'k.multiple-petitions',
    reason: 'The petitioner has filed two or more fiancé(e) petitions before, so this petition needs a waiver from USCIS.',
    recommendation: 'Request the waiver with the petition; an attorney can explain what USCIS looks for.',
    citation: CITATIONS.fiancePetition,
  });
}

function k3(details: Details): Finding[] {
  const findings: Finding[] = [];
  if (details.marriedToPetitioner !== true) {
    findings.push(
      details.marriedToPetitioner === false
        ? fail({
            ruleId: 'k3.marriage',
            reason: 'A K-3 visa is for spouses; you are not married to the petitioner.',
            recommendation: 'If you plan to marry in the United States, the K-1 fiancé(e) visa fits instead.',
            citation: CITATIONS.fiance,
          })
        : issue({
            ruleId: 'k3.marriage',
            reason: 'A K-3 visa is for spouses, and we do not know whether you are married to the petitioner.',
            recommendation: 'Answer the marriage question and run the check again.',
            citation: CITATIONS.fiance,
          }),
    );
  }
  if (details.i130Filed !== true) {
    findings.push(
      issue({
        ruleId: 'k3.i130',
        reason: 'A K-3 visa requires that the petitioner has already filed Form I-130 for you.',
        recommendation:
          'File the I-130 first. In practice the I-130 is often approved before the K-3 is processed, and the case then moves to an immigrant visa.',
        citation: CITATIONS.fiance,
      }),
    );
  }
  return findings;
}

export function evaluateKVisa(input: EligibilityInputFor<'K-Visa'>): Finding[] {
  const details = input.categoryDetails;
  const findings = [petitioner(details)];
  if (details.visaType === 'K-3') findings.push(...k3(details));
  else findings.push(meeting(details), freeToMarry(details));
  const extra = [details.visaType === 'K-1' ? marriageIntent(details) : undefined, multipleFiler(details)];
  return [...findings, ...extra.filter((f): f is Finding => f !== undefined)];
}

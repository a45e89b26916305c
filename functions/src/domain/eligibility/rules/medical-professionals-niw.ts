// EB-2 national interest waiver for medical and other professionals. The applicant first needs EB-2 standing (an
// advanced degree or exceptional ability); the waiver itself follows Matter of Dhanasar's three prongs, except for
// physicians who commit to five years in an underserved area, who use the separate statutory physician waiver.
import type { EligibilityInputFor } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import { fail, issue, pass } from '../findings';
import type { Finding } from '../../../shared/eligibility/types';

type Details = EligibilityInputFor<'Medical Professionals (EB-2 NIW)'>['categoryDetails'];

const EXCEPTIONAL_ABILITY_CRITERIA = 3;

function eb2Standing(d: Details): Finding {
  const ruleId = 'niw.eb2-standing';
  if (d.advancedDegree !== 'None') {
    return pass({
      ruleId,
      reason: `Your ${d.advancedDegree === "Master's or higher" ? "master's or higher degree" : "bachelor's degree with five years of progressive experience"} gives you EB-2 standing.`,
      recommendation: 'Get a credential evaluation for foreign degrees and employer letters for experience.',
      citation: CITATIONS.eb2Regulation,
    });
  }
  const met = d.exceptionalAbilityCriteriaMet ?? 0;
  if (met >= EXCEPTIONAL_ABILITY_CRITERIA) {
    return pass({
      ruleId,
      reason: `You meet ${met} of the six exceptional ability criteria (three are needed), which gives EB-2 standing.`,
      recommendation: 'USCIS then weighs the evidence as a whole; document each criterion well.',
      citation: CITATIONS.eb2Regulation,
    });
  }
  return fail({
    ruleId,
    reason: `A national interest waiver is part of EB-2, which needs an advanced degree or exceptional ability; you have no advanced degree and meet ${met} of the six exceptional ability criteria (three are needed).`,
    recommendation: 'Consider EB-3 with an employer, or build the evidence of exceptional ability first.',
    citation: CITATIONS.niw,
  });
}

function physicianWaiver(d: Details): Finding[] {
  const findings = [
    pass({
      ruleId: 'niw.physician-underserved-area',
      reason:
        'As a physician committing to five years of full-time clinical work in a shortage area or a Veterans Affairs facility, you can use the statutory physician national interest waiver.',
      recommendation:
        'Get the attestation from a federal agency or the state health department, and note that the green card is approved only after the five years are served.',
      citation: CITATIONS.physicianNiwRegulation,
    }),
  ];
  if (d.licensedInUS !== true) {
    findings.push(
      issue({
        ruleId: 'niw.license',
        reason: 'Clinical practice in the United States needs a state medical license, which you do not report having.',
        recommendation: 'Complete the USMLE steps and residency requirements for the state where you will practice.',
        citation: CITATIONS.physicianNiw,
      }),
    );
  }
  return findings;
}

function dhanasar(d: Details): Finding[] {
  const prongs: Array<{ ruleId: string; met: boolean; yes: string; no: string; fix: string }> = [
    {
      ruleId: 'niw.prong-1-merit-importance',
      met: d.substantialMeritAndNationalImportance,
      yes: 'Your proposed endeavor has substantial merit and national importance (prong 1).',
      no: 'Prong 1 is not met: the proposed endeavor must have substantial merit and national importance, not only local or private benefit.',
      fix: "Reframe or document the endeavor's broader impact, for example on public health, the economy or research.",
    },
    {
      ruleId: 'niw.prong-2-well-positioned',
      met: d.wellPositionedToAdvance,
      yes: 'You are well positioned to advance the endeavor (prong 2).',
      no: 'Prong 2 is not met: you must show you are well positioned to advance the endeavor.',
      fix: 'Build a record of progress: publications, patents, contracts, funding, letters from experts who know your work.',
    },
    {
      ruleId: 'niw.prong-3-balance',
      met: d.beneficialToWaiveJobOffer,
      yes: 'On balance, waiving the job offer and labor certification would benefit the United States (prong 3).',
      no: 'Prong 3 is not met: on balance, waiving the job offer and labor certification must benefit the United States.',
      fix: 'Explain why the labor certification process is impractical for your work, or why the national interest outweighs it.',
    },
  ];
  return prongs.map((prong) =>
    prong.met
      ? pass({
          ruleId: prong.ruleId,
          reason: prong.yes,
          recommendation: 'USCIS decides each prong on the evidence; independent expert letters carry weight.',
          citation: CITATIONS.dhanasar,
        })
      : fail({ ruleId: prong.ruleId, reason: prong.no, recommendation: prong.fix, citation: CITATIONS.dhanasar }),
  );
}

function scheduleA(d: Details): Finding | undefined {
  if (d.profession !== 'Registered nurse' && d.profession !== 'Physical therapist') return undefined;
  return pass({
    ruleId: 'niw.schedule-a-alternative',
    reason: `${d.profession === 'Registered nurse' ? 'Registered nurses' : 'Physical therapists'} are a Schedule A occupation, so an employer can sponsor you without testing the labor market.`,
    recommendation: 'If the waiver looks uncertain, an employer-sponsored petition under Schedule A is often faster to build.',
    citation: CITATIONS.scheduleA,
  });
}

export function evaluateMedicalProfessionalsNiw(input: EligibilityInputFor<'Medical Professionals (EB-2 NIW)'>): Finding[] {
  const d = input.categoryDetails;
  const physicianRoute = d.profession === 'Physician' && d.physicianUnderservedAreaCommitment === true;
  const findings = [eb2Standing(d), ...(physicianRoute ? physicianWaiver(d) : dhanasar(d))];
  const alternative = scheduleA(d);
  return alternative ? [...findings, alternative] : findings;
}

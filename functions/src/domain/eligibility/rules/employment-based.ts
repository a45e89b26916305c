// Employment-based green cards (Form I-140): a job offer, a labor certification for EB-2 and EB-3, a wage at or
// above the prevailing wage, and the degree or experience the preference category demands.
import type { EligibilityInputFor } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import { fail, issue, pass } from '../findings';
import { formatUsd } from '../../../shared/eligibility/format';
import type { Finding } from '../../../shared/eligibility/types';

type Details = EligibilityInputFor<'Employment-Based'>['categoryDetails'];

const EB2_BACHELOR_EXPERIENCE_YEARS = 5;
const EB3_SKILLED_EXPERIENCE_YEARS = 2;
const EXCEPTIONAL_ABILITY_CRITERIA = 3;
const ADVANCED_DEGREES: ReadonlySet<string> = new Set(["Master's", 'Doctorate']);
const BACHELOR_OR_HIGHER: ReadonlySet<string> = new Set(["Bachelor's", "Master's", 'Doctorate']);

function jobOffer(details: Details): Finding {
  const ruleId = 'employment.job-offer';
  if (details.jobOffer) {
    return pass({
      ruleId,
      reason: 'You have a permanent job offer from a U.S. employer.',
      recommendation: 'The employer will also have to show it can pay the offered wage from the priority date on.',
      citation: CITATIONS.employmentPreferences,
    });
  }
  if (details.preferenceCategory === 'EB-1') {
    return issue({
      ruleId,
      reason: 'Without a job offer, only the EB-1A extraordinary ability route is open within EB-1.',
      recommendation: 'Run the Highly Skilled (EB-1/O-1) check to see whether you qualify for EB-1A.',
      citation: CITATIONS.eb1a,
    });
  }
  return fail({
    ruleId,
    reason: `${details.preferenceCategory} requires a permanent job offer from a U.S. employer, and you do not have one.`,
    recommendation:
      'Look for a sponsoring employer. Without one, a national interest waiver (EB-2 NIW) or EB-1A may let you petition for yourself.',
    citation: CITATIONS.employmentPreferences,
  });
}

function laborCertification(details: Details): Finding {
  const ruleId = 'employment.labor-certification';
  if (details.preferenceCategory === 'EB-1') {
    return pass({
      ruleId,
      reason: 'EB-1 petitions do not need a labor certification.',
      recommendation: 'The petition goes straight to USCIS on Form I-140.',
      citation: CITATIONS.laborCertification,
    });
  }
  switch (details.laborCertificationStatus) {
    case 'Approved':
      return pass({
        ruleId,
        reason: 'The PERM labor certification is approved.',
        recommendation: 'File Form I-140 while the certification is valid (180 days from approval).',
        citation: CITATIONS.laborCertification,
      });
    case 'Pending':
      return issue({
        ruleId,
        reason: 'The PERM labor certification is still pending; the I-140 cannot be filed until the Department of Labor approves it.',
        recommendation: 'Wait for the certification decision before filing the I-140.',
        citation: CITATIONS.laborCertification,
      });
    case 'Not started':
      return fail({
        ruleId,
        reason: `${details.preferenceCategory} needs an approved PERM labor certification, and the process has not started.`,
        recommendation:
          'The employer must request a prevailing wage determination, test the U.S. labor market and then file the PERM application.',
        citation: CITATIONS.laborCertification,
      });
    case 'Not required':
      return issue({
        ruleId,
        reason:
          'You said no labor certification is needed. For EB-2 and EB-3 that is true only for Schedule A occupations (such as registered nurses and physical therapists) or a national interest waiver.',
        recommendation: 'Have an attorney confirm the exemption before the employer files.',
        citation: CITATIONS.scheduleA,
      });
  }
}

function prevailingWage(details: Details): Finding | undefined {
  if (details.preferenceCategory === 'EB-1' || !details.jobOffer) return undefined;
  const ruleId = 'employment.prevailing-wage';
  if (details.prevailingWage === undefined) {
    return issue({
      ruleId,
      reason: 'We could not compare the offered wage with the prevailing wage, which was not given.',
      recommendation: 'Ask the employer for the Department of Labor prevailing wage determination and check the offer meets it.',
      citation: CITATIONS.prevailingWage,
    });
  }
  if (details.wage < details.prevailingWage) {
    return fail({
      ruleId,
      reason: `The offered wage (${formatUsd(details.wage)} a year) is below the prevailing wage (${formatUsd(details.prevailingWage)}).`,
      recommendation: 'The employer must offer at least the prevailing wage for the labor certification to be approved.',
      citation: CITATIONS.prevailingWage,
    });
  }
  return pass({
    ruleId,
    reason: `The offered wage (${formatUsd(details.wage)} a year) meets the prevailing wage (${formatUsd(details.prevailingWage)}).`,
    recommendation: 'Keep the wage at or above the prevailing wage through the whole process.',
    citation: CITATIONS.prevailingWage,
  });
}

function qualifications(details: Details): Finding {
  const ruleId = 'employment.qualifications';
  const { highestDegree, yearsOfExperience, exceptionalAbilityCriteriaMet } = details.applicantQualifications;

  if (details.preferenceCategory === 'EB-1') {
    return issue({
      ruleId,
      reason: 'EB-1 depends on extraordinary ability, outstanding research or a multinational management role, not on a degree.',
      recommendation: 'Run the Highly Skilled (EB-1/O-1) check, which tests the EB-1 evidence criteria.',
      citation: CITATIONS.eb1a,
    });
  }

  if (details.preferenceCategory === 'EB-2') {
    if (ADVANCED_DEGREES.has(highestDegree)) {
      return pass({
        ruleId,
        reason: `Your ${highestDegree.toLowerCase()} degree is an advanced degree for EB-2.`,
        recommendation: 'Obtain a credential evaluation if the degree is from outside the United States.',
        citation: CITATIONS.eb2Regulation,
      });
    }
    if (highestDegree === "Bachelor's" && yearsOfExperience >= EB2_BACHELOR_EXPERIENCE_YEARS) {
      return pass({
        ruleId,
        reason: `A bachelor's degree plus ${yearsOfExperience} years of progressive experience counts as an advanced degree for EB-2 (five years are needed).`,
        recommendation: 'Collect employer letters showing the experience was progressive and came after the degree.',
        citation: CITATIONS.eb2Regulation,
      });
    }
    if ((exceptionalAbilityCriteriaMet ?? 0) >= EXCEPTIONAL_ABILITY_CRITERIA) {
      return pass({
        ruleId,
        reason: `You meet ${exceptionalAbilityCriteriaMet} of the exceptional ability criteria (three are needed).`,
        recommendation: 'USCIS weighs the evidence as a whole after counting criteria, so document each one well.',
        citation: CITATIONS.eb2Regulation,
      });
    }
    return fail({
      ruleId,
      reason:
        highestDegree === "Bachelor's"
          ? `EB-2 needs a master's degree or a bachelor's plus five years of progressive experience; you have ${yearsOfExperience}.`
          : "EB-2 needs a master's degree, a bachelor's plus five years of progressive experience, or exceptional ability.",
      recommendation: 'EB-3 (skilled workers and professionals) may fit instead.',
      citation: CITATIONS.eb2,
    });
  }

  if (BACHELOR_OR_HIGHER.has(highestDegree)) {
    return pass({
      ruleId,
      reason: "With a bachelor's degree you can qualify as an EB-3 professional, if the job requires the degree.",
      recommendation: 'Make sure the labor certification lists the degree as the minimum requirement.',
      citation: CITATIONS.eb3Regulation,
    });
  }
  if (yearsOfExperience >= EB3_SKILLED_EXPERIENCE_YEARS) {
    return pass({
      ruleId,
      reason: `With ${yearsOfExperience} years of experience you can qualify as an EB-3 skilled worker (two years of training or experience are needed).`,
      recommendation: 'Collect letters from former employers describing your duties and dates.',
      citation: CITATIONS.eb3Regulation,
    });
  }
  return pass({
    ruleId,
    reason: 'You fit the EB-3 "other workers" group, for jobs needing less than two years of training or experience.',
    recommendation: 'Visa numbers for other workers are limited and waits are often long; check the Visa Bulletin.',
    citation: CITATIONS.eb3Regulation,
  });
}

export function evaluateEmploymentBased(input: EligibilityInputFor<'Employment-Based'>): Finding[] {
  const details = input.categoryDetails;
  const wage = prevailingWage(details);
  return [jobOffer(details), laborCertification(details), ...(wage ? [wage] : []), qualifications(details)];
}

// Diversity visas: chargeability to a country whose natives may enter, a high-school education or two years of
// qualifying work in the last five, and selection in the lottery.
import type { EligibilityInputFor } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import { DV_EXCLUDED_COUNTRIES, isDvExcluded } from '../facts/dv-excluded-countries';
import { fail, issue, pass } from '../findings';
import type { Finding } from '../../../shared/eligibility/types';

type Input = EligibilityInputFor<'Diversity Lottery'>;

export const DV_REQUIRED_WORK_YEARS = 2;

function chargeability(input: Input): Finding[] {
  const { countryOfChargeability: country, bornInNorthernIreland } = input.categoryDetails;
  const ruleId = 'dv.country-of-chargeability';
  const program = DV_EXCLUDED_COUNTRIES.programYear;
  const northernIrelandNative = country === 'United Kingdom' && bornInNorthernIreland;
  if (isDvExcluded(country) && !northernIrelandNative) {
    return [
      fail({
        ruleId,
        reason: `Natives of ${country} could not enter ${program}, because more than 50,000 of them immigrated to the United States in the previous five years.`,
        recommendation:
          "You may still enter through your spouse's country of birth, or a parent's if neither parent was born or living in your birth country when you were born. Otherwise look at family or employment routes.",
        citation: CITATIONS.diversityInstructions,
      }),
    ];
  }
  const findings = [
    pass({
      ruleId,
      reason: northernIrelandNative
        ? `People born in Northern Ireland could enter ${program}, although the rest of the United Kingdom is excluded.`
        : `Natives of ${country} could enter ${program}.`,
      recommendation: 'Check the list of eligible countries again in the instructions for the year you enter; it changes every year.',
      citation: CITATIONS.diversity,
    }),
  ];
  if (country !== input.birthCountry) {
    findings.push(
      issue({
        ruleId: 'dv.alternate-chargeability',
        reason: `You claim chargeability to ${country}, not to your country of birth (${input.birthCountry}). That is allowed only through a spouse's country of birth, or a parent's in narrow cases.`,
        recommendation: 'An attorney should confirm the claim; a wrong country of chargeability disqualifies the entry.',
        citation: CITATIONS.chargeability,
      }),
    );
  }
  return findings;
}

function educationOrWork(input: Input): Finding {
  const { educationLevel, qualifyingWorkExperienceYears: years } = input.categoryDetails;
  const ruleId = 'dv.education-or-work';
  if (educationLevel !== 'Less than high school') {
    return pass({
      ruleId,
      reason: 'You have at least a high-school education, which meets the education requirement.',
      recommendation: 'Bring your diploma and transcripts showing a completed 12-year course of elementary and secondary education.',
      citation: CITATIONS.diversityEducation,
    });
  }
  if (years >= DV_REQUIRED_WORK_YEARS) {
    return pass({
      ruleId,
      reason: `Without a high-school education, your ${years} years of qualifying work in the last five meet the work-experience alternative (two years are needed).`,
      recommendation:
        "Check that your occupation is rated as needing at least two years of training or experience in the Department of Labor's O*NET database, and bring employer letters.",
      citation: CITATIONS.diversityEducation,
    });
  }
  return fail({
    ruleId,
    reason: `The diversity visa needs a high-school education or two years of qualifying work in the last five years; you have neither (${years} years of qualifying work).`,
    recommendation:
      'Complete a high-school equivalent, or gain two years of work in an occupation that needs at least two years of training or experience.',
    citation: CITATIONS.diversityEducation,
  });
}

function selection(input: Input): Finding {
  const ruleId = 'dv.selected';
  if (!input.categoryDetails.selected) {
    return fail({
      ruleId,
      reason: 'A diversity visa can be issued only to people selected in the lottery.',
      recommendation: 'Enter the next registration period, which is free and online only on the State Department website.',
      citation: CITATIONS.diversityRegulation,
    });
  }
  return pass({
    ruleId,
    reason: 'You were selected in the lottery.',
    recommendation:
      'Selection does not guarantee a visa: numbers run out, and the visa must be issued by September 30 of the program year. Submit the DS-260 promptly.',
    citation: CITATIONS.diversityDeadline,
  });
}

export function evaluateDiversityLottery(input: Input): Finding[] {
  return [...chargeability(input), educationOrWork(input), selection(input)];
}

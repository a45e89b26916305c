// Health-related grounds. Vaccinations are required of immigrants only, and only once the medical section is
// answered: when its checkbox is off the form sends false, which means "not asked", not "not vaccinated".
import type { EligibilityInput } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import { hasContent } from '../../../shared/eligibility/format';
import { issue } from '../findings';
import type { Finding } from '../../../shared/eligibility/types';
import { visaPathOf } from '../visa-path';

function medicalSectionAnswered(input: EligibilityInput): boolean {
  const m = input.medicalHistory;
  return m.vaccinations || hasContent(m.communicableDiseases) || hasContent(m.allergies) || hasContent(m.medicalConditions);
}

function vaccinationFinding(input: EligibilityInput): Finding | undefined {
  if (!medicalSectionAnswered(input) || input.medicalHistory.vaccinations) return undefined;
  const path = visaPathOf(input);
  if (path === 'nonimmigrant') return undefined;
  const when =
    path === 'immigrant'
      ? 'Immigrants must show the required vaccinations at the immigration medical exam.'
      : 'You will need the required vaccinations when you apply for a green card.';
  return issue({
    ruleId: 'cross.vaccinations',
    reason: `You report that your vaccinations are not complete. ${when}`,
    recommendation:
      'The civil surgeon or panel physician can give the missing vaccines at the exam. Waivers exist when a vaccine is not medically appropriate or conflicts with sincere religious or moral beliefs.',
    citation: CITATIONS.vaccinations,
  });
}

export function healthFindings(input: EligibilityInput): Finding[] {
  const findings: Finding[] = [];
  const vaccination = vaccinationFinding(input);
  if (vaccination) findings.push(vaccination);
  if (hasContent(input.medicalHistory.communicableDiseases)) {
    findings.push(
      issue({
        ruleId: 'cross.communicable-disease',
        reason:
          'A communicable disease of public health significance, such as active tuberculosis, can make a person inadmissible until treated.',
        recommendation:
          'Complete treatment before the medical exam; immigrants can ask for a waiver under INA 212(g). A doctor and an attorney should review.',
        citation: CITATIONS.communicableDisease,
      }),
    );
  }
  return findings;
}

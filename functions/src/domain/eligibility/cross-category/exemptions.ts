// Some humanitarian categories are spared grounds of inadmissibility that apply to everyone else. Each function
// returns the explanation and its source, or undefined when the ground applies.
import type { EligibilityInput } from '../../../shared/eligibility/applicant-schema';
import { CITATIONS } from '../citations';
import type { Citation } from '../../../shared/eligibility/types';

export interface Exemption {
  reason: string;
  citation: Citation;
}

export function unlawfulPresenceExemption(input: EligibilityInput): Exemption | undefined {
  switch (input.category) {
    case 'Asylum/Refugee':
      return {
        reason:
          'Unlawful presence is not a bar to asylum or refugee status, and refugees and asylees can ask for a waiver when they later apply for a green card.',
        citation: CITATIONS.unlawfulPresence,
      };
    case 'Special Immigrant Juvenile (SIJ)':
      return {
        reason: 'People adjusting status as special immigrant juveniles are exempt from the unlawful presence bars.',
        citation: CITATIONS.sijAdjustment,
      };
    default:
      return undefined;
  }
}

export function publicChargeExemption(input: EligibilityInput): Exemption | undefined {
  switch (input.category) {
    case 'Asylum/Refugee':
      return { reason: 'The public charge test does not apply to asylum seekers and refugees.', citation: CITATIONS.publicCharge };
    case 'Special Immigrant Juvenile (SIJ)':
      return { reason: 'The public charge test does not apply to special immigrant juveniles.', citation: CITATIONS.sijAdjustment };
    case 'Special Categories':
      if (input.categoryDetails.subtype === 'VAWA self-petitioner') {
        return { reason: 'The public charge test does not apply to VAWA self-petitioners.', citation: CITATIONS.publicCharge };
      }
      if (input.categoryDetails.subtype === 'Afghan or Iraqi special immigrant') {
        return {
          reason: 'The public charge test does not apply to Afghan and Iraqi special immigrants.',
          citation: CITATIONS.publicCharge,
        };
      }
      return undefined;
    default:
      return undefined;
  }
}

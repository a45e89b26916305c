import type { EligibilityInput } from '../../shared/eligibility/applicant-schema';

/**
 * immigrant: leads to a green card. nonimmigrant: a temporary visa. fiance: a K visa, temporary but followed by a
 * green card application. humanitarian: asylum or refugee status, which has its own rules on inadmissibility.
 */
export type VisaPath = 'immigrant' | 'nonimmigrant' | 'fiance' | 'humanitarian';

export function visaPathOf(input: EligibilityInput): VisaPath {
  switch (input.category) {
    case 'Highly Skilled (EB-1/O-1)':
      return input.categoryDetails.classification.startsWith('EB-1') ? 'immigrant' : 'nonimmigrant';
    case 'Treaty Investor (E-2)':
    case 'Student (F-1)':
    case 'Tourist (B-1/B-2)':
    case 'Exchange Visitor (J-1)':
      return 'nonimmigrant';
    case 'K-Visa':
      return 'fiance';
    case 'Asylum/Refugee':
      return 'humanitarian';
    case 'Family-Based':
    case 'Employment-Based':
    case 'Investor (EB-5)':
    case 'Diversity Lottery':
    case 'Special Immigrant Juvenile (SIJ)':
    case 'Special Categories':
    case 'Medical Professionals (EB-2 NIW)':
      return 'immigrant';
  }
}

// The catalog key of each category (eligibility:category.names.<key> and .blurbs.<key>). The category itself stays
// the English value the API takes; only its display is translated.
import type { EligibilityCategory } from '@shared/reference/categories';

export const CATEGORY_KEYS = {
  'Family-Based': 'familyBased',
  'Employment-Based': 'employmentBased',
  'Investor (EB-5)': 'investorEb5',
  'Treaty Investor (E-2)': 'treatyInvestorE2',
  'Highly Skilled (EB-1/O-1)': 'highlySkilled',
  'Student (F-1)': 'studentF1',
  'Tourist (B-1/B-2)': 'touristB1B2',
  'Asylum/Refugee': 'asylumRefugee',
  'Exchange Visitor (J-1)': 'exchangeVisitorJ1',
  'K-Visa': 'kVisa',
  'Diversity Lottery': 'diversityLottery',
  'Special Immigrant Juvenile (SIJ)': 'sij',
  'Special Categories': 'specialCategories',
  'Medical Professionals (EB-2 NIW)': 'medicalNiw',
} as const satisfies Record<EligibilityCategory, string>;

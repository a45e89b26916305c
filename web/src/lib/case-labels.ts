// How the screens (cases, chat, discussion) name a case's status and category, from the `cases` catalog: a screen
// that uses them loads that namespace too. The values are data (sent to and from the API as they are); only their
// display goes through the catalog.
import type { CaseStatusFilter } from '@shared/cases/case-status';
import { ELIGIBILITY_CATEGORIES, type EligibilityCategory } from '@shared/reference/categories';
import { i18n } from '@/lib/i18n/i18n';

const CATEGORY_KEYS = {
  'Family-Based': 'familyBased',
  'Employment-Based': 'employmentBased',
  'Investor (EB-5)': 'investor',
  'Treaty Investor (E-2)': 'treatyInvestor',
  'Highly Skilled (EB-1/O-1)': 'highlySkilled',
  'Student (F-1)': 'student',
  'Tourist (B-1/B-2)': 'tourist',
  'Asylum/Refugee': 'asylum',
  'Exchange Visitor (J-1)': 'exchangeVisitor',
  'K-Visa': 'kVisa',
  'Diversity Lottery': 'diversityLottery',
  'Special Immigrant Juvenile (SIJ)': 'sij',
  'Special Categories': 'specialCategories',
  'Medical Professionals (EB-2 NIW)': 'medicalProfessionals',
} as const satisfies Record<EligibilityCategory, string>;

const isCategory = (value: string): value is EligibilityCategory => (ELIGIBILITY_CATEGORIES as readonly string[]).includes(value);

/** "Open" -> "Open" / "Abierto"; "All" too (the status filter). */
export const statusLabel = (status: CaseStatusFilter): string => i18n.t(`cases:status.${status}`);

/** A listed category in the user's language; a category the list no longer has (or typed elsewhere) as it is. */
export const categoryLabel = (category: string): string =>
  isCategory(category) ? i18n.t(`cases:category.${CATEGORY_KEYS[category]}`) : category;

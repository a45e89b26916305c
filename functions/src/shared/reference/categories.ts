// The product's fixed lists. One source for the API, the tools, the wizards and GET /function-schemas.

export const ELIGIBILITY_CATEGORIES = [
  'Family-Based',
  'Employment-Based',
  'Investor (EB-5)',
  'Treaty Investor (E-2)',
  'Highly Skilled (EB-1/O-1)',
  'Student (F-1)',
  'Tourist (B-1/B-2)',
  'Asylum/Refugee',
  'Exchange Visitor (J-1)',
  'K-Visa',
  'Diversity Lottery',
  'Special Immigrant Juvenile (SIJ)',
  'Special Categories',
  'Medical Professionals (EB-2 NIW)',
] as const;
export type EligibilityCategory = (typeof ELIGIBILITY_CATEGORIES)[number];

export const DOCUMENT_CATEGORIES = [
  { key: 'family', label: 'Family-Based' },
  { key: 'employment', label: 'Employment-Based' },
  { key: 'student', label: 'Student & Exchange Visitor' },
  { key: 'refugee', label: 'Refugee/Asylum' },
  { key: 'kvisa', label: 'K Visa (Fiancé(e))' },
  { key: 'diversity', label: 'Diversity Visa Lottery' },
  { key: 'special', label: 'Special Categories' },
] as const;
export type DocumentCategoryKey = (typeof DOCUMENT_CATEGORIES)[number]['key'];
export const DOCUMENT_CATEGORY_KEYS = DOCUMENT_CATEGORIES.map((c) => c.key) as [DocumentCategoryKey, ...DocumentCategoryKey[]];

export const PREFERRED_COMMUNICATION = ['Email', 'Phone', 'SMS', 'Mail'] as const;
export type PreferredCommunication = (typeof PREFERRED_COMMUNICATION)[number];

export const GENDERS = ['Male', 'Female', 'Other'] as const;

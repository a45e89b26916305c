// For each eligibility category: the visa or status it leads to and the first form or visa code an applicant meets.
// Written in our own words from USCIS's form pages (https://www.uscis.gov/forms/all-forms) and the State
// Department's visa pages (https://travel.state.gov/content/travel/en/us-visas.html), checked 2026-11-22. Shown as
// "Application Details" on a case; a lawyer should confirm each pairing, since many categories have several paths.
import type { EligibilityCategory } from '../../../shared/reference/categories';

export const CATEGORY_FORMS_CHECKED_ON = '2026-11-22';

export const CATEGORY_FORMS: Record<EligibilityCategory, { visaType: string; code: string }> = {
  'Family-Based': { visaType: 'Family-based immigrant visa or green card', code: 'I-130' },
  'Employment-Based': { visaType: 'Employment-based immigrant visa or green card', code: 'I-140' },
  'Investor (EB-5)': { visaType: 'EB-5 immigrant investor', code: 'I-526E' },
  'Treaty Investor (E-2)': { visaType: 'E-2 treaty investor (nonimmigrant)', code: 'DS-160' },
  'Highly Skilled (EB-1/O-1)': { visaType: 'EB-1 immigrant or O-1 nonimmigrant', code: 'I-140 / I-129' },
  'Student (F-1)': { visaType: 'F-1 student (nonimmigrant)', code: 'I-20 / DS-160' },
  'Tourist (B-1/B-2)': { visaType: 'B-1/B-2 visitor (nonimmigrant)', code: 'DS-160' },
  'Asylum/Refugee': { visaType: 'Asylum or refugee status', code: 'I-589' },
  'Exchange Visitor (J-1)': { visaType: 'J-1 exchange visitor (nonimmigrant)', code: 'DS-2019 / DS-160' },
  'K-Visa': { visaType: 'K-1 fiancé(e) visa', code: 'I-129F' },
  'Diversity Lottery': { visaType: 'Diversity immigrant visa', code: 'DS-260' },
  'Special Immigrant Juvenile (SIJ)': { visaType: 'Special immigrant juvenile', code: 'I-360' },
  'Special Categories': { visaType: 'Special immigrant', code: 'I-360' },
  'Medical Professionals (EB-2 NIW)': { visaType: 'EB-2 national interest waiver', code: 'I-140' },
};

// USCIS forms an applicant may track in Track Your Applications, with the form's title and the product category it
// belongs to (null when it serves many). Titles from each form's page on uscis.gov (https://www.uscis.gov/forms/
// all-forms), checked 2026-11-22. A lawyer should confirm the category each form is filed under.
import type { EligibilityCategory } from './categories';

export const USCIS_FORMS_SOURCE = {
  title: 'USCIS, All Forms',
  url: 'https://www.uscis.gov/forms/all-forms',
  checkedOn: '2026-11-22',
} as const;

export interface UscisForm {
  code: string;
  title: string;
  category: EligibilityCategory | null;
}

export const USCIS_FORMS = [
  { code: 'I-130', title: 'Petition for Alien Relative', category: 'Family-Based' },
  { code: 'I-485', title: 'Application to Register Permanent Residence or Adjust Status', category: null },
  { code: 'I-765', title: 'Application for Employment Authorization', category: null },
  { code: 'I-131', title: 'Application for Travel Documents, Parole Documents, and Arrival/Departure Records', category: null },
  { code: 'I-129F', title: 'Petition for Alien Fiancé(e)', category: 'K-Visa' },
  { code: 'I-140', title: 'Immigrant Petition for Alien Workers', category: 'Employment-Based' },
  { code: 'I-129', title: 'Petition for a Nonimmigrant Worker', category: 'Employment-Based' },
  { code: 'I-526E', title: 'Immigrant Petition by Regional Center Investor', category: 'Investor (EB-5)' },
  { code: 'I-539', title: 'Application to Extend/Change Nonimmigrant Status', category: null },
  { code: 'I-589', title: 'Application for Asylum and for Withholding of Removal', category: 'Asylum/Refugee' },
  { code: 'I-360', title: 'Petition for Amerasian, Widow(er), or Special Immigrant', category: 'Special Categories' },
  { code: 'I-751', title: 'Petition to Remove Conditions on Residence', category: 'Family-Based' },
  { code: 'I-829', title: 'Petition by Investor to Remove Conditions on Permanent Resident Status', category: 'Investor (EB-5)' },
  { code: 'I-90', title: 'Application to Replace Permanent Resident Card (Green Card)', category: null },
  { code: 'N-400', title: 'Application for Naturalization', category: null },
  { code: 'N-600', title: 'Application for Certificate of Citizenship', category: null },
] as const satisfies readonly UscisForm[];

export type UscisFormCode = (typeof USCIS_FORMS)[number]['code'];
export const USCIS_FORM_CODES = USCIS_FORMS.map((f) => f.code) as [UscisFormCode, ...UscisFormCode[]];

export const uscisForm = (code: string): (typeof USCIS_FORMS)[number] | undefined => USCIS_FORMS.find((f) => f.code === code);

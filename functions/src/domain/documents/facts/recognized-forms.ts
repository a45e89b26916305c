// The official forms document review recognises by what they print: each form's number (in its header and its
// edition footer, "Form I-485 Edition 01/20/25 Page 1 of 24") and its official title, as printed on the form USCIS or
// the State Department publishes (uscis.gov/forms/all-forms, checked on the date given). A form not listed here that
// prints such a footer is still a form: review calls it 'uscis-form', never a passport or a certificate.
import type { DocumentKind } from '../../../shared/documents/document-kinds';

export interface RecognizedForm {
  /** As the agency numbers it: "I-130", "DS-2019". */
  form: string;
  kind: DocumentKind;
  /** The title as printed, matched against the folded text (upper case, no accents, single spaces). */
  title: RegExp;
  titleText: string;
}

export const RECOGNIZED_FORMS_SOURCE = { url: 'https://www.uscis.gov/forms/all-forms', checkedOn: '2026-11-29' } as const;

const form = (number: string, kind: DocumentKind, title: RegExp, titleText: string): RecognizedForm => ({
  form: number,
  kind,
  title,
  titleText,
});

export const RECOGNIZED_FORMS: readonly RecognizedForm[] = [
  form('I-130', 'form-i-130', /\bPETITION FOR ALIEN RELATIVE\b/, 'Petition for Alien Relative'),
  form('I-130A', 'form-i-130a', /\bSUPPLEMENTAL INFORMATION FOR SPOUSE BENEFICIARY\b/, 'Supplemental Information for Spouse Beneficiary'),
  form('I-864', 'form-i-864', /\bAFFIDAVIT OF SUPPORT UNDER SECTION 213A\b/, 'Affidavit of Support Under Section 213A of the INA'),
  form('I-864A', 'form-i-864a', /\bCONTRACT BETWEEN SPONSOR AND HOUSEHOLD MEMBER\b/, 'Contract Between Sponsor and Household Member'),
  form('I-140', 'form-i-140', /\bIMMIGRANT PETITION FOR ALIEN WORKERS?\b/, 'Immigrant Petition for Alien Workers'),
  form(
    'I-20',
    'form-i-20',
    /\bCERTIFICATE OF ELIGIBILITY FOR NONIMMIGRANT STUDENT STATUS\b/,
    'Certificate of Eligibility for Nonimmigrant Student Status',
  ),
  form(
    'DS-2019',
    'form-ds-2019',
    /\bCERTIFICATE OF ELIGIBILITY FOR EXCHANGE VISITOR\b/,
    'Certificate of Eligibility for Exchange Visitor (J-1) Status',
  ),
  form(
    'I-589',
    'form-i-589',
    /\bAPPLICATION FOR ASYLUM AND FOR WITHHOLDING OF REMOVAL\b/,
    'Application for Asylum and for Withholding of Removal',
  ),
  form('I-590', 'form-i-590', /\bREGISTRATION FOR CLASSIFICATION AS REFUGEE\b/, 'Registration for Classification as Refugee'),
  form('I-129F', 'form-i-129f', /\bPETITION FOR ALIEN FIANCE/, 'Petition for Alien Fiancé(e)'),
  form('I-134', 'form-i-134', /\bDECLARATION OF FINANCIAL SUPPORT\b/, 'Declaration of Financial Support'),
  form('I-360', 'form-i-360', /\bPETITION FOR AMERASIAN\b/, 'Petition for Amerasian, Widow(er), or Special Immigrant'),
  form(
    'I-485',
    'form-i-485',
    /\bAPPLICATION TO REGISTER PERMANENT RESIDENCE OR ADJUST STATUS\b/,
    'Application to Register Permanent Residence or Adjust Status',
  ),
  form('I-765', 'form-i-765', /\bAPPLICATION FOR EMPLOYMENT AUTHORIZATION\b/, 'Application for Employment Authorization'),
  form(
    'I-131',
    'form-i-131',
    /\bAPPLICATION FOR TRAVEL DOCUMENTS\b/,
    'Application for Travel Documents, Parole Documents, and Arrival/Departure Records',
  ),
  form(
    'I-539',
    'form-i-539',
    /\bAPPLICATION TO EXTEND ?\/ ?CHANGE NONIMMIGRANT STATUS\b/,
    'Application to Extend/Change Nonimmigrant Status',
  ),
  form('I-751', 'form-i-751', /\bPETITION TO REMOVE CONDITIONS ON RESIDENCE\b/, 'Petition to Remove Conditions on Residence'),
  form('I-90', 'form-i-90', /\bAPPLICATION TO REPLACE PERMANENT RESIDENT CARD\b/, 'Application to Replace Permanent Resident Card'),
  form('N-400', 'form-n-400', /\bAPPLICATION FOR NATURALIZATION\b/, 'Application for Naturalization'),
  form(
    'I-821D',
    'form-i-821d',
    /\bCONSIDERATION OF DEFERRED ACTION FOR CHILDHOOD ARRIVALS\b/,
    'Consideration of Deferred Action for Childhood Arrivals',
  ),
  form(
    'I-693',
    'form-i-693',
    /\bREPORT OF IMMIGRATION MEDICAL EXAMINATION\b/,
    'Report of Immigration Medical Examination and Vaccination Record',
  ),
  form('I-912', 'form-i-912', /\bREQUEST FOR FEE WAIVER\b/, 'Request for Fee Waiver'),
];

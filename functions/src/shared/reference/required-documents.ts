// The documents each document-review category needs (docs/SPEC.md section 3, "Document review"), in our own words
// from each form's instructions on uscis.gov and the State Department's pages, checked on the date given.
// `accepts` lists the document kinds (shared/documents/document-kinds.ts) that fulfil an item. A lawyer should
// confirm each list, and the country extras for refugee and asylum applicants.
import type { DocumentKind } from '../documents/document-kinds';
import type { GoalId } from '../forms/form-views';
import type { PersonRole } from '../forms/profile-facts';
import type { DocumentCategoryKey } from './categories';
import type { Country } from './countries';

export interface DocumentSource {
  title: string;
  url: string;
}

export interface RequiredDocument {
  key: string;
  label: string;
  /** What counts, in a sentence. */
  hint: string;
  accepts: readonly DocumentKind[];
  /** A passport counts only when it is this country's (ICAO code): a U.S. citizen's status is shown by a U.S. passport. */
  passportOf?: string;
  /** Whose document it must be: a file known to be another person's never fulfils it. */
  person?: PersonRole;
  /** Part of the filing when it applies, but not missing when it is not uploaded (an I-485 filed only inside the U.S.). */
  optional?: boolean;
  source: DocumentSource;
  checkedOn: string;
}

const CHECKED = '2026-11-22';

const src = (title: string, url: string): DocumentSource => ({ title, url });
const I130 = src('USCIS, I-130 Petition for Alien Relative: form instructions', 'https://www.uscis.gov/i-130');
const I864 = src('USCIS, I-864 Affidavit of Support: form instructions', 'https://www.uscis.gov/i-864');
const I485 = src(
  'USCIS, I-485 Application to Register Permanent Residence or Adjust Status: form instructions',
  'https://www.uscis.gov/i-485',
);
const I130A = src('USCIS, I-130A Supplemental Information for Spouse Beneficiary', 'https://www.uscis.gov/i-130a');
const I693 = src('USCIS, I-693 Report of Immigration Medical Examination and Vaccination Record', 'https://www.uscis.gov/i-693');
const I765 = src('USCIS, I-765 Application for Employment Authorization', 'https://www.uscis.gov/i-765');
const I131 = src('USCIS, I-131 Application for Travel Documents', 'https://www.uscis.gov/i-131');
const I140 = src('USCIS, I-140 Immigrant Petition for Alien Workers: form instructions', 'https://www.uscis.gov/i-140');
const PERM = src(
  'U.S. Department of Labor, Permanent Labor Certification',
  'https://www.dol.gov/agencies/eta/foreign-labor/programs/permanent',
);
const STUDENT = src(
  'U.S. Department of State, Student Visa',
  'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html',
);
const I589 = src('USCIS, I-589 Application for Asylum and for Withholding of Removal: form instructions', 'https://www.uscis.gov/i-589');
const I129F = src('USCIS, I-129F Petition for Alien Fiancé(e): form instructions', 'https://www.uscis.gov/i-129f');
const DV = src(
  'U.S. Department of State, Diversity Visa: Submit Your Documents',
  'https://travel.state.gov/content/travel/en/us-visas/immigrate/diversity-visa-program-entry/diversity-visa-if-you-are-selected/diversity-visa-collect-and-submit-forms-and-documents-to-the-nvc.html',
);
const PHOTO = src(
  'U.S. Department of State, Photo Requirements',
  'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/photos.html',
);
const I360 = src('USCIS, I-360 Petition for Amerasian, Widow(er), or Special Immigrant: form instructions', 'https://www.uscis.gov/i-360');
const BIOMETRICS = src(
  'USCIS, Preparing for Your Biometric Services Appointment',
  'https://www.uscis.gov/forms/filing-guidance/preparing-for-your-biometric-services-appointment',
);
const CIVIL = src(
  'U.S. Department of State, Visa Reciprocity and Civil Documents by Country',
  'https://travel.state.gov/content/travel/en/us-visas/Visa-Reciprocity-and-Civil-Documents-by-Country.html',
);

const item = (key: string, label: string, hint: string, accepts: readonly DocumentKind[], source: DocumentSource): RequiredDocument => ({
  key,
  label,
  hint,
  accepts,
  source,
  checkedOn: CHECKED,
});

const FINANCIAL: readonly DocumentKind[] = ['tax-return', 'pay-stub', 'bank-statement', 'employment-letter'];
/** An item of the filing that is not missing when it is not uploaded: it applies to some cases only. */
const optional = (required: RequiredDocument): RequiredDocument => ({ ...required, optional: true });
const CHECKED_FAMILY = '2026-11-29';

/**
 * The goal (shared/forms/form-views.ts) whose filing each review category checks, so a document the goal's package
 * holds is never a wrong document: a family review checks the marriage package (inside the U.S., or at a consulate
 * without the adjustment forms), a K-visa review the fiancé(e) petition. The app prepares no filing of the other
 * categories yet: they keep their own lists. review-goals.test.ts holds each list to its goal's forms and evidence.
 */
export const REVIEW_GOAL: Readonly<Record<DocumentCategoryKey, GoalId | null>> = {
  family: 'marriage-adjustment',
  kvisa: 'fiance-petition',
  employment: null,
  student: null,
  refugee: null,
  diversity: null,
  special: null,
};

export const REQUIRED_DOCUMENTS: Readonly<Record<DocumentCategoryKey, readonly RequiredDocument[]>> = {
  family: [
    item(
      'form-i-130',
      'Form I-130 (the petitioner’s petition)',
      'The petition, signed by the U.S. citizen or permanent resident relative.',
      ['form-i-130'],
      I130,
    ),
    item(
      'relationship-proof',
      'Proof of the relationship',
      'A marriage certificate for a spouse, a birth certificate for a child or parent.',
      ['marriage-certificate', 'birth-certificate'],
      I130,
    ),
    item(
      'form-i-864',
      'Form I-864 (the petitioner’s affidavit of support)',
      'The Affidavit of Support from the petitioner.',
      ['form-i-864'],
      I864,
    ),
    {
      ...item(
        'sponsor-status',
        'Petitioner’s proof of U.S. citizenship or permanent residence',
        'The petitioner’s U.S. passport, U.S. birth certificate, certificate of naturalization or green card. The beneficiary’s own passport does not show it.',
        ['passport', 'birth-certificate', 'naturalization-certificate', 'green-card'],
        I130,
      ),
      passportOf: 'USA',
      person: 'petitioner',
    },
    {
      ...item(
        'financial-evidence',
        'Petitioner’s financial evidence',
        "The sponsor's latest tax return or IRS transcript with W-2s, recent pay stubs or an employment letter.",
        FINANCIAL,
        I864,
      ),
      person: 'petitioner',
    },
    // The rest of a spouse's package, as the forms issue's marriage goal files it: part of the filing, never a wrong
    // document, but not asked of every family case (an I-485 only inside the United States).
    ...[
      item(
        'form-i-485',
        'Form I-485 (the beneficiary’s application, inside the U.S.)',
        'Filed with the I-130 by a spouse in the United States.',
        ['form-i-485'],
        I485,
      ),
      item(
        'form-i-130a',
        'Form I-130A (the spouse beneficiary’s information)',
        'Filed with the I-130 for a spouse.',
        ['form-i-130a'],
        I130A,
      ),
      item(
        'form-i-693',
        'Form I-693 (the beneficiary’s medical exam)',
        'Signed by a civil surgeon, in its sealed envelope, with the I-485.',
        ['form-i-693'],
        I693,
      ),
      item('form-i-765', 'Form I-765 (the beneficiary’s work permit)', 'Optional, with or after the I-485.', ['form-i-765'], I765),
      item('form-i-131', 'Form I-131 (the beneficiary’s advance parole)', 'Optional, with or after the I-485.', ['form-i-131'], I131),
      item(
        'form-i-864a',
        'Form I-864A (a household member’s contract)',
        'From each household member whose income the sponsor counts.',
        ['form-i-864a'],
        I864,
      ),
      {
        ...item(
          'beneficiary-identity',
          'Beneficiary’s passport',
          'The biographic page of the beneficiary’s passport.',
          ['passport', 'national-id'],
          I485,
        ),
        person: 'beneficiary' as const,
      },
      {
        ...item(
          'beneficiary-birth',
          'Beneficiary’s birth certificate',
          'With a certified English translation if it is in another language.',
          ['birth-certificate'],
          I485,
        ),
        person: 'beneficiary' as const,
      },
      item(
        'prior-marriages',
        'Proof that earlier marriages ended',
        'A divorce decree or death certificate for each earlier marriage of either spouse.',
        ['divorce-decree', 'court-order'],
        I130,
      ),
      // A joint sponsor's own I-864 comes with their proof of status and income (INA § 213A(f)(2)).
      {
        ...item(
          'joint-sponsor-status',
          'Joint sponsor’s proof of U.S. citizenship or permanent residence',
          'The joint sponsor’s U.S. passport, U.S. birth certificate, certificate of naturalization or green card.',
          ['passport', 'birth-certificate', 'naturalization-certificate', 'green-card'],
          I864,
        ),
        passportOf: 'USA',
        person: 'jointSponsor' as const,
      },
      {
        ...item(
          'joint-sponsor-financial',
          'Joint sponsor’s financial evidence',
          'The joint sponsor’s latest tax return or IRS transcript with W-2s, and proof of current income.',
          FINANCIAL,
          I864,
        ),
        person: 'jointSponsor' as const,
      },
      item(
        'photos',
        'Passport-style photos',
        'Two photos of the beneficiary, and of the petitioner for a spouse petition.',
        ['passport-photo'],
        PHOTO,
      ),
      item(
        'notices',
        'USCIS notices',
        'Receipt, biometrics and interview notices of the case.',
        ['uscis-notice', 'biometrics-notice'],
        I485,
      ),
    ].map((entry) => optional({ ...entry, checkedOn: CHECKED_FAMILY })),
  ],
  employment: [
    item('form-i-140', 'Form I-140', 'The petition, signed by the employer.', ['form-i-140'], I140),
    item(
      'job-offer',
      'Job offer',
      'A letter from the employer describing the job, its pay and its duties.',
      ['job-offer-letter', 'employment-letter'],
      I140,
    ),
    item(
      'labor-certification',
      'Labor certification',
      'The certified ETA-9089 from the Department of Labor, when the category needs one.',
      ['labor-certification'],
      PERM,
    ),
    item('resume', 'Resume', 'Your resume or CV with your work history.', ['resume'], I140),
    item('education', 'Education records', 'Diplomas and transcripts for the degrees the job requires.', ['diploma', 'transcript'], I140),
  ],
  student: [
    item(
      'form-i-20',
      'Form I-20 or DS-2019',
      'The certificate of eligibility from your school (F-1, M-1) or program sponsor (J-1).',
      ['form-i-20', 'form-ds-2019'],
      STUDENT,
    ),
    item('acceptance', 'Acceptance letter', 'The letter admitting you to the school or program.', ['acceptance-letter'], STUDENT),
    item(
      'funds',
      'Proof of funds',
      'Bank statements or sponsor letters that cover the cost on your I-20 or DS-2019.',
      ['bank-statement', 'employment-letter', 'tax-return'],
      STUDENT,
    ),
    item(
      'ds-160',
      'DS-160 confirmation',
      'The confirmation page with its barcode, printed after you submit the DS-160.',
      ['ds-160-confirmation'],
      STUDENT,
    ),
    item('sevis-receipt', 'SEVIS fee receipt', 'The I-901 SEVIS fee payment confirmation.', ['sevis-fee-receipt'], STUDENT),
  ],
  refugee: [
    item(
      'asylum-form',
      'Refugee or asylum form',
      'Form I-589 for asylum in the United States, or Form I-590 for refugee processing abroad.',
      ['form-i-589', 'form-i-590'],
      I589,
    ),
    item(
      'government-id',
      'Government identity document',
      'A passport, national identity card or birth certificate, if you have one.',
      ['passport', 'national-id', 'birth-certificate'],
      I589,
    ),
  ],
  kvisa: [
    item('form-i-129f', 'Form I-129F', 'The petition, signed by the U.S. citizen.', ['form-i-129f'], I129F),
    // Only a U.S. citizen may petition for a fiancé(e) (INA § 101(a)(15)(K)): a green card does not show it.
    {
      ...item(
        'petitioner-citizenship',
        'Petitioner’s proof of U.S. citizenship',
        'The petitioner’s U.S. passport, U.S. birth certificate, or certificate of naturalization or citizenship.',
        ['passport', 'birth-certificate', 'naturalization-certificate'],
        I129F,
      ),
      passportOf: 'USA',
      person: 'petitioner',
      checkedOn: CHECKED_FAMILY,
    },
    item(
      'relationship-proof',
      'Proof of the relationship',
      'Evidence that you have met in person in the last two years: photos together, travel records, letters.',
      ['relationship-evidence'],
      I129F,
    ),
    item(
      'intent-to-marry',
      'Statements of intent to marry',
      'A signed statement from each of you that you intend to marry within 90 days of arrival.',
      ['intent-to-marry-statement'],
      I129F,
    ),
    item('photos', 'Passport-style photos', 'One passport-style photo of each of you.', ['passport-photo'], PHOTO),
    optional({
      ...item(
        'prior-marriages',
        'Proof that earlier marriages ended',
        'A divorce decree, annulment or death certificate for each earlier marriage of either of you.',
        ['divorce-decree', 'court-order'],
        I129F,
      ),
      checkedOn: CHECKED_FAMILY,
    }),
  ],
  diversity: [
    item(
      'entry-confirmation',
      'Entry confirmation',
      'The confirmation page of your Diversity Visa entry, with its confirmation number.',
      ['dv-confirmation'],
      DV,
    ),
    item(
      'passport-copy',
      'Passport copy',
      'The biographic page of a passport valid for at least six months beyond your intended entry.',
      ['passport'],
      DV,
    ),
    item('passport-photo', 'Passport photo', 'A recent photo that meets the State Department photo rules.', ['passport-photo'], PHOTO),
  ],
  special: [
    item('form-i-360', 'Form I-360', 'The petition for the special immigrant category.', ['form-i-360'], I360),
    item(
      'evidence',
      'Supporting evidence',
      'What the category asks for, for example a juvenile court order or proof of abuse.',
      ['court-order', 'birth-certificate', 'relationship-evidence', 'marriage-certificate', 'divorce-decree'],
      I360,
    ),
    item(
      'biometrics-notice',
      'Biometrics notice',
      'The USCIS appointment notice (Form I-797C) for your biometric services appointment.',
      ['biometrics-notice'],
      BIOMETRICS,
    ),
  ],
};

/**
 * Refugee and asylum applicants from these countries often hold identity documents other than a passport; the State
 * Department's civil-documents pages name what each country issues. The extra item helps them prove identity and
 * nationality with what they have.
 */
export const REFUGEE_COUNTRY_EXTRAS: Readonly<Partial<Record<Country, readonly RequiredDocument[]>>> = {
  Afghanistan: [
    item('tazkira', 'Tazkira', 'Your Afghan national identity document (paper or electronic tazkira).', ['national-id'], CIVIL),
  ],
  Iraq: [
    item(
      'iraqi-national-id',
      'Iraqi national identity card',
      'The Unified National Card, or the older Civil Status ID and Nationality Certificate.',
      ['national-id'],
      CIVIL,
    ),
  ],
  Syria: [
    item(
      'family-civil-registry',
      'Family civil registry extract',
      'The extract from the family civil registry (family booklet) that lists you.',
      ['national-id', 'birth-certificate'],
      CIVIL,
    ),
  ],
  Somalia: [
    item(
      'birth-evidence',
      'Evidence of birth',
      'Somalia has no central civil registry: a sworn statement from a relative about your birth, or other secondary evidence.',
      ['birth-certificate', 'court-order'],
      CIVIL,
    ),
  ],
  Eritrea: [
    item(
      'eritrean-national-id',
      'Eritrean national identity card',
      'Your Eritrean national identity card, if you were issued one.',
      ['national-id'],
      CIVIL,
    ),
  ],
  Venezuela: [
    item(
      'cedula',
      'Venezuelan cédula',
      'Your Venezuelan identity card (cédula de identidad), especially if your passport has expired.',
      ['national-id'],
      CIVIL,
    ),
  ],
};

/**
 * Where a family-based beneficiary applies: inside the United States (adjustment of status: the I-485 and its medical
 * exam are required) or at a consulate abroad (no I-485, I-693, I-765 or I-131: they are not needed for this filing).
 */
export const FAMILY_FILINGS = ['adjustment', 'consular'] as const;
export type FamilyFiling = (typeof FAMILY_FILINGS)[number];

/** The family items filed only by a beneficiary who adjusts status inside the United States. */
const ADJUSTMENT_ONLY = new Set(['form-i-485', 'form-i-693', 'form-i-765', 'form-i-131']);
/** Of those, the ones an adjustment must include (the work permit and the travel document stay optional). */
const REQUIRED_FOR_ADJUSTMENT = new Set(['form-i-485', 'form-i-693']);

function forFiling(items: readonly RequiredDocument[], filing: FamilyFiling | undefined): RequiredDocument[] {
  if (!filing) return [...items];
  if (filing === 'consular') return items.filter((item) => !ADJUSTMENT_ONLY.has(item.key));
  return items.map((item) => (REQUIRED_FOR_ADJUSTMENT.has(item.key) ? { ...item, optional: false } : item));
}

/**
 * The category's list, for a family filing inside or outside the United States when that is known, and for refugee
 * and asylum applicants the extras of their country.
 */
export function requiredDocuments(category: DocumentCategoryKey, country?: string, filing?: FamilyFiling): RequiredDocument[] {
  const base = category === 'family' ? forFiling(REQUIRED_DOCUMENTS.family, filing) : [...REQUIRED_DOCUMENTS[category]];
  if (category !== 'refugee' || !country) return base;
  return [...base, ...(REFUGEE_COUNTRY_EXTRAS[country as Country] ?? [])];
}

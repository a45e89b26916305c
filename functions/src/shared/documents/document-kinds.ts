// The kinds of document that document review tells apart, by the document's own words (domain/documents/classify.ts).
// One list for the API's `kind` and `kindLabel`, the required-document table and the screens.

export const DOCUMENT_KINDS = {
  passport: 'Passport',
  'national-id': 'National identity card',
  'birth-certificate': 'Birth certificate',
  'marriage-certificate': 'Marriage certificate',
  'divorce-decree': 'Divorce decree',
  'naturalization-certificate': 'Certificate of naturalization',
  'green-card': 'Permanent resident card',
  'bank-statement': 'Bank statement',
  'tax-return': 'Tax return or IRS transcript',
  'pay-stub': 'Pay stub',
  'employment-letter': 'Employment verification letter',
  'job-offer-letter': 'Job offer letter',
  'labor-certification': 'Labor certification (ETA-9089)',
  resume: 'Resume or CV',
  diploma: 'Diploma or degree certificate',
  transcript: 'Academic transcript',
  'acceptance-letter': 'School acceptance letter',
  'ds-160-confirmation': 'DS-160 confirmation page',
  'sevis-fee-receipt': 'SEVIS I-901 fee receipt',
  'dv-confirmation': 'Diversity Visa entry confirmation',
  'passport-photo': 'Passport-style photo',
  'intent-to-marry-statement': 'Statement of intent to marry',
  'relationship-evidence': 'Evidence of the relationship',
  'biometrics-notice': 'Biometrics appointment notice',
  'court-order': 'Court order',
  'form-i-130': 'Form I-130',
  'form-i-130a': 'Form I-130A',
  'form-i-864': 'Form I-864',
  'form-i-140': 'Form I-140',
  'form-i-20': 'Form I-20',
  'form-ds-2019': 'Form DS-2019',
  'form-i-589': 'Form I-589',
  'form-i-590': 'Form I-590',
  'form-i-129f': 'Form I-129F',
  'form-i-134': 'Form I-134',
  'form-i-360': 'Form I-360',
  'form-i-485': 'Form I-485',
  'form-i-765': 'Form I-765',
  unknown: 'Unrecognised document',
} as const;

export type DocumentKind = keyof typeof DOCUMENT_KINDS;
export const DOCUMENT_KIND_KEYS = Object.keys(DOCUMENT_KINDS) as [DocumentKind, ...DocumentKind[]];

export const isDocumentKind = (value: unknown): value is DocumentKind => typeof value === 'string' && value in DOCUMENT_KINDS;
export const kindLabel = (kind: DocumentKind): string => DOCUMENT_KINDS[kind];

// What kind of document a file is, from its own words: a form's number and title, a statement's layout words, a
// passport's machine-readable zone, a certificate's heading. Every kind scores the signals it finds; the best score
// above the threshold wins, and the signals found are the evidence a wrong-document issue quotes. Pure.
import type { DocumentKind } from '../../shared/documents/document-kinds';
import type { UploadKind } from '../../shared/settings/upload-policy';
import type { ExtractedFile } from './analysis-types';
import { foldText, meaningfulLength } from './text';

interface Signal {
  /** Matched against the folded text (upper case, no accents, single spaces). */
  re: RegExp;
  weight: number;
  /** How the evidence names it, e.g. 'the heading "Certificate of Birth"'. */
  says: string;
}

const sig = (re: RegExp, weight: number, says: string): Signal => ({ re, weight, says });

/** A USCIS or State Department form: its number (also as printed in the footer with its edition) and its title. */
function form(number: string, title: RegExp, titleText: string): Signal[] {
  // OCR reads "I-" as "1-" or drops the hyphen; a leading 1 counts only with its hyphen.
  const [prefix = '', digits = ''] = number.split('-');
  const n = prefix === 'I' ? `(?:I\\s?-?\\s?|1\\s?-\\s?)${digits}` : `${prefix}\\s?-?\\s?${digits}`;
  return [
    sig(new RegExp(`\\bFORM\\s+${n}\\b`), 3, `the form number "${number}"`),
    sig(new RegExp(`\\b${n}\\b.{0,40}\\bEDITION\\b`), 3, `the footer "Form ${number} Edition"`),
    sig(title, 3, `the title "${titleText}"`),
  ];
}

const SIGNALS: Partial<Record<DocumentKind, Signal[]>> = {
  passport: [
    sig(/\b(PASSPORT|PASSEPORT|PASAPORTE|REISEPASS)\b/, 2, 'the word "Passport"'),
    sig(/\bPASSPORT\s*(NO|NUMBER|N°)\b/, 1, 'a passport number field'),
    sig(/\bNATIONALITY\b/, 1, 'a nationality field'),
    sig(/\bDATE OF EXPIRY\b/, 1, 'a "Date of expiry" field'),
    sig(/\bGIVEN NAMES?\b/, 1, 'a "Given names" field'),
  ],
  'national-id': [
    sig(
      /\b(NATIONAL IDENTITY CARD|IDENTITY CARD|NATIONAL ID|CEDULA DE IDENTIDAD|TAZKIRA|UNIFIED NATIONAL CARD)\b/,
      4,
      'the heading of an identity card',
    ),
    sig(/\b(ID|IDENTITY|PERSONAL) (NO|NUMBER)\b/, 1, 'an identity number field'),
  ],
  'birth-certificate': [
    sig(/\b(CERTIFICATE OF (LIVE )?BIRTH|BIRTH CERTIFICATE|BIRTH REGISTRATION)\b/, 5, 'the heading "Certificate of Birth"'),
    sig(/\bPLACE OF BIRTH\b/, 1, 'a place of birth'),
    sig(/\b(MOTHER|FATHER)('S)? (NAME|MAIDEN)/, 1, "the parents' names"),
    sig(/\bREGISTRAR\b/, 1, 'a registrar'),
  ],
  'marriage-certificate': [
    sig(
      /\b(CERTIFICATE OF MARRIAGE|MARRIAGE CERTIFICATE|MARRIAGE REGISTRATION|MARRIAGE LICENSE AND CERTIFICATE)\b/,
      5,
      'the heading "Certificate of Marriage"',
    ),
    sig(/\bDATE OF MARRIAGE\b/, 1, 'a date of marriage'),
    sig(/\b(BRIDE|GROOM|SPOUSE 1|SPOUSE 2|OFFICIANT)\b/, 1, 'the spouses and officiant'),
  ],
  'divorce-decree': [
    sig(/\b(DECREE OF DIVORCE|DIVORCE DECREE|DISSOLUTION OF MARRIAGE|JUDGMENT OF DIVORCE)\b/, 5, 'the heading of a divorce decree'),
  ],
  'naturalization-certificate': [
    sig(/\bCERTIFICATE OF NATURALIZATION\b/, 5, 'the heading "Certificate of Naturalization"'),
    sig(/\bN-?5[57]0\b/, 1, 'the form number N-550 or N-570'),
  ],
  'green-card': [
    sig(/\bPERMANENT RESIDENT CARD\b/, 5, 'the heading "Permanent Resident Card"'),
    sig(/\bRESIDENT SINCE\b/, 1, 'a "Resident since" field'),
    sig(/\bUSCIS\s?#/, 1, 'a USCIS number'),
  ],
  'bank-statement': [
    sig(/\b(STATEMENT PERIOD|STATEMENT DATE|FOR THE PERIOD)\b/, 2, 'the words "Statement period"'),
    sig(/\b(BEGINNING|OPENING|PREVIOUS|STARTING) BALANCE\b/, 2, 'the words "Beginning balance"'),
    sig(/\b(ENDING|CLOSING|NEW) BALANCE\b/, 2, 'the words "Ending balance"'),
    sig(/\bACCOUNT (NUMBER|NO)\b/, 1, 'an account number'),
    sig(/\b(DEPOSITS|WITHDRAWALS|DEBITS|CREDITS)\b/, 1, 'deposits and withdrawals'),
  ],
  'tax-return': [
    sig(/\bFORM 1040\b|\bU\.?S\.? INDIVIDUAL INCOME TAX RETURN\b/, 4, 'the title "U.S. Individual Income Tax Return"'),
    sig(/\b(TAX RETURN TRANSCRIPT|ACCOUNT TRANSCRIPT|WAGE AND INCOME TRANSCRIPT)\b/, 4, 'an IRS transcript heading'),
    sig(/\bADJUSTED GROSS INCOME\b/, 1, 'adjusted gross income'),
    sig(/\bINTERNAL REVENUE SERVICE\b/, 1, 'the Internal Revenue Service'),
  ],
  'pay-stub': [
    sig(/\b(EARNINGS STATEMENT|PAY STUB|PAYSTUB|PAY STATEMENT)\b/, 3, 'the heading "Earnings statement"'),
    sig(/\bPAY (PERIOD|DATE)\b/, 1, 'a pay period'),
    sig(/\bGROSS PAY\b/, 1, 'gross pay'),
    sig(/\bNET PAY\b/, 1, 'net pay'),
    sig(/\bYTD\b|\bYEAR TO DATE\b/, 1, 'year-to-date totals'),
  ],
  'employment-letter': [
    sig(/\b(EMPLOYMENT VERIFICATION|VERIFICATION OF EMPLOYMENT|CONFIRMATION OF EMPLOYMENT)\b/, 4, 'the heading "Employment verification"'),
    sig(/\bIS (CURRENTLY )?EMPLOYED\b|\bHAS BEEN EMPLOYED\b/, 2, 'a statement that the person is employed'),
    sig(/\b(ANNUAL SALARY|ANNUAL WAGE|PER YEAR|PER HOUR)\b/, 1, 'a salary'),
  ],
  'job-offer-letter': [
    sig(/\b(OFFER OF EMPLOYMENT|JOB OFFER|OFFER LETTER)\b/, 4, 'the heading "Offer of employment"'),
    sig(/\bPLEASED TO OFFER\b/, 2, 'the words "pleased to offer"'),
    sig(/\bSTART(ING)? DATE\b/, 1, 'a start date'),
  ],
  'labor-certification': [
    sig(/\bETA[\s-]*(FORM[\s-]*)?9089\b/, 4, 'the form number "ETA-9089"'),
    sig(/\bAPPLICATION FOR PERMANENT EMPLOYMENT CERTIFICATION\b/, 3, 'the title "Application for Permanent Employment Certification"'),
  ],
  resume: [
    sig(/\b(RESUME|CURRICULUM VITAE)\b/, 3, 'the heading "Resume"'),
    sig(/\b(PROFESSIONAL |WORK )?EXPERIENCE\b/, 1, 'an experience section'),
    sig(/\bEDUCATION\b/, 1, 'an education section'),
    sig(/\bSKILLS\b/, 1, 'a skills section'),
  ],
  diploma: [
    sig(/\bDIPLOMA\b/, 2, 'the word "Diploma"'),
    sig(/\b(HAS CONFERRED|CONFERS|CONFERRED UPON)\b/, 2, 'the words "conferred upon"'),
    sig(/\b(DEGREE OF|BACHELOR OF|MASTER OF|DOCTOR OF)\b/, 2, 'a degree'),
  ],
  transcript: [
    sig(/\b(ACADEMIC |OFFICIAL )?TRANSCRIPT\b/, 2, 'the word "Transcript"'),
    sig(/\b(GPA|GRADE POINT AVERAGE)\b/, 2, 'a grade point average'),
    sig(/\b(CREDITS|CREDIT HOURS|SEMESTER|COURSE)\b/, 1, 'courses and credits'),
  ],
  'acceptance-letter': [
    sig(/\b(LETTER OF ADMISSION|OFFER OF ADMISSION|ADMISSION LETTER|ACCEPTANCE LETTER)\b/, 4, 'the heading "Letter of admission"'),
    sig(/\b(ADMITTED TO|ACCEPTED INTO|ACCEPTED TO|ADMISSION TO)\b/, 2, 'the words "admitted to"'),
    sig(/\bCONGRATULATIONS\b/, 1, 'congratulations'),
  ],
  'ds-160-confirmation': [
    sig(/\bDS-?160\b/, 3, 'the form number "DS-160"'),
    sig(/\bCONFIRMATION\b/, 1, 'the word "Confirmation"'),
    sig(/\bONLINE NONIMMIGRANT VISA APPLICATION\b/, 2, 'the title "Online Nonimmigrant Visa Application"'),
  ],
  'sevis-fee-receipt': [
    sig(/\bI-?901\b/, 3, 'the form number "I-901"'),
    sig(/\bSEVIS\b/, 1, 'the word "SEVIS"'),
    sig(/\b(PAYMENT|RECEIPT|FEE PAID)\b/, 1, 'a payment'),
  ],
  'dv-confirmation': [
    sig(/\bELECTRONIC DIVERSITY VISA\b|\bDIVERSITY VISA (PROGRAM|LOTTERY|ENTRY)\b|\bDV-?20\d\d\b/, 4, 'the words "Diversity Visa"'),
    sig(/\bCONFIRMATION NUMBER\b/, 2, 'a confirmation number'),
    sig(/\bENTRANT\b/, 1, 'the word "Entrant"'),
  ],
  'intent-to-marry-statement': [
    sig(/\bINTENT(ION)? TO MARRY\b|\bINTEND TO MARRY\b/, 4, 'a statement of intent to marry'),
    sig(/\bWITHIN 90 DAYS\b/, 2, 'the words "within 90 days"'),
  ],
  'relationship-evidence': [
    sig(/\b(WE MET|OUR RELATIONSHIP|PHOTOS? (OF US|TOGETHER)|TRAVEL ITINERARY|BOARDING PASS)\b/, 3, 'evidence of a relationship'),
  ],
  'biometrics-notice': [
    sig(/\b(BIOMETRICS? APPOINTMENT|ASC APPOINTMENT NOTICE|APPLICATION SUPPORT CENTER)\b/, 4, 'a biometrics appointment'),
    sig(/\bI-?797C?\b/, 1, 'the notice number "I-797C"'),
  ],
  'court-order': [
    sig(/\b(IT IS (HEREBY )?ORDERED|ORDER OF THE COURT|COURT ORDER)\b/, 4, 'the words "It is ordered"'),
    sig(/\b(JUVENILE|SUPERIOR|DISTRICT|FAMILY|CIRCUIT) COURT\b/, 2, 'the name of a court'),
    sig(/\bJUDGE\b/, 1, 'a judge'),
  ],
  'form-i-130': form('I-130', /\bPETITION FOR ALIEN RELATIVE\b/, 'Petition for Alien Relative'),
  'form-i-130a': form('I-130A', /\bSUPPLEMENTAL INFORMATION FOR SPOUSE BENEFICIARY\b/, 'Supplemental Information for Spouse Beneficiary'),
  'form-i-864': form('I-864', /\bAFFIDAVIT OF SUPPORT UNDER SECTION 213A\b/, 'Affidavit of Support Under Section 213A'),
  'form-i-140': form('I-140', /\bIMMIGRANT PETITION FOR ALIEN WORKERS?\b/, 'Immigrant Petition for Alien Workers'),
  'form-i-20': form(
    'I-20',
    /\bCERTIFICATE OF ELIGIBILITY FOR NONIMMIGRANT STUDENT STATUS\b/,
    'Certificate of Eligibility for Nonimmigrant Student Status',
  ),
  'form-ds-2019': form(
    'DS-2019',
    /\bCERTIFICATE OF ELIGIBILITY FOR EXCHANGE VISITOR\b/,
    'Certificate of Eligibility for Exchange Visitor (J-1) Status',
  ),
  'form-i-589': form(
    'I-589',
    /\bAPPLICATION FOR ASYLUM AND FOR WITHHOLDING OF REMOVAL\b/,
    'Application for Asylum and for Withholding of Removal',
  ),
  'form-i-590': form('I-590', /\bREGISTRATION FOR CLASSIFICATION AS REFUGEE\b/, 'Registration for Classification as Refugee'),
  'form-i-129f': form('I-129F', /\bPETITION FOR ALIEN FIANCE/, 'Petition for Alien Fiancé(e)'),
  'form-i-134': form('I-134', /\bDECLARATION OF FINANCIAL SUPPORT\b/, 'Declaration of Financial Support'),
  'form-i-360': form('I-360', /\bPETITION FOR AMERASIAN\b/, 'Petition for Amerasian, Widow(er), or Special Immigrant'),
  'form-i-485': form(
    'I-485',
    /\bAPPLICATION TO REGISTER PERMANENT RESIDENCE OR ADJUST STATUS\b/,
    'Application to Register Permanent Residence or Adjust Status',
  ),
  'form-i-765': form('I-765', /\bAPPLICATION FOR EMPLOYMENT AUTHORIZATION\b/, 'Application for Employment Authorization'),
};

/** Below this score a file is 'unknown': one stray word is not enough. */
const THRESHOLD = 3;
/** A passport photo: an image with (almost) no text, square or portrait like 2x2 in or 35x45 mm. */
const PHOTO_MAX_CHARACTERS = 12;

export interface ClassifyInput {
  text: string;
  uploadKind: UploadKind;
  image?: ExtractedFile['image'];
  /** A TD3 machine-readable zone was found (valid or not): the strongest sign of a passport. */
  hasPassportZone: boolean;
}

export interface Classification {
  kind: DocumentKind;
  /** The signals found, in plain words, strongest first. */
  evidence: string[];
}

/**
 * Square or portrait like 2x2 in or 35x45 mm, and not a blank or nearly blank page (a page is as portrait as a
 * photo, but almost uniformly light).
 */
function photoLike(image: NonNullable<ExtractedFile['image']>): boolean {
  const ratio = image.width / image.height;
  if (ratio < 0.65 || ratio > 1.1) return false;
  return !image.tone || (image.tone.deviation >= 12 && image.tone.mean < 240);
}

/** Occurrences of a signal, so a form's own number (printed on every page) outweighs forms it merely mentions. */
function count(re: RegExp, text: string): number {
  return text.match(new RegExp(re.source, 'g'))?.length ?? 0;
}

export function classifyDocument(input: ClassifyInput): Classification {
  if (input.hasPassportZone) return { kind: 'passport', evidence: ['a passport machine-readable zone (the two lines of "<" characters)'] };
  const text = foldText(input.text).replace(/\s+/g, ' ');
  if (input.image && meaningfulLength(text) <= PHOTO_MAX_CHARACTERS && photoLike(input.image)) {
    return { kind: 'passport-photo', evidence: ['an image with almost no text', 'square or portrait proportions, like a passport photo'] };
  }
  let best: { kind: DocumentKind; score: number; evidence: string[] } | null = null;
  for (const [kind, signals] of Object.entries(SIGNALS) as Array<[DocumentKind, Signal[]]>) {
    let score = 0;
    const evidence: Array<{ says: string; weight: number }> = [];
    for (const signal of signals) {
      const hits = count(signal.re, text);
      if (hits === 0) continue;
      score += signal.weight + Math.min(hits - 1, 6) * 0.25;
      evidence.push({ says: signal.says, weight: signal.weight });
    }
    if (score >= THRESHOLD && (!best || score > best.score)) {
      best = { kind, score, evidence: evidence.sort((a, b) => b.weight - a.weight).map((e) => e.says) };
    }
  }
  return best ? { kind: best.kind, evidence: best.evidence } : { kind: 'unknown', evidence: [] };
}

// What kind of document a file is, from its own words: a passport's machine-readable zone, an official form's number,
// title and edition footer, a statement's layout words, a certificate's heading. A form says what it is on every
// page, so its own number and footer outweigh every word it merely mentions ("passport", "marriage certificate",
// "biometrics appointment"): forms are decided first (facts/recognized-forms.ts). Every other kind scores the signals it
// finds; the best score above the threshold wins, and the signals found are the evidence a wrong-document issue
// quotes. Pure.
import type { DocumentKind } from '../../shared/documents/document-kinds';
import type { UploadKind } from '../../shared/settings/upload-policy';
import type { ExtractedFile } from './analysis-types';
import { RECOGNIZED_FORMS, type RecognizedForm } from './facts/recognized-forms';
import { noticeType } from './notice';
import { foldText, meaningfulLength } from './text';

interface Signal {
  /** Matched against the folded text (upper case, no accents, single spaces). */
  re: RegExp;
  weight: number;
  /** How the evidence names it, e.g. 'the heading "Certificate of Birth"'. */
  says: string;
}

const sig = (re: RegExp, weight: number, says: string): Signal => ({ re, weight, says });

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
  'uscis-notice': [
    sig(/\bNOTICE OF ACTION\b/, 3, 'the heading "Notice of Action"'),
    sig(/\bI-?797[A-E]?\b/, 2, 'the notice number "I-797"'),
    sig(/\bNOTICE TYPE\b/, 1, 'a notice type'),
    sig(/\bRECEIPT (NUMBER|#)\b/, 1, 'a receipt number'),
  ],
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

/** A form number as printed or as OCR reads it: "I-130", "1-130" or "I 130"; "N-400", "DS-2019" likewise. */
function numberPattern(number: string): string {
  const [prefix = '', digits = ''] = number.split('-');
  // OCR reads "I-" as "1-" or drops the hyphen; a leading 1 counts only with its hyphen.
  return prefix === 'I' ? `(?:I\\s?-?\\s?|1\\s?-\\s?)${digits}` : `${prefix}\\s?-?\\s?${digits}`;
}

interface FormSignals {
  form: RecognizedForm;
  footers: number;
  numbers: number;
  title: boolean;
}

const FORM_PATTERNS = RECOGNIZED_FORMS.map((form) => ({
  form,
  footer: new RegExp(`\\bFORM ${numberPattern(form.form)} (?:EDITION|ED\\.)`, 'g'),
  number: new RegExp(`\\bFORM ${numberPattern(form.form)}\\b`, 'g'),
}));
/** Any agency form's edition footer: "Form I-821D Edition 01/20/25". */
const ANY_FOOTER = /\bFORM ((?:I|N|G|DS|AR|EOIR)\s?-\s?\d{1,4}[A-Z]{0,2}) (?:EDITION|ED\.) \d{2}\/\d{2}\/\d{2}/;

function formEvidence({ form, footers, numbers, title }: FormSignals): string[] {
  return [
    ...(footers > 0 ? [`the footer "Form ${form.form} Edition" on ${footers === 1 ? 'a page' : `${footers} pages`}`] : []),
    ...(title ? [`the title "${form.titleText}"`] : []),
    ...(numbers > 0 ? [`the form number "${form.form}"`] : []),
  ];
}

/**
 * The official form a text is, when it says so: its own edition footer (the most pages win), or its title with its
 * number. A form that only mentions another form is not that form.
 */
function recognizeForm(text: string): Classification | null {
  const found: FormSignals[] = FORM_PATTERNS.map(({ form, footer, number }) => ({
    form,
    footers: text.match(footer)?.length ?? 0,
    numbers: text.match(number)?.length ?? 0,
    title: form.title.test(text),
  }));
  const byFooter = found.filter((entry) => entry.footers > 0).sort((a, b) => b.footers - a.footers || Number(b.title) - Number(a.title))[0];
  const best = byFooter ?? found.filter((entry) => entry.title && entry.numbers > 0).sort((a, b) => b.numbers - a.numbers)[0];
  if (best) return { kind: best.form.kind, evidence: formEvidence(best) };
  const other = ANY_FOOTER.exec(text);
  if (other) return { kind: 'uscis-form', evidence: [`the footer "Form ${other[1]!.replace(/\s/g, '')} Edition"`] };
  return null;
}

/** A title or number alone: a sign of the form among the other kinds' signals, not a verdict. */
function formScore(text: string): { kind: DocumentKind; score: number; evidence: string[] } | null {
  let best: { kind: DocumentKind; score: number; evidence: string[] } | null = null;
  for (const { form, number } of FORM_PATTERNS) {
    const title = form.title.test(text);
    const numbers = text.match(number)?.length ?? 0;
    const score = (title ? 3 : 0) + (numbers > 0 ? 2 : 0);
    if (score >= THRESHOLD && (!best || score > best.score))
      best = { kind: form.kind, score, evidence: formEvidence({ form, footers: 0, numbers, title }) };
  }
  return best;
}

export function classifyDocument(input: ClassifyInput): Classification {
  if (input.hasPassportZone) return { kind: 'passport', evidence: ['a passport machine-readable zone (the two lines of "<" characters)'] };
  const text = foldText(input.text).replace(/\s+/g, ' ');
  if (input.image && meaningfulLength(text) <= PHOTO_MAX_CHARACTERS && photoLike(input.image)) {
    return { kind: 'passport-photo', evidence: ['an image with almost no text', 'square or portrait proportions, like a passport photo'] };
  }
  const form = recognizeForm(text);
  if (form) return form;
  let best: { kind: DocumentKind; score: number; evidence: string[] } | null = formScore(text);
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
  // An I-797 that sets a biometrics appointment is the biometrics notice the special categories ask for.
  if (best?.kind === 'uscis-notice' && noticeType(text) === 'biometrics') return { kind: 'biometrics-notice', evidence: best.evidence };
  return best ? { kind: best.kind, evidence: best.evidence } : { kind: 'unknown', evidence: [] };
}

// Test fixtures: the text of made-up documents, as extraction reads them from the PDFs that
// extraction/testing/document-fixtures.ts renders. Every person, number and bank here is invented.
import { foldText } from '../text';
import { mrzCheckDigit } from '../mrz';

export interface PassportData {
  surname: string;
  givenNames: string;
  number: string;
  /** Three-letter code, e.g. 'UTO' (ICAO's specimen state), 'MEX'. */
  nationality: string;
  /** YYYY-MM-DD */
  birth: string;
  /** YYYY-MM-DD */
  expiry: string;
  sex: 'M' | 'F' | 'X';
  personalNumber?: string;
  /** Alter the passport number's check digit after the zone is built, so its checks fail. */
  corruptCheckDigit?: boolean;
}

const mrzName = (name: string) =>
  foldText(name)
    .replace(/['’]/g, '')
    .replace(/[^A-Z]+/g, '<')
    .replace(/^<|<$/g, '');
const yymmdd = (date: string) => `${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}`;
const pad = (value: string, length: number) => value.padEnd(length, '<').slice(0, length);

/** The two lines of a TD3 zone with correct check digits (or a corrupt passport-number check digit). */
export function td3Lines(p: PassportData): [string, string] {
  const line1 = pad(`P<${p.nationality}${mrzName(p.surname)}<<${mrzName(p.givenNames)}`, 44);
  const number = pad(p.number, 9);
  const personal = pad(p.personalNumber ?? '', 14);
  const personalCheck = p.personalNumber ? String(mrzCheckDigit(personal)) : '<';
  const numberCheck = mrzCheckDigit(number);
  const body = `${number}${numberCheck}${p.nationality}${yymmdd(p.birth)}${mrzCheckDigit(yymmdd(p.birth))}${p.sex === 'X' ? '<' : p.sex}${yymmdd(p.expiry)}${mrzCheckDigit(yymmdd(p.expiry))}${personal}${personalCheck}`;
  const composite = mrzCheckDigit(`${body.slice(0, 10)}${body.slice(13, 20)}${body.slice(21, 43)}`);
  let line2 = `${body}${composite}`;
  if (p.corruptCheckDigit) line2 = `${line2.slice(0, 9)}${(numberCheck + 1) % 10}${line2.slice(10)}`;
  return [line1, line2];
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const passportDate = (date: string) => `${date.slice(8, 10)} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** A passport's photo page: the visual zone, then the machine-readable zone. */
export function passportLines(p: PassportData): string[] {
  return [
    'PASSPORT',
    `Type: P    Code: ${p.nationality}    Passport No: ${p.number}`,
    `Surname: ${p.surname.toUpperCase()}`,
    `Given names: ${p.givenNames.toUpperCase()}`,
    `Nationality: ${p.nationality}`,
    `Date of birth: ${passportDate(p.birth)}`,
    `Sex: ${p.sex}`,
    `Date of expiry: ${passportDate(p.expiry)}`,
    '',
    ...td3Lines(p),
  ];
}

export interface BankStatementData {
  holder: string;
  bank?: string;
  /** YYYY-MM-DD of the statement's first and last day. */
  from?: string;
  to?: string;
}

export function bankStatementLines(b: BankStatementData): string[] {
  const from = b.from ?? '2026-10-01';
  const to = b.to ?? '2026-10-31';
  return [
    b.bank ?? 'FIRST UTOPIA BANK',
    'Account Statement',
    `Account holder: ${b.holder}`,
    'Account number: ****4821',
    `Statement period: ${usDate(from)} to ${usDate(to)}`,
    'Beginning balance: $4,210.55',
    'Deposits: $3,200.00',
    'Withdrawals: $2,114.20',
    'Ending balance: $5,296.35',
    'Date    Description    Amount',
    `${usDate(from)}    Payroll deposit    3,200.00`,
    `${usDate(to)}    Rent payment    -1,850.00`,
  ];
}

/** The form number and title as printed on each USCIS form this review knows. */
export const FORM_TITLES: Record<string, string> = {
  'I-130': 'Petition for Alien Relative',
  'I-130A': 'Supplemental Information for Spouse Beneficiary',
  'I-864': 'Affidavit of Support Under Section 213A of the INA',
  'I-140': 'Immigrant Petition for Alien Workers',
  'I-589': 'Application for Asylum and for Withholding of Removal',
  'I-129F': 'Petition for Alien Fiancé(e)',
  'I-360': 'Petition for Amerasian, Widow(er), or Special Immigrant',
  'I-485': 'Application to Register Permanent Residence or Adjust Status',
  'I-765': 'Application for Employment Authorization',
};

export interface FormData {
  form: keyof typeof FORM_TITLES | string;
  /** MM/DD/YY as printed in the footer. */
  edition: string;
  pages?: number;
  /** Labelled names on the form ("Petitioner name:", "Beneficiary name:", "Sponsor name:", "Applicant name:"). */
  petitioner?: string;
  beneficiary?: string;
  sponsor?: string;
  applicant?: string;
}

/** One list of lines per page; every page carries the form's footer with its edition, as USCIS forms do. */
export function formPages(f: FormData): string[][] {
  const pages = f.pages ?? 2;
  const title = FORM_TITLES[f.form] ?? 'Application';
  return Array.from({ length: pages }, (_, index) => [
    ...(index === 0
      ? [
          title,
          'Department of Homeland Security',
          'U.S. Citizenship and Immigration Services',
          `USCIS Form ${f.form}`,
          'START HERE - Type or print in black ink.',
          ...(f.petitioner ? [`Petitioner name: ${f.petitioner}`] : []),
          ...(f.beneficiary ? [`Beneficiary name: ${f.beneficiary}`] : []),
          ...(f.sponsor ? [`Sponsor name: ${f.sponsor}`] : []),
          ...(f.applicant ? [`Applicant name: ${f.applicant}`] : []),
        ]
      : [`Part ${index + 1}. Additional information`, 'Provide the information requested below for each item that applies to you.']),
    `Form ${f.form} Edition ${f.edition}    Page ${index + 1} of ${pages}`,
  ]);
}

export interface BirthCertificateData {
  childName: string;
  /** YYYY-MM-DD */
  birth: string;
  place?: string;
  father?: string;
  mother?: string;
  number?: string;
}

export function birthCertificateLines(b: BirthCertificateData): string[] {
  return [
    'STATE OF UTOPIA - DEPARTMENT OF HEALTH',
    'CERTIFICATE OF BIRTH',
    `Certificate number: ${b.number ?? '1990-047211'}`,
    `Child's name: ${b.childName}`,
    `Date of birth: ${usDate(b.birth)}`,
    `Place of birth: ${b.place ?? 'Springfield General Hospital, Springfield'}`,
    `Father's name: ${b.father ?? 'Lars Eriksson'}`,
    `Mother's maiden name: ${b.mother ?? 'Karin Holm'}`,
    'Registrar: Office of Vital Records',
  ];
}

export interface MarriageCertificateData {
  spouse1: string;
  spouse2: string;
  /** YYYY-MM-DD */
  date?: string;
  number?: string;
}

export function marriageCertificateLines(m: MarriageCertificateData): string[] {
  return [
    'COUNTY OF SPRINGFIELD',
    'CERTIFICATE OF MARRIAGE',
    `Certificate number: ${m.number ?? 'M-2019-00815'}`,
    `Spouse 1: ${m.spouse1}`,
    `Spouse 2: ${m.spouse2}`,
    `Date of marriage: ${usDate(m.date ?? '2019-06-14')}`,
    'Place of marriage: Springfield City Hall',
    'Officiant: County Clerk',
  ];
}

/** Passport dates relative to `today`: valid for years, expired, and expiring in three months. */
export function passportDates(today: string): { valid: string; expired: string; soon: string } {
  const shift = (months: number) => {
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const total = y * 12 + (m - 1) + months;
    const day = Math.min(d, 28);
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  };
  return { valid: shift(60), expired: shift(-2), soon: shift(3) };
}

/** A USCIS Form I-797 notice of any type, laid out as USCIS prints its notices (every fact invented). */
export interface NoticeData {
  type: 'receipt' | 'biometrics' | 'rfe' | 'interview' | 'approval' | 'transfer';
  receiptNumber: string;
  /** As the notice's case type prints it: "I485". */
  caseType: string;
  receivedDate: string;
  noticeDate: string;
  applicant: string;
  /** MM/DD/YYYY: the appointment (biometrics, interview) or the response due date (rfe). */
  date?: string;
  /** "10:00 AM". */
  time?: string;
  place?: string;
}

const NOTICE_HEADINGS: Record<NoticeData['type'], string> = {
  receipt: 'Receipt Notice',
  biometrics: 'ASC Appointment Notice',
  rfe: 'Request for Evidence',
  interview: 'Interview Notice',
  approval: 'Approval Notice',
  transfer: 'Transfer Notice',
};

function noticeBody(n: NoticeData): string[] {
  switch (n.type) {
    case 'receipt':
      // A receipt names what comes next; the notice type still says what it is.
      return ['We have received your application and the fee.', 'We will mail you a notice of your biometrics appointment.'];
    case 'biometrics':
      return [
        'Please appear at the Application Support Center below to have your biometrics taken.',
        `Date and Time of Appointment: ${n.date ?? ''} ${n.time ?? ''}`,
        `Place: ${n.place ?? ''}`,
      ];
    case 'rfe':
      return ['We need more evidence to decide your case.', `The evidence requested below must be received by ${n.date ?? ''}.`];
    case 'interview':
      return [
        'You are scheduled for an interview at the date, time and place below.',
        `Interview Date: ${n.date ?? ''}    Time: ${n.time ?? ''}`,
        `Place: ${n.place ?? ''}`,
      ];
    case 'approval':
      return ['The above application has been approved.'];
    case 'transfer':
      return ['Your case has been transferred to the National Benefits Center to speed up processing.'];
  }
}

export function noticeLines(n: NoticeData): string[] {
  return [
    'THE UNITED STATES OF AMERICA',
    'Department of Homeland Security    U.S. Citizenship and Immigration Services',
    'I-797C, NOTICE OF ACTION',
    `Receipt Number: ${n.receiptNumber}    Case Type: ${n.caseType} - APPLICATION TO REGISTER PERMANENT RESIDENCE OR ADJUST STATUS`,
    `Received Date: ${n.receivedDate}    Priority Date:    Page 1 of 1`,
    `Notice Date: ${n.noticeDate}`,
    `Applicant: ${n.applicant}`,
    `Notice Type: ${NOTICE_HEADINGS[n.type]}`,
    ...noticeBody(n),
    'If you have questions, visit uscis.gov/contactcenter.',
    'Form I-797C 04/01/24',
  ];
}

// The machine-readable zone of a passport (ICAO Doc 9303 part 4, the TD3 format: two lines of 44 characters), found in
// a page's text and read with every check digit verified. Pure: the OCR or text extraction happens elsewhere.
import { isIsoDate } from '../../shared/eligibility/dates';

export interface MrzChecks {
  documentNumber: boolean;
  dateOfBirth: boolean;
  expiryDate: boolean;
  personalNumber: boolean;
  composite: boolean;
}

export interface PassportMrz {
  documentType: string;
  issuingState: string;
  surname: string;
  givenNames: string;
  documentNumber: string;
  nationality: string;
  /** YYYY-MM-DD, or null when the six digits are not a real date. */
  dateOfBirth: string | null;
  sex: 'M' | 'F' | 'X';
  /** YYYY-MM-DD, or null when the six digits are not a real date. */
  expiryDate: string | null;
  personalNumber: string;
  checks: MrzChecks;
  /** Every check digit matches. */
  valid: boolean;
}

const LINE = /^[A-Z0-9<]{44}$/;

/** The ICAO check digit: characters valued 0-9, A-Z as 10-35 and '<' as 0, weighted 7, 3, 1 in turn, modulo 10. */
export function mrzCheckDigit(field: string): number {
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    const c = field.charAt(i);
    const value = c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    sum += value * [7, 3, 1][i % 3]!;
  }
  return sum % 10;
}

const checks = (field: string, digit: string) => /\d/.test(digit) && mrzCheckDigit(field) === Number(digit);

/** The two TD3 lines in a page's text: spaces dropped, letters upper-cased, the first line starting with P. */
export function findTd3Lines(text: string): [string, string] | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, '').toUpperCase())
    .filter((line) => line.length > 0);
  for (let i = 0; i + 1 < lines.length; i++) {
    const [first, second] = [lines[i]!, lines[i + 1]!];
    if (first.startsWith('P') && LINE.test(first) && LINE.test(second)) return [first, second];
  }
  return null;
}

/** YYMMDD as a date: a birth date is never in the future; an expiry date is within 50 years of today. */
function mrzDate(yymmdd: string, today: string, kind: 'birth' | 'expiry'): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const thisYear = Number(today.slice(0, 4));
  let year = 2000 + yy;
  if (kind === 'birth' ? `${year}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}` > today : year > thisYear + 50) year -= 100;
  const date = `${year}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  return isIsoDate(date) ? date : null;
}

const words = (field: string) => field.split('<').filter(Boolean).join(' ');

/** Reads a TD3 machine-readable zone; `today` (YYYY-MM-DD) places two-digit years in their century. */
export function parseTd3(line1: string, line2: string, today: string): PassportMrz | null {
  if (!LINE.test(line1) || !LINE.test(line2) || !line1.startsWith('P')) return null;
  const [surname = '', given = ''] = line1.slice(5).split('<<');
  const documentNumber = line2.slice(0, 9);
  const birth = line2.slice(13, 19);
  const expiry = line2.slice(21, 27);
  const personal = line2.slice(28, 42);
  const sex = line2.charAt(20);
  const result: MrzChecks = {
    documentNumber: checks(documentNumber, line2.charAt(9)),
    dateOfBirth: checks(birth, line2.charAt(19)),
    expiryDate: checks(expiry, line2.charAt(27)),
    // An empty personal number may carry '<' or 0 as its check digit.
    personalNumber: /^<+$/.test(personal) && line2.charAt(42) === '<' ? true : checks(personal, line2.charAt(42)),
    composite: checks(`${line2.slice(0, 10)}${line2.slice(13, 20)}${line2.slice(21, 43)}`, line2.charAt(43)),
  };
  return {
    documentType: line1.slice(0, 2).replace(/</g, ''),
    issuingState: line1.slice(2, 5).replace(/</g, ''),
    surname: words(surname),
    givenNames: words(given),
    documentNumber: documentNumber.replace(/</g, ''),
    nationality: line2.slice(10, 13).replace(/</g, ''),
    dateOfBirth: mrzDate(birth, today, 'birth'),
    sex: sex === 'M' || sex === 'F' ? sex : 'X',
    expiryDate: mrzDate(expiry, today, 'expiry'),
    personalNumber: personal.replace(/</g, ''),
    checks: result,
    valid: Object.values(result).every(Boolean),
  };
}

/** The passport zone of a page's text, read, or null when the text has none. */
export function readPassportMrz(text: string, today: string): PassportMrz | null {
  const lines = findTd3Lines(text);
  return lines && parseTd3(lines[0], lines[1], today);
}

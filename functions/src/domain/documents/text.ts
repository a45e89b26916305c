// Text helpers shared by the document-review analysis: accent folding, the file's whole text, and the dates printed on
// documents (ISO, US month-first, day-first with dots, and written months). Pure.
import { isIsoDate, type IsoDate } from '../../shared/eligibility/dates';
import type { ExtractedFile } from './analysis-types';

/** Upper case without accents: "José Núñez" -> "JOSE NUNEZ". */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

/** Every page's text, one page after another. */
export function fileText(file: Pick<ExtractedFile, 'pages'>): string {
  return file.pages.map((page) => page.text).join('\n');
}

/** Characters that carry meaning (letters and digits), to tell a blank page from a page with text. */
export function meaningfulLength(text: string): number {
  return text.replace(/[^\p{L}\p{N}]/gu, '').length;
}

const MONTHS: Record<string, number> = {
  JAN: 1,
  JANUARY: 1,
  FEB: 2,
  FEBRUARY: 2,
  MAR: 3,
  MARCH: 3,
  APR: 4,
  APRIL: 4,
  MAY: 5,
  JUN: 6,
  JUNE: 6,
  JUL: 7,
  JULY: 7,
  AUG: 8,
  AUGUST: 8,
  SEP: 9,
  SEPT: 9,
  SEPTEMBER: 9,
  OCT: 10,
  OCTOBER: 10,
  NOV: 11,
  NOVEMBER: 11,
  DEC: 12,
  DECEMBER: 12,
};

const iso = (year: number, month: number, day: number): IsoDate | null => {
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isIsoDate(date) ? date : null;
};

/** The written months, longest first so "SEPTEMBER" wins over "SEP". */
const MONTH_WORDS = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** The date patterns, each with how to read its groups. Years are four digits: two-digit years are too ambiguous. */
const DATE_PATTERNS: Array<{ re: RegExp; read: (m: RegExpExecArray) => IsoDate | null }> = [
  { re: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/, read: (m) => iso(Number(m[1]), Number(m[2]), Number(m[3])) },
  {
    // US style, month first (USCIS forms, US certificates); a first number above 12 can only be a day.
    re: /\b(\d{1,2})[/-](\d{1,2})[/-](\d{4})\b/,
    read: (m) => {
      const [a, b, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
      return a > 12 ? iso(year, b, a) : iso(year, a, b);
    },
  },
  // Day first with dots, as most of Europe writes it.
  { re: /\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/, read: (m) => iso(Number(m[3]), Number(m[2]), Number(m[1])) },
  // "12 AUG 1974", "12 Aug/Août 1974", "12-Aug-1974"
  {
    re: new RegExp(`\\b(\\d{1,2})[\\s-]*(${MONTH_WORDS})\\.?(?:\\s*/\\s*[A-Z]+\\.?)?[\\s,-]*(\\d{4})\\b`),
    read: (m) => iso(Number(m[3]), MONTHS[m[2]!] ?? 0, Number(m[1])),
  },
  // "August 12, 1974"
  {
    re: new RegExp(`\\b(${MONTH_WORDS})\\.?\\s+(\\d{1,2}),?\\s+(\\d{4})\\b`),
    read: (m) => iso(Number(m[3]), MONTHS[m[1]!] ?? 0, Number(m[2])),
  },
];

/** The first date in a piece of text as YYYY-MM-DD, or null when none reads as a real calendar date. */
export function parseDocumentDate(text: string): IsoDate | null {
  const folded = foldText(text);
  let best: { at: number; date: IsoDate } | null = null;
  for (const { re, read } of DATE_PATTERNS) {
    const match = re.exec(folded);
    if (!match) continue;
    const date = read(match);
    if (date && (!best || match.index < best.at)) best = { at: match.index, date };
  }
  return best?.date ?? null;
}

/** "ANNA MARIA ERIKSSON" -> "Anna Maria Eriksson"; keeps hyphens and apostrophes. */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, letter: string) => `${sep}${letter.toUpperCase()}`)
    .trim();
}

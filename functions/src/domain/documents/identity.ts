// Who a document is about. A passport's machine-readable zone is the best source (its check digits vouch for the
// number and dates); other documents are read conservatively, only from labelled fields ("Name:", "Date of birth:",
// "Beneficiary:"...), so a stray line of text is never taken for a name. Pure.
import type { DocumentKind } from '../../shared/documents/document-kinds';
import type { DocumentIdentity } from '../../shared/documents/review-views';
import type { PassportMrz } from './mrz';
import { parseDocumentDate, titleCase } from './text';

export interface DocumentPeople {
  /** What the review shows. */
  identity: DocumentIdentity;
  /** The one person the document is about, when it is about one (a passport, a child's birth certificate...). */
  holder?: string;
  /** Everyone else it names (spouses, parents, petitioner and beneficiary), for reference. */
  others: string[];
}

/**
 * A field's label: at the start of a cell, followed by its value (in the same cell, or the next cell or line when
 * empty); or inside a line of several fields ("Type: P  Code: UTO  Passport No: L898902C3"), followed by a colon.
 */
interface Label {
  start: RegExp;
  inline: RegExp;
}

/** Every label's words, so a value on a line of several fields ends where the next field's label begins. */
const LABEL_SOURCES: string[] = [
  'type',
  'code',
  'sex',
  'place of (?:birth|marriage|issue)',
  'date of (?:issue|marriage)',
  'authority',
  'amount',
  'balance',
];

const QUALIFIERS =
  "father'?s|mother'?s|maiden|petitioner'?s|beneficiary'?s|sponsor'?s|applicant'?s|student'?s|employee'?s|employer'?s|spouse'?s|child'?s|bank|account|company|school|preparer'?s|interpreter'?s|attorney'?s";

const L = (source: string): Label => {
  LABEL_SOURCES.push(source);
  return {
    start: new RegExp(`^(?:${source})\\b\\s*[:#.]?\\s*`, 'i'),
    // Not when a qualifier makes it someone else's field ("Mother's maiden name:" is not "Name:").
    inline: new RegExp(`(?:^|\\s)(?<!\\b(?:${QUALIFIERS})\\s)(?:${source})\\s*:\\s*`, 'i'),
  };
};

const FULL_NAME = L(
  "full name|name of (?:the )?(?:holder|child|registrant|applicant|student|employee)|holder'?s name|child'?s (?:full )?name|name",
);
const SURNAME = L('surname|family name|last name|apellidos?|nom');
const GIVEN = L('given names?|first name|first and middle names?|pr[ée]noms?|nombres?');
const ACCOUNT_HOLDER = L('account holder|account name|customer name|prepared for');
const APPLICANT = L(
  "applicant(?:'s)? name|applicant|student(?:'s)? name|student|employee(?:'s)? name|employee|beneficiary(?:'s)? name|beneficiary",
);
const SPONSOR = L("sponsor(?:'s)? name|sponsor|petitioner(?:'s)? name|petitioner");
const PARTIES = L(
  "bride|groom|husband|wife|spouse (?:1|2|one|two|a|b)|party (?:1|2|a|b)|father(?:'s)? (?:full )?name|mother(?:'s)? (?:full |maiden )?name|father|mother",
);
const BIRTH_DATE = L('date of birth|birth date|dob|d\\.o\\.b|born on|born');
const EXPIRY = L('date of expiry|expiration date|expiry date|date of expiration|expires on|expires|valid until|valid thru|card expires');
const NUMBER = L(
  'passport (?:no|number)|document (?:no|number)|certificate (?:no|number)|registration (?:no|number)|card (?:no|number)|id (?:no|number)|file (?:no|number)',
);
const NATIONALITY = L('nationality|citizenship|country of citizenship');

/** The text split into cells: lines, and columns within a line (a tab, or three or more spaces). */
function cellsOf(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .split(/\t| {3,}/)
        .map((cell) => cell.trim())
        .filter(Boolean),
    )
    .filter((cells) => cells.length > 0);
}

/** Where an inline value ends: at the next known "Label:" of the same line. */
const NEXT_LABEL = new RegExp(`\\s+(?:${LABEL_SOURCES.join('|')})\\s*:`, 'i');

const cutAtNextLabel = (value: string) => {
  const next = NEXT_LABEL.exec(value);
  return (next ? value.slice(0, next.index) : value).trim();
};

/** Every value found after the label. */
function valuesOf(rows: string[][], label: Label): string[] {
  const values: string[] = [];
  rows.forEach((cells, row) => {
    cells.forEach((cell, col) => {
      const match = label.start.exec(cell);
      if (match) {
        const rest = cell.slice(match[0].length).trim();
        const value = rest || cells[col + 1] || (cells.length === 1 ? rows[row + 1]?.[0] : undefined);
        if (value) values.push(cutAtNextLabel(value));
        return;
      }
      const inline = label.inline.exec(cell);
      if (inline) {
        const value = cutAtNextLabel(cell.slice(inline.index + inline[0].length));
        if (value) values.push(value);
      }
    });
  });
  return values;
}

/** A plausible name: two to six words of letters (no digits, no sentence). */
function cleanName(value: string): string | undefined {
  const name = value
    .replace(/[,;]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/^[\p{L}][\p{L}'’.\- ]{1,80}$/u.test(name)) return undefined;
  const words = name.split(' ');
  if (words.length < 1 || words.length > 6) return undefined;
  return name === name.toUpperCase() ? titleCase(name) : name;
}

const firstName = (rows: string[][], label: Label) => valuesOf(rows, label).map(cleanName).find(Boolean);
const allNames = (rows: string[][], label: Label) =>
  valuesOf(rows, label)
    .map(cleanName)
    .filter((n): n is string => Boolean(n));
const firstDate = (rows: string[][], label: Label) =>
  valuesOf(rows, label)
    .map(parseDocumentDate)
    .find((d): d is string => d !== null);

function documentNumber(rows: string[][]): string | undefined {
  const value = valuesOf(rows, NUMBER)[0];
  const token = value?.split(/\s+/)[0]?.replace(/[^A-Za-z0-9-]/g, '');
  return token && token.length >= 5 && token.length <= 20 && /\d/.test(token) ? token.toUpperCase() : undefined;
}

function nationality(rows: string[][]): string | undefined {
  const value = valuesOf(rows, NATIONALITY)[0]?.trim();
  return value && /^[\p{L} ]{3,40}$/u.test(value) ? value : undefined;
}

/** Kinds about two people at once (a marriage, a petition for a relative): no single holder. */
const TWO_PARTY: ReadonlySet<DocumentKind> = new Set([
  'marriage-certificate',
  'form-i-130',
  'form-i-129f',
  'divorce-decree',
  'intent-to-marry-statement',
  'relationship-evidence',
]);
/**
 * Kinds whose expiry date is the document's own. Forms print the expiry of their OMB approval ("Expires 02/28/2026"),
 * which says nothing about the applicant's copy, and letters mention offers that expire: neither is read.
 */
const EXPIRING: ReadonlySet<DocumentKind> = new Set(['passport', 'national-id', 'green-card']);
/** Kinds about the sponsor or petitioner. */
const SPONSOR_KINDS: ReadonlySet<DocumentKind> = new Set(['form-i-864', 'form-i-134']);

function holderOf(rows: string[][], kind: DocumentKind): string | undefined {
  if (TWO_PARTY.has(kind)) return undefined;
  if (SPONSOR_KINDS.has(kind)) return firstName(rows, SPONSOR);
  const surname = firstName(rows, SURNAME);
  const given = firstName(rows, GIVEN);
  if (surname && given) return `${given} ${surname}`;
  if (kind === 'bank-statement') return firstName(rows, ACCOUNT_HOLDER) ?? firstName(rows, FULL_NAME);
  if (kind.startsWith('form-')) return firstName(rows, APPLICANT) ?? firstName(rows, FULL_NAME);
  return firstName(rows, FULL_NAME) ?? firstName(rows, APPLICANT) ?? firstName(rows, ACCOUNT_HOLDER);
}

/** The passport's holder from its zone; dates only where their check digit holds, so a misread date is never used. */
function fromPassportZone(mrz: PassportMrz): { identity: DocumentIdentity; holder?: string } {
  const name = titleCase(`${mrz.givenNames} ${mrz.surname}`.trim());
  const identity: DocumentIdentity = {
    ...(name ? { fullName: name } : {}),
    ...(mrz.documentNumber ? { documentNumber: mrz.documentNumber } : {}),
    ...(mrz.dateOfBirth && mrz.checks.dateOfBirth ? { dateOfBirth: mrz.dateOfBirth } : {}),
    ...(mrz.nationality ? { nationality: mrz.nationality } : {}),
    ...(mrz.expiryDate && mrz.checks.expiryDate ? { expiryDate: mrz.expiryDate } : {}),
  };
  return { identity, ...(name ? { holder: name } : {}) };
}

/** Who the document is about, from its zone (passports) or its labelled fields. */
export function readPeople(text: string, kind: DocumentKind, mrz: PassportMrz | null): DocumentPeople {
  const rows = cellsOf(text);
  const others = [...allNames(rows, PARTIES), ...(TWO_PARTY.has(kind) ? [...allNames(rows, APPLICANT), ...allNames(rows, SPONSOR)] : [])];
  if (mrz) {
    const zone = fromPassportZone(mrz);
    // The visual zone fills what the machine zone could not vouch for.
    const dateOfBirth = zone.identity.dateOfBirth ?? firstDate(rows, BIRTH_DATE);
    const expiryDate = zone.identity.expiryDate ?? firstDate(rows, EXPIRY);
    return {
      identity: { ...zone.identity, ...(dateOfBirth ? { dateOfBirth } : {}), ...(expiryDate ? { expiryDate } : {}) },
      ...(zone.holder ? { holder: zone.holder } : {}),
      others,
    };
  }
  const holder = holderOf(rows, kind);
  // Forms ask for the birth dates of several people (the immigrant, the sponsor, household members): none is read.
  const dateOfBirth = TWO_PARTY.has(kind) || kind.startsWith('form-') ? undefined : firstDate(rows, BIRTH_DATE);
  const expiryDate = EXPIRING.has(kind) ? firstDate(rows, EXPIRY) : undefined;
  const number = documentNumber(rows);
  const country = nationality(rows);
  const identity: DocumentIdentity = {
    ...(holder ? { fullName: holder } : {}),
    ...(number ? { documentNumber: number } : {}),
    ...(dateOfBirth ? { dateOfBirth } : {}),
    ...(country ? { nationality: country } : {}),
    ...(expiryDate ? { expiryDate } : {}),
  };
  return { identity, ...(holder ? { holder } : {}), others };
}

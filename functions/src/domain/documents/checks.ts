// The deterministic checks of document review. Each says what is wrong and what to do, in plain words, naming the
// file. Pure: `today` is a parameter.
import { PASSPORT_VALIDITY_RULE } from './facts/validity-rules';
import { kindLabel, type DocumentKind } from '../../shared/documents/document-kinds';
import type { DocumentIssue, IssueSeverity, IssueType } from '../../shared/documents/review-views';
import { DOCUMENT_CATEGORIES, type DocumentCategoryKey } from '../../shared/reference/categories';
import type { RequiredDocument } from '../../shared/reference/required-documents';
import { formatLongDate, isIsoDate, type IsoDate } from '../../shared/eligibility/dates';
import type { ApplicantProfile } from './analysis-types';
import { formEditionFor } from './facts/form-editions';
import { sameName } from './names';
import { roleName } from './person-words';
import { LOW_OCR_CONFIDENCE, MIN_TEXT_CHARACTERS, type FileReading } from './reading';
import { foldText, meaningfulLength } from './text';

const issue = (type: IssueType, severity: IssueSeverity, details: string): DocumentIssue => ({ type, severity, details });

export const categoryLabel = (category: DocumentCategoryKey): string =>
  DOCUMENT_CATEGORIES.find((c) => c.key === category)?.label ?? category;

const article = (label: string) => (/^[AEIOU]/i.test(label) ? 'an' : 'a');
const lowerFirst = (label: string) => (/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);
const describeKind = (kind: DocumentKind) => `${article(kindLabel(kind))} ${lowerFirst(kindLabel(kind))}`;
/** What a category asks for, as the wrong-document messages name it: its required items, not the optional ones. */
const listLabels = (items: readonly RequiredDocument[]) =>
  items
    .filter((item) => !item.optional)
    .map((item) => item.label)
    .join(', ');

// --- Readable? -----------------------------------------------------------------------------------------------------

const RESCAN =
  'Scan it again at 300 dpi, in colour or greyscale, with the whole page flat, straight and in focus, and upload the new file.';

const NOT_OPENED: Record<FileReading['file']['uploadKind'], string> = {
  pdf: 'it may be damaged or password-protected',
  docx: 'it may be damaged',
  jpeg: 'it may be damaged, or too large to be a photo or scan of a page',
  png: 'it may be damaged, or too large to be a photo or scan of a page',
};
const REOPEN: Record<FileReading['file']['uploadKind'], string> = {
  pdf: 'Save or export it again as a PDF without a password, or scan the paper original at 300 dpi, and upload it again.',
  docx: 'Save it again from your word processor, or export it as a PDF, and upload it again.',
  jpeg: 'Take the photo or scan again (300 dpi is plenty) and upload it as a JPG or PNG.',
  png: 'Take the photo or scan again (300 dpi is plenty) and upload it as a JPG or PNG.',
};

export function readabilityIssues(r: FileReading): DocumentIssue[] {
  const name = r.file.name;
  if (r.kind === 'passport-photo') return [];
  if (r.characters < MIN_TEXT_CHARACTERS) {
    if (r.file.pages.length > 0)
      return [
        issue(
          'unreadable',
          'error',
          `${name} has no readable text (it looks blank, or the scan is too faint or blurred), so it could not be checked. ${RESCAN}`,
        ),
      ];
    return [
      issue(
        'unreadable',
        'error',
        `${name} could not be opened (${NOT_OPENED[r.file.uploadKind]}), so it could not be checked. ${REOPEN[r.file.uploadKind]}`,
      ),
    ];
  }
  const out: DocumentIssue[] = [];
  if (r.file.pagesNotRead) {
    out.push(
      issue(
        'unreadable',
        'info',
        `Only the first ${r.file.pages.length} pages of ${name} were read; the other ${r.file.pagesNotRead} were not checked. Upload long documents as separate files of the pages that matter (for a form, the whole form; for a statement, the first pages).`,
      ),
    );
  }
  if (r.method === 'ocr' && r.confidence !== null && r.confidence < LOW_OCR_CONFIDENCE) {
    out.push(
      issue(
        'unreadable',
        'warning',
        `${name} is hard to read (the text recognition was only ${Math.round(r.confidence)}% confident), so names, numbers or dates in it may have been misread. ${RESCAN}`,
      ),
    );
  }
  if (r.method !== 'ai' && r.file.pages.length > 1) {
    const blank = r.file.pages.flatMap((page, index) => (meaningfulLength(page.text) < MIN_TEXT_CHARACTERS ? [index + 1] : []));
    if (blank.length > 0 && blank.length < r.file.pages.length) {
      const pages = blank.length === 1 ? `Page ${blank[0]}` : `Pages ${blank.join(', ')}`;
      out.push(
        issue(
          'unreadable',
          'warning',
          `${pages} of ${name} ${blank.length === 1 ? 'is' : 'are'} blank or could not be read. If ${blank.length === 1 ? 'it has' : 'they have'} content, rescan ${blank.length === 1 ? 'it' : 'them'} at 300 dpi; if ${blank.length === 1 ? 'it is' : 'they are'} meant to be blank, you can ignore this.`,
        ),
      );
    }
  }
  return out;
}

// --- The right document? -------------------------------------------------------------------------------------------

export function wrongDocumentIssue(
  r: FileReading,
  category: DocumentCategoryKey,
  required: readonly RequiredDocument[],
  fitsCategory: boolean,
): DocumentIssue | null {
  const name = r.file.name;
  const needs = listLabels(required);
  if (r.kind === 'unknown') {
    // No text at all is reported as unreadable; a readable file we cannot place is worth a look, not a verdict.
    if (r.characters < MIN_TEXT_CHARACTERS) return null;
    return issue(
      'wrong-document',
      'warning',
      `We could not match ${name} to one of the documents the ${categoryLabel(category)} category needs (${needs}). If it is one of them, upload a complete, legible copy that shows its title or heading; otherwise replace it with a document from that list.`,
    );
  }
  if (fitsCategory) return null;
  const because = r.evidence.length > 0 ? ` (we found ${r.evidence.slice(0, 3).join(', ')})` : '';
  // A document of another filing is not a mistake in this one: it is simply not needed here.
  return issue(
    'wrong-document',
    'info',
    `${name} looks like ${describeKind(r.kind)}${because}, which is not needed for this filing: the ${categoryLabel(category)} category asks for ${needs}. You can leave it out, or check that you chose the right category.`,
  );
}

/**
 * A recognised file that fits nothing of the filing once whose it is changed (rematch.ts): the person is named after
 * the file's name like every issue's (person-words.ts).
 */
export function notNeededIssue(name: string, category: DocumentCategoryKey, required: readonly RequiredDocument[]): DocumentIssue {
  return issue(
    'wrong-document',
    'info',
    `${name} is not needed for this filing: the ${categoryLabel(category)} category asks for ${listLabels(required)}.`,
  );
}

// --- Valid? ----------------------------------------------------------------------------------------------------------

/** Same day `months` later; the 31st falls back to the month's last day. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const total = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(total / 12), (total % 12) + 1];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${String(m).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

/** Passports should stay valid for six months beyond the planned entry (facts/validity-rules.ts, with its source). */
export const PASSPORT_VALIDITY_MONTHS = PASSPORT_VALIDITY_RULE.months;

const MRZ_FIELDS: Array<[keyof NonNullable<FileReading['mrz']>['checks'], string]> = [
  ['documentNumber', 'passport number'],
  ['dateOfBirth', 'date of birth'],
  ['expiryDate', 'expiry date'],
  ['personalNumber', 'personal number'],
  ['composite', 'overall check'],
];

export function validityIssues(r: FileReading, today: IsoDate): DocumentIssue[] {
  const name = r.file.name;
  const out: DocumentIssue[] = [];
  if (r.mrz && !r.mrz.valid) {
    const failed = MRZ_FIELDS.filter(([field]) => !r.mrz?.checks[field]).map(([, label]) => label);
    out.push(
      issue(
        'invalid-mrz',
        'error',
        `The machine-readable lines at the bottom of the passport page in ${name} do not add up (the check digit${failed.length > 1 ? 's' : ''} for the ${failed.join(', ')} ${failed.length > 1 ? 'fail' : 'fails'}). Either the copy is unclear or cropped, or the data was altered. Upload a clear, complete, uncropped scan of the photo page at 300 dpi; if the lines on the passport itself look damaged, contact the authority that issued it.`,
      ),
    );
  }
  const expiry = r.people.identity.expiryDate;
  if (!expiry || !isIsoDate(expiry)) return out;
  const label = lowerFirst(kindLabel(r.kind));
  if (expiry < today) {
    out.push(
      issue(
        'expired',
        'error',
        `The ${label} in ${name} expired on ${formatLongDate(expiry)}. USCIS and consulates do not accept an expired document as proof: renew it, then upload a copy of the new one.`,
      ),
    );
  } else if (r.kind === 'passport' && expiry < addMonths(today, PASSPORT_VALIDITY_MONTHS)) {
    out.push(
      issue(
        'expires-soon',
        'warning',
        `The passport in ${name} expires on ${formatLongDate(expiry)}, less than ${PASSPORT_VALIDITY_MONTHS} months from today. Visas generally require a passport valid for at least ${PASSPORT_VALIDITY_MONTHS} months beyond your planned entry: renew it before you file or travel.`,
      ),
    );
  }
  return out;
}

// --- Filled in and signed? -----------------------------------------------------------------------------------------

/** A blank official form, and a filled one whose signature line is empty (domain/documents/filled-form.ts). */
export function formFillIssues(r: FileReading): DocumentIssue[] {
  if (!r.fill) return [];
  const name = r.file.name;
  if (r.fill.state === 'blank') {
    return [
      issue(
        'blank-form',
        'error',
        `${name}: This is the blank form. Fill it in — the Forms step of your case can do it — then upload the filled form.`,
      ),
    ];
  }
  if (!r.fill.unsigned) return [];
  const { part, item } = r.fill.unsigned;
  return [
    issue(
      'unsigned',
      'warning',
      `${name} is filled in but not signed: print it, and ${roleName(r.fill.person)} signs it by hand in Part ${part}, Item ${item} before you file. USCIS rejects an unsigned form.`,
    ),
  ];
}

// --- Current form edition? -------------------------------------------------------------------------------------------

/** The edition printed on a form, as YYYY-MM-DD and as printed (MM/DD/YY); the footer naming the form wins. */
export function readFormEdition(text: string, formNumber: string): { date: IsoDate; printed: string } | null {
  const folded = foldText(text).replace(/\s+/g, ' ');
  const number = formNumber.replace('-', '\\s?-?\\s?');
  const patterns = [
    new RegExp(`\\b${number}\\b[^0-9]{0,20}EDITION(?: DATE)?:? (\\d{2})/(\\d{2})/(\\d{2,4})\\b`),
    /\bEDITION(?: DATE)?:? (\d{2})\/(\d{2})\/(\d{2,4})\b/,
  ];
  for (const re of patterns) {
    const m = re.exec(folded);
    if (!m) continue;
    const year = m[3]!.length === 2 ? `20${m[3]}` : m[3]!;
    const date = `${year}-${m[1]}-${m[2]}`;
    if (isIsoDate(date)) return { date, printed: `${m[1]}/${m[2]}/${year.slice(2)}` };
  }
  return null;
}

const editionDate = (printed: string) => `20${printed.slice(6, 8)}-${printed.slice(0, 2)}-${printed.slice(3, 5)}`;

export function editionIssue(r: FileReading): DocumentIssue | null {
  const current = formEditionFor(r.kind);
  if (!current) return null;
  const read = readFormEdition(r.text, current.form);
  if (!read) return null;
  const accepted = [current.current, ...current.alsoAccepted].map(editionDate);
  if (accepted.includes(read.date)) return null;
  // A newer edition than ours: USCIS published it after our table was checked, which is ours to update, not the user's.
  if (read.date > editionDate(current.current)) {
    return issue(
      'outdated-form-edition',
      'info',
      `${r.file.name} is the ${read.printed} edition of Form ${current.form}, newer than the ${current.current} edition our table lists (checked ${formatLongDate(current.checkedOn)}). It is likely the current one: confirm on ${current.source}. We will update our table.`,
    );
  }
  return issue(
    'outdated-form-edition',
    'error',
    `${r.file.name} is the ${read.printed} edition of Form ${current.form}, but USCIS accepts only the ${current.current} edition (as of ${formatLongDate(current.checkedOn)}; confirm on ${current.source}). USCIS rejects filings on an outdated edition: download the current form from that page, fill it in again and sign it.`,
  );
}

// --- Duplicates ------------------------------------------------------------------------------------------------------

/** Per file: a duplicate issue when an earlier file has the same bytes, or is the same kind with the same number. */
export function duplicateIssues(readings: readonly FileReading[]): Array<DocumentIssue | null> {
  return readings.map((r, i) => {
    const earlier = readings.slice(0, i);
    const same = earlier.find((other) => other.file.sha256 === r.file.sha256);
    if (same) {
      return issue(
        'duplicate',
        'warning',
        `${r.file.name} is the same file as ${same.file.name}. Remove one copy, or replace it with the document you meant to upload.`,
      );
    }
    const number = r.people.identity.documentNumber;
    const twin = number ? earlier.find((other) => other.kind === r.kind && other.people.identity.documentNumber === number) : undefined;
    if (twin && r.kind !== 'unknown') {
      return issue(
        'duplicate',
        'warning',
        `${r.file.name} and ${twin.file.name} are both the same ${lowerFirst(kindLabel(r.kind))} (same document number). One copy is enough, unless one of them shows pages the other lacks.`,
      );
    }
    return null;
  });
}

// --- Same person? ----------------------------------------------------------------------------------------------------

/**
 * Per category, the kinds that belong to one person: the sponsor for family (the petitioner's status, finances and
 * affidavit), the applicant for the others. Two-party documents (a marriage certificate, a petition for a relative)
 * and those that may belong to anyone in the family are left out, so two different people on purpose are never
 * reported as a mismatch. K visas have no such group: the petition and statements come from both partners.
 */
const ONE_PERSON: Readonly<Record<DocumentCategoryKey, readonly DocumentKind[]>> = {
  family: [
    'passport',
    'national-id',
    'naturalization-certificate',
    'green-card',
    'bank-statement',
    'tax-return',
    'pay-stub',
    'employment-letter',
    'form-i-864',
  ],
  employment: ['passport', 'national-id', 'birth-certificate', 'resume', 'diploma', 'transcript', 'form-i-140'],
  student: [
    'passport',
    'national-id',
    'form-i-20',
    'form-ds-2019',
    'acceptance-letter',
    'ds-160-confirmation',
    'sevis-fee-receipt',
    'transcript',
    'diploma',
  ],
  refugee: ['passport', 'national-id', 'birth-certificate', 'form-i-589', 'form-i-590'],
  kvisa: [],
  diversity: ['passport', 'national-id', 'birth-certificate', 'dv-confirmation'],
  special: ['passport', 'national-id', 'birth-certificate', 'form-i-360', 'biometrics-notice'],
};

/** Categories where the applicant is that person (in family and K visa cases the user may be either partner). */
const APPLICANT_IS_HOLDER: ReadonlySet<DocumentCategoryKey> = new Set(['employment', 'student', 'refugee', 'diversity', 'special']);

/** The reference a document is compared with: the profile, or the most trustworthy document of the group. */
interface Reference {
  name?: string;
  dateOfBirth?: string;
  /** How the issue names it: 'your profile' or a file name. */
  source: string;
  index: number;
}

function referenceOf(group: ReadonlyArray<{ r: FileReading; index: number }>, field: 'name' | 'dateOfBirth'): Reference | null {
  const has = (r: FileReading) => (field === 'name' ? Boolean(r.people.holder) : Boolean(r.people.identity.dateOfBirth));
  // A passport whose zone checks out is the best witness; then any passport; then the first document that says.
  const ranked = [...group].sort((a, b) => rank(a.r) - rank(b.r) || a.index - b.index);
  const best = ranked.find(({ r }) => has(r));
  if (!best) return null;
  return {
    ...(best.r.people.holder ? { name: best.r.people.holder } : {}),
    ...(best.r.people.identity.dateOfBirth ? { dateOfBirth: best.r.people.identity.dateOfBirth } : {}),
    source: best.r.file.name,
    index: best.index,
  };
}

const rank = (r: FileReading) => (r.mrz?.valid ? 0 : r.kind === 'passport' ? 1 : 2);

export function identityIssues(
  readings: readonly FileReading[],
  category: DocumentCategoryKey,
  applicant: ApplicantProfile,
): DocumentIssue[][] {
  const out: DocumentIssue[][] = readings.map(() => []);
  const kinds = ONE_PERSON[category];
  const group = readings.flatMap((r, index) => (kinds.includes(r.kind) ? [{ r, index }] : []));
  const useProfile = APPLICANT_IS_HOLDER.has(category);
  const profileName =
    useProfile && applicant.fullName?.trim() ? { name: applicant.fullName.trim(), source: 'your profile', index: -1 } : null;
  const profileBirth =
    useProfile && applicant.dateOfBirth && isIsoDate(applicant.dateOfBirth)
      ? { dateOfBirth: applicant.dateOfBirth, source: 'your profile', index: -1 }
      : null;
  const nameRef: Reference | null = profileName ?? referenceOf(group, 'name');
  const birthRef: Reference | null = profileBirth ?? referenceOf(group, 'dateOfBirth');
  const who = category === 'family' ? 'the petitioner (the sponsor)' : 'you, the applicant';

  for (const { r, index } of group) {
    const holder = r.people.holder;
    if (nameRef?.name && holder && index !== nameRef.index && !sameName(holder, nameRef.name)) {
      out[index]!.push(
        issue(
          'name-mismatch',
          'error',
          `The name on ${r.file.name} (${holder}) does not match the name on ${nameRef.source} (${nameRef.name}). These documents should all belong to ${who}. If it is the same person under another name, add proof of the change (a marriage certificate, divorce decree or court order); if it is someone else's document, replace it.`,
        ),
      );
    }
    const born = r.people.identity.dateOfBirth;
    if (birthRef?.dateOfBirth && born && index !== birthRef.index && born !== birthRef.dateOfBirth) {
      out[index]!.push(
        issue(
          'date-of-birth-mismatch',
          'error',
          `The date of birth on ${r.file.name} (${formatLongDate(born)}) differs from the one on ${birthRef.source} (${formatLongDate(birthRef.dateOfBirth)}). Check which is right; if a document is wrong, ask its issuer for a corrected copy, and if it belongs to someone else, replace it.`,
        ),
      );
    }
  }
  return out;
}

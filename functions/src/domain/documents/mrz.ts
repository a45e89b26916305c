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

/**
 * The passport zone of a page's text, read, or null when the text has none. With `repairOcrNoise` (text that OCR
 * read), a zone that fails its check digits is read again with OCR's usual confusions repaired (see readNoisyTd3).
 * A text layer is taken as it is: its characters are what the file holds.
 */
export function readPassportMrz(text: string, today: string, options: { repairOcrNoise?: boolean } = {}): PassportMrz | null {
  const lines = findTd3Lines(text);
  const strict = lines && parseTd3(lines[0], lines[1], today);
  if (strict?.valid || !options.repairOcrNoise) return strict;
  return readNoisyTd3(text, today) ?? strict;
}

// --- Reading a zone that OCR garbled ---------------------------------------------------------------------------
// OCR misreads the filler '<' (as K, «, ( or [), drops or adds spaces and dots, and confuses look-alike letters and
// digits. Where a position can hold only digits or only letters, the look-alike of the right type is the only
// possible reading; where it can hold both (document and personal numbers) a swap is kept only when the field's
// check digit confirms it. A reading whose check digits still fail is returned as it is, so the caller reports it.

const TO_DIGIT: Record<string, string> = { O: '0', Q: '0', D: '0', U: '0', I: '1', L: '1', Z: '2', S: '5', B: '8', G: '6', T: '7' };
const TO_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '8': 'B', '6': 'G', '4': 'A', '7': 'T' };
/** Look-alike pairs that are both legal in an alphanumeric field. */
const SWAPS: Record<string, string> = {
  O: '0',
  '0': 'O',
  I: '1',
  '1': 'I',
  Z: '2',
  '2': 'Z',
  S: '5',
  '5': 'S',
  B: '8',
  '8': 'B',
  G: '6',
  '6': 'G',
  K: '<',
  '<': 'K',
};

/** A raw OCR line as MRZ characters: fillers restored, separators dropped, upper case. */
export function normalizeMrzLine(line: string): string {
  return line
    .toUpperCase()
    .replace(/[«»]/g, '<<')
    .replace(/[‹›([{]/g, '<')
    .replace(/[\s.,·'`"’:;_]/g, '')
    .replace(/[^A-Z0-9<]/g, '<');
}

const toDigits = (field: string) => Array.from(field, (c) => TO_DIGIT[c] ?? c).join('');
const toLetters = (field: string) => Array.from(field, (c) => TO_LETTER[c] ?? c).join('');

/** The first reading of `field` (the original first, then one, two swaps) whose check digit matches, with its swaps. */
function confirmed(field: string, digit: string, maxSwaps: number): { value: string; swaps: number } | null {
  if (!/^\d$/.test(digit)) return null;
  const want = Number(digit);
  const positions = Array.from(field)
    .flatMap((c, i) => (SWAPS[c] ? [i] : []))
    .slice(0, 12);
  for (let swaps = 0; swaps <= Math.min(maxSwaps, positions.length); swaps++) {
    for (const chosen of combinations(positions, swaps)) {
      const chars = Array.from(field);
      for (const i of chosen) chars[i] = SWAPS[chars[i]!]!;
      const candidate = chars.join('');
      // A filler may only trail the number (ICAO pads on the right).
      if (/<[^<]/.test(candidate)) continue;
      if (mrzCheckDigit(candidate) === want) return { value: candidate, swaps };
    }
  }
  return null;
}

function* combinations(items: readonly number[], k: number, start = 0): Generator<number[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = start; i <= items.length - k; i++) for (const rest of combinations(items, k - 1, i + 1)) yield [items[i]!, ...rest];
}

/** Line 1 (type, state, names): letters only outside the fillers; a run of K among trailing fillers is fillers. */
function repairLine1(raw: string): string {
  let line = raw.length > 44 ? raw.slice(0, 44) : raw.padEnd(44, '<');
  line = `${line.charAt(0) === 'P' ? 'P' : line.charAt(0)}${toLetters(line.slice(1))}`;
  // Trailing fillers read as K or a mix of K and <: after the last name, nothing but fillers may follow.
  return line.replace(/<[<K]*$/, (tail) => (/<.*<|<</.test(tail) ? '<'.repeat(tail.length) : tail));
}

/** Trailing fillers that OCR read as K: "AB1234KKK" -> "AB1234<<<" (a swap may give a real final K back). */
const trailingFillers = (field: string) => field.replace(/[<K]*<[<K]*$|K{2,}$/, (tail) => '<'.repeat(tail.length));

/**
 * Line 2 with its typed positions repaired: look-alikes in digit-only and letter-only positions always, and with
 * `swaps` also letter/digit swaps in the document and personal numbers that their own check digits confirm.
 */
function repairLine2(raw: string, swaps: boolean): { line: string; swaps: number } {
  const at = (from: number, to: number) => raw.slice(from, to);
  const digit = (c: string) => TO_DIGIT[c] ?? (c === 'K' ? '<' : c);
  let swapped = 0;
  const alphanumeric = (value: string, check: string): string => {
    const filled = trailingFillers(value);
    const found = swaps ? confirmed(filled, digit(check), 2) : null;
    swapped += found?.swaps ?? 0;
    return found?.value ?? filled;
  };
  const personalRaw = at(28, 42);
  const emptyPersonal = /^[<K]+$/.test(personalRaw);
  const personal = emptyPersonal ? '<'.repeat(14) : alphanumeric(personalRaw, raw.charAt(42));
  const line = [
    alphanumeric(at(0, 9), raw.charAt(9)),
    digit(raw.charAt(9)),
    toLetters(at(10, 13)).replace(/K(?=<*$)/g, '<'),
    toDigits(at(13, 19)),
    digit(raw.charAt(19)),
    raw.charAt(20) === 'K' ? '<' : raw.charAt(20),
    toDigits(at(21, 27)),
    digit(raw.charAt(27)),
    personal,
    emptyPersonal && raw.charAt(42) !== '0' ? '<' : digit(raw.charAt(42)),
    digit(raw.charAt(43)),
  ].join('');
  return { line, swaps: swapped };
}

/** Lines of a page that may be one line of a TD3 zone once normalized (long, mostly MRZ characters). */
function zoneCandidates(text: string): string[] {
  const out: string[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const compact = rawLine.replace(/\s+/g, '');
    if (compact.length < 38) continue;
    const mrzLike = compact.replace(/[^A-Za-z0-9<«»‹([{]/g, '').length / compact.length;
    if (mrzLike < 0.85 || !/[<«K([{‹]{2}/.test(compact.toUpperCase())) {
      // The second line may have no filler pair; keep a long alphanumeric run that follows a first line.
      if (!(out.length > 0 && out[out.length - 1]!.startsWith('P') && mrzLike >= 0.85)) continue;
    }
    const line = normalizeMrzLine(rawLine);
    // OCR sometimes merges the two lines into one.
    if (line.length >= 86 && line.length <= 90) out.push(line.slice(0, 44), line.slice(44));
    else if (line.length >= 40 && line.length <= 48) out.push(line);
  }
  return out;
}

/**
 * Ways to fit a second line of 40 to 48 characters to 44, each with its number of edits: cut or padded at the end,
 * or one character dropped (a stray mark) or one filler added (a missed '<') anywhere.
 */
function fitLine2(line: string): Array<{ line: string; edits: number }> {
  if (line.length === 44) return [{ line, edits: 0 }];
  const options = [{ line: line.slice(0, 44).padEnd(44, '<'), edits: Math.abs(line.length - 44) }];
  for (let i = 0; i <= line.length; i++) {
    const fitted =
      line.length > 44 ? `${line.slice(0, i)}${line.slice(i + 1)}`.slice(0, 44) : `${line.slice(0, i)}<${line.slice(i)}`.padEnd(44, '<');
    options.push({ line: fitted, edits: Math.abs(line.length - 44) });
  }
  return options;
}

/**
 * A TD3 zone read from noisy OCR text. A repaired reading is returned only when every check digit (each field's and
 * the composite) confirms it; otherwise the reading with only the certain repairs (look-alikes in digit-only and
 * letter-only positions), so its failed check digits are reported. Null when no zone is found.
 */
export function readNoisyTd3(text: string, today: string): PassportMrz | null {
  const lines = zoneCandidates(text);
  let fallback: PassportMrz | null = null;
  for (let i = 0; i + 1 < lines.length; i++) {
    const first = lines[i]!;
    if (!first.startsWith('P') || !first.slice(2).includes('<<')) continue;
    const line1 = repairLine1(first);
    const second = lines[i + 1]!;
    // The reading that needs the fewest edits wins: more edits, more chances for check digits to agree by luck.
    let best: { mrz: PassportMrz; edits: number } | null = null;
    for (const candidate of fitLine2(second)) {
      const repaired = repairLine2(candidate.line, true);
      const edits = candidate.edits + repaired.swaps;
      if (best && edits >= best.edits) continue;
      const mrz = parseTd3(line1, repaired.line, today);
      if (mrz?.valid) best = { mrz, edits };
    }
    if (best) return best.mrz;
    fallback ??= parseTd3(line1, repairLine2(fitLine2(second)[0]!.line, false).line, today);
  }
  return fallback;
}

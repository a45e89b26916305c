// What a USCIS notice says, read from its text: the Form I-797 family (I-797, I-797C Notice of Action, I-797E request
// for evidence) that USCIS mails for a receipt, a biometrics appointment, a request for evidence, an interview, an
// approval or a transfer. The notice type comes from its "Notice Type" line or its heading; the receipt number, the
// case type (the form), the received and notice dates from their labels; an appointment's date, time and place, and
// an RFE's response due date, from theirs. Every fact is null when the notice does not print it. Pure.
import type { DocumentKind } from '../../shared/documents/document-kinds';
import type { DocumentNotice, NoticeType } from '../../shared/documents/review-views';
import { RECEIPT_PREFIXES } from '../../shared/reference/uscis-receipt-prefixes';
import { normalizeReceiptNumber } from '../../shared/cases/receipt-number';
import { foldText, parseDocumentDate } from './text';

const NOTICE_KINDS: ReadonlySet<DocumentKind> = new Set(['uscis-notice', 'biometrics-notice']);

/** The words that name a notice's type, strongest first: a notice mentions what comes next ("your biometrics"). */
const TYPE_WORDS: ReadonlyArray<[NoticeType, RegExp]> = [
  ['rfe', /\b(REQUEST FOR (INITIAL |ADDITIONAL )?EVIDENCE|NOTICE OF INTENT TO DENY)\b/],
  ['biometrics', /\b(ASC APPOINTMENT|BIOMETRICS? APPOINTMENT|APPLICATION SUPPORT CENTER APPOINTMENT)\b/],
  ['interview', /\b(INTERVIEW NOTICE|APPEAR FOR (AN |YOUR )?(INITIAL )?INTERVIEW|INTERVIEW APPOINTMENT)\b/],
  ['transfer', /\b(TRANSFER NOTICE|HAS BEEN TRANSFERRED|WAS TRANSFERRED)\b/],
  ['approval', /\b(APPROVAL NOTICE|HAS BEEN APPROVED|WAS APPROVED)\b/],
  ['receipt', /\b(RECEIPT NOTICE|WE (HAVE )?RECEIVED YOUR)\b/],
];

const PREFIXES = RECEIPT_PREFIXES.map((prefix) => prefix.code).join('|');
const RECEIPT = new RegExp(`\\b(${PREFIXES})\\s?-?\\s?(\\d{2})\\s?-?\\s?(\\d{3})\\s?-?\\s?(\\d{5})\\b`);
const DATE = String.raw`(\d{1,2}/\d{1,2}/\d{4}|[A-Z]+ \d{1,2}, \d{4})`;
const TIME = /\b(\d{1,2}):(\d{2}) ?([AP])\.?M\.?\b/;

/** A notice's type from its folded text: its "Notice Type" line, else its heading words. */
export function noticeType(text: string): NoticeType {
  // The line names its type in a few words that end with NOTICE ("Receipt Notice"), EVIDENCE or DENY.
  const line = /\bNOTICE TYPE:? ((?:[A-Z]+ ){0,5}?(?:NOTICE|EVIDENCE|DENY))\b/.exec(text)?.[1] ?? '';
  for (const [type, words] of TYPE_WORDS) if (line && words.test(line)) return type;
  for (const [type, words] of TYPE_WORDS) if (words.test(text)) return type;
  return 'other';
}

/** The date printed after one of the labels, within a few words of it. */
function dateAfter(text: string, labels: string): string | null {
  const match = new RegExp(`\\b(?:${labels}):?\\s(?:[A-Z ,]{0,24}?\\s)?${DATE}`).exec(text);
  return match?.[1] ? parseDocumentDate(match[1]) : null;
}

/** "I485" or "I-485 - APPLICATION..." as the form: "I-485"; OCR may read a case type's "I485" as "1485". */
function formType(text: string): string | null {
  const match = /\b(?:CASE TYPE:?\s?(?:([IN])\s?-?\s?|1(?=\d{3}\b))|FORM:?\s?([IN])\s?-?\s?)(\d{2,4}[A-Z]?)\b/.exec(text);
  if (!match) return null;
  return `${match[1] ?? match[2] ?? 'I'}-${match[3]}`;
}

/** A labelled place on its own line of the original text ("Place: …", "Location: …", "Please appear at: …"). */
function placeOf(original: string): string | null {
  for (const line of original.split(/\r?\n/)) {
    const match = /^\s*(?:place|location|address|please appear at|appear at)\s*:\s*(.{5,200})$/i.exec(line);
    if (match?.[1]) return match[1].trim();
  }
  return null;
}

function appointmentOf(text: string, original: string, type: NoticeType): DocumentNotice['appointment'] {
  if (type !== 'biometrics' && type !== 'interview') return null;
  const date = dateAfter(
    text,
    'DATE AND TIME OF (?:APPOINTMENT|INTERVIEW)|APPOINTMENT DATE|INTERVIEW DATE|DATE OF (?:APPOINTMENT|INTERVIEW)',
  );
  if (!date) return null;
  const time = TIME.exec(text);
  const hours = time ? (Number(time[1]) % 12) + (time[3] === 'P' ? 12 : 0) : null;
  return {
    date,
    time: time && hours !== null ? `${String(hours).padStart(2, '0')}:${time[2]}` : null,
    place: placeOf(original),
  };
}

/** The notice's facts, for a document review classified as a USCIS notice; null for any other document. */
export function readNotice(original: string, kind: DocumentKind): DocumentNotice | null {
  if (!NOTICE_KINDS.has(kind)) return null;
  const text = foldText(original).replace(/\s+/g, ' ');
  const type = kind === 'biometrics-notice' ? 'biometrics' : noticeType(text);
  const receipt = RECEIPT.exec(text);
  const receiptNumber = receipt ? normalizeReceiptNumber(receipt.slice(1).join('')) : null;
  const office = receiptNumber ? (RECEIPT_PREFIXES.find((prefix) => prefix.code === receiptNumber.slice(0, 3))?.office ?? null) : null;
  return {
    type,
    receiptNumber,
    formType: formType(text),
    receivedDate: dateAfter(text, 'RECEIVED DATE|DATE RECEIVED'),
    noticeDate: dateAfter(text, 'NOTICE DATE'),
    office,
    appointment: appointmentOf(text, original, type),
    responseDueDate:
      type === 'rfe'
        ? dateAfter(text, 'MUST BE RECEIVED (?:BY|NO LATER THAN|ON OR BEFORE)|RESPONSE DUE(?: DATE)?|RESPOND BY|DUE DATE')
        : null,
  };
}

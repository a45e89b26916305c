// One uploaded file as the analysis reads it: its text (local extraction, or the AI's reading when local extraction
// found almost nothing), its passport zone, its kind and the people it names. Pure.
import type { DocumentKind } from '../../shared/documents/document-kinds';
import type { ExtractionMethod } from '../../shared/documents/review-views';
import type { AiReading, ExtractedFile } from './analysis-types';
import { classifyDocument } from './classify';
import { isOfficialForm, readFormFill, type FormFill } from './filled-form';
import { readPeople, type DocumentPeople } from './identity';
import { readPassportMrz, type PassportMrz } from './mrz';
import { fileText, meaningfulLength } from './text';

/** Fewer letters and digits than this and a file counts as having no text. */
export const MIN_TEXT_CHARACTERS = 20;
/** Mean OCR confidence (0-100) below which the text is likely misread. */
export const LOW_OCR_CONFIDENCE = 55;

export interface FileReading {
  file: ExtractedFile;
  text: string;
  method: ExtractionMethod;
  /** Letters and digits in the text used. */
  characters: number;
  /** Mean OCR confidence over the pages that have one, or null. */
  confidence: number | null;
  mrz: PassportMrz | null;
  kind: DocumentKind;
  evidence: string[];
  people: DocumentPeople;
  /** A fillable official form: blank or filled, and what its fields say. */
  fill: FormFill | null;
}

function meanConfidence(file: ExtractedFile): number | null {
  const scored = file.pages.filter((page) => page.confidence !== undefined && meaningfulLength(page.text) > 0);
  if (scored.length === 0) return null;
  return scored.reduce((sum, page) => sum + (page.confidence ?? 0), 0) / scored.length;
}

export function readFile(file: ExtractedFile, today: string, ai: AiReading | undefined): FileReading {
  const local = fileText(file);
  const useAi = meaningfulLength(local) < MIN_TEXT_CHARACTERS && Boolean(ai?.text && meaningfulLength(ai.text) > meaningfulLength(local));
  const text = useAi ? (ai?.text ?? '') : local;
  const method: ExtractionMethod = useAi ? 'ai' : file.method;
  // OCR and the AI's transcription may garble the passport zone; a text layer or a DOCX holds it as written.
  const mrz = readPassportMrz(text, today, { repairOcrNoise: method === 'ocr' || method === 'ai' });
  const { kind, evidence } = classifyDocument({
    text,
    uploadKind: file.uploadKind,
    ...(file.image ? { image: file.image } : {}),
    hasPassportZone: mrz !== null,
  });
  const fill = readFormFill(kind, file.form);
  // An official form's printed labels are never read as values: only its filled fields say who it is about.
  const people: DocumentPeople = isOfficialForm(kind)
    ? { identity: fill?.identity ?? {}, ...(fill?.identity.fullName ? { holder: fill.identity.fullName } : {}), others: [] }
    : readPeople(text, kind, mrz);
  return {
    file,
    text,
    method,
    characters: meaningfulLength(text),
    confidence: useAi ? null : meanConfidence(file),
    mrz,
    kind,
    evidence,
    people,
    fill,
  };
}
